export { podeAcessar, rotaDoCaminho, rotasDaSecao } from './acesso';
export { rotuloDaFuncao } from './funcoes';
export { MENU, menuPara } from './menu';
export { caminhoDe, ROTA, ROTAS, type CaminhoApp, type RotaApp } from './rotas';
export { trilhaDe } from './trilha';
