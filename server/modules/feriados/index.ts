// What other modules use of the holidays: which apply to a place in a range (attendance, the
// apprentice's calendar, benefits), and the routes.
export { feriadosQueSeAplicam, type FeriadoDoDia, type Lugar } from './aplicaveis';
export { Origem } from './esquemas';
export { feriadosRoutes } from './rotas';
