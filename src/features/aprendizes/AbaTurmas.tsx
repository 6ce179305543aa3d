// The apprentice's classes, newest first: where they are now and where they were, until when and
// why they left (GET /api/alocacoes/aprendiz/{id}).
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useAuth } from '../../machines/auth';
import { formatarData } from '../../shared/format';
import { AutocompletarAssincrono, problemMessage, toProblem } from '../../shared/formulario';
import { caminhoDe } from '../../shared/navigation';
import { useBuscaDeTurmas } from '../../store/buscas';
import { TelaCarregando } from '../../shared/ui/TelaCarregando';
import {
  useAlocacaoHistoricoAprendizQuery,
  type Alocacao,
} from '../../store/generated/alocacoes.generated';

interface AprendizDaAba {
  id: number;
  nome: string;
  cpf: string;
}

export function AbaTurmas({ aprendiz }: { aprendiz: AprendizDaAba }) {
  const { data, isLoading, isError, error } = useAlocacaoHistoricoAprendizQuery({
    id: aprendiz.id,
  });
  const { temPermissao } = useAuth();
  if (isLoading) return <TelaCarregando texto="Carregando turmas..." telaCheia={false} />;
  if (isError) return <Alert severity="error">{problemMessage(toProblem(error))}</Alert>;
  const alocacoes = data?.data ?? [];
  // Someone in no class now is offered the allocation flow (issue 32: the tab had no way there).
  const alocar = temPermissao('turmas:escrever') && !alocacoes.some((a) => a.aberta) && (
    <AlocarEmTurma aprendiz={aprendiz} />
  );
  if (alocacoes.length === 0) {
    return (
      <Alert severity="info" action={alocar}>
        Este aprendiz ainda não foi enturmado.
      </Alert>
    );
  }
  return (
    <>
      {alocar && (
        <Alert severity="info" action={alocar} sx={{ mb: 2 }}>
          Este aprendiz não está em nenhuma turma agora.
        </Alert>
      )}
      <Enturmacoes alocacoes={alocacoes} />
    </>
  );
}

/**
 * 'Alocar em uma turma': the class is chosen here, then the class's own allocation flow opens with
 * this apprentice already in it (the flow checks places, period, school shift and conflicts).
 */
function AlocarEmTurma({ aprendiz }: { aprendiz: AprendizDaAba }) {
  const [aberto, setAberto] = useState(false);
  const [turmaId, setTurmaId] = useState<number | null>(null);
  const buscarTurmas = useBuscaDeTurmas();
  const navigate = useNavigate();
  return (
    <>
      <Button
        color="inherit"
        size="small"
        startIcon={<GroupAddIcon />}
        onClick={() => setAberto(true)}
      >
        Alocar em uma turma
      </Button>
      <Dialog open={aberto} onClose={() => setAberto(false)} fullWidth maxWidth="sm">
        <DialogTitle>Alocar {aprendiz.nome} em uma turma</DialogTitle>
        <DialogContent>
          <Box sx={{ pt: 1 }}>
            <AutocompletarAssincrono
              label="Turma"
              required
              value={turmaId}
              carregarOpcoes={buscarTurmas}
              onChange={(valor) => setTurmaId(typeof valor === 'number' ? valor : null)}
              helperText="Código ou nome da turma. Em seguida, confira e confirme a alocação."
            />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAberto(false)}>Cancelar</Button>
          <Button
            variant="contained"
            disabled={turmaId === null}
            onClick={() => {
              if (turmaId === null) return;
              void navigate(caminhoDe('/turmas/:id/aprendizes', { id: turmaId }), {
                state: {
                  alocar: {
                    aprendizId: aprendiz.id,
                    nome: aprendiz.nome,
                    cpf: aprendiz.cpf,
                    situacao: '',
                  },
                },
              });
            }}
          >
            Continuar
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

function Enturmacoes({ alocacoes }: { alocacoes: readonly Alocacao[] }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="turmas-do-aprendiz">
      <Typography id="turmas-do-aprendiz" variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
        Enturmações
      </Typography>
      <List>
        {alocacoes.map((a) => (
          <ListItem key={a.id} divider sx={{ display: 'block' }}>
            <Typography component="span" sx={{ fontWeight: 500, mr: 1 }}>
              <Link component={RouterLink} to={`/turmas/${String(a.turmaId)}`}>
                {a.turma.codigo} · {a.turma.nome}
              </Link>
            </Typography>
            {a.aberta && <Chip size="small" color="success" label="Atual" />}
            <Typography variant="body2" color="text.secondary">
              {a.aberta
                ? `Desde ${formatarData(a.dataInicio)}`
                : `De ${formatarData(a.dataInicio)} a ${formatarData(a.dataFim ?? '')}`}
              {a.motivoDesalocacao ? ` · Motivo: ${a.motivoDesalocacao}` : ''}
            </Typography>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
