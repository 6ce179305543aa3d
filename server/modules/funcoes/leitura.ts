// Funções with how many users hold each, and the queries of their own rules (derived keys, holders).
import { count, eq, getTableColumns, sql } from 'drizzle-orm';
import { funcoes, usuarios } from '../../db/schema';
import type { Executor } from '../../shared/executor';
import { FUNCOES_PADRAO } from '../../shared/permissoes';
import { emOrdemDoCatalogo } from './catalogo';
import type { FuncaoResposta } from './esquemas';

export type LinhaFuncao = typeof funcoes.$inferSelect & {
  usuariosCount: number;
  usuariosAtivosCount: number;
};

const CHAVES_PADRAO: ReadonlySet<string> = new Set(FUNCOES_PADRAO.map((f) => f.chave));

export const ehFuncaoPadrao = (chave: string) => CHAVES_PADRAO.has(chave);

/** The record's reading for the kit: the função with its holders counted. */
export const lerFuncoes = (executor: Executor) =>
  executor
    .select({
      ...getTableColumns(funcoes),
      usuariosCount: sql<number>`count(${usuarios.id})::int`,
      usuariosAtivosCount: sql<number>`(count(${usuarios.id}) FILTER (WHERE ${usuarios.ativo}))::int`,
    })
    .from(funcoes)
    .leftJoin(usuarios, eq(usuarios.funcaoId, funcoes.id))
    .groupBy(funcoes.id);

export function paraFuncao(linha: LinhaFuncao): FuncaoResposta {
  return {
    id: linha.id,
    chave: linha.chave,
    nome: linha.nome,
    descricao: linha.descricao,
    permissoes: emOrdemDoCatalogo(linha.permissoes),
    padrao: ehFuncaoPadrao(linha.chave),
    usuariosCount: linha.usuariosCount,
    usuariosAtivosCount: linha.usuariosAtivosCount,
    criadoEm: linha.criadoEm.toISOString(),
    atualizadoEm: linha.atualizadoEm.toISOString(),
    versao: linha.versao,
  };
}

export async function chavesComPrefixo(executor: Executor, base: string): Promise<Set<string>> {
  const linhas = await executor
    .select({ chave: funcoes.chave })
    .from(funcoes)
    .where(sql`${funcoes.chave} = ${base} OR ${funcoes.chave} LIKE ${`${base}-%`}`);
  return new Set(linhas.map((l) => l.chave));
}

export async function usuariosDaFuncao(
  executor: Executor,
  id: number,
): Promise<{ total: number; inativos: number }> {
  const [linha] = await executor
    .select({
      total: count(),
      inativos: sql<number>`(count(*) FILTER (WHERE NOT ${usuarios.ativo}))::int`,
    })
    .from(usuarios)
    .where(eq(usuarios.funcaoId, id));
  return { total: linha?.total ?? 0, inativos: linha?.inativos ?? 0 };
}
