// Users, roles and sessions as the sign-in lifecycle needs them. Every time comparison uses the
// `agora` the caller passes (the app's clock), never the database's now(), so tests can move time.
import { and, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { porBanco } from '../../db/preparadas';
import { bloqueiosLogin, funcoes, sessoes, usuarios } from '../../db/schema';
import { registrarAuditoria } from '../../shared/auditoria';
import type { Executor } from '../../shared/executor';
import { ehPermissao, type Permissao } from '../../shared/permissoes';

export interface UsuarioParaLogin {
  id: number;
  nome: string;
  email: string;
  senhaHash: string;
  ativo: boolean;
  bloqueadoAte: Date | null;
  trocarSenha: boolean;
  funcao: string;
  permissoes: Permissao[];
}

const colunasUsuario = {
  id: usuarios.id,
  nome: usuarios.nome,
  email: usuarios.email,
  senhaHash: usuarios.senhaHash,
  ativo: usuarios.ativo,
  bloqueadoAte: usuarios.bloqueadoAte,
  trocarSenha: usuarios.trocarSenha,
  funcao: funcoes.chave,
  permissoes: funcoes.permissoes,
};

/** Permissions removed from the catalogue may linger in a função's row: they grant nothing. */
const conhecidas = (lista: string[]): Permissao[] => lista.filter(ehPermissao);

/** The user `onde` names, with their função and its permissions. */
async function usuarioParaLogin(db: Database, onde: SQL): Promise<UsuarioParaLogin | undefined> {
  const [linha] = await db
    .select(colunasUsuario)
    .from(usuarios)
    .innerJoin(funcoes, eq(funcoes.id, usuarios.funcaoId))
    .where(onde);
  return linha && { ...linha, permissoes: conhecidas(linha.permissoes) };
}

export const usuarioPorEmail = (db: Database, email: string) =>
  usuarioParaLogin(db, eq(sql`lower(${usuarios.email})`, email.trim().toLowerCase()));

export const usuarioPorId = (db: Database, id: number) => usuarioParaLogin(db, eq(usuarios.id, id));

export interface SessaoComUsuario extends UsuarioParaLogin {
  sessaoId: string;
  usuarioId: number;
  jti: string;
  jtiAnterior: string | null;
  jtiAnteriorAte: Date | null;
  expiraEm: Date;
  revogadaEm: Date | null;
}

/**
 * Session, user and role in one query: it runs on every authenticated request, so it is a named
 * prepared statement (built and planned once per database).
 */
const consultaSessao = porBanco((db) =>
  db
    .select({
      ...colunasUsuario,
      sessaoId: sessoes.id,
      usuarioId: sessoes.usuarioId,
      jti: sessoes.jti,
      jtiAnterior: sessoes.jtiAnterior,
      jtiAnteriorAte: sessoes.jtiAnteriorAte,
      expiraEm: sessoes.expiraEm,
      revogadaEm: sessoes.revogadaEm,
    })
    .from(sessoes)
    .innerJoin(usuarios, eq(usuarios.id, sessoes.usuarioId))
    .innerJoin(funcoes, eq(funcoes.id, usuarios.funcaoId))
    .where(eq(sessoes.id, sql.placeholder('sessaoId')))
    .prepare('sessao_com_usuario'),
);

export async function sessaoComUsuario(
  db: Database,
  sessaoId: string,
): Promise<SessaoComUsuario | undefined> {
  const [linha] = await consultaSessao(db).execute({ sessaoId });
  return linha && { ...linha, permissoes: conhecidas(linha.permissoes) };
}

/**
 * Counts one more consecutive failure; the one that reaches the limit locks the account and
 * starts the count again, so after the lock ends the person has the full number of tries.
 * Atomic in SQL, so concurrent attempts on several processes cannot skip the limit.
 */
export async function registrarFalha(
  db: Database,
  usuarioId: number,
  maximo: number,
  bloquearAte: Date,
): Promise<Date | null> {
  const [linha] = await db
    .update(usuarios)
    .set({
      falhasConsecutivas: sql`CASE WHEN ${usuarios.falhasConsecutivas} + 1 >= ${maximo} THEN 0
                                   ELSE ${usuarios.falhasConsecutivas} + 1 END`,
      bloqueadoAte: sql`CASE WHEN ${usuarios.falhasConsecutivas} + 1 >= ${maximo} THEN ${bloquearAte.toISOString()}::timestamptz
                             ELSE ${usuarios.bloqueadoAte} END`,
    })
    .where(eq(usuarios.id, usuarioId))
    .returning({ bloqueadoAte: usuarios.bloqueadoAte });
  return linha?.bloqueadoAte ?? null;
}

/** How an e-mail typed at sign-in is kept and compared (attempts and lockouts alike). */
export const emailNormalizado = (email: string) => email.trim().toLowerCase().slice(0, 254);

/** When the lock of an e-mail without an account ends (null: not locked). */
export async function bloqueioDoEmail(db: Database, email: string): Promise<Date | null> {
  const [linha] = await db
    .select({ bloqueadoAte: bloqueiosLogin.bloqueadoAte })
    .from(bloqueiosLogin)
    .where(eq(bloqueiosLogin.email, emailNormalizado(email)));
  return linha?.bloqueadoAte ?? null;
}

/** `registrarFalha` for an e-mail without an account: the same count, limit and lock. */
export async function registrarFalhaDoEmail(
  db: Database,
  email: string,
  maximo: number,
  bloquearAte: Date,
): Promise<Date | null> {
  const t = bloqueiosLogin;
  const atinge = sql`${t.falhasConsecutivas} + 1 >= ${maximo}`;
  const [linha] = await db
    .insert(t)
    .values({
      email: emailNormalizado(email),
      falhasConsecutivas: maximo <= 1 ? 0 : 1,
      bloqueadoAte: maximo <= 1 ? bloquearAte : null,
    })
    .onConflictDoUpdate({
      target: t.email,
      set: {
        falhasConsecutivas: sql`CASE WHEN ${atinge} THEN 0 ELSE ${t.falhasConsecutivas} + 1 END`,
        bloqueadoAte: sql`CASE WHEN ${atinge} THEN ${bloquearAte.toISOString()}::timestamptz
                               ELSE ${t.bloqueadoAte} END`,
        atualizadoEm: sql`now()`,
      },
    })
    .returning({ bloqueadoAte: t.bloqueadoAte });
  return linha?.bloqueadoAte ?? null;
}

export interface NovaSessao {
  id: string;
  usuarioId: number;
  jti: string;
  expiraEm: Date;
  ip: string;
  userAgent: string | undefined;
  agora: Date;
}

export async function abrirSessao(db: Database, sessao: NovaSessao): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(usuarios)
      .set({ falhasConsecutivas: 0, bloqueadoAte: null, ultimoAcesso: sessao.agora })
      .where(eq(usuarios.id, sessao.usuarioId));
    await tx.insert(sessoes).values({
      id: sessao.id,
      usuarioId: sessao.usuarioId,
      jti: sessao.jti,
      expiraEm: sessao.expiraEm,
      ip: sessao.ip,
      userAgent: sessao.userAgent?.slice(0, 500),
      criadoEm: sessao.agora,
      atualizadoEm: sessao.agora,
    });
  });
}

/**
 * Compare-and-set on the current jti: of two refreshes racing with the same token only one
 * rotates; the other sees `false` and answers with the jti that won (see entrada.ts).
 */
export async function rotacionarJti(
  db: Database,
  sessaoId: string,
  jtiAtual: string,
  novoJti: string,
  carenciaAte: Date,
  agora: Date,
): Promise<boolean> {
  const linhas = await db
    .update(sessoes)
    .set({ jti: novoJti, jtiAnterior: jtiAtual, jtiAnteriorAte: carenciaAte, atualizadoEm: agora })
    .where(and(eq(sessoes.id, sessaoId), eq(sessoes.jti, jtiAtual), isNull(sessoes.revogadaEm)))
    .returning({ id: sessoes.id });
  return linhas.length > 0;
}

export async function revogarSessao(db: Database, sessaoId: string, agora: Date): Promise<void> {
  await db
    .update(sessoes)
    .set({ revogadaEm: agora, atualizadoEm: agora })
    .where(and(eq(sessoes.id, sessaoId), isNull(sessoes.revogadaEm)));
}

/**
 * Ends every open session of a user at once (deactivation, password reset by an administrator).
 * The auth hook reads the session on every request, so a token already issued stops on its next call.
 */
export async function revogarSessoesDoUsuario(
  executor: Executor,
  usuarioId: number,
  agora: Date,
): Promise<number> {
  const revogadas = await executor
    .update(sessoes)
    .set({ revogadaEm: agora, atualizadoEm: agora })
    .where(and(eq(sessoes.usuarioId, usuarioId), isNull(sessoes.revogadaEm)))
    .returning({ id: sessoes.id });
  return revogadas.length;
}

export async function trocarSenha(
  db: Database,
  usuarioId: number,
  senhaHash: string,
  sessaoMantida: string,
  agora: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(usuarios)
      .set({
        senhaHash,
        trocarSenha: false,
        atualizadoEm: agora,
        versao: sql`${usuarios.versao} + 1`,
      })
      .where(eq(usuarios.id, usuarioId));
    // The trail says that the password changed and who changed it, never anything about it.
    await registrarAuditoria(tx, {
      usuarioId,
      acao: 'alterar-senha',
      entidade: 'usuario',
      entidadeId: usuarioId,
    });
    // Whoever may know the old password loses every other session at once.
    await tx
      .update(sessoes)
      .set({ revogadaEm: agora, atualizadoEm: agora })
      .where(
        and(
          eq(sessoes.usuarioId, usuarioId),
          ne(sessoes.id, sessaoMantida),
          isNull(sessoes.revogadaEm),
        ),
      );
  });
}
