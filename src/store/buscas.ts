// The pickers every feature needs of lists that belong to other features (an educator on the class
// form, a class or an apprentice in a report's filters, a discipline in the grades search):
// GET <list>?q as a plain call, since features must not import each other's endpoints. One search
// shape, one label per list; the class a screen has chosen, read once per id; and a chosen
// partner's units (the vacancy form, the contract flow).
import { useCallback, useEffect, useState } from 'react';
import { mensagemDeErro } from '../shared/api/problema';
import type { CarregarOpcoes } from '../shared/formulario';
import { useAppDispatch } from './hooks';
import { requisicao } from './requisitar';

const POR_BUSCA = 20;

/** A picker's search in a list; `aoReceber` sees each answer's rows (to keep what a choice needs). */
export function useBuscaEmLista<Linha extends { id: number }>(
  url: string,
  sort: string,
  rotulo: (linha: Linha) => string,
  aoReceber?: (linhas: Linha[]) => void,
): CarregarOpcoes {
  const dispatch = useAppDispatch();
  return useCallback<CarregarOpcoes>(
    async (texto) => {
      const q = texto.trim();
      const r = await dispatch(
        requisicao<{ data: Linha[] }>({
          url,
          params: { ...(q ? { q } : {}), pageSize: POR_BUSCA, sort },
        }),
      );
      if (!r.data) throw new Error('busca indisponível');
      aoReceber?.(r.data.data);
      return r.data.data.map((l) => ({ value: l.id, label: rotulo(l) }));
    },
    [dispatch, url, sort, rotulo, aoReceber],
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
export const useBuscaDeDisciplinas = () =>
  useBuscaEmLista('/api/disciplinas', 'nome', (d: { id: number; nome: string }) => d.nome);
export const useBuscaDeParceiros = () =>
  useBuscaEmLista('/api/parceiros', 'razaoSocial', rotuloDoParceiro);

/** What screens need of a chosen class: its label, its plan and its period. */
export interface TurmaEscolhida {
  id: number;
  codigo: string;
  nome: string;
  planoId: number | null;
  dataInicio: string;
  dataFim: string;
}

export const rotuloDaTurmaEscolhida = rotuloDaTurma;

/** GET /api/turmas/{id}, kept while the id stays the same (a link or a reload names a class). */
export function useTurma(id: number | null): { turma: TurmaEscolhida | null; erro: string | null } {
  const dispatch = useAppDispatch();
  const [estado, setEstado] = useState<{ turma: TurmaEscolhida | null; erro: string | null }>({
    turma: null,
    erro: null,
  });
  useEffect(() => {
    if (id === null) {
      setEstado({ turma: null, erro: null });
      return;
    }
    let vale = true;
    void dispatch(requisicao<TurmaEscolhida>({ url: `/api/turmas/${String(id)}` })).then((r) => {
      if (!vale) return;
      setEstado(
        r.data ? { turma: r.data, erro: null } : { turma: null, erro: mensagemDeErro(r.error) },
      );
    });
    return () => {
      vale = false;
    };
  }, [dispatch, id]);
  return estado.turma?.id === id || estado.erro ? estado : { turma: null, erro: null };
}

/** A partner's units as the pickers read them: each with the apprentices placed there now. */
export interface UnidadesDoParceiro {
  unidades: { id: number; nome: string; aprendizesAlocados: number }[];
  carregando: boolean;
  erro: boolean;
}

/** The chosen partner's units (GET /api/parceiros/{id}/unidades); none while no partner is. */
export function useUnidadesDoParceiro(parceiroId: number | null | undefined): UnidadesDoParceiro {
  const dispatch = useAppDispatch();
  const [estado, setEstado] = useState<UnidadesDoParceiro>({
    unidades: [],
    carregando: false,
    erro: false,
  });
  useEffect(() => {
    if (!parceiroId) {
      setEstado({ unidades: [], carregando: false, erro: false });
      return;
    }
    let vale = true;
    setEstado((e) => ({ ...e, carregando: true, erro: false }));
    void dispatch(
      requisicao<{ data: { id: number; nome: string; aprendizesAlocados: number }[] }>({
        url: `/api/parceiros/${String(parceiroId)}/unidades`,
        params: { pageSize: 100, sort: 'nome' },
      }),
    ).then((r) => {
      if (!vale) return;
      setEstado({
        unidades: (r.data?.data ?? []).map((u) => ({
          id: u.id,
          nome: u.nome,
          aprendizesAlocados: u.aprendizesAlocados,
        })),
        carregando: false,
        erro: !r.data,
      });
    });
    return () => {
      vale = false;
    };
  }, [dispatch, parceiroId]);
  return estado;
}
