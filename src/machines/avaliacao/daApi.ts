// The applied evaluation as GET /api/avaliacoes-aplicadas/{id} answers it (the AvaliacaoAplicada
// component), read into the flow's plain data, and the answers as PUT .../respostas takes them.
// The only place that knows the API's shape: the machine and the screen read the flow.
import { ROTULOS_ESCALA_PADRAO, type PerguntaAvaliacao } from '../../shared/validation/avaliacoes';
import type { AvaliacaoAplicada } from '../../store/generated/avaliacoes.generated';
import type { AplicadaDoFluxo, PerguntaDoFluxo, Respostas } from './tipos';

/** The part of the generated AvaliacaoAplicada the flow reads. */
export type AplicadaDaApi = Pick<
  AvaliacaoAplicada,
  | 'id'
  | 'avaliacaoId'
  | 'avaliacao'
  | 'perguntas'
  | 'aprendiz'
  | 'turma'
  | 'respondente'
  | 'prazo'
  | 'status'
  | 'respostas'
  | 'versao'
>;

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
      titulo: a.avaliacao.titulo,
      descricao: a.avaliacao.descricao || null,
      tipo: a.avaliacao.tipo,
      // The social name, when the person has one, is the name they are called by.
      aprendiz: { id: a.aprendiz.id, nome: a.aprendiz.nomeSocial ?? a.aprendiz.nome },
      turma: a.turma ? { id: a.turma.id, nome: `${a.turma.codigo} · ${a.turma.nome}` } : null,
      respondente: a.respondente,
      prazo: a.prazo,
      status: a.status,
      perguntas: a.perguntas.map(perguntaDoFluxo),
    },
    respostas: Object.fromEntries(a.respostas.map((r) => [String(r.perguntaId), r.valor])),
    versao: a.versao,
  };
}

/** PUT .../respostas: only the answers given (null clears one); the others stay as they are. */
export const corpoDasRespostas = (enviadas: Respostas, versao: number) => ({
  respostas: Object.keys(enviadas).map((id) => ({
    perguntaId: Number(id),
    valor: enviadas[id] ?? null,
  })),
  versao,
});
