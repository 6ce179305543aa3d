export { APP_NAME, PageHeader, type Crumb, type PageHeaderProps } from './PageHeader';
