// /portal/{token}: the partner company's page (issue 36), opened from the signed link a unit's
// supervisor receives by e-mail. No sign-in, phone first, outside the signed-in area. It shows only
// what the API answers for that link — the unit's apprentices placed now (name, class, contract
// period, this month's theory attendance) and their practice evaluations — and lets the supervisor
// answer those. An altered, cancelled or expired link shows a Portuguese page and never data.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { toProblem } from '../../shared/api/problema';
import { formatarData } from '../../shared/format';
import { formatarMesLongo } from '../../shared/format/data';
import { ROTULOS_STATUS_APLICADA } from '../../shared/validation/avaliacoes';
import { TelaCarregando } from '../../shared/ui/TelaCarregando';
import { usePortalObterQuery, type Portal } from './api/portal.generated';
import { AvaliacaoDoPortal } from './AvaliacaoDoPortal';

/** <meta name="robots" content="noindex"> and no Referer while the page is open. */
function usePaginaPrivada() {
  useEffect(() => {
    const metas = [
      ['robots', 'noindex, nofollow'],
      ['referrer', 'no-referrer'],
    ].map(([name, content]) => {
      const meta = document.createElement('meta');
      meta.name = name ?? '';
      meta.content = content ?? '';
      document.head.appendChild(meta);
      return meta;
    });
    return () => {
      metas.forEach((m) => {
        m.remove();
      });
    };
  }, []);
}

export function PortalScreen() {
  usePaginaPrivada();
  const { token = '' } = useParams();
  const [busca, setBusca] = useSearchParams();
  const aberta = Number(busca.get('avaliacao'));
  const r = usePortalObterQuery({ token });
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', bgcolor: 'background.default', py: { xs: 2, sm: 5 }, px: 2 }}
    >
      <Stack spacing={2} sx={{ maxWidth: 720, mx: 'auto' }}>
        <Typography variant="h5" component="h1">
          Portal da empresa
        </Typography>
        {r.isLoading ? (
          <TelaCarregando texto="Abrindo o portal..." telaCheia={false} />
        ) : !r.data ? (
          <LinkIndisponivel erro={r.error} />
        ) : aberta > 0 ? (
          <AvaliacaoDoPortal
            token={token}
            id={aberta}
            aoVoltar={() => {
              setBusca({});
            }}
          />
        ) : (
          <Conteudo
            portal={r.data}
            abrir={(id) => {
              setBusca({ avaliacao: String(id) });
            }}
          />
        )}
      </Stack>
    </Box>
  );
}

function LinkIndisponivel({ erro }: { erro: unknown }) {
  const problema = toProblem(erro);
  const titulo =
    problema.status === 410
      ? 'Link expirado'
      : problema.status === 403
        ? 'Link cancelado'
        : problema.status === 401
          ? 'Link inválido'
          : 'Não foi possível abrir o portal';
  return (
    <Alert severity="error" role="alert">
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {titulo}
      </Typography>
      {problema.detail ?? 'Tente de novo em instantes.'}
    </Alert>
  );
}

function Conteudo({ portal, abrir }: { portal: Portal; abrir: (id: number) => void }) {
  const abertas = portal.avaliacoes.filter((a) => a.status !== 'concluida');
  const concluidas = portal.avaliacoes.filter((a) => a.status === 'concluida');
  return (
    <>
      <div>
        <Typography>
          Olá, <strong>{portal.supervisor.nome}</strong>.
        </Typography>
        <Typography color="text.secondary">
          {portal.empresa} · unidade {portal.unidade}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Este link é pessoal e vale até {formatarData(portal.expiraEm)}.
        </Typography>
      </div>

      <Typography variant="h6" component="h2">
        Avaliações da prática
      </Typography>
      {portal.avaliacoes.length === 0 && (
        <Typography color="text.secondary">Nenhuma avaliação para responder agora.</Typography>
      )}
      {[...abertas, ...concluidas].map((a) => (
        <Paper key={a.id} variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={1}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              <Typography sx={{ fontWeight: 600, flex: 1, minWidth: 160 }}>
                {a.aprendiz.nome}
              </Typography>
              <Chip
                size="small"
                color={a.status === 'concluida' ? 'success' : 'default'}
                label={ROTULOS_STATUS_APLICADA[a.status]}
              />
              {a.atrasada && <Chip size="small" color="warning" label="Atrasada" />}
            </Box>
            <Typography variant="body2" color="text.secondary">
              {a.titulo} · prazo {formatarData(a.prazo)} · {a.respondidas} de {a.totalPerguntas}{' '}
              respondidas
            </Typography>
            <Box>
              <Button
                variant={a.status === 'concluida' ? 'text' : 'contained'}
                onClick={() => {
                  abrir(a.id);
                }}
                aria-label={`${a.status === 'concluida' ? 'Ver' : 'Responder'} a avaliação de ${a.aprendiz.nome}`}
              >
                {a.status === 'concluida'
                  ? 'Ver respostas'
                  : a.status === 'pendente'
                    ? 'Responder'
                    : 'Continuar'}
              </Button>
            </Box>
          </Stack>
        </Paper>
      ))}

      <Typography variant="h6" component="h2">
        Aprendizes da unidade
      </Typography>
      {portal.aprendizes.length === 0 && (
        <Typography color="text.secondary">Nenhum aprendiz lotado nesta unidade agora.</Typography>
      )}
      {portal.aprendizes.map((p) => (
        <Paper key={p.id} variant="outlined" sx={{ p: 2 }}>
          <Typography sx={{ fontWeight: 600 }}>{p.nome}</Typography>
          <Typography variant="body2" color="text.secondary">
            Turma: {p.turma ? `${p.turma.codigo} – ${p.turma.nome}` : 'sem turma agora'}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Contrato:{' '}
            {p.contrato
              ? `${formatarData(p.contrato.dataInicio)} a ${formatarData(p.contrato.dataFim)}`
              : 'sem contrato vigente'}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Frequência na teoria em {formatarMesLongo(portal.mes)}:{' '}
            {p.frequenciaMes === null
              ? 'nenhuma aula registrada'
              : `${p.frequenciaMes.toLocaleString('pt-BR')}%`}
          </Typography>
        </Paper>
      ))}
    </>
  );
}
