// A class's month as a grid: one row per apprentice, one column per class day taken so far, the
// month's totals and % at the end (under 75% stands out); each day's header opens that day's
// roster. Exported as CSV or XLSX by the server (the same grid, as a file).
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { problemMessage, toProblem } from '../../shared/api/problema';
import { baixarExportacao, useExportacao, type FormatoDeExportacao } from '../../shared/lista';
import { toast } from '../../shared/toast';
import { FalhaAoCarregar } from '../../shared/ui/Carregamento';
import { TelaCarregando } from '../../shared/ui/TelaCarregando';
import { useFrequenciaMesQuery, type FrequenciaMesApiResponse } from './api';
import { abaixoDoMinimo, formatarPercentual } from '../../shared/format';
import { somarDias } from '../../shared/validation/datas';

type Marcacao = FrequenciaMesApiResponse['aprendizes'][number]['marcacoes'][number];

const CELULA: Record<NonNullable<Marcacao>, { sigla: string; rotulo: string; cor: string }> = {
  presente: { sigla: 'P', rotulo: 'presente', cor: 'success.main' },
  falta: { sigla: 'F', rotulo: 'falta', cor: 'error.main' },
  'falta-justificada': { sigla: 'FJ', rotulo: 'falta justificada', cor: 'warning.main' },
  afastado: { sigla: 'A', rotulo: 'afastado', cor: 'text.secondary' },
};

const nomeDoMes = new Intl.DateTimeFormat('pt-BR', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const semanaCurta = new Intl.DateTimeFormat('pt-BR', { weekday: 'short', timeZone: 'UTC' });
const utc = (data: string) => new Date(`${data}T00:00:00Z`);

/** '2026-11' -> '2026-10' (-1) or '2026-12' (+1). */
export const mesVizinho = (mes: string, passo: -1 | 1) =>
  (passo === 1 ? somarDias(`${mes}-28`, 7) : somarDias(`${mes}-01`, -1)).slice(0, 7);

export interface GradeDoMesProps {
  turmaId: number;
  mes: string;
  irParaMes: (mes: string) => void;
  linkDoDia: (data: string) => string;
}

export function GradeDoMes({ turmaId, mes, irParaMes, linkDoDia }: GradeDoMesProps) {
  const consulta = useFrequenciaMesQuery({ turmaId, mes });
  const { getToken } = useExportacao();
  const [exportando, setExportando] = useState(false);
  const titulo = nomeDoMes.format(utc(`${mes}-01`));

  const exportar = async (formato: FormatoDeExportacao) => {
    setExportando(true);
    try {
      const nome = await baixarExportacao({
        path: '/api/frequencia/mes/exportar',
        query: { turmaId, mes },
        format: formato,
        token: getToken(),
        fallbackName: `frequencia-${mes}`,
      });
      toast.success(`Arquivo ${nome} baixado.`);
    } catch (erro) {
      toast.error(`Não foi possível exportar. ${problemMessage(toProblem(erro))}`);
    } finally {
      setExportando(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Button
          startIcon={<ChevronLeftIcon />}
          onClick={() => irParaMes(mesVizinho(mes, -1))}
          aria-label="Mês anterior"
        >
          Anterior
        </Button>
        <Typography variant="h6" component="h2" sx={{ minWidth: 180, textAlign: 'center' }}>
          {titulo}
        </Typography>
        <Button
          endIcon={<ChevronRightIcon />}
          onClick={() => irParaMes(mesVizinho(mes, 1))}
          aria-label="Próximo mês"
        >
          Próximo
        </Button>
        <Box sx={{ flex: '1 1 auto' }} />
        {(['csv', 'xlsx'] as const).map((f) => (
          <Button
            key={f}
            variant="outlined"
            startIcon={<FileDownloadIcon />}
            disabled={exportando || !consulta.data}
            onClick={() => void exportar(f)}
          >
            {f.toUpperCase()}
          </Button>
        ))}
      </Box>
      {consulta.isError ? (
        <FalhaAoCarregar erro={consulta.error} onRetry={() => void consulta.refetch()} />
      ) : !consulta.data ? (
        <TelaCarregando texto="Carregando o mês..." telaCheia={false} />
      ) : (
        <Grade mes={consulta.data} titulo={titulo} linkDoDia={linkDoDia} />
      )}
    </Box>
  );
}

function Grade({
  mes,
  titulo,
  linkDoDia,
}: {
  mes: FrequenciaMesApiResponse;
  titulo: string;
  linkDoDia: (data: string) => string;
}) {
  if (mes.dias.length === 0) {
    return (
      <Typography color="text.secondary">
        Nenhum dia de aula da turma neste mês até hoje.
      </Typography>
    );
  }
  const fixa = { position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1 } as const;
  return (
    <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={`Frequência de ${titulo}`}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ ...fixa, minWidth: 180 }}>Aprendiz</TableCell>
            {mes.dias.map((d) => (
              <TableCell key={d.data} align="center" sx={{ px: 0.5 }}>
                <Link
                  component={RouterLink}
                  to={linkDoDia(d.data)}
                  aria-label={`Chamada de ${d.data.split('-').reverse().join('/')}${d.registrado ? '' : ' (não registrada)'}`}
                  sx={{ display: 'block', lineHeight: 1.2 }}
                >
                  {d.data.slice(8)}
                  <Box component="span" sx={{ display: 'block', fontSize: '0.7rem' }}>
                    {semanaCurta.format(utc(d.data)).replace('.', '')}
                  </Box>
                </Link>
                {!d.registrado && (
                  <Box
                    component="span"
                    aria-hidden
                    sx={{ fontSize: '0.7rem', color: 'warning.main' }}
                  >
                    pendente
                  </Box>
                )}
              </TableCell>
            ))}
            <TableCell align="right">Pres.</TableCell>
            <TableCell align="right">Faltas</TableCell>
            <TableCell align="right">Just.</TableCell>
            <TableCell align="right">%</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {mes.aprendizes.map((a) => (
            <TableRow key={a.aprendizId} hover>
              <TableCell component="th" scope="row" sx={fixa}>
                {a.nome}
              </TableCell>
              {a.marcacoes.map((m, i) => {
                const c = m ? CELULA[m] : null;
                return (
                  <TableCell
                    key={mes.dias[i]?.data ?? i}
                    align="center"
                    sx={{ px: 0.5, fontWeight: 600, color: c?.cor }}
                    aria-label={c ? c.rotulo : 'sem marcação'}
                  >
                    {c?.sigla ?? '·'}
                  </TableCell>
                );
              })}
              <TableCell align="right">{a.presentes}</TableCell>
              <TableCell align="right">{a.faltas}</TableCell>
              <TableCell align="right">{a.justificadas}</TableCell>
              <TableCell
                align="right"
                sx={abaixoDoMinimo(a.percentual) ? { color: 'error.main', fontWeight: 600 } : {}}
              >
                {formatarPercentual(a.percentual)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
