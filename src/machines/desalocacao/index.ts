// What screens import from the desalocar flow. Importing it plugs the flow into the store.
export { useDesalocacao } from './registrar';
export { errosDaDesalocacao } from './desalocacaoMachine';
export type { DesalocacaoEstado } from './desalocacaoMachine';
export * from './eventos';
export type * from './tipos';
