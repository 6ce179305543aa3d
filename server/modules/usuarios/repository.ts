// Users as the administration screens see them: with their função, lock state and last access,
// never with the password hash (no query here selects it).
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { educadores, funcoes, usuarios } from '../../db/schema';
import type { Executor } from '../../shared/executor';
import { busca, filtroAtivo, ordenacao, pagina } from '../../shared/lista';
import { problema } from '../../shared/problem';
import { MENSAGENS_USUARIOS } from './mensagens';
import type { ConsultaUsuarios, ORDENACOES_USUARIOS, UsuarioResposta } from './schemas';

type OrdenacaoUsuarios = (typeof ORDENACOES_USUARIOS)[number];

const colunas = {
  id: usuarios.id,
  nome: usuarios.nome,
  email: usuarios.email,
  funcaoId: usuarios.funcaoId,
  funcaoChave: funcoes.chave,
  funcaoNome: funcoes.nome,
  funcaoPermissoes: funcoes.permissoes,
  ativo: usuarios.ativo,
  ultimoAcesso: usuarios.ultimoAcesso,
  bloqueadoAte: usuarios.bloqueadoAte,
  falhasConsecutivas: usuarios.falhasConsecutivas,
  trocarSenha: usuarios.trocarSenha,
  educadorId: usuarios.educadorId,
  educadorNome: educadores.nome,
  criadoEm: usuarios.criadoEm,
  atualizadoEm: usuarios.atualizadoEm,
  versao: usuarios.versao,
};

export interface LinhaUsuario {
  id: number;
  nome: string;
  email: string;
  funcaoId: number;
  funcaoChave: string;
  funcaoNome: string;
  funcaoPermissoes: string[];
  ativo: boolean;
  ultimoAcesso: Date | null;
  bloqueadoAte: Date | null;
  falhasConsecutivas: number;
  trocarSenha: boolean;
  educadorId: number | null;
  educadorNome: string | null;
  criadoEm: Date;
  atualizadoEm: Date;
  versao: number;
}

/** The API's view of a row; `agora` decides whether a lock is still running. */
export function paraUsuario(linha: LinhaUsuario, agora: Date): UsuarioResposta {
  const bloqueado = linha.bloqueadoAte !== null && linha.bloqueadoAte > agora;
  return {
    id: linha.id,
    nome: linha.nome,
    email: linha.email,
    funcaoId: linha.funcaoId,
    funcao: { id: linha.funcaoId, chave: linha.funcaoChave, nome: linha.funcaoNome },
    ativo: linha.ativo,
    ultimoAcesso: linha.ultimoAcesso?.toISOString() ?? null,
    bloqueado,
    bloqueadoAte: bloqueado ? (linha.bloqueadoAte?.toISOString() ?? null) : null,
    trocarSenha: linha.trocarSenha,
    educadorId: linha.educadorId,
    educador:
      linha.educadorId === null ? null : { id: linha.educadorId, nome: linha.educadorNome ?? '' },
    criadoEm: linha.criadoEm.toISOString(),
    atualizadoEm: linha.atualizadoEm.toISOString(),
    versao: linha.versao,
  };
}

export async function listarUsuarios(
  db: Database,
  consulta: ConsultaUsuarios,
): Promise<{ linhas: LinhaUsuario[]; total: number }> {
  const filtro = and(
    filtroAtivo(consulta.ativo, usuarios.ativo),
    consulta.funcaoId === undefined ? undefined : eq(usuarios.funcaoId, consulta.funcaoId),
    busca(consulta.q, [usuarios.nome, usuarios.email]),
  );
  const { limit, offset } = pagina(consulta);
  const ordem = ordenacao<OrdenacaoUsuarios>(
    consulta.sort,
    {
      nome: usuarios.nome,
      email: usuarios.email,
      funcao: funcoes.nome,
      ultimoAcesso: usuarios.ultimoAcesso,
      criadoEm: usuarios.criadoEm,
    },
    'nome',
    usuarios.id,
  );
  const [linhas, [total]] = await Promise.all([
    db
      .select(colunas)
      .from(usuarios)
      .innerJoin(funcoes, eq(funcoes.id, usuarios.funcaoId))
      .leftJoin(educadores, eq(educadores.id, usuarios.educadorId))
      .where(filtro)
      .orderBy(...ordem)
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(usuarios)
      .innerJoin(funcoes, eq(funcoes.id, usuarios.funcaoId))
      .where(filtro),
  ]);
  return { linhas, total: total?.n ?? 0 };
}

export async function buscarUsuario(
  executor: Executor,
  id: number,
): Promise<LinhaUsuario | undefined> {
  const [linha] = await executor
    .select(colunas)
    .from(usuarios)
    .innerJoin(funcoes, eq(funcoes.id, usuarios.funcaoId))
    .leftJoin(educadores, eq(educadores.id, usuarios.educadorId))
    .where(eq(usuarios.id, id));
  return linha;
}

/** The entidade of a user's rows in the audit trail. */
export const ENTIDADE_USUARIO = 'usuario';

export async function usuarioExistente(executor: Executor, id: number): Promise<LinhaUsuario> {
  const usuario = await buscarUsuario(executor, id);
  if (!usuario) throw problema(404, MENSAGENS_USUARIOS.naoEncontrado);
  return usuario;
}

/** Another user already using this e-mail (compared like sign-in does: trimmed, any case). */
export async function emailEmUso(
  executor: Executor,
  email: string,
  excetoId?: number,
): Promise<boolean> {
  const condicoes: (SQL | undefined)[] = [eq(sql`lower(${usuarios.email})`, email.toLowerCase())];
  if (excetoId !== undefined) condicoes.push(sql`${usuarios.id} <> ${excetoId}`);
  const linhas = await executor
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(and(...condicoes));
  return linhas.length > 0;
}

export interface FuncaoResumo {
  id: number;
  chave: string;
  nome: string;
  permissoes: string[];
}

export async function buscarFuncao(
  executor: Executor,
  id: number,
): Promise<FuncaoResumo | undefined> {
  const [linha] = await executor
    .select({
      id: funcoes.id,
      chave: funcoes.chave,
      nome: funcoes.nome,
      permissoes: funcoes.permissoes,
    })
    .from(funcoes)
    .where(eq(funcoes.id, id));
  return linha;
}

/** An educator a user may be linked to: it exists and is active (or is the one already linked). */
export async function educadorVinculavel(
  executor: Executor,
  id: number,
  atual: number | null | undefined,
): Promise<boolean> {
  const [linha] = await executor
    .select({ ativo: educadores.ativo })
    .from(educadores)
    .where(eq(educadores.id, id));
  return linha !== undefined && (linha.ativo || id === atual);
}
