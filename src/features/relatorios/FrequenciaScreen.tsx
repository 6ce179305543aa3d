// /relatorios/frequencia: presences, absences and justified absences per apprentice and class in
// a period; below 75% flagged, or the only ones listed.
import { useRelatorioFrequenciaQuery } from './api';
import { colunaDaTurma, colunaDoAprendiz, cpf, numero, percentual } from './colunas';
import { PERIODO, useFiltroDeAprendiz, useFiltroDeTurma } from './filtros';
import { TelaDeRelatorio } from './TelaDeRelatorio';
import { relatorioComIds, type LinhaDo } from './useRelatorio';

const useRelatorio = relatorioComIds(
  useRelatorioFrequenciaQuery,
  (l) => `${l.aprendizId}-${l.turmaId}`,
);
type L = LinhaDo<typeof useRelatorio>;

const colunas = [
  colunaDoAprendiz<L>(),
  cpf<L>(),
  colunaDaTurma<L>(),
  numero<L>('diasDeAula', 'Aulas', 75),
  numero<L>('presencas', 'Presenças'),
  numero<L>('faltas', 'Faltas', 75),
  numero<L>('faltasJustificadas', 'Justificadas', 105),
  percentual<L>('percentualPresenca'),
];

export function FrequenciaScreen() {
  const turma = useFiltroDeTurma();
  const aprendiz = useFiltroDeAprendiz();
  return (
    <TelaDeRelatorio
      caminho="/relatorios/frequencia"
      titulo="Relatório de frequência"
      pergunta="Presenças, faltas e justificadas por aprendiz e turma no período; abaixo de 75% em destaque."
      caminhoApi="/api/relatorios/frequencia"
      config={{
        columns: colunas,
        useQuery: useRelatorio,
        vazio: 'Nenhuma chamada feita com estes filtros.',
        filters: [
          PERIODO,
          turma,
          aprendiz,
          {
            type: 'select',
            name: 'abaixoDoMinimo',
            label: 'Presença',
            options: [{ value: 'true', label: 'Só abaixo de 75%' }],
          },
        ],
      }}
    />
  );
}
