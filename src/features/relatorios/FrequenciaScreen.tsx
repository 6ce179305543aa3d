// /relatorios/frequencia: presences, absences and justified absences per apprentice and class in
// a period; below 75% flagged, or the only ones listed.
import { useBuscaDeAprendizes, useBuscaDeTurmas } from '../../store/buscas';
import {
  useRelatorioFrequenciaQuery,
  type RelatorioFrequenciaApiArg as Arg,
  type RelatorioFrequenciaApiResponse as Resposta,
} from './api';
import { cpf, numero, percentual, texto } from './colunas';
import { TelaDeRelatorio } from './TelaDeRelatorio';
import { relatorioComIds } from './useRelatorio';

type L = Resposta['data'][number];
const useRelatorio = relatorioComIds<Arg, Resposta>(
  useRelatorioFrequenciaQuery,
  (l: L) => `${l.aprendizId}-${l.turmaId}`,
);

const colunas = [
  texto<L>('nome', 'Aprendiz', 200, 2),
  cpf<L>(),
  texto<L>('turma', 'Turma', 120, 0),
  numero<L>('diasDeAula', 'Aulas', 75),
  numero<L>('presencas', 'Presenças'),
  numero<L>('faltas', 'Faltas', 75),
  numero<L>('faltasJustificadas', 'Justificadas', 105),
  percentual<L>('percentualPresenca'),
];

export function FrequenciaScreen() {
  const buscarTurmas = useBuscaDeTurmas();
  const buscarAprendizes = useBuscaDeAprendizes();
  return (
    <TelaDeRelatorio<L, Resposta['resumo'], Arg>
      caminho="/relatorios/frequencia"
      titulo="Relatório de frequência"
      pergunta="Presenças, faltas e justificadas por aprendiz e turma no período; abaixo de 75% em destaque."
      caminhoApi="/api/relatorios/frequencia"
      config={{
        columns: colunas,
        useQuery: useRelatorio,
        emptyHint: 'Nenhuma chamada feita com estes filtros.',
        filters: [
          { type: 'dateRange', minName: 'inicio', maxName: 'fim', label: 'Período' },
          { type: 'autocomplete', name: 'turmaId', label: 'Turma', loadOptions: buscarTurmas },
          {
            type: 'autocomplete',
            name: 'aprendizId',
            label: 'Aprendiz',
            loadOptions: buscarAprendizes,
          },
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
