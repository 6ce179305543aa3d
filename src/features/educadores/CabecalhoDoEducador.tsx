// The header the educator's three pages share: name, actions, and tabs that are real links
// (Dados, Turmas, Aprendizes), so each tab has its own address.
import Chip from '@mui/material/Chip';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { CabecalhoDoRegistro } from '../../shared/detalhe';
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
  return (
    <CabecalhoDoRegistro
      titulo={educador.EducNome}
      subtitulo={
        <>
          {educador.turmasAtivas === 1 ? '1 turma ativa' : `${educador.turmasAtivas} turmas ativas`}
          {!educador.ativo && <Chip size="small" label="Inativo" sx={{ ml: 1 }} />}
        </>
      }
      acoes={actions}
      abas={{
        rotulo: 'Seções do educador',
        atual: pathname,
        abas: [
          { para: base, rotulo: 'Dados' },
          { para: `${base}/turmas`, rotulo: 'Turmas' },
          { para: `${base}/aprendizes`, rotulo: 'Aprendizes' },
        ],
      }}
    />
  );
}
