// The legend is also the period's counts: theory, practice, holidays and leave days, then the
// attendance taken so far.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CalendarioDoAprendizApiResponse } from '../api';
import { COR_DO_TIPO, ROTULO_DO_TIPO, TIPOS } from './legenda';

type Contagens = CalendarioDoAprendizApiResponse['contagens'];

const CONTAGEM = {
  teoria: 'teoria',
  pratica: 'pratica',
  feriado: 'feriados',
  afastamento: 'afastamento',
} as const;

export function Legenda({ contagens }: { contagens: Contagens }) {
  return (
    <Box
      component="dl"
      aria-label="Legenda e contagens do período"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0 }}
    >
      {TIPOS.map((tipo) => (
        <Box
          key={tipo}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            px: 1.5,
            py: 0.75,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        >
          <Box
            aria-hidden
            sx={{ width: 14, height: 14, borderRadius: 0.5, bgcolor: COR_DO_TIPO[tipo].bg }}
          />
          <Typography component="dt" variant="body2">
            {ROTULO_DO_TIPO[tipo]}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
            {contagens[CONTAGEM[tipo]]}
          </Typography>
        </Box>
      ))}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1.5, py: 0.75 }}>
        <Typography component="dt" variant="body2">
          Frequência registrada
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
          {contagens.presentes} P · {contagens.faltas} F · {contagens.justificadas} FJ
        </Typography>
      </Box>
    </Box>
  );
}
