// What screens import from the evaluation answering flow. Using useAvaliacao plugs the flow into
// the store; the screen dispatches avaliacaoAbrir with the address's id.
export { SEM_CONEXAO_AVALIACAO, useAvaliacao } from './efeitos';
export { obrigatoriasFaltando, primeiraSemResposta } from './avaliacaoMachine';
export type { AvaliacaoContext, AvaliacaoEstado, AvaliacaoState } from './avaliacaoMachine';
export * from './eventos';
export * from './tipos';
