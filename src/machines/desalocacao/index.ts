// What screens import from the desalocar flow. Using useDesalocacao plugs the flow into the store.
export { useDesalocacao } from './efeitos';
export { errosDaDesalocacao } from './desalocacaoMachine';
export * from './eventos';
export type * from './tipos';
