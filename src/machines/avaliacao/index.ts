// What screens import from the evaluation answering flow. Using useAvaliacao plugs the flow into
// the store; the screen dispatches avaliacaoAbrir with the address's id.
export { useAvaliacao } from './efeitos';
export type { AvaliacaoContext } from './avaliacaoMachine';
export * from './eventos';
export * from './tipos';
