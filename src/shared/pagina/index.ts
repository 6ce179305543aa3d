export { PageHeader } from './PageHeader';
export { BotaoNovo } from './BotaoNovo';
