export { podeAcessar, rotaDoCaminho, rotasDaSecao } from './acesso';
export {
  NavegacaoProvider,
  useComTitulos,
  useNavegacao,
  useTituloDaRota,
  type Navegacao,
} from './contexto';
export { rotuloDaFuncao } from './funcoes';
export {
  definirManifesto,
  GRUPOS_DO_MENU,
  type EntradaNoMenu,
  type GrupoDoMenu,
  type ManifestoDaFeature,
} from './manifesto';
export { menuPara, montarMenu, type GrupoMenu, type ItemMenu } from './menu';
export { caminhoDe, type CaminhoApp, type RotaApp } from './rotas';
export { trilhaDe, type Migalha } from './trilha';
