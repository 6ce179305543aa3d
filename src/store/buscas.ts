// The pickers every feature needs of lists that belong to other features (an educator on the class
// form, a class or an apprentice in a report's filters): GET <list>?q as a plain call, since
// features must not import each other's endpoints. One search shape, one label per list.
import { useCallback } from 'react';
import type { LoadOptions } from '../shared/formulario';
import { useAppDispatch } from './hooks';
import { requisicao } from './requisitar';

const POR_BUSCA = 20;

// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- each list names its row's shape
function useBuscaEmLista<Linha extends { id: number }>(
  url: string,
  sort: string,
  rotulo: (linha: Linha) => string,
): LoadOptions {
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

const rotuloDoEducador = (e: { id: number; EducNome: string }) => e.EducNome;
const rotuloDaTurma = (t: { id: number; codigo: string; nome: string }) =>
  `${t.codigo} · ${t.nome}`;
const rotuloDoAprendiz = (a: { id: number; nome: string; cpf: string }) => `${a.nome} · ${a.cpf}`;
const rotuloDoParceiro = (p: { id: number; razaoSocial: string; nomeFantasia: string | null }) =>
  p.nomeFantasia ? `${p.razaoSocial} (${p.nomeFantasia})` : p.razaoSocial;

export const useBuscaDeEducadores = () =>
  useBuscaEmLista('/api/educadores', 'EducNome', rotuloDoEducador);
export const useBuscaDeTurmas = () => useBuscaEmLista('/api/turmas', 'codigo', rotuloDaTurma);
export const useBuscaDeAprendizes = () =>
  useBuscaEmLista('/api/aprendiz', 'nome', rotuloDoAprendiz);
export const useBuscaDeParceiros = () =>
  useBuscaEmLista('/api/parceiros', 'razaoSocial', rotuloDoParceiro);
