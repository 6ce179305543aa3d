// /relatorios/aprendizes-enturmacao: who entered and left classes in a period (this month unless
// chosen), with the reasons for leaving.
import { useOpcoesDaConsulta } from '../../shared/formulario';
import { useCursoOpcoesQuery } from '../../store/opcoes';
import { useRelatorioAprendizesEnturmacaoQuery } from './api';
import { colunaDaTurma, colunaDoAprendiz, colunasDaAlocacao, cpf, texto } from './colunas';
import { PERIODO, useFiltroDeTurma } from './filtros';
import { TelaDeRelatorio } from './TelaDeRelatorio';
import { relatorioComIds, type LinhaDo } from './useRelatorio';

const useRelatorio = relatorioComIds(useRelatorioAprendizesEnturmacaoQuery, (l) => l.alocacaoId);
type L = LinhaDo<typeof useRelatorio>;

// The screen keeps the columns a person reads; the files carry every one (curso).
const colunas = [
  colunaDoAprendiz<L>(180),
  cpf<L>(),
  colunaDaTurma<L>(),
  ...colunasDaAlocacao<L>(),
  texto<L>('movimento', 'Movimento', 125, 0),
];

export function EnturmacaoScreen() {
  const turma = useFiltroDeTurma();
  const cursos = useOpcoesDaConsulta(useCursoOpcoesQuery());
  return (
    <TelaDeRelatorio
      caminho="/relatorios/aprendizes-enturmacao"
      titulo="Enturmação"
      pergunta="Quem entrou e quem saiu de turmas no período (sem período, o mês corrente), e os motivos das saídas."
      caminhoApi="/api/relatorios/aprendizes-enturmacao"
      config={{
        columns: colunas,
        useQuery: useRelatorio,
        vazio: 'Ninguém entrou nem saiu de turmas neste período.',
        filters: [
          PERIODO,
          turma,
          { type: 'autocomplete', name: 'cursoId', label: 'Curso', options: cursos },
        ],
      }}
    />
  );
}
