// What screens import from the allocation flow. Using useAlocacao plugs the flow into the store.
export { useAlocacao } from './efeitos';
export { problemaDaData } from './alocacaoMachine';
export * from './eventos';
export type * from './tipos';
