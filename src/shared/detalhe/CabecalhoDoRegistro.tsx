// A record's page starts the same way in every domain: its name as the h1, a line of what
// identifies it, its actions, and (when the record has several pages) tabs that are real links,
// so each tab has its own address, opens in a new tab and survives a reload.
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CabecalhoDaPagina } from '../pagina/CabecalhoDaPagina';

export interface Aba {
  rotulo: string;
  /** The tab's address: a path (/educadores/3/turmas) or a query (/aprendizes/7?aba=historico). */
  para: string;
  /** What `atual` is compared with; the address when left out. */
  valor?: string;
}

export interface AbasDoRegistroProps {
  /** Names the tab list for screen readers: 'Seções do educador'. */
  rotulo: string;
  abas: readonly Aba[];
  /** The open tab's `valor`; anything else opens the first tab. */
  atual: string;
  /** The tabs control a `PainelDaAba` on the same page (tabs by query) rather than whole pages. */
  comPainel?: boolean;
  rolavel?: boolean;
}

const valorDa = (aba: Aba) => aba.valor ?? aba.para;

export function AbasDoRegistro({ rotulo, abas, atual, comPainel, rolavel }: AbasDoRegistroProps) {
  const aberta = abas.some((a) => valorDa(a) === atual) ? atual : abas[0] && valorDa(abas[0]);
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2, mt: comPainel ? 0 : -1 }}>
      <Tabs
        value={aberta}
        aria-label={rotulo}
        variant={rolavel ? 'scrollable' : 'standard'}
        allowScrollButtonsMobile={rolavel}
      >
        {abas.map((a) => (
          <Tab
            key={valorDa(a)}
            label={a.rotulo}
            value={valorDa(a)}
            component={Link}
            to={a.para}
            {...(comPainel && { id: `aba-${valorDa(a)}`, 'aria-controls': `painel-${valorDa(a)}` })}
          />
        ))}
      </Tabs>
    </Box>
  );
}

/** The content of the open tab when the tabs are a query of the same page (`comPainel`). */
export function PainelDaAba({ valor, children }: { valor: string; children: ReactNode }) {
  return (
    <Box role="tabpanel" id={`painel-${valor}`} aria-labelledby={`aba-${valor}`}>
      {children}
    </Box>
  );
}

export interface CabecalhoDoRegistroProps {
  titulo: string;
  subtitulo?: ReactNode;
  acoes?: ReactNode;
  abas?: AbasDoRegistroProps;
}

export function CabecalhoDoRegistro({ titulo, subtitulo, acoes, abas }: CabecalhoDoRegistroProps) {
  return (
    <>
      <CabecalhoDaPagina titulo={titulo} subtitulo={subtitulo} acoes={acoes} />
      {abas && <AbasDoRegistro {...abas} />}
    </>
  );
}
