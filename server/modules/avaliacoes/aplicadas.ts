// Applied evaluations (avaliações aplicadas): applying a template to a class or to people (one
// row each, pendente), reading and listing them, saving answers as they are given (em andamento)
// and concluding (every required question answered, then locked). Each write and its audit row
// share one transaction; every write names the versao it was based on.
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  alocacoes,
  aprendizes,
  avaliacoes,
  avaliacoesAplicadas,
  supervisores,
  turmas,
} from '../../db/schema';
import {
  camposPreenchidos,
  mudarEAuditar,
  registrarAuditoria,
  type AcaoAuditoria,
  type Diferencas,
} from '../../shared/auditoria';
import { versaoDesatualizada } from '../../shared/concorrencia';
import { daAvaliacaoAplicadaNoEscopo, type Escopo } from '../../shared/escopo';
import type { Executor } from '../../shared/executor';
import { busca, normalizada, ordenacao, pagina } from '../../shared/lista';
import { invalido, problema } from '../../shared/problem';
import { texto, textoLivre } from '../../shared/texto';
import type { LinhaLida } from '../../shared/registro';
import type { AoAplicarAvaliacao, UsuarioAutenticado } from '../../tipos-fastify';
import { dataLocal } from '../../../src/shared/validation/datas';
import {
  atrasada,
  erroDaResposta,
  MENSAGENS_AVALIACAO as M,
  obrigatoriasSemResposta,
  respondida,
  type ValorResposta,
} from '../../../src/shared/validation/avaliacoes';
import type {
  Aplicacao,
  AvaliacaoAplicadaResposta,
  ConsultaAplicadas,
  SalvarRespostas,
} from './esquemas';

export const lerAplicadas = (executor: Executor) =>
  executor
    .select({
      id: avaliacoesAplicadas.id,
      avaliacaoId: avaliacoesAplicadas.avaliacaoId,
      titulo: avaliacoes.titulo,
      descricao: avaliacoes.descricao,
      tipo: avaliacoes.tipo,
      perguntas: avaliacoes.perguntas,
      aprendizId: avaliacoesAplicadas.aprendizId,
      aprendizNome: aprendizes.nome,
      aprendizNomeSocial: aprendizes.nomeSocial,
      turmaId: avaliacoesAplicadas.turmaId,
      turmaCodigo: turmas.codigo,
      turmaNome: turmas.nome,
      respondenteNome: avaliacoesAplicadas.respondenteNome,
      respondentePapel: avaliacoesAplicadas.respondentePapel,
      data: avaliacoesAplicadas.data,
      prazo: avaliacoesAplicadas.prazo,
      status: avaliacoesAplicadas.status,
      respostas: avaliacoesAplicadas.respostas,
      concluidaEm: avaliacoesAplicadas.concluidaEm,
      supervisorNome: supervisores.nome,
      criadoEm: avaliacoesAplicadas.criadoEm,
      atualizadoEm: avaliacoesAplicadas.atualizadoEm,
      versao: avaliacoesAplicadas.versao,
    })
    .from(avaliacoesAplicadas)
    .innerJoin(avaliacoes, eq(avaliacoes.id, avaliacoesAplicadas.avaliacaoId))
    .innerJoin(aprendizes, eq(aprendizes.id, avaliacoesAplicadas.aprendizId))
    .leftJoin(turmas, eq(turmas.id, avaliacoesAplicadas.turmaId))
    .leftJoin(supervisores, eq(supervisores.id, avaliacoesAplicadas.supervisorId));

export type LinhaAplicada = LinhaLida<typeof lerAplicadas>;

export function paraAplicada(l: LinhaAplicada, hoje: string): AvaliacaoAplicadaResposta {
  const respostas = l.perguntas
    .filter((p) => respondida(l.respostas[String(p.id)]))
    .map((p) => ({ perguntaId: p.id, valor: l.respostas[String(p.id)] as ValorResposta }));
  const proxima = l.perguntas.find((p) => !respondida(l.respostas[String(p.id)]));
  return {
    id: l.id,
    avaliacaoId: l.avaliacaoId,
    avaliacao: { id: l.avaliacaoId, titulo: l.titulo, descricao: l.descricao, tipo: l.tipo },
    perguntas: l.perguntas,
    aprendiz: { id: l.aprendizId, nome: l.aprendizNome, nomeSocial: l.aprendizNomeSocial },
    turma:
      l.turmaId === null || l.turmaCodigo === null || l.turmaNome === null
        ? null
        : { id: l.turmaId, codigo: l.turmaCodigo, nome: l.turmaNome },
    respondente: { nome: l.respondenteNome, papel: l.respondentePapel },
    data: l.data,
    prazo: l.prazo,
    status: l.status,
    atrasada: atrasada(l.prazo, l.status, hoje),
    respostas,
    respondidas: respostas.length,
    totalPerguntas: l.perguntas.length,
    proximaPergunta: proxima?.id ?? null,
    concluidaEm: l.concluidaEm,
    respondidaPeloSupervisor: l.supervisorNome,
    criadoEm: l.criadoEm,
    atualizadoEm: l.atualizadoEm,
    versao: l.versao,
  };
}

export async function aplicadaExistente(executor: Executor, id: number): Promise<LinhaAplicada> {
  const [linha] = await lerAplicadas(executor).where(eq(avaliacoesAplicadas.id, id));
  if (!linha) throw problema(404, M.aplicadaNaoEncontrada);
  return linha;
}

const ORDENS = {
  prazo: avaliacoesAplicadas.prazo,
  data: avaliacoesAplicadas.data,
  aprendiz: normalizada(aprendizes.nome),
  status: avaliacoesAplicadas.status,
};

export async function listarAplicadas(
  db: Executor,
  consulta: ConsultaAplicadas,
  hoje: string,
  escopo: Escopo,
) {
  const onde = and(
    daAvaliacaoAplicadaNoEscopo(escopo),
    consulta.avaliacaoId === undefined
      ? undefined
      : eq(avaliacoesAplicadas.avaliacaoId, consulta.avaliacaoId),
    consulta.turmaId === undefined ? undefined : eq(avaliacoesAplicadas.turmaId, consulta.turmaId),
    consulta.aprendizId === undefined
      ? undefined
      : eq(avaliacoesAplicadas.aprendizId, consulta.aprendizId),
    consulta.status === undefined ? undefined : eq(avaliacoesAplicadas.status, consulta.status),
    consulta.atrasada === 'true'
      ? sql`${avaliacoesAplicadas.status} <> 'concluida' AND ${avaliacoesAplicadas.prazo} < ${hoje}`
      : consulta.atrasada === 'false'
        ? sql`(${avaliacoesAplicadas.status} = 'concluida' OR ${avaliacoesAplicadas.prazo} >= ${hoje})`
        : undefined,
    // ativo filters by the template's; by default every applied one (an inactive template's too:
    // what was answered stays on the apprentice's page).
    consulta.ativo === undefined || consulta.ativo === 'todos'
      ? undefined
      : eq(avaliacoes.ativo, consulta.ativo === 'true'),
    busca(consulta.q, [aprendizes.nome, avaliacoes.titulo, avaliacoesAplicadas.respondenteNome]),
  );
  const { page, pageSize, limit, offset } = pagina(consulta);
  const [linhas, [total]] = await Promise.all([
    lerAplicadas(db)
      .where(onde)
      .orderBy(...ordenacao(consulta.sort, ORDENS, 'prazo', avaliacoesAplicadas.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(avaliacoesAplicadas)
      .innerJoin(avaliacoes, eq(avaliacoes.id, avaliacoesAplicadas.avaliacaoId))
      .innerJoin(aprendizes, eq(aprendizes.id, avaliacoesAplicadas.aprendizId))
      .where(onde),
  ]);
  return { data: linhas.map((l) => paraAplicada(l, hoje)), total: total?.n ?? 0, page, pageSize };
}

/** Who the application is for: the class's apprentices now, or the ones named (with their class). */
async function destinatarios(
  tx: Executor,
  corpo: Aplicacao,
  hoje: string,
): Promise<{ aprendizId: number; turmaId: number | null }[]> {
  const aberta = and(
    sql`${alocacoes.dataInicio} <= ${hoje}`,
    sql`(${alocacoes.dataFim} IS NULL OR ${alocacoes.dataFim} >= ${hoje})`,
  );
  if (corpo.turmaId !== undefined) {
    const [t] = await tx
      .select({ id: turmas.id })
      .from(turmas)
      .where(and(eq(turmas.id, corpo.turmaId), eq(turmas.ativo, true)));
    if (!t) throw problema(404, M.turmaNaoEncontrada);
    const pessoas = await tx
      .select({ aprendizId: alocacoes.aprendizId })
      .from(alocacoes)
      .innerJoin(aprendizes, eq(aprendizes.id, alocacoes.aprendizId))
      .where(and(eq(alocacoes.turmaId, t.id), aberta, eq(aprendizes.ativo, true)))
      .groupBy(alocacoes.aprendizId)
      .orderBy(alocacoes.aprendizId);
    if (pessoas.length === 0) throw problema(422, M.turmaVazia, { turmaId: M.turmaVazia });
    return pessoas.map((p) => ({ aprendizId: p.aprendizId, turmaId: t.id }));
  }
  const ids = corpo.aprendizIds ?? [];
  const erros: Record<string, string> = {};
  const vistos = new Set<number>();
  ids.forEach((id, i) => {
    if (vistos.has(id)) erros[`aprendizIds.${i}`] = M.aprendizRepetido;
    vistos.add(id);
  });
  const existentes = new Map(
    (
      await tx
        .select({ id: aprendizes.id, turmaId: alocacoes.turmaId })
        .from(aprendizes)
        .leftJoin(
          alocacoes,
          and(eq(alocacoes.aprendizId, aprendizes.id), isNull(alocacoes.dataFim)),
        )
        .where(and(inArray(aprendizes.id, ids), eq(aprendizes.ativo, true)))
    ).map((a) => [a.id, a.turmaId]),
  );
  ids.forEach((id, i) => {
    if (!existentes.has(id)) erros[`aprendizIds.${i}`] = M.aprendizInexistente;
  });
  if (Object.keys(erros).length > 0) throw invalido(erros);
  return ids.map((id) => ({ aprendizId: id, turmaId: existentes.get(id) ?? null }));
}

export async function aplicar(
  app: FastifyInstance,
  ator: UsuarioAutenticado,
  avaliacaoId: number,
  corpo: Aplicacao,
  aoAplicar?: AoAplicarAvaliacao,
) {
  const hoje = dataLocal(app.agora());
  const erros: Record<string, string> = {};
  if ((corpo.turmaId === undefined) === (corpo.aprendizIds === undefined)) {
    erros.turmaId = M.informeTurmaOuAprendizes;
  }
  const nome = texto(corpo.respondente.nome);
  const papel = texto(corpo.respondente.papel);
  if (!nome) erros['respondente.nome'] = M.informeRespondente;
  if (!papel) erros['respondente.papel'] = M.informePapel;
  if (corpo.prazo < hoje) erros.prazo = M.prazoPassado;
  if (Object.keys(erros).length > 0) throw invalido(erros);

  const ids = await app.db.transaction(async (tx) => {
    // The template row is shared-locked: its questions cannot change while it is being applied.
    const [modelo] = await tx
      .select({
        id: avaliacoes.id,
        ativo: avaliacoes.ativo,
        titulo: avaliacoes.titulo,
        tipo: avaliacoes.tipo,
      })
      .from(avaliacoes)
      .where(eq(avaliacoes.id, avaliacaoId))
      .for('share');
    if (!modelo) throw problema(404, M.naoEncontrada);
    if (!modelo.ativo) throw problema(422, M.inativa);
    const pessoas = await destinatarios(tx, corpo, hoje);
    const criadas = await tx
      .insert(avaliacoesAplicadas)
      .values(
        pessoas.map((p) => ({
          avaliacaoId,
          aprendizId: p.aprendizId,
          turmaId: p.turmaId,
          respondenteNome: nome ?? '',
          respondentePapel: papel ?? '',
          prazo: corpo.prazo,
          data: hoje,
          respostas: {},
        })),
      )
      .returning({ id: avaliacoesAplicadas.id, aprendizId: avaliacoesAplicadas.aprendizId });
    await aoAplicar?.(tx, {
      tipo: modelo.tipo,
      prazo: corpo.prazo,
      hoje,
      agora: app.agora(),
      criadas,
    });
    await registrarAuditoria(tx, {
      usuarioId: ator.id,
      acao: 'aplicar',
      entidade: 'avaliacao',
      entidadeId: avaliacaoId,
      campos: camposPreenchidos({
        aplicadas: criadas.map((c) => c.id),
        turmaId: corpo.turmaId ?? null,
        respondente: `${nome} (${papel})`,
        prazo: corpo.prazo,
      }),
    });
    return criadas.map((c) => c.id);
  });
  const linhas = await lerAplicadas(app.db)
    .where(inArray(avaliacoesAplicadas.id, ids))
    .orderBy(normalizada(aprendizes.nome), asc(avaliacoesAplicadas.id));
  return { data: linhas.map((l) => paraAplicada(l, hoje)), total: linhas.length };
}

/** Answers saved by someone else since they were read (its own words: answers, not a record). */
const respostasDesatualizadas = () =>
  problema(409, M.respostasDeOutro, undefined, { tipo: '/problemas/versao-desatualizada' });

/** The row locked for a write, 404 / 409 (concluded) before anything else. */
async function paraEscrever(tx: Executor, id: number): Promise<LinhaAplicada> {
  await tx.execute(sql`SELECT id FROM avaliacoes_aplicadas WHERE id = ${id} FOR UPDATE`);
  const linha = await aplicadaExistente(tx, id);
  if (linha.status === 'concluida') {
    throw problema(409, M.concluida, undefined, { tipo: '/problemas/avaliacao-concluida' });
  }
  return linha;
}

const mesmoValor = (a: ValorResposta | null | undefined, b: ValorResposta | null | undefined) =>
  (respondida(a) ? a : null) === (respondida(b) ? b : null);

/** What a change to an applied evaluation writes: its columns, and the audit's action and fields. */
interface Mudanca {
  valores: Partial<typeof avaliacoesAplicadas.$inferInsert>;
  acao: AcaoAuditoria;
  campos: Diferencas;
}

/**
 * Who writes answers: a signed-in user, or a unit's supervisor through the partner portal (issue
 * 36: no user; the evaluation then records which supervisor answered it, for the staff to see).
 */
export type AutorResposta =
  | { usuarioId: number; supervisor?: undefined }
  | { usuarioId: null; supervisor: { id: number; nome: string } };

export const autorUsuario = (usuario: UsuarioAutenticado): AutorResposta => ({
  usuarioId: usuario.id,
});

/**
 * One change to an applied evaluation, under its row lock: `mudar` checks the stored one and says
 * what to write (nothing: it stays as it is), written with its audit row; the answer is the
 * evaluation as read afterwards.
 */
async function mudarAplicada(
  app: FastifyInstance,
  autor: AutorResposta,
  id: number,
  mudar: (atual: LinhaAplicada, agora: Date) => Mudanca | undefined,
) {
  const hoje = dataLocal(app.agora());
  await app.db.transaction(async (tx) => {
    const atual = await paraEscrever(tx, id);
    const agora = app.agora();
    const mudanca = mudar(atual, agora);
    if (!mudanca) return;
    const pelo = autor.supervisor;
    await mudarEAuditar(
      tx,
      avaliacoesAplicadas,
      [{ id }],
      pelo ? { ...mudanca.valores, supervisorId: pelo.id } : mudanca.valores,
      { usuarioId: autor.usuarioId, agora },
      {
        acao: mudanca.acao,
        entidade: 'avaliacao-aplicada',
        campos: () =>
          pelo && atual.supervisorNome !== pelo.nome
            ? {
                ...mudanca.campos,
                respondidaPeloSupervisor: { de: atual.supervisorNome, para: pelo.nome },
              }
            : mudanca.campos,
      },
    );
  });
  return paraAplicada(await aplicadaExistente(app.db, id), hoje);
}

/**
 * PUT …/respostas: the answers sent are written (null clears one), the others stay. A save that
 * repeats what is stored answers 200 with nothing changed even when its versao is old, so a save
 * retried after its answer was lost does not turn into a conflict.
 */
export const salvarRespostas = (
  app: FastifyInstance,
  autor: AutorResposta,
  id: number,
  corpo: SalvarRespostas,
) =>
  mudarAplicada(app, autor, id, (atual) => {
    const perguntas = new Map(atual.perguntas.map((p) => [p.id, p]));
    const erros: Record<string, string> = {};
    const novas = new Map(Object.entries(atual.respostas));
    const campos: Diferencas = {};
    corpo.respostas.forEach((r, i) => {
      const p = perguntas.get(r.perguntaId);
      if (!p) {
        erros[`respostas.${i}.perguntaId`] = M.perguntaInexistente;
        return;
      }
      const valor =
        typeof r.valor === 'string' && p.tipo === 'texto' ? textoLivre(r.valor) : r.valor;
      const chave = String(p.id);
      if (valor === null) novas.delete(chave);
      else {
        const erro = erroDaResposta(p, valor);
        if (erro) erros[`respostas.${i}.valor`] = erro;
        else novas.set(chave, valor);
      }
      if (!mesmoValor(atual.respostas[chave], novas.get(chave))) {
        campos[`pergunta ${p.id}`] = {
          de: atual.respostas[chave] ?? null,
          para: novas.get(chave) ?? null,
        };
      }
    });
    if (Object.keys(erros).length > 0) throw invalido(erros);
    if (Object.keys(campos).length === 0) return undefined;
    if (corpo.versao !== atual.versao) throw respostasDesatualizadas();
    return {
      valores: { respostas: Object.fromEntries(novas), status: 'em andamento' },
      acao: 'responder',
      campos:
        atual.status === 'pendente'
          ? { ...campos, status: { de: 'pendente', para: 'em andamento' } }
          : campos,
    };
  });

/** POST …/concluir: 400 naming every required question left, else locked as concluída. */
export const concluir = (app: FastifyInstance, autor: AutorResposta, id: number, versao: number) =>
  mudarAplicada(app, autor, id, (atual, agora) => {
    if (versao !== atual.versao) throw versaoDesatualizada();
    const faltam = obrigatoriasSemResposta(atual.perguntas, atual.respostas);
    if (faltam.length > 0) {
      const numero = new Map(atual.perguntas.map((p, i) => [p.id, i + 1]));
      throw problema(
        400,
        M.faltamObrigatorias(
          faltam.map((p) => ({ numero: numero.get(p.id) ?? p.id, enunciado: p.enunciado })),
        ),
        Object.fromEntries(faltam.map((p) => [`respostas.${p.id}`, M.respostaObrigatoria])),
        { tipo: '/problemas/respostas-obrigatorias' },
      );
    }
    return {
      valores: { status: 'concluida', concluidaEm: agora },
      acao: 'concluir',
      campos: { status: { de: atual.status, para: 'concluida' } },
    };
  });
