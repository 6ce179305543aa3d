// Funções with how many users hold each, and the permission catalogue as the matrix shows it.
import { asc, count, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { funcoes, usuarios } from '../../db/schema';
import type { Executor } from '../../shared/executor';
import { FUNCOES_PADRAO } from '../../shared/permissoes';
import { emOrdemDoCatalogo } from './catalogo';
import type { FuncaoResposta } from './schemas';

type LinhaFuncao = typeof funcoes.$inferSelect & {
  usuariosCount: number;
  usuariosAtivosCount: number;
};

const CHAVES_PADRAO: ReadonlySet<string> = new Set(FUNCOES_PADRAO.map((f) => f.chave));

export const ehFuncaoPadrao = (chave: string) => CHAVES_PADRAO.has(chave);

function paraFuncao(linha: LinhaFuncao): FuncaoResposta {
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

async function selecionar(executor: Executor, filtro?: SQL): Promise<FuncaoResposta[]> {
  const linhas = await executor
    .select({
      ...getTableColumns(funcoes),
      usuariosCount: sql<number>`count(${usuarios.id})::int`,
      usuariosAtivosCount: sql<number>`(count(${usuarios.id}) FILTER (WHERE ${usuarios.ativo}))::int`,
    })
    .from(funcoes)
    .leftJoin(usuarios, eq(usuarios.funcaoId, funcoes.id))
    .where(filtro)
    .groupBy(funcoes.id)
    .orderBy(sql`f_unaccent(lower(${funcoes.nome}))`, asc(funcoes.id));
  return linhas.map(paraFuncao);
}

export const listarFuncoes = (executor: Executor) => selecionar(executor);

export async function buscarFuncao(
  executor: Executor,
  id: number,
): Promise<FuncaoResposta | undefined> {
  const [funcao] = await selecionar(executor, eq(funcoes.id, id));
  return funcao;
}

/** Another função already called this (any case, spaces trimmed), or with this key. */
export async function nomeOuChaveEmUso(
  executor: Executor,
  campos: { nome: string; chave?: string },
  excetoId = 0,
): Promise<{ nome: boolean; chave: boolean }> {
  const linhas = await executor
    .select({ nome: funcoes.nome, chave: funcoes.chave })
    .from(funcoes)
    .where(
      sql`(lower(${funcoes.nome}) = ${campos.nome.toLowerCase()} OR ${funcoes.chave} = ${campos.chave ?? ''})
          AND ${funcoes.id} <> ${excetoId}`,
    );
  return {
    nome: linhas.some((l) => l.nome.toLowerCase() === campos.nome.toLowerCase()),
    chave: linhas.some((l) => l.chave === campos.chave),
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
