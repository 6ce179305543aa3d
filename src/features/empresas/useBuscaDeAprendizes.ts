// The apprentice picker's search (GET /api/aprendiz?q): a plain call, not a cached query, since
// every keystroke is a new question. The apprentices' endpoints belong to their own feature, which
// this one must not import.
import { useCallback } from 'react';
import { mascararCpf } from '../../shared/format';
import type { LoadOptions } from '../../shared/formulario';
import { useAppDispatch } from '../../store/hooks';
import { requisicao } from '../../store/requisitar';

interface AprendizDaLista {
  id: number;
  nome: string;
  cpf: string;
  situacao: string;
  ativo: boolean;
}

const cpfLegivel = (cpf: string) => (/^\d{11}$/.test(cpf) ? mascararCpf(cpf) : cpf);

export function useBuscaDeAprendizes(): LoadOptions {
  const dispatch = useAppDispatch();
  return useCallback<LoadOptions>(
    async (texto) => {
      const q = texto.trim();
      if (q.length < 2) return [];
      const r = await dispatch(
        requisicao<{ data: AprendizDaLista[] }>({
          url: '/api/aprendiz',
          params: { q, pageSize: 20, sort: 'nome' },
        }),
      );
      if (!r.data) throw new Error('busca indisponível');
      return r.data.data.map((a) => ({
        value: a.id,
        label: `${a.nome} · CPF ${cpfLegivel(a.cpf)} · ${a.situacao}`,
      }));
    },
    [dispatch],
  );
}
