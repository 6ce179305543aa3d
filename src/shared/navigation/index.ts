export { podeAcessar, rotaDoCaminho, rotasDaSecao } from './acesso';
export {
  NavegacaoProvider,
  useComTitulos,
  useNavegacao,
  useTituloDaRota,
  type Navegacao,
} from './contexto';
export { rotuloDaFuncao } from './funcoes';
export { type ManifestoDaFeature } from './manifesto';
export { emOrdemDoMenu, menuPara, montarMenu } from './menu';
export { caminhoDe, type CaminhoApp, type RotaApp } from './rotas';
export { trilhaDe } from './trilha';
