// The flow's pickers: apprentices (GET /api/aprendiz?q) and partners (GET /api/parceiros?q) by
// plain calls, since their endpoints belong to features this one must not import; each search
// keeps its rows so the choice carries what the steps show (situação, age, quota).
import { useCallback, useRef } from 'react';
import {
  aprendizEscolhido,
  parceiroDoContrato,
  type AprendizDaApi,
  type AprendizEscolhido,
  type ParceiroDaApi,
  type ParceiroDoContrato,
} from '../../../machines/contrato';
import { useBuscaEmLista } from '../../../store/buscas';

/** A search whose last rows are kept by id, for the choice to read them. */
function useBusca<Linha extends { id: number }, Escolha>(
  url: string,
  sort: string,
  rotulo: (l: Linha) => string,
  paraEscolha: (l: Linha) => Escolha,
) {
  const linhas = useRef(new Map<number, Linha>());
  const guardar = useCallback((recebidas: Linha[]) => {
    for (const l of recebidas) linhas.current.set(l.id, l);
  }, []);
  const carregar = useBuscaEmLista(url, sort, rotulo, guardar);
  const escolha = useCallback(
    (id: number): Escolha | null => {
      const l = linhas.current.get(id);
      return l ? paraEscolha(l) : null;
    },
    [paraEscolha],
  );
  return { carregar, escolha };
}

const rotuloDoAprendiz = (a: AprendizDaApi) => `${a.nome} · ${a.cpf}`;
const rotuloDoParceiro = (p: ParceiroDaApi) => p.nomeFantasia ?? p.razaoSocial;

export const useBuscaDeAprendizes = () =>
  useBusca<AprendizDaApi, AprendizEscolhido>(
    '/api/aprendiz',
    'nome',
    rotuloDoAprendiz,
    aprendizEscolhido,
  );

export const useBuscaDeParceiros = () =>
  useBusca<ParceiroDaApi, ParceiroDoContrato>(
    '/api/parceiros',
    'razaoSocial',
    rotuloDoParceiro,
    parceiroDoContrato,
  );
