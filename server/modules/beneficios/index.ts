// What the app uses of benefits: its routes.
export { beneficiosRoutes } from './routes';
