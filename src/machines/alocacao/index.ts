// What screens import from the allocation flow. Importing it plugs the flow into the store.
export { useAlocacao } from './registrar';
export { dataInicioSugerida, problemaDaData } from './alocacaoMachine';
export type { AlocacaoEstado } from './alocacaoMachine';
export * from './eventos';
export type * from './tipos';
