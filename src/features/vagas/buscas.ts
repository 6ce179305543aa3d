// The form's lookups: partners (GET /api/parceiros?q) and a partner's units, through the store's
// readers of another feature's lists, since their endpoints belong to a feature this one must not
// import; the CBO and schooling from the shared lookups.
import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { paraOpcoes, type CarregarOpcoes, type UsarOpcoes } from '../../shared/formulario';
import { useBuscaEmLista, useUnidadesDoParceiro } from '../../store/buscas';
import { useProfissaoOpcoesQuery } from '../../store/opcoes';

interface ParceiroDaLista {
  id: number;
  razaoSocial: string;
  nomeFantasia: string | null;
}

/** A partner as the vacancy screens name it: the trade name when there is one. */
const rotuloDaEmpresa = (p: ParceiroDaLista) => p.nomeFantasia ?? p.razaoSocial;

/** Active partners by name, for the form's and the list's "Empresa". */
export const useBuscaDeParceiros = (): CarregarOpcoes =>
  useBuscaEmLista('/api/parceiros', 'razaoSocial', rotuloDaEmpresa);

/** The chosen partner's units as the form's options. */
export function useOpcoesDeUnidade(parceiroId: number | null) {
  const { unidades, carregando } = useUnidadesDoParceiro(parceiroId);
  const opcoes = useMemo(() => paraOpcoes(unidades), [unidades]);
  return { opcoes, carregando };
}

/** CBO by code or title; the value is the profissão's id. */
export const useProfissoes: UsarOpcoes = (texto) => {
  const q = texto.trim();
  const r = useProfissaoOpcoesQuery(q ? { q } : skipToken);
  return {
    opcoes: (r.data?.data ?? []).map((p) => ({ value: p.id, label: `${p.codigo} · ${p.nome}` })),
    carregando: r.isFetching,
  };
};
