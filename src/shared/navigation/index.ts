export { podeAcessar, rotaDoCaminho, rotasDaSecao } from './acesso';
export { rotuloDaFuncao } from './funcoes';
export { MENU, menuPara, type GrupoMenu, type ItemMenu } from './menu';
export { ROTAS, type RotaApp } from './rotas';
export { trilhaDe, type Migalha } from './trilha';
