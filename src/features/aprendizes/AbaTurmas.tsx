// The apprentice's classes, newest first: where they are now and where they were, until when and
// why they left (GET /api/alocacoes/aprendiz/{id}).
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { formatarData } from '../../shared/format';
import { problemMessage, toProblem } from '../../shared/formulario';
import { TelaCarregando } from '../../shared/ui/TelaCarregando';
import { useAlocacaoHistoricoAprendizQuery } from './api/alocacoes-do-aprendiz.generated';

export function AbaTurmas({ id }: { id: number }) {
  const { data, isLoading, isError, error } = useAlocacaoHistoricoAprendizQuery({ id });
  if (isLoading) return <TelaCarregando texto="Carregando turmas..." telaCheia={false} />;
  if (isError) return <Alert severity="error">{problemMessage(toProblem(error))}</Alert>;
  const alocacoes = data?.data ?? [];
  if (alocacoes.length === 0) {
    return <Alert severity="info">Este aprendiz ainda não foi enturmado.</Alert>;
  }
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
