// The apprentice's attendance in a year, month by month: days taken, presences, absences,
// justified ones and the %, under 75% standing out; each absence with its date, class and
// justification (or that it has none). The year's calendar is one link away.
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useAuth } from '../../machines/auth';
import { abaixoDoMinimo, formatarData, formatarPercentual } from '../../shared/format';
import { problemMessage, toProblem } from '../../shared/formulario';
import { caminhoDe } from '../../shared/navigation';
import { LinkPreload } from '../../shared/routing';
import { TelaCarregando } from '../../shared/ui/TelaCarregando';
import { dataLocal } from '../../shared/validation/datas';
import { ROTULOS_STATUS_FREQUENCIA } from '../../shared/validation/frequencia';
import {
  useFrequenciaDoAprendizQuery,
  type FrequenciaDoAprendizApiResponse,
} from './api/frequencia-do-aprendiz.generated';
import { SemPermissaoNaAba } from './SemPermissaoNaAba';

type Mes = FrequenciaDoAprendizApiResponse['meses'][number];

const nomeDoMes = new Intl.DateTimeFormat('pt-BR', { month: 'long', timeZone: 'UTC' });

export function AbaFrequencia({ id }: { id: number }) {
  const [ano, setAno] = useState(() => Number(dataLocal(new Date()).slice(0, 4)));
  const podeVer = useAuth().temPermissao('frequencia:ler');
  const { data, isFetching, isError, error } = useFrequenciaDoAprendizQuery(
    { id, ano },
    { skip: !podeVer },
  );
  if (!podeVer) {
    return <SemPermissaoNaAba oQue="a frequência" />;
  }

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <IconButton aria-label="Ano anterior" onClick={() => setAno((a) => a - 1)}>
          <ChevronLeftIcon />
        </IconButton>
        <Typography variant="h6" component="h2">
          Frequência em {ano}
        </Typography>
        <IconButton aria-label="Próximo ano" onClick={() => setAno((a) => a + 1)}>
          <ChevronRightIcon />
        </IconButton>
        <Box sx={{ flex: '1 1 auto' }} />
        <Button
          component={LinkPreload}
          to={caminhoDe('/aprendiz/:id/calendario', { id })}
          startIcon={<CalendarMonthIcon />}
        >
          Ver calendário
        </Button>
      </Box>
      {isError ? (
        <Alert severity="error">{problemMessage(toProblem(error))}</Alert>
      ) : !data || (isFetching && data.ano !== ano) ? (
        <TelaCarregando texto="Carregando frequência..." telaCheia={false} />
      ) : data.meses.length === 0 ? (
        <Alert severity="info">Nenhum dia de aula com frequência registrada em {ano}.</Alert>
      ) : (
        <>
          <Typography>
            No ano: {data.total.presentes} presenças em {data.total.dias} dias de aula ·{' '}
            {data.total.faltas} faltas · {data.total.justificadas} justificadas ·{' '}
            <Box
              component="strong"
              sx={abaixoDoMinimo(data.total.percentual) ? { color: 'error.main' } : undefined}
            >
              {formatarPercentual(data.total.percentual)} de frequência
            </Box>
          </Typography>
          {data.meses.map((m) => (
            <MesDoAprendiz key={m.mes} mes={m} />
          ))}
        </>
      )}
    </Box>
  );
}

function MesDoAprendiz({ mes: m }: { mes: Mes }) {
  const nome = nomeDoMes.format(new Date(`${m.mes}-01T00:00:00Z`));
  const idTitulo = `frequencia-${m.mes}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={idTitulo}>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 1, px: 2, pt: 1.5 }}
      >
        <Typography
          id={idTitulo}
          variant="subtitle1"
          component="h3"
          sx={{ fontWeight: 600, textTransform: 'capitalize', flex: '1 1 auto' }}
        >
          {nome}
        </Typography>
        <Typography variant="body2">
          {m.presentes} de {m.dias} dias · {m.faltas} faltas · {m.justificadas} justificadas ·{' '}
          <Box
            component="strong"
            sx={abaixoDoMinimo(m.percentual) ? { color: 'error.main' } : undefined}
          >
            {formatarPercentual(m.percentual)}
          </Box>
        </Typography>
      </Box>
      {m.ausencias.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 1.5, pt: 0.5 }}>
          Nenhuma falta.
        </Typography>
      ) : (
        <List dense aria-label={`Faltas de ${nome}`}>
          {m.ausencias.map((a) => (
            <ListItem key={`${a.data}-${String(a.turma.id)}`} sx={{ display: 'block' }}>
              <Typography variant="body2" component="span" sx={{ fontWeight: 500 }}>
                {formatarData(a.data)} · {ROTULOS_STATUS_FREQUENCIA[a.status].rotulo}
              </Typography>
              <Typography variant="body2" component="span" color="text.secondary">
                {' '}
                ({a.turma.codigo})
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {a.status === 'falta-justificada'
                  ? `Justificativa: ${a.justificativa ?? '—'}`
                  : 'Sem justificativa'}
              </Typography>
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
