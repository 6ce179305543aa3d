// The audit trail every main record shares (PRODUCT.md "Auditoria"): who did what to which record,
// when, with the changed fields. Written inside the same transaction as the change it describes,
// so a change never lands without its trail (or the other way round).
import { inArray, sql, type SQL } from 'drizzle-orm';
import { auditoria } from '../db/schema';
import type { TabelaVersionada } from './concorrencia';
import type { Executor } from './executor';

// Kept for the modules that import it from here (alocacoes, lotacoes...).

export type AcaoAuditoria =
  'criar' | 'atualizar' | 'inativar' | 'reativar' | 'excluir' | (string & Record<never, never>);

/** Fields that never reach the trail, whatever the entity (secrets, hashes, tokens). */
const SEGREDOS = /senha|password|hash|token|segredo|secret|jti/i;

export type Diferencas = Record<string, { de: unknown; para: unknown }>;

const comparavel = (v: unknown): unknown => (v instanceof Date ? v.toISOString() : v);

/** The fields whose value changed between two versions of a record, secrets left out. */
export function diferencas(
  antes: Record<string, unknown>,
  depois: Record<string, unknown>,
  ignorar: readonly string[] = ['versao', 'atualizadoEm', 'criadoEm'],
): Diferencas {
  const resultado: Diferencas = {};
  for (const campo of new Set([...Object.keys(antes), ...Object.keys(depois)])) {
    if (ignorar.includes(campo) || SEGREDOS.test(campo)) continue;
    const de = comparavel(antes[campo]);
    const para = comparavel(depois[campo]);
    if (JSON.stringify(de) !== JSON.stringify(para)) resultado[campo] = { de, para };
  }
  return resultado;
}

/** A record's fields for a 'criar' entry: every field as { de: null, para }. */
export function camposCriados(registro: Record<string, unknown>): Diferencas {
  return diferencas({}, registro);
}

/**
 * Fields that had no value and now have these (a row that now exists, an end date, a reason): each
 * as { de: null, para }, every one kept, even a null (unlike camposCriados, which compares).
 */
export function camposPreenchidos(valores: Record<string, unknown>): Diferencas {
  return Object.fromEntries(
    Object.entries(valores).map(([campo, para]) => [campo, { de: null, para }]),
  );
}

/** One entry of the trail: who (null for the system) did what to which record, and the fields. */
export interface EntradaAuditoria {
  usuarioId: number | null;
  acao: AcaoAuditoria;
  entidade: string;
  entidadeId: number | string;
  campos?: Diferencas;
}

/** Audit rows per INSERT: a month's payments or a closed vacancy's candidacies are hundreds. */
const POR_INSERT = 500;

/** One entry, or many in order with one INSERT per 500 (none for an empty list). */
export async function registrarAuditoria(
  executor: Executor,
  entradas: EntradaAuditoria | readonly EntradaAuditoria[],
): Promise<void> {
  const linhas = (Array.isArray(entradas) ? entradas : [entradas]).map((e: EntradaAuditoria) => ({
    usuarioId: e.usuarioId,
    acao: e.acao,
    entidade: e.entidade,
    entidadeId: String(e.entidadeId),
    campos: e.campos ?? null,
  }));
  for (let i = 0; i < linhas.length; i += POR_INSERT) {
    await executor.insert(auditoria).values(linhas.slice(i, i + POR_INSERT));
  }
}

/**
 * A change to rows the operation has already read (and locked): UPDATE … WHERE id IN (…) with
 * `valores`, the actor's atualizado_em and versao + 1, then one audit row for each by the actor
 * (in as few INSERTs as registrarAuditoria needs), its fields from `trilha.campos`.
 * What an operation does to other records (candidacies closed, an allocation or contract ended).
 */
export async function mudarEAuditar<T extends TabelaVersionada, L extends { id: number }>(
  executor: Executor,
  tabela: T,
  linhas: readonly L[],
  /** Column values by property name: a value or an SQL expression. */
  valores: { [K in keyof T['$inferInsert']]?: T['$inferInsert'][K] | SQL },
  ator: { usuarioId: number | null; agora: Date },
  trilha: { acao: AcaoAuditoria; entidade: string; campos: (linha: L) => Diferencas },
): Promise<void> {
  if (linhas.length === 0) return;
  await executor
    .update(tabela)
    .set({ ...valores, atualizadoEm: ator.agora, versao: sql`${tabela.versao} + 1` })
    .where(
      inArray(
        tabela.id,
        linhas.map((l) => l.id),
      ),
    );
  await registrarAuditoria(
    executor,
    linhas.map((linha) => ({
      usuarioId: ator.usuarioId,
      acao: trilha.acao,
      entidade: trilha.entidade,
      entidadeId: linha.id,
      campos: trilha.campos(linha),
    })),
  );
}
