// What screens import from the contract creation flow. Using useContrato plugs the flow into the
// store; the screen dispatches persistirContrato once and waits for `reidratado`.
export {
  aprendizEscolhido,
  parceiroDoContrato,
  SEM_CONEXAO,
  useContrato,
  type AprendizDaApi,
  type ParceiroDaApi,
} from './efeitos';
export { persistirContrato, rascunho, reidratado } from './persistencia';
export {
  CAMPOS_DO_PASSO,
  dadosDoContrato,
  errosDoPasso,
  errosLocais,
  passoDoCampo,
  termosVazios,
} from './passos';
export { contextoInicial } from './contratoMachine';
export type { ContratoContext, ContratoEstado, ContratoState } from './contratoMachine';
export * from './eventos';
export * from './tipos';
