export { curriculoRoutes } from './routes';
