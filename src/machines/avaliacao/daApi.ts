// The applied evaluation as GET /api/avaliacoes-aplicadas/{id} answers it, read into the flow's
// plain data. The only place that knows the API's shape: the machine and the screens read the flow.
import {
  ROTULOS_ESCALA_PADRAO,
  type PerguntaAvaliacao,
  type ValorResposta,
} from '../../shared/validation/avaliacoes';
import type { AplicadaDoFluxo, PerguntaDoFluxo, Respostas } from './tipos';

export interface AplicadaDaApi {
  id: number;
  avaliacaoId: number;
  titulo: string;
  descricao?: string | null;
  tipo: string;
  perguntas: PerguntaAvaliacao[];
  aprendizId: number;
  aprendizNome: string;
  turmaId: number | null;
  turmaNome?: string | null;
  respondente: { nome: string; papel: string };
  prazo: string | null;
  status: string;
  respostas: Record<string, ValorResposta>;
  versao: number;
}

export const perguntaDoFluxo = (p: PerguntaAvaliacao): PerguntaDoFluxo => ({
  id: String(p.id),
  enunciado: p.enunciado,
  tipo: p.tipo,
  obrigatoria: p.obrigatoria,
  opcoes: p.opcoes ?? [],
  rotulos: p.rotulos && p.rotulos.length > 0 ? p.rotulos : [...ROTULOS_ESCALA_PADRAO],
});

export function aplicadaDoFluxo(a: AplicadaDaApi): {
  aplicada: AplicadaDoFluxo;
  respostas: Respostas;
  versao: number;
} {
  return {
    aplicada: {
      id: a.id,
      titulo: a.titulo,
      descricao: a.descricao ?? null,
      tipo: a.tipo,
      aprendiz: { id: a.aprendizId, nome: a.aprendizNome },
      turma:
        a.turmaId === null ? null : { id: a.turmaId, nome: a.turmaNome ?? `Turma ${a.turmaId}` },
      respondente: a.respondente,
      prazo: a.prazo,
      status: a.status,
      perguntas: a.perguntas.map(perguntaDoFluxo),
    },
    respostas: { ...a.respostas },
    versao: a.versao,
  };
}
