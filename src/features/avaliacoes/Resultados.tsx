// A template's results: per question the distribution of the scale's values or the choices (with
// the scale's mean), or the written answers; only concluded evaluations count. Filter by class.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FalhaAoCarregar } from '../../shared/ui/Carregamento';
import { TelaCarregando } from '../../shared/ui/TelaCarregando';
import { useAvaliacaoResultadosQuery, type AvaliacaoResultadosApiResponse } from './api';

type PerguntaResultado = AvaliacaoResultadosApiResponse['perguntas'][number];

const decimal = (n: number, casas = 1) =>
  n.toLocaleString('pt-BR', { minimumFractionDigits: casas, maximumFractionDigits: casas });

function Distribuicao({ p }: { p: PerguntaResultado }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {p.distribuicao.map((d) => (
        <Box component="li" key={d.valor} sx={{ py: 0.5 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
            <Typography variant="body2">
              {p.tipo === 'escala' ? `${d.valor} — ${d.rotulo}` : d.rotulo}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
              {d.quantidade} ({decimal(d.percentual)}%)
            </Typography>
          </Box>
          <LinearProgress variant="determinate" value={d.percentual} aria-hidden />
        </Box>
      ))}
    </Box>
  );
}

export function Resultados({ avaliacaoId, turmaId }: { avaliacaoId: number; turmaId?: number }) {
  const { data, isLoading, error, refetch } = useAvaliacaoResultadosQuery({
    id: avaliacaoId,
    ...(turmaId ? { turmaId } : {}),
  });
  if (isLoading) return <TelaCarregando texto="Carregando resultados..." telaCheia={false} />;
  if (error || !data) return <FalhaAoCarregar erro={error} onRetry={() => void refetch()} />;
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">
        {data.concluidas} de {data.aplicadas}{' '}
        {data.aplicadas === 1 ? 'aplicação concluída' : 'aplicações concluídas'}
        {data.turma ? ` na turma ${data.turma.codigo} · ${data.turma.nome}` : ''}. Só as concluídas
        são contadas.
      </Typography>
      {data.concluidas === 0 && (
        <Alert severity="info">Nenhuma avaliação concluída ainda: não há resultados.</Alert>
      )}
      {data.perguntas.map((p, i) => (
        <Paper
          key={p.id}
          variant="outlined"
          sx={{ p: 2 }}
          component="section"
          aria-labelledby={`res-${p.id}`}
        >
          <Typography
            id={`res-${p.id}`}
            variant="subtitle1"
            component="h3"
            sx={{ fontWeight: 500 }}
          >
            {i + 1}. {p.enunciado}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {p.respostas} {p.respostas === 1 ? 'resposta' : 'respostas'}
            {p.media !== null ? ` · média ${decimal(p.media, 2)}` : ''}
          </Typography>
          {p.tipo === 'texto' ? (
            p.textos.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                Nenhuma resposta escrita.
              </Typography>
            ) : (
              <Box component="ul" sx={{ m: 0, pl: 2 }}>
                {p.textos.map((t) => (
                  <li key={t.aplicadaId}>
                    <Typography
                      variant="body2"
                      sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                    >
                      “{t.texto}” — {t.aprendiz}
                    </Typography>
                  </li>
                ))}
              </Box>
            )
          ) : (
            <Distribuicao p={p} />
          )}
        </Paper>
      ))}
    </Stack>
  );
}
