// Apprentices whose attendance calls for a word: 3 or more unjustified absences in a row, or under
// 75% over their last 30 class days taken. Each links to the apprentice's Frequência tab and
// shows how to reach them (or their guardian). An educator sees only their classes (the server
// filters); with a class chosen, only that class.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatarData, mascararTelefone } from '../../shared/format';
import { caminhoDe } from '../../shared/navigation';
import { LinkPreload } from '../../shared/routing';
import { FalhaAoCarregar } from '../../shared/ui/Carregamento';
import { TelaCarregando } from '../../shared/ui/TelaCarregando';
import { SegundaLinha } from '../../shared/ui/SegundaLinha';
import {
  DIAS_JANELA_ALERTA,
  FALTAS_SEGUIDAS_ALERTA,
  FREQUENCIA_MINIMA,
} from '../../shared/validation/frequencia';
import { useFrequenciaAlertasQuery, type FrequenciaAlertasApiResponse } from './api';
import { formatarPercentual } from '../../shared/format';

type Alerta = FrequenciaAlertasApiResponse['data'][number];

const MAXIMO = 100;

function Contato({ contato: c }: { contato: Alerta['contato'] }) {
  const telefone = (t: string | null) => (t ? mascararTelefone(t) : null);
  const proprio = [telefone(c.celular), telefone(c.telefone), c.email].filter(Boolean).join(' · ');
  const responsavel = c.responsavelNome
    ? `${c.responsavelNome}${c.responsavelTelefone ? ` ${mascararTelefone(c.responsavelTelefone)}` : ''}`
    : null;
  return (
    <>
      {proprio || 'Sem contato cadastrado'}
      {responsavel && <SegundaLinha>Responsável: {responsavel}</SegundaLinha>}
    </>
  );
}

export function ListaDeAlertas({ turmaId }: { turmaId: number | null }) {
  const consulta = useFrequenciaAlertasQuery({
    ...(turmaId ? { turmaId } : {}),
    pageSize: MAXIMO,
  });
  if (consulta.isError) {
    return <FalhaAoCarregar erro={consulta.error} onRetry={() => void consulta.refetch()} />;
  }
  if (!consulta.data) return <TelaCarregando texto="Carregando alertas..." telaCheia={false} />;
  const { data: alertas, total } = consulta.data;
  const minimo = formatarPercentual(FREQUENCIA_MINIMA);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography color="text.secondary">
        {FALTAS_SEGUIDAS_ALERTA} ou mais faltas sem justificativa seguidas, ou frequência abaixo de{' '}
        {minimo} nos últimos {DIAS_JANELA_ALERTA} dias de aula registrados
        {turmaId ? ', nesta turma' : ', em todas as turmas'}.
      </Typography>
      {alertas.length === 0 ? (
        <Alert severity="success">Nenhum aprendiz em alerta de frequência.</Alert>
      ) : (
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Alertas de frequência">
            <TableHead>
              <TableRow>
                <TableCell>Aprendiz</TableCell>
                <TableCell>Turma</TableCell>
                <TableCell>Motivo</TableCell>
                <TableCell align="right">Frequência</TableCell>
                <TableCell>Última aula</TableCell>
                <TableCell>Contato</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {alertas.map((a) => (
                <TableRow key={`${String(a.aprendizId)}-${String(a.turma.id)}`}>
                  <TableCell>
                    <Link
                      component={LinkPreload}
                      to={`${caminhoDe('/aprendizes/:id', { id: a.aprendizId })}?aba=frequencia`}
                    >
                      {a.nome}
                    </Link>
                  </TableCell>
                  <TableCell>
                    {a.turma.codigo} · {a.turma.nome}
                  </TableCell>
                  <TableCell>
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                      {a.motivos.includes('faltas-seguidas') && (
                        <Chip
                          size="small"
                          color="error"
                          label={`${String(a.faltasSeguidas)} faltas seguidas`}
                        />
                      )}
                      {a.motivos.includes('frequencia-baixa') && (
                        <Chip size="small" color="warning" label={`Abaixo de ${minimo}`} />
                      )}
                    </Box>
                  </TableCell>
                  <TableCell align="right">
                    {formatarPercentual(a.percentual)}
                    <SegundaLinha>
                      {a.presentes} de {a.dias} dias
                    </SegundaLinha>
                  </TableCell>
                  <TableCell>{a.ultimaData ? formatarData(a.ultimaData) : '—'}</TableCell>
                  <TableCell>
                    <Contato contato={a.contato} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
      {total > alertas.length && (
        <Typography variant="body2" color="text.secondary">
          Mostrando {alertas.length} de {total} alertas. Escolha uma turma para ver os dela.
        </Typography>
      )}
    </Box>
  );
}
