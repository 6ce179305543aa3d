// 'Subir' and 'Descer' for one entry of an ordered list, named with the entry for screen readers.
// After a move the entry is re-rendered elsewhere, so the list gives the focus back to the button
// that was pressed (or to the other one, when the entry reached an edge and that button turned off).
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Direcao } from './ordem';

export interface BotoesDeOrdemProps {
  nome: string;
  posicao: number;
  total: number;
  onMover: (direcao: Direcao) => void;
  /** Set by useFocoAposMover: where the focus should land after this entry moved. */
  registrar: (direcao: Direcao, botao: HTMLButtonElement | null) => void;
  desabilitado?: boolean;
}

export function BotoesDeOrdem(props: BotoesDeOrdemProps) {
  const { nome, posicao, total, onMover, registrar, desabilitado } = props;
  const botao = (direcao: Direcao) => {
    const primeiro = direcao === 'subir' ? posicao <= 1 : posicao >= total;
    const rotulo = direcao === 'subir' ? `Subir ${nome}` : `Descer ${nome}`;
    return (
      <Tooltip title={direcao === 'subir' ? 'Subir' : 'Descer'} describeChild>
        <span>
          <IconButton
            ref={(b) => {
              registrar(direcao, b);
            }}
            aria-label={rotulo}
            size="small"
            disabled={desabilitado || primeiro}
            onClick={() => {
              onMover(direcao);
            }}
          >
            {direcao === 'subir' ? <ArrowUpwardIcon /> : <ArrowDownwardIcon />}
          </IconButton>
        </span>
      </Tooltip>
    );
  };
  return (
    <Box sx={{ display: 'inline-flex' }}>
      {botao('subir')}
      {botao('descer')}
    </Box>
  );
}

/**
 * The buttons of every entry by key, and `focarDepois(chave, direcao)` to call when a move starts:
 * after the next render the same button (or its sibling, if now disabled) gets the focus.
 */
export function useFocoAposMover<Chave extends string | number>() {
  const botoes = useRef(new Map<string, HTMLButtonElement>());
  const [pendente, setPendente] = useState<{ chave: Chave; direcao: Direcao } | null>(null);

  useEffect(() => {
    if (!pendente) return;
    const { chave, direcao } = pendente;
    const outra: Direcao = direcao === 'subir' ? 'descer' : 'subir';
    const alvo = [direcao, outra]
      .map((d) => botoes.current.get(`${String(chave)}:${d}`))
      .find((b) => b && !b.disabled);
    alvo?.focus();
    setPendente(null);
  }, [pendente]);

  const registrar = useCallback(
    (chave: Chave) => (direcao: Direcao, botao: HTMLButtonElement | null) => {
      const k = `${String(chave)}:${direcao}`;
      if (botao) botoes.current.set(k, botao);
      else botoes.current.delete(k);
    },
    [],
  );

  const focarDepois = useCallback((chave: Chave, direcao: Direcao) => {
    setPendente({ chave, direcao });
  }, []);

  return { registrar, focarDepois };
}
