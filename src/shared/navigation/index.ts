export { podeAcessar, rotaDoCaminho, rotasDaSecao } from './acesso';
export { rotuloDaFuncao } from './funcoes';
export { MENU, menuPara, type CaminhoNoMenu, type GrupoMenu, type ItemMenu } from './menu';
export { caminhoDe, ROTA, ROTAS, type CaminhoApp, type RotaApp } from './rotas';
export { trilhaDe, type Migalha } from './trilha';
