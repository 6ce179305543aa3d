export { curriculoRoutes } from './rotas';
