// /relatorios/aprendizes-afastados: leaves, open and ended, with reason and length.
import { useOpcoesDaConsulta } from '../../shared/formulario';
import { useMotivoAfastamentoOpcoesQuery } from '../../store/opcoes';
import { useRelatorioAprendizesAfastadosQuery } from './api';
import { colunaDoAprendiz, cpf, data, numero, texto } from './colunas';
import { PERIODO } from './filtros';
import { TelaDeRelatorio } from './TelaDeRelatorio';
import { relatorioComIds, type LinhaDo } from './useRelatorio';

const useRelatorio = relatorioComIds(useRelatorioAprendizesAfastadosQuery, (l) => l.afastamentoId);
type L = LinhaDo<typeof useRelatorio>;

// The screen keeps the columns a person reads; the files carry every one (CPF, em aberto).
const colunas = [
  colunaDoAprendiz<L>(),
  cpf<L>(),
  texto<L>('motivo', 'Motivo', 180, 1),
  data<L>('dataInicio', 'Início'),
  data<L>('dataFim', 'Fim'),
  numero<L>('dias', 'Dias', 70),
  texto<L>('situacaoAtual', 'Situação atual', 120, 0.8),
];

export function AfastadosScreen() {
  const motivos = useOpcoesDaConsulta(useMotivoAfastamentoOpcoesQuery());
  return (
    <TelaDeRelatorio
      caminho="/relatorios/aprendizes-afastados"
      titulo="Aprendizes afastados"
      pergunta="Os afastamentos em aberto e os encerrados, com o motivo e a duração."
      caminhoApi="/api/relatorios/aprendizes-afastados"
      config={{
        columns: colunas,
        useQuery: useRelatorio,
        vazio: 'Nenhum afastamento com estes filtros.',
        filters: [
          PERIODO,
          { type: 'autocomplete', name: 'motivoAfastamentoId', label: 'Motivo', options: motivos },
          {
            type: 'boolean',
            name: 'abertos',
            label: 'Afastamentos',
            rotulos: { sim: 'Só em aberto', nao: 'Só encerrados' },
          },
        ],
      }}
    />
  );
}
