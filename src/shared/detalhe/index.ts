// The detail-page kit: a record loaded from its address, its header and tabs, its data, its
// actions, and the "apprentices in X" lists. A new domain's record page is mostly its own words.
export {
  AcoesDoRegistro,
  type AcoesDoRegistroProps,
  type EditarRegistro,
  type MensagensDoRegistro,
} from './AcoesDoRegistro';
export {
  AbasDoRegistro,
  CabecalhoDoRegistro,
  PainelDaAba,
  type Aba,
  type AbasDoRegistroProps,
  type CabecalhoDoRegistroProps,
} from './CabecalhoDoRegistro';
export { aprendizNaoEncontrado, naoEncontradoPorCodigo } from './naoEncontrado';
export { CabecalhoDeAprendizes, type EntradaDeAprendizes } from './CabecalhoDeAprendizes';
export {
  CarregarRegistro,
  telaDoRegistro,
  type CarregamentoDoRegistro,
  type CarregarRegistroProps,
  type ConsultaDeRegistro,
  type PaginaDoRegistro,
  type TextoDaRota,
} from './CarregarRegistro';
export {
  LISTA_DE_APRENDIZES,
  colunaDeAcao,
  colunasDeAprendizes,
  type AprendizNaLista,
} from './colunasDeAprendizes';
export { juntarConsultas } from './juntarConsultas';
export { ListaDeDados, Painel, SecaoDeDados, type PainelProps } from './SecaoDeDados';
export { Dado } from '../ui/Dado';
export { idDaRota, type NaoEncontradoProps } from '../ui/Carregamento';
export type { HookDeMutacao } from '../lista/mutacoes';
