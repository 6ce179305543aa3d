// What the app uses of attendance: its routes. Other modules that need "which days had class"
// take the holidays from server/modules/feriados and the rows from the schema.
export { frequenciaRoutes } from './routes';
