// Queries of the apprentices' list and export. Lists read the page's ids from an index first (a
// deep page skips index entries, not table rows) and then only those rows with their situação and
// municipality; the total of a list filtered only by ativo and situação comes from counters.
import { and, asc, count, eq, gt, inArray, lte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { porBanco } from '../../db/preparadas';
import { aprendizes, aprendizesContagem, municipios, situacoesAprendiz } from '../../db/schema';
import {
  chaveDeOrdenacao,
  codificarCursor,
  depoisDe,
  filtroAtivo,
  lerCursor,
  linhasEstimadas,
  normalizada,
  documentoNaBusca,
  padraoDaPalavra,
  palavrasDaBusca,
  palavrasEm,
  type OrdemInversa,
  ordenacao,
  pagina,
  porCursor,
  totalOuEstimativa,
} from '../../shared/lista';
import { problema } from '../../shared/problem';
import { doAprendizNoEscopo, type Escopo } from '../../shared/escopo';
import { buscaDoAprendiz, documentosDoAprendiz, textosDoAprendiz } from '../../shared/periodo';
import type { ORDENACOES_APRENDIZ } from './esquemas';

const a = aprendizes;
const s = situacoesAprendiz;
const m = municipios;

export interface FiltrosAprendiz {
  page?: number | undefined;
  pageSize?: number | undefined;
  sort?: string | undefined;
  q?: string | undefined;
  ativo?: string | undefined;
  situacaoId?: number | undefined;
  municipioId?: number | undefined;
  idadeMin?: number | undefined;
  idadeMax?: number | undefined;
}

const ORDENACOES: Record<(typeof ORDENACOES_APRENDIZ)[number], SQL | OrdemInversa | AnyColumn> = {
  nome: a.nomeBusca,
  idade: { inversa: a.dataNascimento },
  dataNascimento: a.dataNascimento,
  dataCadastro: a.dataCadastro,
  situacao: s.ordem,
  municipio: normalizada(m.nome),
};

const ordem = (sort: string | undefined) => ordenacao(sort, ORDENACOES, 'nome', a.id);
const precisaDeJuncao = (sort: string | undefined) => /situacao|municipio/.test(sort ?? '');

/** 'aaaa-mm-dd' minus whole years; 29/02 becomes 28/02 in a common year. */
export function anosAntes(data: string, anos: number): string {
  const ano = Number(data.slice(0, 4)) - anos;
  const mes = Number(data.slice(5, 7));
  const ultimoDia = new Date(Date.UTC(ano, mes, 0)).getUTCDate();
  const dia = Math.min(Number(data.slice(8, 10)), ultimoDia);
  return `${String(ano).padStart(4, '0')}-${data.slice(5, 7)}-${String(dia).padStart(2, '0')}`;
}

/**
 * Who reads the list: ages are counted on `hoje`; `q` matches CPF digits only with `verCpf`; the
 * rows are the apprentices the reader reaches (`escopo`, the record rule: an educator's are those
 * ever allocated to one of their classes).
 */
export interface Leitura {
  hoje: string;
  verCpf: boolean;
  escopo: Escopo;
}

/** The WHERE of the list and of its export. */
export function condicoes(f: FiltrosAprendiz, { hoje, verCpf, escopo }: Leitura): SQL | undefined {
  return and(
    doAprendizNoEscopo(escopo, a.id),
    filtroAtivo(f.ativo, a.ativo),
    buscaDoAprendiz(f.q, verCpf),
    f.situacaoId === undefined ? undefined : eq(a.situacaoId, f.situacaoId),
    f.municipioId === undefined ? undefined : eq(a.municipioId, f.municipioId),
    // idade >= n  <=>  born on or before today n years ago.
    f.idadeMin === undefined ? undefined : lte(a.dataNascimento, anosAntes(hoje, f.idadeMin)),
    // idade <= n  <=>  born after today n + 1 years ago.
    f.idadeMax === undefined ? undefined : gt(a.dataNascimento, anosAntes(hoje, f.idadeMax + 1)),
  );
}

const camposResumo = {
  id: a.id,
  nome: a.nome,
  nomeSocial: a.nomeSocial,
  cpf: a.cpf,
  dataNascimento: a.dataNascimento,
  situacaoId: a.situacaoId,
  situacao: s.nome,
  situacaoCor: s.cor,
  municipioId: a.municipioId,
  municipio: m.nome,
  uf: a.uf,
  pcd: a.pcd,
  dataCadastro: a.dataCadastro,
  ativo: a.ativo,
};

export type LinhaResumo = {
  [K in keyof typeof camposResumo]: (typeof camposResumo)[K]['_']['notNull'] extends true
    ? (typeof camposResumo)[K]['_']['data']
    : (typeof camposResumo)[K]['_']['data'] | null;
};

function consultaIds(
  db: Database,
  f: FiltrosAprendiz,
  leitura: Leitura,
  extra?: SQL,
  comTotal = false,
) {
  const base = db
    .select({
      id: a.id,
      totalDaBusca: (comTotal ? sql<string>`count(*) over ()` : sql<null>`NULL`).as(
        'total_da_busca',
      ),
    })
    .from(a);
  const juntada = precisaDeJuncao(f.sort)
    ? base.innerJoin(s, eq(s.id, a.situacaoId)).leftJoin(m, eq(m.id, a.municipioId))
    : base;
  return juntada.where(and(condicoes(f, leitura), extra));
}

function resumos(db: Database, chave: AnyColumn | SQL, totalDaBusca: SQL.Aliased<string | null>) {
  return db
    .select({ ...camposResumo, chave: sql<string>`(${chave})::text`, totalDaBusca })
    .from(a)
    .innerJoin(s, eq(s.id, a.situacaoId))
    .leftJoin(m, eq(m.id, a.municipioId));
}

/**
 * Above this many rows a filtered list's total is the planner's estimate: an exact count(*) of
 * 60,000 rows of a situação and an age band was most of the filter's time at 150,000 apprentices.
 */
const TOTAL_EXATO_ATE = 10_000;

/**
 * The total under the list's filters. With no filter but ativo and situação (the list as it
 * opens, and each situação's list) it comes from the counters kept by triggers; otherwise
 * count(*), or the planner's estimate when that is above `totalExatoAte`.
 */
async function total(
  db: Database,
  f: FiltrosAprendiz,
  leitura: Leitura,
): Promise<{ total: number; totalEstimado: boolean }> {
  // The counters count everyone: a reader kept to some classes counts its own rows.
  const soContadores =
    leitura.escopo.todas &&
    !f.q?.trim() &&
    f.municipioId === undefined &&
    f.idadeMin === undefined &&
    f.idadeMax === undefined;
  if (soContadores && f.situacaoId === undefined) {
    // The list as it opens: its sum is prepared once (see comoAbre).
    const [linha] = await totaisComoAbre(db)[ativoPedido(f.ativo)].execute();
    return { total: linha?.total ?? 0, totalEstimado: false };
  }
  if (soContadores) {
    const c = aprendizesContagem;
    const [linha] = await db
      .select({ total: sql<number>`coalesce(sum(${c.total}), 0)`.mapWith(Number) })
      .from(c)
      .where(
        and(
          filtroAtivo(f.ativo, c.ativo),
          f.situacaoId === undefined ? undefined : eq(c.situacaoId, f.situacaoId),
        ),
      );
    return { total: linha?.total ?? 0, totalEstimado: false };
  }
  const onde = condicoes(f, leitura);
  return totalOuEstimativa(
    () => linhasEstimadas(db, db.select({ id: a.id }).from(a).where(onde)),
    async () => {
      const [linha] = await db.select({ total: count() }).from(a).where(onde);
      return linha?.total ?? 0;
    },
    TOTAL_EXATO_ATE,
    // Everything the WHERE is built from: the filters and who reads (today, CPFs, reach).
    {
      db,
      chave: JSON.stringify([
        f.ativo,
        f.q,
        f.situacaoId,
        f.municipioId,
        f.idadeMin,
        f.idadeMax,
        leitura.hoje,
        leitura.verCpf,
        leitura.escopo,
      ]),
    },
  );
}

type Ativo = 'true' | 'false' | 'todos';

/** The list's ativo as `filtroAtivo` reads it: absent or anything else is 'true'. */
const ativoPedido = (ativo: string | undefined): Ativo =>
  ativo === 'todos' || ativo === 'false' ? ativo : 'true';

/**
 * The list as it opens — by name, no filter but ativo, every apprentice readable, the first page or
 * the next by cursor — is the request people make most. Its queries are built once per database
 * (named prepared statements, the page's numbers as parameters): building the SQL with drizzle was
 * a fifth of the server's CPU for this page (docs/benchmarks.md, the profile). Null for any other
 * list, which builds its query as usual.
 */
function comoAbre(f: PedidoDaLista, leitura: Leitura): Ativo | null {
  return !f.q?.trim() && soPorNome(f, leitura) ? ativoPedido(f.ativo) : null;
}

/** Every apprentice readable, by name, no filter but ativo and q, not walking back by cursor. */
const soPorNome = (f: PedidoDaLista, leitura: Leitura) =>
  leitura.escopo.todas &&
  f.situacaoId === undefined &&
  f.municipioId === undefined &&
  f.idadeMin === undefined &&
  f.idadeMax === undefined &&
  (f.sort ?? 'nome') === 'nome' &&
  f.antes === undefined;

/** Up to this many words, a search is a prepared statement (one per count of words). */
const PALAVRAS_PREPARADAS = 3;

/**
 * A search as people type it — a name or two (not CPF digits), every apprentice readable, by
 * name, no other filter, a page by number — prepared like the list as it opens (the query built
 * by drizzle was the server's largest cost after the socket): its ativo and word patterns, or
 * null for any other list.
 */
function buscaComoAbre(f: PedidoDaLista, leitura: Leitura) {
  const termo = f.q?.trim();
  if (!termo || f.depois !== undefined || !soPorNome(f, leitura)) return null;
  if (documentoNaBusca(termo, documentosDoAprendiz(leitura.verCpf))) return null;
  const palavras = palavrasDaBusca(termo);
  if (palavras.length > PALAVRAS_PREPARADAS) return null;
  return { ativo: ativoPedido(f.ativo), padroes: palavras.map(padraoDaPalavra) };
}

const buscaPorNome = (db: Database, ativo: Ativo, palavras: number) => {
  const padroes = Array.from({ length: palavras }, (_, i) => sql.placeholder(`p${i}`));
  return preparadaPorNome(
    db,
    `aprendizes_busca_${ativo}_${palavras}`,
    and(filtroAtivo(ativo, a.ativo), palavrasEm(padroes, textosDoAprendiz)),
    sql<string>`count(*) over ()`,
  );
};

/**
 * A page in name order, prepared once: the ids `onde` finds (`limite` and `deslocamento` as
 * parameters, with `totalDaBusca` beside each), then their rows.
 */
function preparadaPorNome(
  db: Database,
  nome: string,
  onde: SQL | undefined,
  totalDaBusca: SQL<string | null>,
) {
  const ids = db
    .select({ id: a.id, totalDaBusca: totalDaBusca.as('total_da_busca') })
    .from(a)
    .where(onde)
    .orderBy(asc(a.nomeBusca), asc(a.id))
    .limit(sql.placeholder('limite'))
    .offset(sql.placeholder('deslocamento'))
    .as('pagina');
  return resumos(db, a.nomeBusca, ids.totalDaBusca)
    .innerJoin(ids, eq(ids.id, a.id))
    .orderBy(asc(a.nomeBusca), asc(a.id))
    .prepare(nome);
}

/** The prepared search of `ativo` and `palavras` words, built on first use per database. */
const buscasComoAbre = porBanco(() => new Map<string, ReturnType<typeof buscaPorNome>>());
function buscaPreparada(db: Database, ativo: Ativo, palavras: number) {
  const preparadas = buscasComoAbre(db);
  let preparada = preparadas.get(`${ativo}_${palavras}`);
  if (!preparada) {
    preparada = buscaPorNome(db, ativo, palavras);
    preparadas.set(`${ativo}_${palavras}`, preparada);
  }
  return preparada;
}

const paginaPorNome = (db: Database, ativo: Ativo, porCursorPedido: boolean) => {
  const depois = depoisDe(
    { expressao: a.nomeBusca, descendente: false, idDescendente: false },
    a.id,
    sql.placeholder('chave'),
    sql.placeholder('id'),
  );
  return preparadaPorNome(
    db,
    `aprendizes_pagina_${ativo}${porCursorPedido ? '_cursor' : ''}`,
    and(filtroAtivo(ativo, a.ativo), porCursorPedido ? depois : undefined),
    sql<null>`NULL`,
  );
};

const paginasComoAbre = porBanco((db) => ({
  true: paginaPorNome(db, 'true', false),
  false: paginaPorNome(db, 'false', false),
  todos: paginaPorNome(db, 'todos', false),
  cursor: {
    true: paginaPorNome(db, 'true', true),
    false: paginaPorNome(db, 'false', true),
    todos: paginaPorNome(db, 'todos', true),
  },
}));

const totaisComoAbre = porBanco((db) => {
  const c = aprendizesContagem;
  const total = (ativo: Ativo) =>
    db
      .select({ total: sql<number>`coalesce(sum(${c.total}), 0)`.mapWith(Number) })
      .from(c)
      .where(filtroAtivo(ativo, c.ativo))
      .prepare(`aprendizes_total_${ativo}`);
  return { true: total('true'), false: total('false'), todos: total('todos') };
});

export interface PedidoDaLista extends FiltrosAprendiz {
  depois?: string | undefined;
  antes?: string | undefined;
}

/**
 * One page of the list. Sorted by a key that is never NULL, the page after (or before) a cursor
 * is an index range (keyset); without a cursor, OFFSET. One row more than the page is read to
 * know whether there is a next one.
 */
export async function listar(db: Database, f: PedidoDaLista, leitura: Leitura) {
  const { page, pageSize, limit, offset } = pagina(f);
  const sort = f.sort ?? 'nome';
  const chave = chaveDeOrdenacao(f.sort, ORDENACOES, 'nome');
  const keyset = porChave(f.sort);
  if (!keyset && (f.depois !== undefined || f.antes !== undefined)) {
    throw problema(400, 'Esta ordenação não pagina por cursor: use page.');
  }
  if (f.depois !== undefined && f.antes !== undefined) {
    throw problema(400, 'Envie depois ou antes, não os dois.');
  }
  const marco = lerCursor(f.depois, sort);
  const antes = lerCursor(f.antes, sort);
  // Walking back reads the page in reverse order (its extra row is the first on screen).
  const invertida = antes !== undefined;
  const porCursorPedido = f.depois !== undefined || f.antes !== undefined;
  // A search's total rides along its page (count(*) over the matches the trigram index found
  // anyway): one bitmap scan instead of two, and no estimate to ask first.
  const buscaComTotal = Boolean(f.q?.trim()) && !porCursorPedido;
  const abre = comoAbre(f, leitura);
  // Built only for a list that is not the prepared one: building it was CPU the list as it opens
  // paid on every request for a query it never sent (the server's profile, docs/benchmarks.md).
  const construida = () => {
    const cursor = porCursor(chave, a.id, { depois: marco, antes });
    const ids = (
      porCursorPedido
        ? consultaIds(db, f, leitura, cursor.onde)
            .orderBy(...cursor.ordem)
            .limit(limit + 1)
        : consultaIds(db, f, leitura, undefined, buscaComTotal)
            .orderBy(...ordem(f.sort))
            .limit(limit + 1)
            .offset(offset)
    ).as('pagina');
    return resumos(db, chave.expressao, ids.totalDaBusca)
      .innerJoin(ids, eq(ids.id, a.id))
      .orderBy(...ordem(f.sort));
  };
  const buscaPreparadaPedida = abre === null ? buscaComoAbre(f, leitura) : null;
  const [lidas, contado] = await Promise.all([
    abre === null
      ? buscaPreparadaPedida
        ? buscaPreparada(
            db,
            buscaPreparadaPedida.ativo,
            buscaPreparadaPedida.padroes.length,
          ).execute({
            limite: limit + 1,
            deslocamento: offset,
            ...Object.fromEntries(buscaPreparadaPedida.padroes.map((p, i) => [`p${i}`, p])),
          })
        : construida()
      : marco
        ? paginasComoAbre(db).cursor[abre].execute({
            limite: limit + 1,
            deslocamento: 0,
            chave: marco.chave,
            id: marco.id,
          })
        : paginasComoAbre(db)[abre].execute({ limite: limit + 1, deslocamento: offset }),
    buscaComTotal ? undefined : total(db, f, leitura),
  ]);
  const totalDaBusca = lidas[0]?.totalDaBusca;
  const quantos =
    contado ??
    // A page past the last match has no row to carry the total.
    (totalDaBusca === undefined || totalDaBusca === null
      ? page === 1
        ? { total: 0, totalEstimado: false }
        : await total(db, f, leitura)
      : { total: Number(totalDaBusca), totalEstimado: false });
  // The extra row is the page's last one in the order read: the first on screen when walking back.
  const haMais = lidas.length > limit;
  const linhasDaPagina = haMais ? (invertida ? lidas.slice(1) : lidas.slice(0, limit)) : lidas;
  const primeira = linhasDaPagina[0];
  const ultima = linhasDaPagina.at(-1);
  const haAnterior = invertida ? haMais : page > 1;
  const haProxima = invertida || haMais;
  return {
    linhas: linhasDaPagina.map(({ chave: _, totalDaBusca: __, ...l }) => l) as LinhaResumo[],
    ...quantos,
    page,
    pageSize,
    ...(keyset && {
      anterior:
        haAnterior && primeira
          ? codificarCursor({ sort, chave: primeira.chave, id: primeira.id })
          : undefined,
      proxima:
        haProxima && ultima
          ? codificarCursor({ sort, chave: ultima.chave, id: ultima.id })
          : undefined,
    }),
  };
}

/** Every matching id in the list's order (the export reads the rows in batches of these). */
export async function idsOrdenados(db: Database, f: FiltrosAprendiz, leitura: Leitura) {
  return (await consultaIds(db, f, leitura).orderBy(...ordem(f.sort))).map((l) => l.id);
}

export type LinhaExportacao = LinhaResumo & {
  email: string | null;
  telefone: string | null;
  celular: string | null;
};

/**
 * The sorts whose key is never NULL, which the export walks by keyset (sort key + id): each batch
 * a short index range after the last row, wherever the batch is (no OFFSET, no list of every id
 * read first, which took 1.5 s of the embedded database's only thread at 20,000). Sorting by
 * município (NULL for some) keeps the list of ids.
 */
export const porChave = (sort: string | undefined) =>
  chaveDeOrdenacao<keyof typeof ORDENACOES>(sort, ORDENACOES, 'nome').nome !== 'municipio';

/** Where a keyset batch starts: after this row (its sort key and id). */
export interface DepoisDe {
  chave: unknown;
  id: number;
}

/** A batch of the export by keyset: `tamanho` rows after `depois` (the last row's key and id). */
export async function loteParaExportar(
  db: Database,
  f: FiltrosAprendiz,
  leitura: Leitura,
  depois: DepoisDe | null,
  tamanho: number,
): Promise<(LinhaExportacao & { chave: unknown })[]> {
  const chave = chaveDeOrdenacao(f.sort, ORDENACOES, 'nome');
  return (await db
    .select({
      ...camposResumo,
      email: a.email,
      telefone: a.telefone,
      celular: a.celular,
      chave: sql<unknown>`${chave.expressao}`,
    })
    .from(a)
    .innerJoin(s, eq(s.id, a.situacaoId))
    .leftJoin(m, eq(m.id, a.municipioId))
    .where(
      and(
        condicoes(f, leitura),
        depois === null ? undefined : depoisDe(chave, a.id, depois.chave, depois.id),
      ),
    )
    .orderBy(...ordem(f.sort))
    .limit(tamanho)) as (LinhaExportacao & { chave: unknown })[];
}

/** The export's rows of a batch of ids (the list's columns plus the ways to reach the person). */
export async function linhasParaExportar(db: Database, ids: number[]): Promise<LinhaExportacao[]> {
  return (await db
    .select({ ...camposResumo, email: a.email, telefone: a.telefone, celular: a.celular })
    .from(a)
    .innerJoin(s, eq(s.id, a.situacaoId))
    .leftJoin(m, eq(m.id, a.municipioId))
    .where(inArray(a.id, ids))) as LinhaExportacao[];
}
