// The header the educator's three pages share: name, actions, and tabs that are real links
// (Dados, Turmas, Aprendizes), so each tab has its own address.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { PageHeader } from '../../shared/pagina';
import type { Educador } from './api';

export function CabecalhoDoEducador({
  educador,
  actions,
}: {
  educador: Educador;
  actions?: ReactNode;
}) {
  const { pathname } = useLocation();
  const base = `/educadores/${educador.id}`;
  const abas = [
    { para: base, rotulo: 'Dados' },
    { para: `${base}/turmas`, rotulo: 'Turmas' },
    { para: `${base}/aprendizes`, rotulo: 'Aprendizes' },
  ];
  return (
    <>
      <PageHeader
        title={educador.EducNome}
        subtitle={
          <>
            {educador.turmasAtivas === 1
              ? '1 turma ativa'
              : `${educador.turmasAtivas} turmas ativas`}
            {!educador.ativo && <Chip size="small" label="Inativo" sx={{ ml: 1 }} />}
          </>
        }
        actions={actions}
      />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2, mt: -1 }}>
        <Tabs
          value={abas.some((a) => a.para === pathname) ? pathname : base}
          aria-label="Seções do educador"
        >
          {abas.map((a) => (
            <Tab key={a.para} label={a.rotulo} value={a.para} component={Link} to={a.para} />
          ))}
        </Tabs>
      </Box>
    </>
  );
}
