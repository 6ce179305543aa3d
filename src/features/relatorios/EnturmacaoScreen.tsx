// /relatorios/aprendizes-enturmacao: who entered and left classes in a period (this month unless
// chosen), with the reasons for leaving.
import { useMemo } from 'react';
import { useBuscaDeTurmas } from '../../store/buscas';
import { useCursoOpcoesQuery } from '../../store/opcoes';
import {
  useRelatorioAprendizesEnturmacaoQuery,
  type RelatorioAprendizesEnturmacaoApiArg as Arg,
  type RelatorioAprendizesEnturmacaoApiResponse as Resposta,
} from './api';
import { cpf, data, texto } from './colunas';
import { TelaDeRelatorio } from './TelaDeRelatorio';
import { relatorioComIds } from './useRelatorio';

type L = Resposta['data'][number];
const useRelatorio = relatorioComIds<Arg, Resposta>(
  useRelatorioAprendizesEnturmacaoQuery,
  (l: L) => l.alocacaoId,
);

// The screen keeps the columns a person reads; the files carry every one (curso).
const colunas = [
  texto<L>('nome', 'Aprendiz', 180, 2),
  cpf<L>(),
  texto<L>('turma', 'Turma', 120, 0),
  data<L>('dataInicio', 'Alocado em'),
  data<L>('dataFim', 'Saída'),
  texto<L>('motivoDesalocacao', 'Motivo da saída', 160, 1.2),
  texto<L>('movimento', 'Movimento', 125, 0),
];

export function EnturmacaoScreen() {
  const buscarTurmas = useBuscaDeTurmas();
  const cursos = useCursoOpcoesQuery();
  const opcoesDeCurso = useMemo(
    () => (cursos.data?.data ?? []).map((c) => ({ value: c.id, label: c.nome })),
    [cursos.data],
  );
  return (
    <TelaDeRelatorio<L, Resposta['resumo'], Arg>
      caminho="/relatorios/aprendizes-enturmacao"
      titulo="Enturmação"
      pergunta="Quem entrou e quem saiu de turmas no período (sem período, o mês corrente), e os motivos das saídas."
      caminhoApi="/api/relatorios/aprendizes-enturmacao"
      config={{
        columns: colunas,
        useQuery: useRelatorio,
        emptyHint: 'Ninguém entrou nem saiu de turmas neste período.',
        filters: [
          { type: 'dateRange', minName: 'inicio', maxName: 'fim', label: 'Período' },
          { type: 'autocomplete', name: 'turmaId', label: 'Turma', loadOptions: buscarTurmas },
          { type: 'autocomplete', name: 'cursoId', label: 'Curso', options: opcoesDeCurso },
        ],
      }}
    />
  );
}
