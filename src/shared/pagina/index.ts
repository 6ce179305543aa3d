export { CabecalhoDaPagina } from './PageHeader';
export { BotaoNovo } from './BotaoNovo';
