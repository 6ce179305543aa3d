// Queries of the apprentices' list and export. Lists read the page's ids from an index first (a
// deep page skips index entries, not table rows) and then only those rows with their situação and
// municipality; the total of a list filtered only by ativo and situação comes from counters.
import { and, count, eq, gt, inArray, lte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { aprendizes, aprendizesContagem, municipios, situacoesAprendiz } from '../../db/schema';
import {
  chaveDeOrdenacao,
  depoisDe,
  filtroAtivo,
  normalizada,
  type OrdemInversa,
  ordenacao,
  pagina,
} from '../../shared/lista';
import { doAprendizNoEscopo, type Escopo } from '../../shared/escopo';
import { buscaDoAprendiz } from '../../shared/periodo';
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

function consultaIds(db: Database, f: FiltrosAprendiz, leitura: Leitura) {
  const base = db.select({ id: a.id }).from(a);
  const juntada = precisaDeJuncao(f.sort)
    ? base.innerJoin(s, eq(s.id, a.situacaoId)).leftJoin(m, eq(m.id, a.municipioId))
    : base;
  return juntada.where(condicoes(f, leitura)).orderBy(...ordem(f.sort));
}

function resumos(db: Database) {
  return db
    .select(camposResumo)
    .from(a)
    .innerJoin(s, eq(s.id, a.situacaoId))
    .leftJoin(m, eq(m.id, a.municipioId));
}

/**
 * The total under the list's filters. With no filter but ativo and situação (the list as it
 * opens, and each situação's list) it comes from the counters kept by triggers; otherwise count(*).
 */
async function total(db: Database, f: FiltrosAprendiz, leitura: Leitura): Promise<number> {
  // The counters count everyone: a reader kept to some classes counts its own rows.
  const soContadores =
    leitura.escopo.todas &&
    !f.q?.trim() &&
    f.municipioId === undefined &&
    f.idadeMin === undefined &&
    f.idadeMax === undefined;
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
    return linha?.total ?? 0;
  }
  const [linha] = await db.select({ total: count() }).from(a).where(condicoes(f, leitura));
  return linha?.total ?? 0;
}

export async function listar(db: Database, f: FiltrosAprendiz, leitura: Leitura) {
  const { page, pageSize, limit, offset } = pagina(f);
  const idsDaPagina = consultaIds(db, f, leitura).limit(limit).offset(offset);
  const [linhas, quantos] = await Promise.all([
    resumos(db)
      .where(inArray(a.id, idsDaPagina))
      .orderBy(...ordem(f.sort)),
    total(db, f, leitura),
  ]);
  return { linhas: linhas as LinhaResumo[], total: quantos, page, pageSize };
}

/** Every matching id in the list's order (the export reads the rows in batches of these). */
export async function idsOrdenados(db: Database, f: FiltrosAprendiz, leitura: Leitura) {
  return (await consultaIds(db, f, leitura)).map((l) => l.id);
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
