// The detail-page kit: a record loaded from its address, its header and tabs, its data, its
// actions, and the "apprentices in X" lists. A new domain's record page is mostly its own words.
export { AcoesDoRegistro } from './AcoesDoRegistro';
export { AbasDoRegistro, CabecalhoDoRegistro, PainelDaAba } from './CabecalhoDoRegistro';
export { aprendizNaoEncontrado, naoEncontradoPorCodigo } from './naoEncontrado';
export { CabecalhoDeAprendizes } from './CabecalhoDeAprendizes';
export {
  telaDoRegistro,
  type CarregamentoDoRegistro,
  type PaginaDoRegistro,
} from './CarregarRegistro';
export { LISTA_DE_APRENDIZES, colunaDeAcao, colunasDeAprendizes } from './colunasDeAprendizes';
export { juntarConsultas } from './juntarConsultas';
export { ListaDeDados, Painel, SecaoDeDados } from './SecaoDeDados';
export { Dado } from '../ui/Dado';
export { idDaRota, type NaoEncontradoProps } from '../ui/Carregamento';
