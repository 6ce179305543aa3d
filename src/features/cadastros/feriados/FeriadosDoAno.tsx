// Every holiday of a year for a place, as attendance and the calendars count them: the national
// ones and the pontos facultativos (Carnaval, Corpus Christi), the chosen state's, and, for a
// municipality, the organisation's municipal holidays and recessos. Read-only: only the last two
// are edited, in the registry above.
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { problemMessage, toProblem } from '../../../shared/api/problema';
import { formatarData } from '../../../shared/format';
import { AutocompletarAssincrono } from '../../../shared/formulario';
import { UFS, ufDoMunicipio } from '../../../shared/formulario/ufs';
import { dataLocal } from '../../../shared/validation/datas';
import { ROTULOS_ORIGEM_FERIADO, type OrigemFeriado } from '../../../shared/validation/frequencia';
import { useFeriadoDoAnoQuery } from '../api/feriados.generated';
import { useMunicipios } from './municipios';

const COR_DA_ORIGEM: Record<
  OrigemFeriado,
  'primary' | 'secondary' | 'default' | 'info' | 'warning'
> = {
  nacional: 'primary',
  estadual: 'secondary',
  'ponto-facultativo': 'default',
  municipal: 'info',
  recesso: 'warning',
};

const diaDaSemana = new Intl.DateTimeFormat('pt-BR', { weekday: 'long', timeZone: 'UTC' });
const semana = (data: string) => diaDaSemana.format(new Date(`${data}T00:00:00Z`));

export function FeriadosDoAno() {
  const [ano, setAno] = useState(() => Number(dataLocal(new Date()).slice(0, 4)));
  const [uf, setUf] = useState('');
  const [municipioId, setMunicipioId] = useState<number | null>(null);
  const consulta = useFeriadoDoAnoQuery(
    Number.isInteger(ano) && ano >= 1900 && ano <= 2099
      ? {
          ano,
          ...(municipioId ? { municipioId } : uf ? { uf } : {}),
        }
      : skipToken,
  );
  const dias = consulta.data?.data ?? [];

  return (
    <Box component="section" aria-labelledby="feriados-do-ano" sx={{ mt: 4 }}>
      <Typography id="feriados-do-ano" variant="h5" component="h2" gutterBottom>
        Todos os feriados de {ano}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Os nacionais, os pontos facultativos e os estaduais são calculados e não se editam. Escolha
        um município para ver também os feriados municipais e recessos cadastrados para ele.
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <IconButton aria-label="Ano anterior" onClick={() => setAno((a) => a - 1)}>
            <ChevronLeftIcon />
          </IconButton>
          <TextField
            label="Ano"
            type="number"
            size="small"
            value={ano}
            onChange={(e) => setAno(Number(e.target.value))}
            slotProps={{ htmlInput: { min: 1900, max: 2099 } }}
            sx={{ width: 110 }}
          />
          <IconButton aria-label="Próximo ano" onClick={() => setAno((a) => a + 1)}>
            <ChevronRightIcon />
          </IconButton>
        </Box>
        <TextField
          select
          label="UF"
          size="small"
          value={municipioId ? (ufDoMunicipio(municipioId) ?? '') : uf}
          disabled={municipioId !== null}
          onChange={(e) => setUf(e.target.value)}
          sx={{ width: 120 }}
        >
          <MenuItem value="">Nenhuma</MenuItem>
          {UFS.map((u) => (
            <MenuItem key={u} value={u}>
              {u}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ flex: '1 1 260px', maxWidth: 420 }}>
          <AutocompletarAssincrono
            label="Município"
            size="small"
            value={municipioId}
            onChange={(valor) => setMunicipioId(typeof valor === 'number' ? valor : null)}
            useOpcoes={useMunicipios}
          />
        </Box>
      </Box>
      {consulta.isError ? (
        <Alert severity="error">{problemMessage(toProblem(consulta.error))}</Alert>
      ) : (
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={`Feriados de ${ano}`}>
            <TableHead>
              <TableRow>
                <TableCell>Data</TableCell>
                <TableCell>Dia da semana</TableCell>
                <TableCell>Feriado</TableCell>
                <TableCell>Origem</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {consulta.isFetching && dias.length === 0 && (
                <TableRow>
                  <TableCell colSpan={4}>Carregando feriados...</TableCell>
                </TableRow>
              )}
              {dias.map((f) => (
                <TableRow key={`${f.data}-${f.origem}-${f.nome}`}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatarData(f.data)}</TableCell>
                  <TableCell>{semana(f.data)}</TableCell>
                  <TableCell>{f.nome}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      label={ROTULOS_ORIGEM_FERIADO[f.origem]}
                      color={COR_DA_ORIGEM[f.origem]}
                      variant={f.feriadoId === null ? 'outlined' : 'filled'}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
    </Box>
  );
}
