export { PageHeader, TITLE_SUFFIX, type Crumb, type PageHeaderProps } from './PageHeader';
export { BotaoNovo } from './BotaoNovo';
