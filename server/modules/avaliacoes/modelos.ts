// The evaluation template (avaliação) as an audited record: título, descrição, tipo and its ordered
// questions. Once applied its questions are frozen (409; duplicate it instead); título and
// descrição may still change. DELETE inactivates: an inactive template is not applied again, the
// evaluations already applied stay as they are.
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { avaliacoes, avaliacoesAplicadas } from '../../db/schema';
import { camposCriados, registrarAuditoria } from '../../shared/auditoria';
import type { Executor } from '../../shared/executor';
import { versionados } from '../../shared/esquemas';
import { invalido, problema } from '../../shared/problem';
import { respostaDaLinha, valoresDosCampos } from '../../shared/campos';
import { definirRegistro, type LinhaLida, type Preparado } from '../../shared/registro';
import { texto } from '../../shared/texto';
import { normalizada } from '../../shared/lista';
import type { UsuarioAutenticado } from '../../tipos-fastify';
import {
  CAMPOS_AVALIACAO,
  MENSAGENS_AVALIACAO as M,
  ROTULOS_ESCALA_PADRAO,
  TITULO_MAXIMO,
  validarAvaliacao,
  type PerguntaAvaliacao,
} from '../../../src/shared/validation/avaliacoes';
import { hojeSql } from './comum';
import type { AvaliacaoResposta, ConsultaAvaliacoes, CorpoAvaliacao } from './esquemas';

const contagem = (filtro: ReturnType<typeof sql>) =>
  sql<number>`(SELECT count(*) FROM avaliacoes_aplicadas a
               WHERE a.avaliacao_id = "avaliacoes"."id" AND ${filtro})::int`.mapWith(Number);

export const lerAvaliacoes = (executor: Executor) =>
  executor
    .select({
      ...getTableColumns(avaliacoes),
      aplicadas: contagem(sql`true`),
      pendentes: contagem(sql`a.status = 'pendente'`),
      emAndamento: contagem(sql`a.status = 'em andamento'`),
      concluidas: contagem(sql`a.status = 'concluida'`),
      atrasadas: contagem(sql`a.status <> 'concluida' AND a.prazo < ${hojeSql}`),
    })
    .from(avaliacoes);

export type LinhaAvaliacao = LinhaLida<typeof lerAvaliacoes>;

export const paraAvaliacao = (l: LinhaAvaliacao): AvaliacaoResposta => ({
  id: l.id,
  ...respostaDaLinha(CAMPOS_AVALIACAO, l),
  tipo: l.tipo,
  perguntas: l.perguntas,
  perguntasTravadas: l.aplicadas > 0,
  contagens: {
    aplicadas: l.aplicadas,
    pendentes: l.pendentes,
    emAndamento: l.emAndamento,
    concluidas: l.concluidas,
    atrasadas: l.atrasadas,
  },
  ativo: l.ativo,
  ...versionados(l),
});

/** The body's questions as stored (ids 1, 2, 3… in order): every wrong field in one 400. */
export function prepararPerguntas(
  entrada: CorpoAvaliacao['perguntas'],
  erros: Record<string, string>,
): PerguntaAvaliacao[] {
  if (entrada.length === 0) erros.perguntas = M.informePerguntas;
  return entrada.map((p, i): PerguntaAvaliacao => {
    const enunciado = texto(p.enunciado);
    if (!enunciado) erros[`perguntas.${i}.enunciado`] = M.informeEnunciado;
    const base = {
      id: i + 1,
      enunciado: enunciado ?? '',
      tipo: p.tipo,
      obrigatoria: p.obrigatoria ?? true,
    };
    if (p.tipo === 'escala') {
      const rotulos = (p.rotulos ?? ROTULOS_ESCALA_PADRAO).map((r) => texto(r) ?? '');
      if (rotulos.some((r) => r === '')) erros[`perguntas.${i}.rotulos`] = M.rotulosInvalidos;
      return { ...base, rotulos };
    }
    if (p.tipo === 'multipla') {
      const opcoes = (p.opcoes ?? []).map((o) => texto(o) ?? '');
      if (opcoes.some((o) => o === '')) erros[`perguntas.${i}.opcoes`] = M.opcaoVazia;
      else if (opcoes.length < 2) erros[`perguntas.${i}.opcoes`] = M.informeOpcoes;
      else if (new Set(opcoes.map((o) => o.toLocaleLowerCase('pt-BR'))).size !== opcoes.length) {
        erros[`perguntas.${i}.opcoes`] = M.opcaoRepetida;
      }
      return { ...base, opcoes };
    }
    return base;
  });
}

/** The declared rules (CAMPOS_AVALIACAO) and the questions' (every wrong field in one 400). */
function prepararAvaliacao(corpo: CorpoAvaliacao) {
  const erros = validarAvaliacao(corpo);
  const perguntas = prepararPerguntas(corpo.perguntas, erros);
  if (Object.keys(erros).length > 0) throw invalido(erros);
  return { ...valoresDosCampos(CAMPOS_AVALIACAO, corpo), tipo: corpo.tipo, perguntas };
}

/** JSON with sorted keys: jsonb keeps an object's keys in its own order. */
function canonico(valor: unknown): string {
  return JSON.stringify(valor, (_chave, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

/** 409 when the stored questions differ from `perguntas` and the template has been applied. */
async function conferirTravamento(tx: Executor, id: number, perguntas: unknown): Promise<void> {
  const [linha] = await tx
    .select({ perguntas: avaliacoes.perguntas })
    .from(avaliacoes)
    .where(eq(avaliacoes.id, id))
    .for('update');
  if (!linha) return;
  const [aplicada] = await tx
    .select({ id: avaliacoesAplicadas.id })
    .from(avaliacoesAplicadas)
    .where(eq(avaliacoesAplicadas.avaliacaoId, id))
    .limit(1);
  if (!aplicada) return;
  if (canonico(linha.perguntas) !== canonico(perguntas)) {
    throw problema(
      409,
      M.perguntasTravadas,
      { perguntas: M.perguntasTravadas },
      {
        tipo: '/problemas/avaliacao-aplicada',
      },
    );
  }
}

export const avaliacao = definirRegistro<
  LinhaAvaliacao,
  AvaliacaoResposta,
  ConsultaAvaliacoes,
  CorpoAvaliacao,
  Preparado<typeof prepararAvaliacao>
>({
  tabela: avaliacoes,
  entidade: 'avaliacao',
  naoEncontrado: M.naoEncontrada,
  ler: lerAvaliacoes,
  resposta: paraAvaliacao,
  preparar: (_app, corpo) => prepararAvaliacao(corpo),
  validar: async (tx, valores, idAtual) => {
    if (idAtual !== undefined) await conferirTravamento(tx, idAtual, valores.perguntas);
  },
  lista: {
    filtros: (c) => [c.tipo ? sql`${avaliacoes.tipo} = ${c.tipo}` : undefined],
    busca: { textos: [avaliacoes.titulo, avaliacoes.descricao] },
    ordenacoes: {
      titulo: normalizada(avaliacoes.titulo),
      tipo: avaliacoes.tipo,
      criadoEm: avaliacoes.criadoEm,
    },
    ordenacaoPadrao: 'titulo',
  },
});

/** POST /api/avaliacoes/{id}/duplicar: a new active template with the same questions. */
export async function duplicarAvaliacao(
  app: FastifyInstance,
  ator: UsuarioAutenticado,
  id: number,
): Promise<LinhaAvaliacao> {
  return app.db.transaction(async (tx) => {
    const origem = await avaliacao.existente(tx, id);
    const sufixo = ' (cópia)';
    const titulo = `${origem.titulo.slice(0, TITULO_MAXIMO - sufixo.length)}${sufixo}`;
    const [nova] = await tx
      .insert(avaliacoes)
      .values({
        titulo,
        descricao: origem.descricao,
        tipo: origem.tipo,
        perguntas: origem.perguntas,
      })
      .returning({ id: avaliacoes.id });
    if (!nova) throw new Error('INSERT de avaliacao não devolveu o id');
    const linha = await avaliacao.existente(tx, nova.id);
    await registrarAuditoria(tx, {
      usuarioId: ator.id,
      acao: 'duplicar',
      entidade: 'avaliacao',
      entidadeId: nova.id,
      campos: { ...camposCriados({ titulo, tipo: origem.tipo }), origem: { de: null, para: id } },
    });
    return linha;
  });
}
