// The writing side of a record from its declaration. Each change and its audit row share one
// transaction; an update names the versao it was based on; asking for the state a record already
// has (inactivating an inactive one) answers it unchanged, with no new versao and no audit row.
import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UsuarioAutenticado } from '../../tipos-fastify';
import {
  camposCriados,
  diferencas,
  registrarAuditoria,
  type AcaoAuditoria,
  type Diferencas,
} from '../auditoria';
import { atualizarComVersao } from '../concorrencia';
import type { Executor } from '../executor';
import { problema } from '../problem';
import type {
  AGravar,
  ConsultaRegistro,
  DeclaracaoRegistro,
  LinhaRegistro,
  NaCriacao,
  TabelaRegistro,
  Valores,
} from './definicao';
import { existente, paraAuditoria } from './leitura';
import { conferirUnicos, emTransacao } from './unicidade';

/** The audit row of a change, in the change's transaction. */
const auditar = (
  tx: Executor,
  ator: Pick<UsuarioAutenticado, 'id'>,
  entrada: { acao: AcaoAuditoria; entidade: string; entidadeId: number; campos: Diferencas },
) => registrarAuditoria(tx, { usuarioId: ator.id, ...entrada });

/** An optional field left out of the body keeps the stored value (or takes the column default). */
const definidos = <V extends Valores>(valores: V): V =>
  // Only undefined values leave: what stays has V's types (an optional value may be absent).
  Object.fromEntries(Object.entries(valores).filter(([, v]) => v !== undefined)) as V;

/** The row's own values: what else `preparar` gave (child rows) is for aoCriar/aposAtualizar. */
const daTabela = (d: { tabela: TabelaRegistro }, valores: Valores): Valores => {
  const colunas = getTableColumns(d.tabela);
  return Object.fromEntries(Object.entries(valores).filter(([nome]) => nome in colunas));
};

export async function criar<
  L extends LinhaRegistro,
  R,
  Q extends ConsultaRegistro,
  C,
  V extends Valores,
  E extends Valores,
>(
  d: DeclaracaoRegistro<L, R, Q, C, V, E>,
  app: FastifyInstance,
  ator: UsuarioAutenticado,
  corpo: C,
  /** The request, when the record has a value whose holder some readers may not learn. */
  pedido?: FastifyRequest,
): Promise<L> {
  const valores = definidos(await d.preparar(app, corpo, undefined));
  return emTransacao(
    d,
    app.db,
    valores,
    undefined,
    async (tx) => {
      await conferirUnicos(d, tx, valores, undefined, pedido);
      // A new record is active; what preparar left out takes its column default.
      await d.validar?.(tx, { ...valores, ativo: true } as AGravar<L, V>, undefined);
      return criarNaTransacao(d, { app, tx, ator, valores });
    },
    pedido,
  );
}

/** The create inside `criar`'s transaction: the row, what `aoCriar` adds and does, the audit row. */
async function criarNaTransacao<
  L extends LinhaRegistro,
  R,
  Q extends ConsultaRegistro,
  C,
  V extends Valores,
  E extends Valores,
>(d: DeclaracaoRegistro<L, R, Q, C, V, E>, { app, tx, ator, valores }: NaCriacao<V>): Promise<L> {
  // Without aoCriar.valores, E adds nothing (the declaration has no such hook to read it).
  const gravar = {
    ...valores,
    ...(await d.aoCriar?.valores?.({ app, tx, ator, valores })),
  } as V & E;
  const [inserida] = await tx
    .insert(d.tabela)
    .values(daTabela(d, gravar) as never)
    .returning({ id: d.tabela.id });
  if (!inserida) throw new Error(`INSERT de ${d.entidade} não devolveu o id`);
  const id = inserida.id as number;
  await d.aoCriar?.depois?.({ app, tx, ator, id, valores: gravar });
  const linha = await existente(d, tx, id);
  const campos = camposCriados(paraAuditoria(d, linha));
  await auditar(tx, ator, { acao: 'criar', entidade: d.entidade, entidadeId: linha.id, campos });
  return linha;
}

/**
 * Many creates inside a transaction the caller holds, from values `preparar` gave, for a caller that
 * has checked what `unicos` and `validar` check (the spreadsheet import's dry run): ONE multi-row
 * INSERT, what `aoCriar` adds and does (its `emLote` hooks when declared), one read of the new
 * records and their audit rows in one insert — the same rows and trail as that many `criar`, in a
 * handful of statements. A unique index still refuses a race. Answers the records in `lista`'s order.
 */
export async function criarVariosNaTransacao<
  L extends LinhaRegistro,
  R,
  Q extends ConsultaRegistro,
  C,
  V extends Valores,
  E extends Valores,
>(
  d: DeclaracaoRegistro<L, R, Q, C, V, E>,
  { app, tx, ator, lista }: Omit<NaCriacao<V>, 'valores'> & { lista: readonly V[] },
): Promise<L[]> {
  if (lista.length === 0) return [];
  const emLote = d.aoCriar?.emLote;
  const doLote = emLote ? await emLote.valores({ app, tx, ator }) : undefined;
  const gravar: (V & E)[] = [];
  for (const valores of lista) {
    gravar.push({
      ...valores,
      ...(doLote ?? (await d.aoCriar?.valores?.({ app, tx, ator, valores }))),
    } as V & E);
  }
  const inseridas = await tx
    .insert(d.tabela)
    .values(gravar.map((v) => daTabela(d, v)) as never)
    .returning({ id: d.tabela.id });
  if (inseridas.length !== gravar.length) {
    throw new Error(`INSERT de ${d.entidade} devolveu ${inseridas.length} de ${gravar.length} ids`);
  }
  // The sequence numbers the VALUES rows in their order, so the ids ascending pair with `lista`
  // whatever order RETURNING gives them in.
  const ids = inseridas.map((r) => r.id as number).sort((a, b) => a - b);
  const criados = ids.map((id, i) => ({ id, valores: gravar[i] as V & E }));
  if (emLote) await emLote.depois({ app, tx, ator, criados });
  else for (const c of criados) await d.aoCriar?.depois?.({ app, tx, ator, ...c });
  const porId = new Map(
    (await d.ler(tx).where(inArray(d.tabela.id, ids))).map((l) => [l.id, l] as const),
  );
  const linhas = ids.map((id) => {
    const linha = porId.get(id);
    if (!linha) throw problema(404, d.naoEncontrado);
    return linha;
  });
  await registrarAuditoria(
    tx,
    linhas.map((linha) => ({
      usuarioId: ator.id,
      acao: 'criar' as const,
      entidade: d.entidade,
      entidadeId: linha.id,
      campos: camposCriados(paraAuditoria(d, linha)),
    })),
  );
  return linhas;
}

/**
 * The versao an update was based on. Every update schema requires it (Versao), so a body without
 * one never gets past validation: here it would be this code's bug.
 */
function versaoDo(corpo: unknown): number {
  if (typeof corpo === 'object' && corpo !== null && 'versao' in corpo) {
    if (typeof corpo.versao === 'number') return corpo.versao;
  }
  throw new Error('Corpo de atualização sem versao: o esquema deveria exigi-la');
}

export async function atualizar<
  L extends LinhaRegistro,
  R,
  Q extends ConsultaRegistro,
  C,
  V extends Valores,
  E extends Valores,
>(
  d: DeclaracaoRegistro<L, R, Q, C, V, E>,
  app: FastifyInstance,
  ator: UsuarioAutenticado,
  id: number,
  corpo: C,
  pedido?: FastifyRequest,
): Promise<L> {
  const versao = versaoDo(corpo);
  const atual = await existente(d, app.db, id);
  const valores = definidos(await d.preparar(app, corpo, atual));
  return emTransacao(
    d,
    app.db,
    valores,
    id,
    async (tx) => {
      const antes = await existente(d, tx, id);
      await conferirUnicos(d, tx, valores, id, pedido);
      await d.validar?.(tx, { ...antes, ...valores }, id);
      await atualizarComVersao(tx, d.tabela, id, versao, daTabela(d, valores), d.naoEncontrado);
      await d.aposAtualizar?.({ app, tx, ator, id, antes, valores });
      const depois = await existente(d, tx, id);
      const campos = diferencas(paraAuditoria(d, antes), paraAuditoria(d, depois));
      if (Object.keys(campos).length > 0) {
        await auditar(tx, ator, {
          acao: 'atualizar',
          entidade: d.entidade,
          entidadeId: id,
          campos,
        });
      }
      return depois;
    },
    pedido,
  );
}

/** Inactivate (DELETE, nothing is erased) or reactivate. */
export async function mudarAtivo<
  L extends LinhaRegistro,
  R,
  Q extends ConsultaRegistro,
  C,
  V extends Valores,
  E extends Valores,
>(
  d: DeclaracaoRegistro<L, R, Q, C, V, E>,
  app: FastifyInstance,
  ator: UsuarioAutenticado,
  id: number,
  ativo: boolean,
): Promise<L> {
  const coluna = d.tabela.ativo;
  // Only reachable through routes a record without `ativo` does not have.
  if (!coluna) throw new Error(`${d.entidade} não é inativado`);
  return emTransacao(d, app.db, {}, id, async (tx) => {
    const antes = await existente(d, tx, id);
    if (antes.ativo === ativo) return antes;
    // The stored row is the record as it will be: its columns are what preparar once gave.
    if (ativo) await d.validar?.(tx, { ...antes, ativo } as unknown as AGravar<L, V>, id);
    // The UPDATE comes before the "blocked while …" count: it waits for a write that holds this
    // row (FOR SHARE while placing someone here), so the count sees what that write added.
    const mudou = await tx
      .update(d.tabela)
      .set({ ativo, atualizadoEm: app.agora(), versao: sql`${d.tabela.versao} + 1` })
      .where(and(eq(d.tabela.id, id), eq(coluna, !ativo)))
      .returning({ id: d.tabela.id });
    // Another request changed it first: its answer stands, without a second audit row.
    if (mudou.length === 0) return existente(d, tx, id);
    const bloqueio = ativo ? null : await d.bloqueioInativar?.(tx, id);
    if (bloqueio) throw problema(409, bloqueio);
    if (!ativo) await d.aoInativar?.({ app, tx, ator, id, antes });
    const depois = await existente(d, tx, id);
    await auditar(tx, ator, {
      acao: ativo ? 'reativar' : 'inativar',
      entidade: d.entidade,
      entidadeId: id,
      campos:
        d.auditoriaAtivo === 'registro'
          ? diferencas(paraAuditoria(d, antes), paraAuditoria(d, depois))
          : { ativo: { de: !ativo, para: ativo } },
    });
    return depois;
  });
}
