// What the app uses of attendance: its routes, and the apprentice's calendar (theory + practice
// days, holidays, leave and attendance of a period) one at a time or many at once, which benefits
// count their days on. Other modules that need "which days had class" take the holidays from
// server/modules/feriados.
export { calendariosEmLote } from './calendarios-em-lote';
export { frequenciaRoutes } from './rotas';
// Which classes a user's role limits them to (an educator: the ones they lead); the statistics
// apply the same rule.
