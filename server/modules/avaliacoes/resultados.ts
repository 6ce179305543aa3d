// GET /api/avaliacoes/{id}/resultados: per question, over the concluded evaluations (of one class
// when asked): how many answered, the distribution of a scale's 1…5 or a choice's options (every
// value, also those nobody picked) with the scale's mean, and the written answers of a text.
import { and, eq } from 'drizzle-orm';
import { aprendizes, avaliacoesAplicadas, turmas } from '../../db/schema';
import { daAvaliacaoAplicadaNoEscopo, type Escopo } from '../../shared/escopo';
import type { Executor } from '../../shared/executor';
import { problema } from '../../shared/problem';
import { MENSAGENS_AVALIACAO as M, respondida } from '../../../src/shared/validation/avaliacoes';
import { avaliacao } from './modelos';
import type { ResultadosResposta } from './esquemas';

const umaCasa = (n: number) => Math.round(n * 10) / 10;

export async function resultadosDaAvaliacao(
  executor: Executor,
  id: number,
  turmaId: number | undefined,
  escopo: Escopo,
): Promise<ResultadosResposta> {
  const modelo = await avaliacao.existente(executor, id);
  let turma: ResultadosResposta['turma'] = null;
  if (turmaId !== undefined) {
    const [t] = await executor
      .select({ id: turmas.id, codigo: turmas.codigo, nome: turmas.nome })
      .from(turmas)
      .where(eq(turmas.id, turmaId));
    if (!t) throw problema(404, M.turmaNaoEncontrada);
    turma = t;
  }
  const aplicadas = await executor
    .select({
      id: avaliacoesAplicadas.id,
      status: avaliacoesAplicadas.status,
      respostas: avaliacoesAplicadas.respostas,
      aprendiz: aprendizes.nome,
    })
    .from(avaliacoesAplicadas)
    .innerJoin(aprendizes, eq(aprendizes.id, avaliacoesAplicadas.aprendizId))
    .where(
      and(
        eq(avaliacoesAplicadas.avaliacaoId, id),
        daAvaliacaoAplicadaNoEscopo(escopo),
        turmaId === undefined ? undefined : eq(avaliacoesAplicadas.turmaId, turmaId),
      ),
    )
    .orderBy(avaliacoesAplicadas.id);
  const concluidas = aplicadas.filter((a) => a.status === 'concluida');
  return {
    avaliacao: { id: modelo.id, titulo: modelo.titulo, tipo: modelo.tipo },
    turma,
    aplicadas: aplicadas.length,
    concluidas: concluidas.length,
    perguntas: modelo.perguntas.map((p) => {
      const chave = String(p.id);
      const dadas = concluidas.filter((a) => respondida(a.respostas[chave]));
      const valores =
        p.tipo === 'escala'
          ? (p.rotulos ?? []).map((rotulo, i) => ({ valor: String(i + 1), rotulo }))
          : p.tipo === 'multipla'
            ? (p.opcoes ?? []).map((o) => ({ valor: o, rotulo: o }))
            : [];
      const distribuicao = valores.map((v) => {
        const quantidade = dadas.filter((a) => String(a.respostas[chave]) === v.valor).length;
        return {
          ...v,
          quantidade,
          percentual: dadas.length === 0 ? 0 : umaCasa((quantidade * 100) / dadas.length),
        };
      });
      const notas = p.tipo === 'escala' ? dadas.map((a) => Number(a.respostas[chave])) : [];
      return {
        id: p.id,
        enunciado: p.enunciado,
        tipo: p.tipo,
        obrigatoria: p.obrigatoria,
        respostas: dadas.length,
        distribuicao,
        media:
          notas.length === 0
            ? null
            : Math.round((notas.reduce((s, n) => s + n, 0) / notas.length) * 100) / 100,
        textos:
          p.tipo === 'texto'
            ? dadas.map((a) => ({
                aplicadaId: a.id,
                aprendiz: a.aprendiz,
                texto: String(a.respostas[chave]),
              }))
            : [],
      };
    }),
  };
}
