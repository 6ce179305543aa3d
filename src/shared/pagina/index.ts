export { CabecalhoDaPagina } from './CabecalhoDaPagina';
export { BotaoNovo } from './BotaoNovo';
