// What the attendance grids read, per apprentice, of a mark and of a leave (a day inside a leave
// shows 'afastado' when no mark was taken): the month's grid and the calendars in bulk select them.
import { afastamentos, frequencias } from '../../db/schema';

export const marcaDoAprendiz = {
  aprendizId: frequencias.aprendizId,
  data: frequencias.data,
  status: frequencias.status,
};

export const afastamentoDoAprendiz = {
  aprendizId: afastamentos.aprendizId,
  dataInicio: afastamentos.dataInicio,
  dataFim: afastamentos.dataFim,
};
