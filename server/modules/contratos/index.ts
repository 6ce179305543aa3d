// What other modules and the app use of the contracts: their routes.
export { contratosRoutes } from './rotas';
