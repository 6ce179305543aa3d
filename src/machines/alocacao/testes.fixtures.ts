// The class both allocation tests run the flow on (the machine's and the effects').
export const turma = {
  id: 7,
  codigo: 'T-07',
  nome: 'Auxiliar administrativo',
  dataInicio: '2026-02-01',
  dataFim: '2026-12-15',
};
