// The pickers of classes (GET /api/turmas?q), apprentices (GET /api/aprendiz?q) and disciplines
// (GET /api/disciplinas?q), by plain calls: their endpoints belong to features this one must not
// import.
import { useCallback, useEffect, useState } from 'react';
import { mensagemDeErro } from '../../shared/api/problema';
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
const rotuloDaDisciplina = (d: Linha) => d.nome;
export const useBuscaDeDisciplinas = () => useBusca('/api/disciplinas', 'nome', rotuloDaDisciplina);

/** What the grade and report-card screens need of a class: its plan and its period. */
export interface TurmaEscolhida {
  id: number;
  codigo: string;
  nome: string;
  planoId: number | null;
  dataInicio: string;
  dataFim: string;
}

/** GET /api/turmas/{id}, kept while the id stays the same. */
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
