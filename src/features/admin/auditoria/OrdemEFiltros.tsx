// Above each log: its filters, the order (newest first by default, as the API answers) and a way
// back to the whole log. On a phone the filters fold behind a button, so the log starts on screen.
import FilterListIcon from '@mui/icons-material/FilterList';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import { useTheme } from '@mui/material/styles';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState, type ReactNode } from 'react';
import type { ListParamsApi } from '../../../shared/lista';

export function OrdemEFiltros({
  lista,
  chaves,
  children,
}: {
  lista: ListParamsApi;
  chaves: readonly string[];
  children: ReactNode;
}) {
  const { params } = lista;
  const celular = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const ativos = chaves.filter((c) => params.filters[c] !== undefined).length;
  const [aberto, setAberto] = useState(ativos > 0);
  const painel = useId();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {!celular && children}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        {celular && (
          <Button
            startIcon={
              <Badge badgeContent={ativos} color="primary">
                <FilterListIcon />
              </Badge>
            }
            aria-expanded={aberto}
            aria-controls={painel}
            onClick={() => {
              setAberto((a) => !a);
            }}
          >
            Filtros
          </Button>
        )}
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-label="Ordem"
          value={params.sort === 'criadoEm' ? 'antigos' : 'recentes'}
          onChange={(_, v: string | null) => {
            if (v) lista.setSort(v === 'antigos' ? 'criadoEm' : undefined);
          }}
        >
          <ToggleButton value="recentes">Mais recentes</ToggleButton>
          <ToggleButton value="antigos">Mais antigos</ToggleButton>
        </ToggleButtonGroup>
        {ativos > 0 && (
          <Button
            onClick={() => {
              lista.setFilters(Object.fromEntries(chaves.map((c) => [c, undefined])));
            }}
          >
            Limpar filtros
          </Button>
        )}
      </Box>
      {celular && (
        <Collapse in={aberto} id={painel}>
          {children}
        </Collapse>
      )}
    </Box>
  );
}
