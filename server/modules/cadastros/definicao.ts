// What makes one registry different from another: its table, fields, sort keys, search columns,
// export columns and (for conceitos) an extra rule. Everything else (routes, paging, versao,
// audit, inactivate/reactivate, export) is the audited-record kit (registro.ts, rotas.ts).
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { TProperties } from 'typebox';
import type { Campos } from '../../../src/shared/campos';
import type { Executor } from '../../shared/executor';
import type { ColunaExportacao } from '../../shared/exportacao';

/** The columns every registry table has (server/db/schema/cadastros.ts). */
export type TabelaCadastro = PgTable & {
  id: PgColumn;
  ativo: PgColumn;
  versao: PgColumn;
  criadoEm: PgColumn;
  atualizadoEm: PgColumn;
};

/** A row as read from the table (property names as in the drizzle schema). */
export type LinhaCadastro = Record<string, unknown> & {
  id: number;
  ativo: boolean;
  versao: number;
};

export interface Nomes {
  /** 'estado civil' */
  singular: string;
  /** 'estados civis' */
  plural: string;
  feminino?: boolean;
}

export interface DefinicaoCadastro<O extends string = string> {
  /** Path segment: /api/cadastros/<slug> (the same as the screen /cadastros/<slug>). */
  slug: string;
  /** operationId prefix: estadoCivil -> estadoCivilListar, estadoCivilCriar... */
  operacao: string;
  /** Name of the OpenAPI component of a row (EstadoCivil): the client's generated type. */
  componente: string;
  /** OpenAPI summaries and messages. */
  nomes: Nomes;
  tabela: TabelaCadastro;
  /**
   * The registry's fields, declared once (src/shared/validation/cadastros.ts): the body of create
   * and update (update adds versao), the answer, the rules and the column values derive from it.
   * An optional field with a `padrao` left out of the body is the column default on create and
   * the stored value on update (a screen that edits only the name never resets `ordem`).
   */
  campos: Campos;
  /**
   * What the declaration does not say, laid over what it derives: properties of the body and of
   * the answer written by hand (conceitos' grades, an enum the document states as one, `codigo`).
   */
  corpoProprio?: TProperties;
  saidaPropria?: TProperties;
  ordenacoes: Record<O, AnyColumn | SQL>;
  ordenacaoPadrao: O;
  /** Columns `q` searches, accent- and case-insensitive. */
  busca: (AnyColumn | SQL)[];
  /** Order of the lookup (the `{ data }` answer the forms' selects use). */
  ordemOpcoes: (PgColumn | SQL)[];
  exportacao: ColunaExportacao<LinhaCadastro>[];
  /** The field that must be unique (nome, sigla): how SQL compares it (like its index) and the 409. */
  unico: { campo: string; igual: (valor: string) => SQL; mensagem: (valor: string) => string };
  /** The column values of `corpoProprio` (conceitos' grades). */
  valoresProprios?: (corpo: Record<string, unknown>) => Record<string, unknown>;
  /** A rule beyond the schema (conceitos: bands must not overlap); throws a problem. */
  validar?: (
    executor: Executor,
    valores: Record<string, unknown>,
    idAtual: number | undefined,
  ) => Promise<void>;
  /** A database constraint's refusal of `validar`'s rule, for the race it cannot see. */
  restricao?: { codigo: string; mensagem: string };
}

export const artigo = (nomes: Nomes) => (nomes.feminino ? 'a' : 'o');

export function naoEncontrado(nomes: Nomes): string {
  const { singular } = nomes;
  return `${singular.charAt(0).toUpperCase()}${singular.slice(1)} não encontrad${artigo(nomes)}.`;
}

/** The usual uniqueness: nome, ignoring accents and case (the `<tabela>_nome_unico` index). */
export function nomeUnico(nomes: Nomes, coluna: AnyColumn): DefinicaoCadastro['unico'] {
  return {
    campo: 'nome',
    igual: (valor) => sql`f_unaccent(lower(${coluna})) = f_unaccent(lower(${valor}))`,
    mensagem: (valor) =>
      `Já existe ${nomes.feminino ? 'uma' : 'um'} ${nomes.singular} com este nome: ${valor}.`,
  };
}

export const colunaAtivo = { titulo: 'Ativo', valor: (l: LinhaCadastro) => l.ativo };
