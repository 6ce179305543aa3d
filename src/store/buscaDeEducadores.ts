// The educator pickers (the class form and filter, a user's educator record on /usuarios):
// GET /api/educadores?q as a plain call, since the educators' endpoints belong to their own
// feature, which the others must not import.
import { useCallback } from 'react';
import type { LoadOptions } from '../shared/formulario';
import { useAppDispatch } from './hooks';
import { requisicao } from './requisitar';

export function useBuscaDeEducadores(): LoadOptions {
  const dispatch = useAppDispatch();
  return useCallback<LoadOptions>(
    async (texto) => {
      const q = texto.trim();
      const r = await dispatch(
        requisicao<{ data: { id: number; EducNome: string; EducCidade: string | null }[] }>({
          url: '/api/educadores',
          params: { ...(q ? { q } : {}), pageSize: 20, sort: 'EducNome' },
        }),
      );
      if (!r.data) throw new Error('busca indisponível');
      return r.data.data.map((e) => ({ value: e.id, label: e.EducNome }));
    },
    [dispatch],
  );
}
