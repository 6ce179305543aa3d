// /relatorios/aprendizes-por-turma: the seed's route has no id, the API's has — the class is picked
// on the screen and kept in the URL (?turma=), so a report of a class can be linked and reloaded.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AutocompletarAssincrono } from '../../shared/formulario';
import { useEscolhasDoEndereco } from '../../shared/routing';
import { rotuloDaTurmaEscolhida, useBuscaDeTurmas, useTurma } from '../../store/buscas';
import { useRelatorioAprendizesPorTurmaQuery } from './api';
import { colunaDoAprendiz, colunasDaAlocacao, numero, percentual, texto } from './colunas';
import { PERIODO, useFiltroDeSituacao } from './filtros';
import { TelaDeRelatorio } from './TelaDeRelatorio';
import { relatorioComIds, type LinhaDo } from './useRelatorio';

const useRelatorio = relatorioComIds(useRelatorioAprendizesPorTurmaQuery, (l) => l.alocacaoId);
type L = LinhaDo<typeof useRelatorio>;

// The screen keeps the columns a person reads; the files carry every one (CPF, presenças,
// justificadas).
const colunas = [
  colunaDoAprendiz<L>(180),
  texto<L>('situacao', 'Situação', 110, 0),
  ...colunasDaAlocacao<L>(),
  numero<L>('diasDeAula', 'Aulas', 75),
  numero<L>('faltas', 'Faltas', 75),
  percentual<L>('percentualPresenca'),
];

export function PorTurmaScreen() {
  const { ler, mudar } = useEscolhasDoEndereco();
  const turmaId = ler('turma');
  const buscarTurmas = useBuscaDeTurmas();
  const { turma } = useTurma(turmaId);
  const inicial = turma ? { value: turma.id, label: rotuloDaTurmaEscolhida(turma) } : undefined;
  const situacao = useFiltroDeSituacao();

  return (
    <TelaDeRelatorio
      caminho="/relatorios/aprendizes-por-turma"
      titulo="Aprendizes por turma"
      pergunta="Quem está e quem passou pela turma, desde quando, por que saiu e com que frequência."
      caminhoApi={`/api/relatorios/aprendizes-por-turma/${turmaId ?? 0}`}
      antes={
        <Box sx={{ maxWidth: 720, mb: 2 }}>
          <AutocompletarAssincrono
            // The class of a link or a reload gets its label after the picker mounted.
            key={inicial ? `turma-${inicial.value}` : 'turma'}
            label="Turma"
            value={turmaId}
            opcaoInicial={inicial}
            carregarOpcoes={buscarTurmas}
            onChange={(valor) => {
              // Another class starts from its first page with the same filters.
              mudar({ turma: valor === null ? null : Number(valor), page: null });
            }}
            required
          />
        </Box>
      }
      aguardando={
        turmaId === null ? (
          <Typography color="text.secondary">
            Escolha a turma pelo código ou pelo nome para ver o relatório.
          </Typography>
        ) : undefined
      }
      config={{
        columns: colunas,
        useQuery: useRelatorio,
        queryArgs: { id: turmaId ?? 0 },
        vazio: 'Ninguém foi alocado nesta turma com estes filtros.',
        filters: [PERIODO, situacao],
      }}
    />
  );
}
