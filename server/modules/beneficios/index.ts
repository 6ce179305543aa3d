// What the app uses of benefits: its routes, and the demo's three competências (server/main.ts runs
// it after the demo data it is computed from).
export { semearDemoBeneficios } from './demo';
export { beneficiosRoutes } from './rotas';
