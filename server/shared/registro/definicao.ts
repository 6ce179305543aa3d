// What a domain declares to get an audited record (list, export, read, create, update with versao,
// inactivate/reactivate, audit in the same transaction): only what differs between domains. The
// kit (leitura.ts, gravacao.ts, rotas.ts) is the same code for educadores, parceiros, turmas and
// the registries of /cadastros.
import type { AnyColumn, SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import type { UsuarioAutenticado } from '../../tipos-fastify';
import type { Executor } from '../executor';
import type { ColunaExportacao } from '../exportacao';
import type { OrdemInversa, Ordenavel } from '../lista';
import type { Escopo, RecursoComEscopo } from '../escopo';

/**
 * The columns the kit itself reads and writes on every audited table. A record that is never
 * inactivated (a contract ends, it is not switched off) has no `ativo`: its list has no `ativo`
 * filter and its routes no DELETE/reativar (RotasRegistro.documentacao leaves them out).
 */
export type TabelaRegistro = PgTable & {
  id: PgColumn;
  ativo?: PgColumn;
  versao: PgColumn;
  atualizadoEm: PgColumn;
};

export interface LinhaRegistro {
  id: number;
  ativo?: boolean;
  versao: number;
}

/** Column values by property name, as a body becomes them (undefined: keep / column default). */
export type Valores = Record<string, unknown>;

/**
 * What `preparar` gives, typed: `Preparado<typeof prepararContrato>`. A record names it as its
 * `V`, so its hooks read `valores.aprendizId` as a number, not `unknown` to cast.
 */
export type Preparado<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;

/**
 * The record as a write will leave it, for `validar`: on create the prepared values (`ativo`
 * true), on update the stored row under the prepared values, on reactivation the stored row. An
 * optional value `preparar` left undefined is the stored one (or the column default).
 */
export type AGravar<L, V> = V & Partial<L>;

/** A select with the record's joins and computed columns, still waiting for its WHERE. */
export interface Leitura<L> {
  where(onde: SQL | undefined): LeituraFiltrada<L>;
}

export interface LeituraFiltrada<L> extends PromiseLike<L[]>, Ordenavel<L> {}

/** The row a reader gives: `LinhaLida<typeof lerCursos>` for `(executor) => select … from … join …`. */
export type LinhaLida<F extends (executor: never) => Leitura<unknown>> =
  ReturnType<F> extends Leitura<infer L> ? L : never;

/** The query every list accepts (lista.ts), plus whatever filters the domain adds. */
export interface ConsultaRegistro {
  page?: number | undefined;
  pageSize?: number | undefined;
  sort?: string | undefined;
  q?: string | undefined;
  ativo?: string | undefined;
}

/** A value only one record may hold (CPF, CNPJ, código, nome): checked first, backed by an index. */
export interface Unico<V extends Valores = Valores> {
  /** The field of the body the 409's `errors` names. */
  campo: string;
  /**
   * Rows holding the same value; undefined when there is nothing to compare (no CPF given). Partial:
   * a race on reactivation compares with nothing prepared.
   */
  igual: (valores: Partial<V>) => SQL | undefined;
  /** The field's message, from the table row that already holds the value. */
  mensagem: (outro: Valores, valores: Partial<V>) => string;
  /** The 409 detail when it is not the field's message. */
  detalhe?: (mensagem: string) => string;
  /**
   * A value whose holder some readers may not learn (a CPF without aprendizes:ver-cpf): for them
   * the 409 says only `mensagem`, whether the check before the write found the holder or the
   * unique index refused a race, and `registrar` logs the comparison once the write is over.
   */
  oculto?: {
    ve: (pedido: FastifyRequest) => boolean;
    mensagem: string;
    registrar: (pedido: FastifyRequest, outroId: number) => Promise<void>;
  };
}

/** Where a rule inside the write runs: the request's app, its transaction and who asked. */
export interface NaTransacao<L, V extends Valores = Valores> {
  app: FastifyInstance;
  tx: Executor;
  ator: UsuarioAutenticado;
  id: number;
  antes: L;
  /** What `preparar` gave (an optional value left out is absent: the stored one stays). */
  valores: V;
}

/** A create's transaction: who asked is only their id (the spreadsheet import has no more). */
export interface NaCriacao<V extends Valores = Valores> {
  app: FastifyInstance;
  tx: Executor;
  ator: Pick<UsuarioAutenticado, 'id'>;
  valores: V;
}

/**
 * `V`: what `preparar` gives (`Preparado<typeof preparar>`), so every hook reads typed values;
 * `E`: what `aoCriar.valores` adds to them (a contract's número), which `aoCriar.depois` reads.
 */
export interface DeclaracaoRegistro<
  L extends LinhaRegistro,
  R,
  Q extends ConsultaRegistro,
  C,
  V extends Valores = Valores,
  E extends Valores = Valores,
> {
  tabela: TabelaRegistro;
  /** `entidade` of the audit rows (educador, parceiro, estado-civil...). */
  entidade: string;
  /** The 404 detail. */
  naoEncontrado: string;
  /** How a record is read: the table with its joins and computed columns. */
  ler: (executor: Executor) => Leitura<L>;
  /**
   * How GET <base>/{id} reads its record when it has a faster way than `ler` (the apprentices'
   * named prepared statement: planning their nine joins cost ten times running them). Writes still
   * read through `ler`, inside their transaction.
   */
  lerUm?: (db: Database, id: number) => Promise<L | undefined>;
  /** API name -> row property, when the API does not use the column names (EducNome -> nome). */
  campos?: Readonly<Record<string, keyof L & string>>;
  /**
   * A row as the API answers it; the user decides what they may see (a full CPF...). The standard
   * routes also give `agora` (the request's clock, app.agora()): what is still running (a user's
   * sign-in lock).
   */
  resposta: (linha: L, usuario: UsuarioAutenticado, agora?: Date) => R;
  /**
   * Body -> column values: the rules beyond the schema (every wrong field in one 400), texts
   * trimmed. `atual` is the stored record on an update, undefined on create. A value under a
   * name that is not a column of `tabela` (an apprentice's contacts, child rows) is not written to
   * the row: it reaches `aoCriar.depois` and `aposAtualizar`, which write it.
   */
  preparar: (app: FastifyInstance, corpo: C, atual: L | undefined) => V | Promise<V>;
  unicos?: readonly Unico<V>[];
  /** Other constraints a write may hit (SQLSTATE -> 409 detail): races past `validar`. */
  restricoes?: Readonly<Record<string, string>>;
  /** A rule that reads other rows, in the write's transaction (create, update and reactivate). */
  validar?: (tx: Executor, valores: AGravar<L, V>, idAtual: number | undefined) => Promise<void>;
  /**
   * Creating, inside the create's transaction: `valores` adds what only the transaction can give
   * (a number from a locked counter), `depois` does what follows the new row (a contract changes
   * the apprentice's situação and opens a placement). Its audit row is written after both.
   */
  aoCriar?: {
    valores?: (contexto: NaCriacao<V>) => Promise<E>;
    depois?: (contexto: NaCriacao<V & E> & { id: number }) => Promise<void>;
    /**
     * The same two for many new rows at once (`criarVariosNaTransacao`: the spreadsheet import), in
     * a few statements for all of them: `valores` once for the batch (what it adds must not depend
     * on the row), `depois` with every new id and its values. Without it, each row runs the two
     * above.
     */
    emLote?: {
      valores: (contexto: Omit<NaCriacao<V>, 'valores'>) => Promise<E>;
      depois: (
        contexto: Omit<NaCriacao<V>, 'valores'> & { criados: { id: number; valores: V & E }[] },
      ) => Promise<void>;
    };
  };
  /** What an update does after its row is written and locked (closing a class ends allocations). */
  aposAtualizar?: (contexto: NaTransacao<L, V>) => Promise<void>;
  /** "Blocked while …": the 409 detail that keeps a record active, or null. */
  bloqueioInativar?: (tx: Executor, id: number) => Promise<string | null>;
  /**
   * What an inactivation does after its row is switched off, before its audit row, with who asked:
   * a rule that depends on them (nobody deactivates themselves: it throws its own problem) and what
   * follows (a user's sessions end in the same transaction).
   */
  aoInativar?: (contexto: Omit<NaTransacao<L>, 'valores'>) => Promise<void>;
  /**
   * What the trail keeps of a record, when not its columns (or `campos`): the apprentices' hides
   * CPFs (LGPD) and carries the contacts, so a changed contact shows in the update's row.
   */
  auditoria?: (linha: L) => Record<string, unknown>;
  /**
   * The trail of an inactivation or reactivation: `ativo` alone (the default), or with
   * `'registro'` the diff of the whole record (`auditoria`), versao and atualizadoEm included, as
   * the apprentices' always was.
   */
  auditoriaAtivo?: 'registro';
  /**
   * The list and its export. Left out, the domain writes its list by hand (RotasRegistro leaves
   * `listar` out of `documentacao`): the apprentices' answers a summary, counts from counters and
   * lets `q` match CPF digits only for who may see them.
   */
  lista?: {
    filtros?: (consulta: Q) => (SQL | undefined)[];
    /** Columns `q` searches (accent- and case-insensitive; digits also in documentos), or a rule. */
    busca:
      | { textos: (AnyColumn | SQL)[]; documentos?: (AnyColumn | SQL)[] }
      | ((q: string | undefined) => SQL | undefined);
    ordenacoes: Readonly<Record<string, AnyColumn | SQL | OrdemInversa>>;
    ordenacaoPadrao: string;
  };
  /**
   * The record rule (shared/escopo), when the record is class-bound: which resource its id is (the
   * standard routes declare it on the record's path, so one outside the reader's reach is a 403)
   * and which of its rows a reader reaches (ANDed into the list and the export).
   */
  escopo?: { recurso: RecursoComEscopo; linhas: (escopo: Escopo) => SQL | undefined };
  /** The list's export (GET <lista>/exportar); a record without one has no such route. */
  exportacao?: {
    nomeArquivo: string;
    colunas: (usuario: UsuarioAutenticado) => ColunaExportacao<L>[];
  };
}

/** The API names of a row through a `campos` map. */
export function porCampos<L>(
  campos: Readonly<Record<string, keyof L & string>>,
  linha: L,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(campos).map(([campo, coluna]) => [campo, linha[coluna]]),
  );
}
