// Municipalities matching what was typed, for the holidays' form and the year's filter (nothing is
// fetched before the person types; the list is cut at 50, the lookup's own order).
import { skipToken } from '@reduxjs/toolkit/query';
import type { UseOptions } from '../../../shared/formulario';
import { useMunicipioOpcoesQuery } from '../../../store/opcoes';

const MAXIMO_OPCOES = 50;

export const useMunicipios: UseOptions = (q) => {
  const termo = q.trim();
  const { data, isFetching } = useMunicipioOpcoesQuery(termo ? { q: termo } : skipToken);
  return {
    options: (data?.data ?? [])
      .slice(0, MAXIMO_OPCOES)
      .map((m) => ({ value: m.id, label: `${m.nome} - ${m.uf}` })),
    loading: isFetching,
  };
};
