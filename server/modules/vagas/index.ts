// What other modules and the app use of the vacancies: their routes, and what a contract created
// from a referral calls inside its own transaction (server/modules/contratos).
export { vagasRoutes } from './rotas';
export { contratoCriado, origemDoContrato } from './contratos';
