// Users as the administration screens see them: with their função, lock state and last access,
// never with the password hash (no query here selects it).
import { eq } from 'drizzle-orm';
import { educadores, funcoes, usuarios } from '../../db/schema';
import type { Executor } from '../../shared/executor';
import type { UsuarioResposta } from './esquemas';

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

/** The record's reading for the kit: the user with their função and linked educator. */
export const lerUsuarios = (executor: Executor) =>
  executor
    .select({
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
    })
    .from(usuarios)
    .innerJoin(funcoes, eq(funcoes.id, usuarios.funcaoId))
    .leftJoin(educadores, eq(educadores.id, usuarios.educadorId));

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

/** The permissions of the função a body names, or undefined when there is no such função. */
export async function permissoesDaFuncao(
  executor: Executor,
  id: number,
): Promise<string[] | undefined> {
  const [linha] = await executor
    .select({ permissoes: funcoes.permissoes })
    .from(funcoes)
    .where(eq(funcoes.id, id));
  return linha?.permissoes;
}
