// The competência a benefits screen shows lives in the URL (?competencia=2026-10), so a link or a
// reload opens the same month; without it, the month before the current one (the last complete).
// The picker lists months by name ('outubro de 2026'): a native month input speaks the browser's
// language, not the product's.
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useSearchParams } from 'react-router-dom';
import {
  competenciaDe,
  competenciaValida,
  rotuloCompetencia,
} from '../../shared/validation/beneficios';
import { dataLocal } from '../../shared/validation/datas';
import { somarMeses } from '../../shared/validation/datas';

export const competenciaAtual = () => competenciaDe(dataLocal(new Date()));

export function useCompetencia(): [string, (c: string) => void] {
  const [busca, setBusca] = useSearchParams();
  const pedida = busca.get('competencia') ?? '';
  const competencia = competenciaValida(pedida) ? pedida : somarMeses(competenciaAtual(), -1);
  const trocar = (c: string) => {
    setBusca(
      (atual) => {
        const nova = new URLSearchParams(atual);
        nova.set('competencia', c);
        nova.delete('page');
        return nova;
      },
      { replace: true },
    );
  };
  return [competencia, trocar];
}

export function SeletorDeCompetencia({
  competencia,
  onChange,
}: {
  competencia: string;
  onChange: (c: string) => void;
}) {
  const ultima = competenciaAtual();
  // The last three years, and the chosen month when it is older (a link kept for long).
  const opcoes = Array.from({ length: 36 }, (_, i) => somarMeses(ultima, -i));
  if (!opcoes.includes(competencia)) opcoes.push(competencia);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <IconButton
        aria-label={`Competência anterior (${rotuloCompetencia(somarMeses(competencia, -1))})`}
        onClick={() => {
          onChange(somarMeses(competencia, -1));
        }}
      >
        <ChevronLeftIcon />
      </IconButton>
      <TextField
        select
        label="Competência"
        size="small"
        value={competencia}
        onChange={(e) => {
          if (competenciaValida(e.target.value)) onChange(e.target.value);
        }}
        sx={{ width: 210 }}
      >
        {opcoes.map((c) => (
          <MenuItem key={c} value={c}>
            {rotuloCompetencia(c)}
          </MenuItem>
        ))}
      </TextField>
      <IconButton
        aria-label={`Próxima competência (${rotuloCompetencia(somarMeses(competencia, 1))})`}
        disabled={competencia >= ultima}
        onClick={() => {
          onChange(somarMeses(competencia, 1));
        }}
      >
        <ChevronRightIcon />
      </IconButton>
    </Box>
  );
}
