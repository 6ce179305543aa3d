// The form's lookups: partners (GET /api/parceiros?q, the store's search in another feature's
// list) and a partner's active units by a plain call, since their endpoints belong to a feature
// this one must not import; the CBO and schooling from the shared lookups.
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useState } from 'react';
import {
  paraOpcoes,
  type LoadOptions,
  type Option,
  type UseOptions,
} from '../../shared/formulario';
import { useBuscaEmLista } from '../../store/buscas';
import { useAppDispatch } from '../../store/hooks';
import { useProfissaoOpcoesQuery } from '../../store/opcoes';
import { requisicao } from '../../store/requisitar';

interface ParceiroDaLista {
  id: number;
  razaoSocial: string;
  nomeFantasia: string | null;
}

/** A partner as the vacancy screens name it: the trade name when there is one. */
const rotuloDaEmpresa = (p: ParceiroDaLista) => p.nomeFantasia ?? p.razaoSocial;

/** Active partners by name, for the form's and the list's "Empresa". */
export const useBuscaDeParceiros = (): LoadOptions =>
  useBuscaEmLista('/api/parceiros', 'razaoSocial', rotuloDaEmpresa);

/** The chosen partner's active units (GET /api/parceiros/{id}/unidades). */
export function useUnidadesDoParceiro(parceiroId: number | undefined | null) {
  const dispatch = useAppDispatch();
  const [estado, setEstado] = useState<{ opcoes: Option[]; carregando: boolean }>({
    opcoes: [],
    carregando: false,
  });
  useEffect(() => {
    if (!parceiroId) {
      setEstado({ opcoes: [], carregando: false });
      return undefined;
    }
    let vale = true;
    setEstado((e) => ({ ...e, carregando: true }));
    void dispatch(
      requisicao<{ data: { id: number; nome: string }[] }>({
        url: `/api/parceiros/${parceiroId}/unidades`,
        params: { pageSize: 100, sort: 'nome' },
      }),
    ).then((r) => {
      if (!vale) return;
      setEstado({
        opcoes: paraOpcoes(r.data?.data),
        carregando: false,
      });
    });
    return () => {
      vale = false;
    };
  }, [dispatch, parceiroId]);
  return estado;
}

/** CBO by code or title; the value is the profissão's id. */
export const useProfissoes: UseOptions = (texto) => {
  const q = texto.trim();
  const r = useProfissaoOpcoesQuery(q ? { q } : skipToken);
  return {
    options: (r.data?.data ?? []).map((p) => ({ value: p.id, label: `${p.codigo} · ${p.nome}` })),
    loading: r.isFetching,
  };
};
