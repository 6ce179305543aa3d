// One module of /modulos: its position, name and hours, how many hours its disciplines add up to
// against the module's, and (opened on demand) the disciplines themselves.
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { mensagemDeErro } from '../../shared/api/problema';
import { LinkPreload } from '../../shared/routing';
import { formatarHoras } from '../../shared/validation/curriculo';
import { useDisciplinaListarQuery, type Modulo } from './api';
import { TODOS } from './opcoes';
import { visualmenteOculto } from '../../shared/ui/visualmenteOculto';

/** '3 disciplinas: 100 h de 120 h' (the difference is shown, never blocked). */
export function horasDasDisciplinas(m: Modulo): string {
  const n = m.disciplinasAtivas;
  const quantas = n === 1 ? '1 disciplina' : `${String(n)} disciplinas`;
  return `${quantas}: ${formatarHoras(m.cargaHorariaDisciplinas)} de ${formatarHoras(m.cargaHoraria)}`;
}

export interface CartaoDoModuloProps {
  modulo: Modulo;
  /** Shown before the name: the position in the list being edited. */
  posicao?: number;
  /** Subir/Descer, Editar, Inativar or Reativar, as the person may. */
  acoes: ReactNode;
}

export function CartaoDoModulo({ modulo, posicao, acoes }: CartaoDoModuloProps) {
  const [aberto, setAberto] = useState(false);
  const painel = useId();
  const titulo = useId();
  const difere = modulo.cargaHorariaDisciplinas !== modulo.cargaHoraria;
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={titulo}
      sx={{ listStyle: 'none', p: 2, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Box sx={{ flex: '1 1 16rem', minWidth: 0 }}>
          <Typography variant="h6" component="h2" id={titulo} sx={{ overflowWrap: 'anywhere' }}>
            {posicao !== undefined && `${String(posicao)}. `}
            {modulo.nome}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {formatarHoras(modulo.cargaHoraria)} ·{' '}
            <Box
              component="span"
              sx={difere ? { color: 'warning.main', fontWeight: 500 } : undefined}
            >
              {horasDasDisciplinas(modulo)}
            </Box>
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5 }}>
          {acoes}
        </Box>
      </Box>
      {modulo.descricao && (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {modulo.descricao}
        </Typography>
      )}
      <Box>
        <Button
          size="small"
          aria-expanded={aberto}
          aria-controls={painel}
          startIcon={aberto ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          onClick={() => {
            setAberto((a) => !a);
          }}
        >
          {aberto ? 'Ocultar disciplinas' : 'Ver disciplinas'}
          <Box component="span" sx={visualmenteOculto}>
            {` de ${modulo.nome}`}
          </Box>
        </Button>
      </Box>
      <Collapse in={aberto} id={painel} unmountOnExit>
        <DisciplinasDoModulo modulo={modulo} />
      </Collapse>
    </Paper>
  );
}

function DisciplinasDoModulo({ modulo }: { modulo: Modulo }) {
  const { data, isLoading, isError, error, refetch } = useDisciplinaListarQuery({
    moduloId: modulo.id,
    pageSize: TODOS.pageSize,
    sort: 'nome',
  });
  if (isLoading) {
    return (
      <Box role="status" aria-label="Carregando disciplinas">
        <Skeleton width="60%" />
        <Skeleton width="50%" />
      </Box>
    );
  }
  if (isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void refetch()}>
            Tentar novamente
          </Button>
        }
      >
        Não foi possível carregar as disciplinas. {mensagemDeErro(error)}
      </Alert>
    );
  }
  const disciplinas = data?.data ?? [];
  const lista = `/modulos/disciplinas?moduloId=${String(modulo.id)}`;
  return (
    <Box sx={{ pl: { xs: 0, sm: 2 }, display: 'flex', flexDirection: 'column', gap: 1 }}>
      {disciplinas.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Nenhuma disciplina ativa neste módulo.
        </Typography>
      ) : (
        <Box component="ul" aria-label={`Disciplinas de ${modulo.nome}`} sx={{ m: 0, pl: 3 }}>
          {disciplinas.map((d) => (
            <li key={d.id}>
              <Typography variant="body2" component="span">
                {d.nome} — {formatarHoras(d.cargaHoraria)}
              </Typography>
            </li>
          ))}
        </Box>
      )}
      <Link component={LinkPreload} to={lista} variant="body2">
        Gerenciar as disciplinas de {modulo.nome}
      </Link>
    </Box>
  );
}
