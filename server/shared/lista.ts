// The list convention of every resource (PRODUCT.md section 4): page from 1, pageSize 25 (max 100),
// sort by allow-listed columns only ('nome', '-dataCadastro'), q accent- and case-insensitive,
// `ativo` true (default) | false | todos. Bad values are a 400 from the schema, never a silent fix.
import { Type, type TObject, type TSchema, type TProperties } from 'typebox';
import {
  and,
  asc,
  desc,
  eq,
  sql,
  type SQL,
  type SQLWrapper,
  type AnyColumn,
  type Placeholder,
} from 'drizzle-orm';
import type { Database } from '../db/client';
import { linhas } from '../db/linhas';
import { porBanco } from '../db/preparadas';
import { problema } from './problem';

export const PAGE_SIZE_PADRAO = 25;
export const PAGE_SIZE_MAXIMO = 100;

const Ativo = Type.Union([Type.Literal('true'), Type.Literal('false'), Type.Literal('todos')], {
  description: 'Registros ativos (padrão), inativos ou todos.',
  errorMessage: 'Use true, false ou todos',
});

/** page and pageSize as every list (and every report) takes them. */
export const paginacao = {
  page: Type.Optional(
    Type.Integer({
      minimum: 1,
      description: 'Página, a partir de 1.',
      errorMessage: 'A página deve ser um número inteiro a partir de 1',
    }),
  ),
  pageSize: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: PAGE_SIZE_MAXIMO,
      description: `Itens por página (padrão ${PAGE_SIZE_PADRAO}, máximo ${PAGE_SIZE_MAXIMO}).`,
      errorMessage: `O tamanho da página deve ser um número inteiro entre 1 e ${PAGE_SIZE_MAXIMO}`,
    }),
  ),
};

/** Query schema of a list: paging, an allow-listed sort, q, ativo and the resource's filters. */
export function consultaLista<O extends string, F extends TProperties>(opcoes: {
  ordenacoes: readonly O[];
  filtros: F;
}) {
  const ordenacoes = opcoes.ordenacoes.flatMap((o) => [Type.Literal(o), Type.Literal(`-${o}`)]);
  return Type.Object({
    ...paginacao,
    sort: Type.Optional(
      Type.Union(ordenacoes, {
        description: `Ordenação: ${opcoes.ordenacoes.join(', ')}; prefixo - para decrescente.`,
        errorMessage: `Ordenação não permitida. Use: ${opcoes.ordenacoes.join(', ')} (com - para decrescente)`,
      }),
    ),
    q: Type.Optional(
      Type.String({ maxLength: 200, description: 'Busca sem distinção de acentos ou maiúsculas.' }),
    ),
    ativo: Type.Optional(Ativo),
    ...opcoes.filtros,
  });
}

const CURSOR = /^[A-Za-z0-9_-]+$/;
const textoDeCursor = (descricao: string) =>
  Type.Optional(
    Type.String({
      maxLength: 1000,
      pattern: CURSOR.source,
      description: descricao,
      errorMessage: 'Cursor de página inválido',
    }),
  );

/**
 * Keyset paging (issue 37), for the lists that offer it: `depois` is the `proxima` of the page on
 * screen (the next page starts right after its last row, an index range instead of OFFSET rows
 * skipped), `antes` its `anterior`. `page` still says which page it is; without a cursor the page
 * is read by OFFSET (a page number typed or opened from a link).
 */
export const paginacaoPorCursor = {
  depois: textoDeCursor('Cursor `proxima` da página anterior: a página seguinte por keyset.'),
  antes: textoDeCursor('Cursor `anterior` da página seguinte: a página anterior por keyset.'),
};

/** The answer of a list: one page and the total count under the same filters. */
export function respostaLista<T extends TSchema>(item: T) {
  return Type.Object({
    data: Type.Array(item),
    total: Type.Integer({ minimum: 0 }),
    page: Type.Integer({ minimum: 1 }),
    pageSize: Type.Integer({ minimum: 1 }),
  });
}

/**
 * The answer of a list of many thousands (issue 37): its total may be an estimate, and it gives
 * the cursors of the pages beside it (`paginacaoPorCursor`).
 */
export function respostaListaGrande<T extends TSchema>(item: T) {
  return Type.Object({
    data: Type.Array(item),
    total: Type.Integer({ minimum: 0 }),
    totalEstimado: Type.Boolean({
      description:
        'true: `total` é uma estimativa do planejador do banco (arredondada a dois algarismos), ' +
        'dada quando passa de 10.000 com filtros além de ativo e situação (a busca conta sempre exato); a tela mostra "cerca de".',
    }),
    page: Type.Integer({ minimum: 1 }),
    pageSize: Type.Integer({ minimum: 1 }),
    proxima: Type.Optional(
      Type.String({
        description: 'Cursor da página seguinte (envie como `depois`); ausente na última.',
      }),
    ),
    anterior: Type.Optional(
      Type.String({
        description: 'Cursor da página anterior (envie como `antes`); ausente na primeira.',
      }),
    ),
  });
}

/** The answer of a list given whole, without pages (a record's history, a registry's options). */
export const respostaListaCompleta = <T extends TSchema>(item: T) =>
  Type.Object({ data: Type.Array(item) });

export interface Pagina {
  page: number;
  pageSize: number;
  limit: number;
  offset: number;
}

export function pagina(consulta: {
  page?: number | undefined;
  pageSize?: number | undefined;
}): Pagina {
  const page = consulta.page ?? 1;
  const pageSize = consulta.pageSize ?? PAGE_SIZE_PADRAO;
  return { page, pageSize, limit: pageSize, offset: (page - 1) * pageSize };
}

/** A select before its ORDER BY (any drizzle select with its joins and WHERE), as a list pages it. */
export interface Ordenavel<L> {
  orderBy(...ordem: SQL[]): { limit(limite: number): { offset(offset: number): PromiseLike<L[]> } };
}

/** One page of a select in the list's order (a list's page, an export's batch). */
export const umaPagina = <L>(
  consulta: Ordenavel<L>,
  ordem: SQL[],
  { limit, offset }: Pick<Pagina, 'limit' | 'offset'>,
) =>
  consulta
    .orderBy(...ordem)
    .limit(limit)
    .offset(offset);

/** A sort key whose ascending order is the descending order of an expression (idade: birth date). */
export interface OrdemInversa {
  inversa: AnyColumn | SQL;
}

const ehInversa = (c: AnyColumn | SQL | OrdemInversa): c is OrdemInversa =>
  Object.hasOwn(c, 'inversa');

/** ORDER BY for an allow-listed sort key, with id last so pages never repeat or skip rows. */
export function ordenacao<O extends string>(
  sort: string | undefined,
  colunas: Record<O, AnyColumn | SQL | OrdemInversa>,
  padrao: O | `-${O}`,
  id: AnyColumn,
): SQL[] {
  const { expressao, descendente, idDescendente } = chaveDeOrdenacao(sort, colunas, padrao);
  return [descendente ? desc(expressao) : asc(expressao), idDescendente ? desc(id) : asc(id)];
}

/** What `ordenacao` sorts by: the key's expression and each part's direction. */
export function chaveDeOrdenacao<O extends string>(
  sort: string | undefined,
  colunas: Record<O, AnyColumn | SQL | OrdemInversa>,
  padrao: O | `-${O}`,
): { nome: O; expressao: AnyColumn | SQL; descendente: boolean; idDescendente: boolean } {
  const chave = sort ?? padrao;
  const pedidaDescendente = chave.startsWith('-');
  const nome = (pedidaDescendente ? chave.slice(1) : chave) as O;
  const coluna: AnyColumn | SQL | OrdemInversa = colunas[nome];
  const inversa = ehInversa(coluna);
  return {
    nome,
    expressao: ehInversa(coluna) ? coluna.inversa : coluna,
    descendente: pedidaDescendente !== inversa,
    idDescendente: pedidaDescendente,
  };
}

/**
 * Keyset: the rows after (`valor`, `id`) in the order `chaveDeOrdenacao` describes, written so the
 * key's own bound (>= or <=) can start an index range and the id settles ties. For keys that are
 * never NULL (a NULL compares as unknown and would drop rows).
 */
export function depoisDe(
  chave: { expressao: AnyColumn | SQL; descendente: boolean; idDescendente: boolean },
  coluna: AnyColumn,
  valor: unknown,
  /** The row's id, or a prepared statement's placeholder for it. */
  id: number | Placeholder,
): SQL {
  const e = chave.expressao;
  const idDepois = chave.idDescendente ? sql`${coluna} < ${id}` : sql`${coluna} > ${id}`;
  return chave.descendente
    ? sql`(${e} <= ${valor} AND (${e} < ${valor} OR ${idDepois}))`
    : sql`(${e} >= ${valor} AND (${e} > ${valor} OR ${idDepois}))`;
}

/** Where a keyset page starts: after (or before) the row with this sort key and id, in `sort`. */
interface Cursor {
  /** The sort it was made in ('nome', '-dataCadastro'): another sort's key would compare wrong. */
  sort: string;
  /** The sort key's value as PostgreSQL writes it in text (exact for timestamps too). */
  chave: string;
  id: number;
}

export const codificarCursor = ({ sort, chave, id }: Cursor) =>
  Buffer.from(JSON.stringify([sort, chave, id])).toString('base64url');

/** A cursor sent back by the client, for this sort; a 400 if it is not one of ours or of another sort. */
export function lerCursor(texto: string | undefined, sort: string): Cursor | undefined {
  if (texto === undefined) return undefined;
  let valor: unknown;
  try {
    valor = JSON.parse(Buffer.from(texto, 'base64url').toString('utf8'));
  } catch {
    valor = undefined;
  }
  if (
    Array.isArray(valor) &&
    valor.length === 3 &&
    valor[0] === sort &&
    typeof valor[1] === 'string' &&
    Number.isSafeInteger(valor[2])
  ) {
    return { sort, chave: valor[1], id: valor[2] as number };
  }
  throw problema(400, 'Cursor de página inválido: volte à primeira página da lista.');
}

type Chave = { expressao: AnyColumn | SQL; descendente: boolean; idDescendente: boolean };

/**
 * A keyset page's WHERE and ORDER BY: after `depois` in the list's order, or before `antes` by
 * walking the order backwards (the caller sorts the page forwards again). `invertida` says which.
 */
export function porCursor(
  chave: Chave,
  id: AnyColumn,
  cursor: { depois?: Cursor | undefined; antes?: Cursor | undefined },
): { onde: SQL | undefined; ordem: SQL[]; invertida: boolean } {
  const invertida = cursor.antes !== undefined;
  const usada = invertida
    ? {
        ...chave,
        descendente: !chave.descendente,
        idDescendente: !chave.idDescendente,
      }
    : chave;
  const marco = cursor.antes ?? cursor.depois;
  const dir = (e: AnyColumn | SQL, descendente: boolean) => (descendente ? desc(e) : asc(e));
  return {
    onde: marco && depoisDe(usada, id, marco.chave, marco.id),
    ordem: [dir(usada.expressao, usada.descendente), dir(id, usada.idDescendente)],
    invertida,
  };
}

/** How many rows the planner expects a query to return (EXPLAIN, nothing executed). */
export async function linhasEstimadas(db: Database, consulta: SQLWrapper): Promise<number> {
  const [linha] = linhas<{ 'QUERY PLAN': unknown }>(
    await db.execute(sql`EXPLAIN (FORMAT JSON) ${consulta}`),
  );
  // node-postgres parses the json column; PGlite may hand it over as text.
  const plano = (
    typeof linha?.['QUERY PLAN'] === 'string'
      ? JSON.parse(linha['QUERY PLAN'])
      : linha?.['QUERY PLAN']
  ) as [{ Plan: { 'Plan Rows': number } }] | undefined;
  return Math.round(plano?.[0].Plan['Plan Rows'] ?? 0);
}

/**
 * A total above `exatoAte` given as the planner's estimate: counting 60,000 index entries on every
 * page turn was most of a filtered list's time (docs/ARCHITECTURE.md, "Totais estimados"). Two
 * significant digits, so the number itself does not pretend to be exact.
 */
export async function totalOuEstimativa(
  estimar: () => Promise<number>,
  contar: () => Promise<number>,
  exatoAte: number,
  lembrar?: { db: Database; chave: string },
): Promise<{ total: number; totalEstimado: boolean }> {
  const guardadas = lembrar && estimativasGuardadas(lembrar.db);
  const guardada = lembrar && guardadas?.get(lembrar.chave);
  if (guardada && guardada.ate > performance.now()) {
    return { total: guardada.total, totalEstimado: true };
  }
  const estimativa = await estimar();
  if (estimativa <= exatoAte) return { total: await contar(), totalEstimado: false };
  const total = Number(estimativa.toPrecision(2));
  if (lembrar && guardadas) {
    // Bounded: past this many filters the oldest answers simply go.
    if (guardadas.size >= ESTIMATIVAS_NO_MAXIMO) guardadas.clear();
    guardadas.set(lembrar.chave, { total, ate: performance.now() + ESTIMATIVA_VALE_MS });
  }
  return { total, totalEstimado: true };
}

/**
 * An estimated total is kept this long per filter and reader: paging through a filtered list
 * asked the planner again on every page turn (its SQL built, planned and parsed: a third of the
 * filter's server time at 150,000). Only estimates, which the screen already calls "cerca de"; an
 * exact total is always counted, so a row just written shows in it at once.
 */
const ESTIMATIVA_VALE_MS = 5_000;
const ESTIMATIVAS_NO_MAXIMO = 1_000;
const estimativasGuardadas = porBanco(() => new Map<string, { total: number; ate: number }>());

/** `ativo` filter: active rows unless the caller asks for inactive ones or all. */
export function filtroAtivo(ativo: string | undefined, coluna: AnyColumn): SQL | undefined {
  if (ativo === 'todos') return undefined;
  return eq(coluna, ativo !== 'false');
}

/**
 * f_unaccent(lower(text)): how a text is compared and sorted without accents or case, the
 * expression the trigram and unique-name indexes of the migrations are built on.
 */
export const normalizada = (texto: AnyColumn | SQL) => sql`f_unaccent(lower(${texto}))`;

/** A LIKE pattern's literal text: %, _ and \\ lose their meaning. */
export const escaparLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Digits of q against document columns (CPF, CNPJ), only when q looks like a document: digits and
 * their punctuation, at least 3 digits (so a name never becomes a document search).
 */
export function documentoNaBusca(termo: string, documentos: (AnyColumn | SQL)[]): SQL | undefined {
  const digitos = termo.replace(/\D/g, '');
  if (digitos.length < 3 || documentos.length === 0 || !/^[\d.\-/\s]+$/.test(termo)) {
    return undefined;
  }
  return sql.join(
    documentos.map((d) => sql`${d} like ${`%${digitos}%`}`),
    sql` or `,
  );
}

/**
 * A text column stored already accent-free and lower case (a generated column, like aprendizes'
 * texto_busca): `busca` compares it as it is, so the trigram index built on the column serves.
 */
export interface JaNormalizada {
  normalizada: AnyColumn;
}

const comparavel = (t: AnyColumn | SQL | JaNormalizada) =>
  'normalizada' in t ? t.normalizada : normalizada(t);

/**
 * Accent- and case-insensitive search: every word of q must appear in one of the expressions
 * (so "joao araujo" finds "João Pedro Araújo"). `f_unaccent(lower(col)) LIKE` (or the stored
 * column's LIKE) uses the GIN trigram indexes created by the migrations. Digits in q also match
 * the given document columns (CPF, CNPJ).
 */
export function busca(
  q: string | undefined,
  textos: (AnyColumn | SQL | JaNormalizada)[],
  documentos: (AnyColumn | SQL)[] = [],
): SQL | undefined {
  const termo = q?.trim();
  if (!termo) return undefined;
  const todasAsPalavras = palavrasEm(palavrasDaBusca(termo).map(padraoDaPalavra), textos);
  const documento = documentoNaBusca(termo, documentos);
  return documento ? sql`((${todasAsPalavras}) or ${documento})` : todasAsPalavras;
}

/** The words of a trimmed, non-empty q. */
export const palavrasDaBusca = (termo: string) => termo.split(/\s+/);

/** The LIKE pattern of a word: anywhere in the text, its %, _ and \\ taken literally. */
export const padraoDaPalavra = (palavra: string) => `%${escaparLike(palavra)}%`;

/**
 * Every pattern in one of the texts. A pattern is a value, or a prepared statement's placeholder
 * (the apprentices' search as people type it is prepared once per number of words).
 */
export function palavrasEm(
  padroes: (string | Placeholder)[],
  textos: (AnyColumn | SQL | JaNormalizada)[],
): SQL | undefined {
  return and(
    ...padroes.map(
      (p) =>
        sql`(${sql.join(
          textos.map((t) => sql`${comparavel(t)} like f_unaccent(lower(${p}))`),
          sql` or `,
        )})`,
    ),
  );
}

const Formato = Type.Union([Type.Literal('csv'), Type.Literal('xlsx')], {
  description: 'csv (padrão; UTF-8 com BOM, separador ;) ou xlsx.',
  errorMessage: 'Use csv ou xlsx',
});

/**
 * Query of `<lista>/exportar`: the list's own filters, search and sort (every matching row, not a
 * page) plus `formato`.
 */
export function consultaExportacao<T extends TObject>(consulta: T) {
  const resto = Object.fromEntries(
    Object.entries(consulta.properties).filter(
      ([chave]) => !['page', 'pageSize', 'depois', 'antes'].includes(chave),
    ),
  ) as Omit<T['properties'], 'page' | 'pageSize' | 'depois' | 'antes'>;
  return Type.Object({ ...resto, formato: Type.Optional(Formato) });
}

/** The schema of `<lista>/exportar` for the list's query `T`. */
export type EsquemaExportacao<T extends TObject> = ReturnType<typeof consultaExportacao<T>>;
