// What screens import from the contract creation flow. Using useContrato plugs the flow into the
// store; the screen dispatches persistirContrato once and waits for `reidratado`.
export {
  aprendizEscolhido,
  parceiroDoContrato,
  useContrato,
  type AprendizDaApi,
  type ParceiroDaApi,
} from './efeitos';
export { persistirContrato, rascunho, reidratado } from './persistencia';
export { errosDoPasso, passoDoCampo, termosVazios } from './passos';
export { contextoInicial } from './contratoMachine';
export type { ContratoContext, ContratoEstado } from './contratoMachine';
export * from './eventos';
export * from './tipos';
