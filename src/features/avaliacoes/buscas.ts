// The pickers of classes (GET /api/turmas?q) and apprentices (GET /api/aprendiz?q), by plain calls:
// their endpoints belong to features this one must not import.
import { useCallback } from 'react';
import type { LoadOptions } from '../../shared/formulario';
import { useAppDispatch } from '../../store/hooks';
import { requisicao } from '../../store/requisitar';

const POR_BUSCA = 20;

/** A row of either list, as far as the pickers read it. */
interface Linha {
  id: number;
  nome: string;
  codigo?: string;
  cpf?: string;
}

function useBusca(url: string, sort: string, rotulo: (l: Linha) => string): LoadOptions {
  const dispatch = useAppDispatch();
  return useCallback<LoadOptions>(
    async (texto) => {
      const q = texto.trim();
      const r = await dispatch(
        requisicao<{ data: Linha[] }>({
          url,
          params: { ...(q ? { q } : {}), pageSize: POR_BUSCA, sort },
        }),
      );
      if (!r.data) throw new Error('busca indisponível');
      return r.data.data.map((l) => ({ value: l.id, label: rotulo(l) }));
    },
    [dispatch, url, sort, rotulo],
  );
}

const rotuloDaTurma = (t: Linha) => `${t.codigo ?? ''} · ${t.nome}`;
const rotuloDoAprendiz = (a: Linha) => `${a.nome} · ${a.cpf ?? ''}`;

export const useBuscaDeTurmas = () => useBusca('/api/turmas', 'codigo', rotuloDaTurma);
export const useBuscaDeAprendizes = () => useBusca('/api/aprendiz', 'nome', rotuloDoAprendiz);
