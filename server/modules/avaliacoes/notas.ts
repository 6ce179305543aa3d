// Grades (notas): a class's grid for one discipline of its plan and one bimester (read and saved
// whole, with versao), one apprentice's grades in every class × discipline × bimester, and the
// search across classes (consulta-notas). A grade is 0–10 with one decimal or a conceito (its
// range's middle is the number). Who may write: like attendance, an educator only for the classes
// they lead (usuarios.educador_id); nobody for a bimester that has not begun.
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  alocacoes,
  aprendizes,
  conceitos,
  cursos,
  curriculoItens,
  disciplinas,
  educadores,
  modulos,
  notas,
  notasLancamentos,
  turmas,
  usuarios,
} from '../../db/schema';
import { registrarAuditoria, type Diferencas } from '../../shared/auditoria';
import { codigoErroBanco, VIOLACAO_UNICIDADE } from '../../shared/erros-banco';
import type { Executor } from '../../shared/executor';
import { busca, ordenacao, pagina } from '../../shared/lista';
import { invalido, problema } from '../../shared/problem';
import type { UsuarioAutenticado } from '../../tipos-fastify';
import { dataLocal } from '../../../src/shared/validation/datas';
import {
  conceitoDaNota,
  MEDIA_MINIMA,
  MENSAGENS_NOTAS as M,
  notaDoConceito,
  notaValida,
  periodosDaTurma,
  type ConceitoFaixa,
} from '../../../src/shared/validation/avaliacoes';
import type {
  ConsultaBuscaNotas,
  ConsultaNotas,
  LinhaNotaResposta,
  NotasResposta,
  SalvarNotas,
} from './schemas-notas';

/**
 * The educator record of a user whose role is educador (undefined for every other role), as
 * attendance reads it (server/modules/frequencia/permissao.ts): grades follow the same rule.
 */
async function educadorDoUsuario(
  executor: Executor,
  usuario: UsuarioAutenticado,
): Promise<number | null | undefined> {
  if (usuario.funcao !== 'educador') return undefined;
  const [linha] = await executor
    .select({ educadorId: usuarios.educadorId })
    .from(usuarios)
    .where(eq(usuarios.id, usuario.id));
  return linha?.educadorId ?? null;
}

// ---- What grades, report cards and the PDF read ----------------------------------------------

export async function turmaDasNotas(executor: Executor, id: number) {
  const [t] = await executor
    .select({
      id: turmas.id,
      codigo: turmas.codigo,
      nome: turmas.nome,
      dataInicio: turmas.dataInicio,
      dataFim: turmas.dataFim,
      status: turmas.status,
      planoId: turmas.planoId,
      educadorId: turmas.educadorId,
      educadorNome: educadores.nome,
      cursoNome: cursos.nome,
    })
    .from(turmas)
    .leftJoin(educadores, eq(educadores.id, turmas.educadorId))
    .leftJoin(cursos, eq(cursos.id, turmas.cursoId))
    .where(eq(turmas.id, id));
  if (!t) throw problema(404, M.turmaNaoEncontrada);
  return t;
}
export type TurmaDasNotas = Awaited<ReturnType<typeof turmaDasNotas>>;

export const resumoTurma = (t: Pick<TurmaDasNotas, 'id' | 'codigo' | 'nome'>) => ({
  id: t.id,
  codigo: t.codigo,
  nome: t.nome,
});

/** The disciplines of a plan in its order, with their module and hours. */
export async function disciplinasDoPlano(executor: Executor, planoId: number | null) {
  if (planoId === null) return [];
  return executor
    .select({
      id: disciplinas.id,
      nome: disciplinas.nome,
      modulo: modulos.nome,
      cargaHoraria: curriculoItens.cargaHoraria,
    })
    .from(curriculoItens)
    .innerJoin(disciplinas, eq(disciplinas.id, curriculoItens.disciplinaId))
    .leftJoin(modulos, eq(modulos.id, disciplinas.moduloId))
    .where(eq(curriculoItens.planoId, planoId))
    .orderBy(asc(curriculoItens.ordem), asc(disciplinas.id));
}

/** The conceito shown beside a grade: the one it was given as, else the one whose range holds it. */
export function conceitoDe(
  valor: number | null,
  conceitoId: number | null,
  lista: readonly ConceitoFaixa[],
  todos: ReadonlyMap<number, ConceitoFaixa>,
) {
  const c =
    conceitoId !== null
      ? todos.get(conceitoId)
      : valor === null
        ? undefined
        : conceitoDaNota(valor, lista);
  return c ? { id: c.id, sigla: c.sigla, descricao: c.descricao } : null;
}

/** Every conceito by id (inactive ones too: a grade given as one keeps showing it). */
export async function conceitosPorId(executor: Executor) {
  const linhas = await executor
    .select({
      id: conceitos.id,
      sigla: conceitos.sigla,
      descricao: conceitos.descricao,
      notaMinima: conceitos.notaMinima,
      notaMaxima: conceitos.notaMaxima,
      ativo: conceitos.ativo,
    })
    .from(conceitos);
  return {
    todos: new Map(linhas.map((c) => [c.id, c])),
    ativos: linhas.filter((c) => c.ativo).sort((a, b) => b.notaMinima - a.notaMinima),
  };
}

// ---- A class's grid ---------------------------------------------------------------------------

async function conferirDisciplina(executor: Executor, t: TurmaDasNotas, disciplinaId: number) {
  if (t.planoId === null) throw invalido({ disciplinaId: M.turmaSemPlano });
  const [item] = await executor
    .select({ nome: disciplinas.nome })
    .from(curriculoItens)
    .innerJoin(disciplinas, eq(disciplinas.id, curriculoItens.disciplinaId))
    .where(and(eq(curriculoItens.planoId, t.planoId), eq(curriculoItens.disciplinaId, disciplinaId)));
  if (!item) throw invalido({ disciplinaId: M.disciplinaForaDoPlano });
  return { id: disciplinaId, nome: item.nome };
}

const bimestre = (t: TurmaDasNotas, periodo: number) => {
  const p = periodosDaTurma(t.dataInicio, t.dataFim)[periodo - 1];
  if (!p) throw invalido({ periodo: M.periodoInvalido });
  return p;
};

/** The apprentices allocated in the class at some day of [inicio, fim]. */
async function rosterDoBimestre(executor: Executor, turmaId: number, inicio: string, fim: string) {
  return executor
    .select({ id: aprendizes.id, nome: aprendizes.nome, nomeSocial: aprendizes.nomeSocial })
    .from(aprendizes)
    .where(
      sql`${aprendizes.id} IN (SELECT a.aprendiz_id FROM alocacoes a
            WHERE a.turma_id = ${turmaId} AND a.data_inicio <= ${fim}
              AND (a.data_fim IS NULL OR a.data_fim >= ${inicio}))`,
    )
    .orderBy(sql`f_unaccent(lower(${aprendizes.nome}))`, asc(aprendizes.id));
}

async function cabecalho(executor: Executor, turmaId: number, disciplinaId: number, periodo: number) {
  const [l] = await executor
    .select({
      id: notasLancamentos.id,
      versao: notasLancamentos.versao,
      salvoEm: notasLancamentos.salvoEm,
      usuarioId: notasLancamentos.usuarioId,
      usuarioNome: usuarios.nome,
    })
    .from(notasLancamentos)
    .leftJoin(usuarios, eq(usuarios.id, notasLancamentos.usuarioId))
    .where(
      and(
        eq(notasLancamentos.turmaId, turmaId),
        eq(notasLancamentos.disciplinaId, disciplinaId),
        eq(notasLancamentos.periodo, periodo),
      ),
    );
  return l;
}

async function notasDaGrade(executor: Executor, turmaId: number, disciplinaId: number, periodo: number) {
  return executor
    .select({
      aprendizId: notas.aprendizId,
      valor: notas.valor,
      conceitoId: notas.conceitoId,
      nome: aprendizes.nome,
      nomeSocial: aprendizes.nomeSocial,
    })
    .from(notas)
    .innerJoin(aprendizes, eq(aprendizes.id, notas.aprendizId))
    .where(
      and(
        eq(notas.turmaId, turmaId),
        eq(notas.disciplinaId, disciplinaId),
        eq(notas.periodo, periodo),
      ),
    );
}

/** Why the user cannot save this grid now, or null. */
async function bloqueioDeEscrita(
  executor: Executor,
  t: TurmaDasNotas,
  inicio: string,
  usuario: UsuarioAutenticado,
  hoje: string,
): Promise<{ status: 403 | 422; motivo: string } | null> {
  if (!usuario.permissoes.includes('avaliacoes:escrever')) return { status: 403, motivo: M.semPermissao };
  const educadorId = await educadorDoUsuario(executor, usuario);
  if (educadorId === null) return { status: 403, motivo: M.educadorSemVinculo };
  if (educadorId !== undefined && t.educadorId !== educadorId) {
    return { status: 403, motivo: M.educadorOutraTurma };
  }
  if (inicio > hoje) return { status: 422, motivo: M.bimestreFuturo(inicio) };
  return null;
}

export async function gradeDaTurma(
  executor: Executor,
  t: TurmaDasNotas,
  disciplinaId: number,
  periodo: number,
  usuario: UsuarioAutenticado,
  hoje: string,
): Promise<NotasResposta> {
  const disciplina = await conferirDisciplina(executor, t, disciplinaId);
  const { inicio, fim } = bimestre(t, periodo);
  const [roster, gravadas, l, c] = await Promise.all([
    rosterDoBimestre(executor, t.id, inicio, fim),
    notasDaGrade(executor, t.id, disciplinaId, periodo),
    cabecalho(executor, t.id, disciplinaId, periodo),
    conceitosPorId(executor),
  ]);
  const porAprendiz = new Map(gravadas.map((g) => [g.aprendizId, g]));
  const alocados = new Set(roster.map((r) => r.id));
  // Someone with a grade stored who is no longer on the bimester's roster still shows (alocado false).
  const fora = gravadas
    .filter((g) => !alocados.has(g.aprendizId))
    .map((g) => ({ id: g.aprendizId, nome: g.nome, nomeSocial: g.nomeSocial }));
  const turma = resumoTurma(t);
  const bloqueio = await bloqueioDeEscrita(executor, t, inicio, usuario, hoje);
  return {
    turma: {
      ...turma,
      dataInicio: t.dataInicio,
      dataFim: t.dataFim,
      planoId: t.planoId,
      educador:
        t.educadorId === null || t.educadorNome === null
          ? null
          : { id: t.educadorId, nome: t.educadorNome },
    },
    disciplina,
    periodo,
    inicio,
    fim,
    aprendiz: null,
    lancamento: l
      ? {
          versao: l.versao,
          salvoEm: l.salvoEm,
          salvoPor: l.usuarioId === null ? null : { id: l.usuarioId, nome: l.usuarioNome ?? '' },
        }
      : null,
    podeAlterar: bloqueio === null,
    bloqueio: bloqueio?.motivo ?? null,
    linhas: [...roster, ...fora].map((a) => {
      const g = porAprendiz.get(a.id);
      return {
        aprendiz: a,
        turma,
        disciplina,
        periodo,
        valor: g?.valor ?? null,
        conceito: conceitoDe(g?.valor ?? null, g?.conceitoId ?? null, c.ativos, c.todos),
        conceitoInformado: (g?.conceitoId ?? null) !== null,
        alocado: alocados.has(a.id),
      };
    }),
  };
}

// ---- One apprentice's grades ------------------------------------------------------------------

export async function notasDoAprendiz(
  executor: Executor,
  aprendizId: number,
  turmaId: number | undefined,
): Promise<NotasResposta> {
  const [pessoa] = await executor
    .select({ id: aprendizes.id, nome: aprendizes.nome, nomeSocial: aprendizes.nomeSocial })
    .from(aprendizes)
    .where(eq(aprendizes.id, aprendizId));
  if (!pessoa) throw problema(404, M.aprendizNaoEncontrado);
  const turmaIds =
    turmaId !== undefined
      ? [turmaId]
      : (
          await executor
            .select({ turmaId: alocacoes.turmaId, inicio: sql<string>`min(${alocacoes.dataInicio})` })
            .from(alocacoes)
            .where(eq(alocacoes.aprendizId, aprendizId))
            .groupBy(alocacoes.turmaId)
            .orderBy(sql`min(${alocacoes.dataInicio}) DESC`)
        ).map((a) => a.turmaId);
  const c = await conceitosPorId(executor);
  const linhas: LinhaNotaResposta[] = [];
  for (const id of turmaIds) {
    const t = await turmaDasNotas(executor, id);
    const turma = resumoTurma(t);
    const [plano, gravadas] = await Promise.all([
      disciplinasDoPlano(executor, t.planoId),
      executor
        .select({
          disciplinaId: notas.disciplinaId,
          disciplinaNome: disciplinas.nome,
          periodo: notas.periodo,
          valor: notas.valor,
          conceitoId: notas.conceitoId,
        })
        .from(notas)
        .innerJoin(disciplinas, eq(disciplinas.id, notas.disciplinaId))
        .where(and(eq(notas.turmaId, id), eq(notas.aprendizId, aprendizId))),
    ]);
    const chave = (d: number, p: number) => `${d}:${p}`;
    const porChave = new Map(gravadas.map((g) => [chave(g.disciplinaId, g.periodo), g]));
    const lista = [...plano.map((d) => ({ id: d.id, nome: d.nome }))];
    for (const g of gravadas) {
      if (!lista.some((d) => d.id === g.disciplinaId)) lista.push({ id: g.disciplinaId, nome: g.disciplinaNome });
    }
    for (const d of lista) {
      for (const periodo of [1, 2, 3, 4]) {
        const g = porChave.get(chave(d.id, periodo));
        linhas.push({
          aprendiz: pessoa,
          turma,
          disciplina: d,
          periodo,
          valor: g?.valor ?? null,
          conceito: conceitoDe(g?.valor ?? null, g?.conceitoId ?? null, c.ativos, c.todos),
          conceitoInformado: (g?.conceitoId ?? null) !== null,
          alocado: true,
        });
      }
    }
  }
  return {
    turma: null,
    disciplina: null,
    periodo: null,
    inicio: null,
    fim: null,
    aprendiz: { id: pessoa.id, nome: pessoa.nome },
    lancamento: null,
    podeAlterar: false,
    bloqueio: null,
    linhas,
  };
}

export async function lerNotas(
  executor: Executor,
  consulta: ConsultaNotas,
  usuario: UsuarioAutenticado,
  hoje: string,
): Promise<NotasResposta> {
  if (consulta.aprendizId !== undefined) {
    return notasDoAprendiz(executor, consulta.aprendizId, consulta.turmaId);
  }
  const { turmaId, disciplinaId, periodo } = consulta;
  if (turmaId === undefined || disciplinaId === undefined || periodo === undefined) {
    throw invalido({
      ...(turmaId === undefined && { turmaId: M.informeFiltro }),
      ...(disciplinaId === undefined && { disciplinaId: M.informeFiltro }),
      ...(periodo === undefined && { periodo: M.informeFiltro }),
    });
  }
  const t = await turmaDasNotas(executor, turmaId);
  return gradeDaTurma(executor, t, disciplinaId, periodo, usuario, hoje);
}

// ---- Saving a grid ----------------------------------------------------------------------------

interface Gravacao {
  aprendizId: number;
  valor: number | null;
  conceitoId: number | null;
}

const jaSalvas = () =>
  problema(409, M.jaSalvas, undefined, { tipo: '/problemas/versao-desatualizada' });

export async function salvarNotas(
  app: FastifyInstance,
  usuario: UsuarioAutenticado,
  corpo: SalvarNotas,
): Promise<NotasResposta> {
  const hoje = dataLocal(app.agora());
  const t = await turmaDasNotas(app.db, corpo.turmaId);
  await conferirDisciplina(app.db, t, corpo.disciplinaId);
  const { inicio, fim } = bimestre(t, corpo.periodo);
  const bloqueio = await bloqueioDeEscrita(app.db, t, inicio, usuario, hoje);
  if (bloqueio) {
    throw problema(bloqueio.status, bloqueio.motivo, bloqueio.status === 422 ? { periodo: bloqueio.motivo } : undefined);
  }
  const roster = new Map(
    (await rosterDoBimestre(app.db, t.id, inicio, fim)).map((a) => [a.id, a]),
  );
  const c = await conceitosPorId(app.db);
  const erros: Record<string, string> = {};
  const vistos = new Set<number>();
  const nomes = new Map(
    (
      await app.db
        .select({ id: aprendizes.id, nome: aprendizes.nome })
        .from(aprendizes)
        .where(
          inArray(
            aprendizes.id,
            corpo.registros.map((r) => r.aprendizId).filter((id) => !roster.has(id)).concat(0),
          ),
        )
    ).map((a) => [a.id, a.nome]),
  );
  const gravacoes: Gravacao[] = corpo.registros.map((r, i) => {
    const campo = `registros.${i}`;
    if (vistos.has(r.aprendizId)) erros[`${campo}.aprendizId`] = M.aprendizRepetido;
    else if (!roster.has(r.aprendizId)) {
      erros[`${campo}.aprendizId`] = M.naoAlocado(nomes.get(r.aprendizId) ?? `O aprendiz ${r.aprendizId}`);
    }
    vistos.add(r.aprendizId);
    const valor = r.valor ?? null;
    const conceitoId = r.conceitoId ?? null;
    if (valor !== null && !notaValida(valor)) erros[`${campo}.valor`] = M.notaInvalida;
    const conceito = conceitoId === null ? undefined : c.todos.get(conceitoId);
    if (conceitoId !== null && !conceito?.ativo) erros[`${campo}.conceitoId`] = M.conceitoInexistente;
    if (conceito && valor !== null && (valor < conceito.notaMinima || valor > conceito.notaMaxima)) {
      erros[`${campo}.valor`] = M.conceitoDiferente(conceito.sigla);
    }
    return {
      aprendizId: r.aprendizId,
      valor: valor ?? (conceito ? notaDoConceito(conceito) : null),
      conceitoId,
    };
  });
  if (Object.keys(erros).length > 0) throw invalido(erros);

  const chave = { turmaId: t.id, disciplinaId: corpo.disciplinaId, periodo: corpo.periodo };
  try {
    await app.db.transaction(async (tx) => {
      // The class row is the grid's lock: two saves of one class never interleave.
      await tx.execute(sql`SELECT id FROM turmas WHERE id = ${t.id} FOR UPDATE`);
      const antes = await cabecalho(tx, t.id, corpo.disciplinaId, corpo.periodo);
      if (antes ? corpo.versao !== antes.versao : corpo.versao !== undefined) throw jaSalvas();
      const gravadas = new Map(
        (await notasDaGrade(tx, t.id, corpo.disciplinaId, corpo.periodo)).map((g) => [g.aprendizId, g]),
      );
      const campos: Diferencas = {};
      const texto = (g: { valor: number | null; conceitoId: number | null } | undefined) =>
        !g || g.valor === null
          ? null
          : g.conceitoId === null
            ? g.valor
            : `${c.todos.get(g.conceitoId)?.sigla ?? g.conceitoId} (${g.valor})`;
      for (const g of gravacoes) {
        const de = texto(gravadas.get(g.aprendizId));
        const para = texto(g);
        if (de !== para) campos[`aprendiz ${g.aprendizId}`] = { de, para };
      }
      if (antes && Object.keys(campos).length === 0) return;
      const agora = app.agora();
      if (antes) {
        await tx
          .update(notasLancamentos)
          .set({
            usuarioId: usuario.id,
            salvoEm: agora,
            atualizadoEm: agora,
            versao: sql`${notasLancamentos.versao} + 1`,
          })
          .where(eq(notasLancamentos.id, antes.id));
      } else {
        await tx.insert(notasLancamentos).values({ ...chave, usuarioId: usuario.id, salvoEm: agora });
      }
      const apagar = gravacoes.filter((g) => g.valor === null).map((g) => g.aprendizId);
      if (apagar.length > 0) {
        await tx
          .delete(notas)
          .where(
            and(
              eq(notas.turmaId, t.id),
              eq(notas.disciplinaId, corpo.disciplinaId),
              eq(notas.periodo, corpo.periodo),
              inArray(notas.aprendizId, apagar),
            ),
          );
      }
      const gravar = gravacoes.filter(
        (g): g is Gravacao & { valor: number } => g.valor !== null,
      );
      if (gravar.length > 0) {
        await tx
          .insert(notas)
          .values(gravar.map((g) => ({ ...chave, ...g })))
          .onConflictDoUpdate({
            target: [notas.turmaId, notas.disciplinaId, notas.periodo, notas.aprendizId],
            set: {
              valor: sql`excluded.valor`,
              conceitoId: sql`excluded.conceito_id`,
              atualizadoEm: agora,
              versao: sql`${notas.versao} + 1`,
            },
          });
      }
      await registrarAuditoria(tx, {
        usuarioId: usuario.id,
        acao: antes ? 'atualizar' : 'lancar',
        entidade: 'notas',
        entidadeId: `${t.id}:${corpo.disciplinaId}:${corpo.periodo}`,
        campos,
      });
    });
  } catch (erro) {
    if (codigoErroBanco(erro) === VIOLACAO_UNICIDADE) throw jaSalvas();
    throw erro;
  }
  return gradeDaTurma(app.db, t, corpo.disciplinaId, corpo.periodo, usuario, hoje);
}

// ---- The search across classes (consulta-notas) -------------------------------------------------

const ORDENS = {
  aprendiz: sql`f_unaccent(lower(${aprendizes.nome}))`,
  turma: turmas.codigo,
  disciplina: sql`f_unaccent(lower(${disciplinas.nome}))`,
  periodo: notas.periodo,
  valor: notas.valor,
};

const lerBusca = (executor: Executor) =>
  executor
    .select({
      id: notas.id,
      aprendizId: notas.aprendizId,
      aprendizNome: aprendizes.nome,
      aprendizNomeSocial: aprendizes.nomeSocial,
      turmaId: notas.turmaId,
      turmaCodigo: turmas.codigo,
      turmaNome: turmas.nome,
      disciplinaId: notas.disciplinaId,
      disciplinaNome: disciplinas.nome,
      periodo: notas.periodo,
      valor: notas.valor,
      conceitoId: notas.conceitoId,
      atualizadoEm: notas.atualizadoEm,
    })
    .from(notas)
    .innerJoin(aprendizes, eq(aprendizes.id, notas.aprendizId))
    .innerJoin(turmas, eq(turmas.id, notas.turmaId))
    .innerJoin(disciplinas, eq(disciplinas.id, notas.disciplinaId));

function filtroBusca(c: ConsultaBuscaNotas): SQL | undefined {
  return and(
    c.turmaId === undefined ? undefined : eq(notas.turmaId, c.turmaId),
    c.disciplinaId === undefined ? undefined : eq(notas.disciplinaId, c.disciplinaId),
    c.periodo === undefined ? undefined : eq(notas.periodo, c.periodo),
    c.aprendizId === undefined ? undefined : eq(notas.aprendizId, c.aprendizId),
    c.abaixoDaMedia === 'true'
      ? sql`${notas.valor} < ${MEDIA_MINIMA}`
      : c.abaixoDaMedia === 'false'
        ? sql`${notas.valor} >= ${MEDIA_MINIMA}`
        : undefined,
    c.ativo === 'todos' ? undefined : eq(aprendizes.ativo, c.ativo !== 'false'),
    busca(c.q, [aprendizes.nome, aprendizes.nomeSocial, turmas.codigo, turmas.nome, disciplinas.nome]) ??
      undefined,
  );
}

export type LinhaBusca = Awaited<ReturnType<ReturnType<typeof lerBusca>['where']>>[number];

export async function buscarNotas(executor: Executor, consulta: ConsultaBuscaNotas) {
  const onde = filtroBusca(consulta);
  const { page, pageSize, limit, offset } = pagina(consulta);
  const [linhas, [total], c] = await Promise.all([
    lerBusca(executor)
      .where(onde)
      .orderBy(...ordenacao(consulta.sort, ORDENS, 'aprendiz', notas.id))
      .limit(limit)
      .offset(offset),
    executor
      .select({ n: count() })
      .from(notas)
      .innerJoin(aprendizes, eq(aprendizes.id, notas.aprendizId))
      .innerJoin(turmas, eq(turmas.id, notas.turmaId))
      .innerJoin(disciplinas, eq(disciplinas.id, notas.disciplinaId))
      .where(onde),
    conceitosPorId(executor),
  ]);
  return {
    data: linhas.map((l) => paraEncontrada(l, c.ativos, c.todos)),
    total: total?.n ?? 0,
    page,
    pageSize,
  };
}

export function paraEncontrada(
  l: LinhaBusca,
  ativos: readonly ConceitoFaixa[],
  todos: ReadonlyMap<number, ConceitoFaixa>,
) {
  return {
    id: l.id,
    aprendiz: { id: l.aprendizId, nome: l.aprendizNome, nomeSocial: l.aprendizNomeSocial },
    turma: { id: l.turmaId, codigo: l.turmaCodigo, nome: l.turmaNome },
    disciplina: { id: l.disciplinaId, nome: l.disciplinaNome },
    periodo: l.periodo,
    valor: l.valor,
    conceito: conceitoDe(l.valor, l.conceitoId, ativos, todos),
    conceitoInformado: l.conceitoId !== null,
    alocado: true,
    atualizadoEm: l.atualizadoEm,
  };
}

/** Every row of the search, in its order, a batch at a time (the export). */
export async function* lotesDaBusca(executor: Executor, consulta: ConsultaBuscaNotas) {
  const onde = filtroBusca(consulta);
  const c = await conceitosPorId(executor);
  for (let offset = 0; ; offset += 1000) {
    const lote = await lerBusca(executor)
      .where(onde)
      .orderBy(...ordenacao(consulta.sort, ORDENS, 'aprendiz', notas.id))
      .limit(1000)
      .offset(offset);
    for (const l of lote) yield paraEncontrada(l, c.ativos, c.todos);
    if (lote.length < 1000) return;
  }
}

