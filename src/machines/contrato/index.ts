// What screens import from the contract creation flow. Using useContrato plugs the flow into the
// store; the screen dispatches persistirContrato once and waits for `reidratado`.
export { useContrato, SEM_CONEXAO } from './efeitos';
export { persistirContrato, reidratado } from './persistencia';
export { CAMPOS_DO_PASSO, errosDoPasso, errosLocais, dadosDoContrato } from './passos';
export type { ContratoContext, ContratoEstado, ContratoState } from './contratoMachine';
export * from './eventos';
export * from './tipos';
