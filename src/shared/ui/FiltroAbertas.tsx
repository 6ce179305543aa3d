// Current / ended / all, for lists of memberships (placements in a unit, allocations in a class):
// the API's `abertas` (true by default). Kept in the URL beside the list's own keys, so back,
// reload and shared links keep it; 'Atuais' is the default and leaves the URL clean.
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useSearchParams } from 'react-router-dom';
import { comMudancas } from '../routing';

export type Abertas = 'true' | 'false' | 'todas';

const ler = (valor: string | null): Abertas =>
  valor === 'false' || valor === 'todas' ? valor : 'true';

export function useFiltroAbertas(chave = 'vigencia', rotulos = ['Atuais', 'Encerradas', 'Todas']) {
  const [busca, setBusca] = useSearchParams();
  const valor = ler(busca.get(chave));
  const controle = (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={valor}
      aria-label="Mostrar"
      onChange={(_, novo: Abertas | null) => {
        if (!novo) return;
        setBusca(comMudancas(busca, { [chave]: novo === 'true' ? null : novo, page: null }));
      }}
    >
      <ToggleButton value="true">{rotulos[0]}</ToggleButton>
      <ToggleButton value="false">{rotulos[1]}</ToggleButton>
      <ToggleButton value="todas">{rotulos[2]}</ToggleButton>
    </ToggleButtonGroup>
  );
  return [valor, controle] as const;
}
