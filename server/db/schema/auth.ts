import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { ativo, carimbos, carimbosEVersao, id, momento, referencia } from './colunas';
import { educadores } from './educadores';

export const funcoes = pgTable('funcoes', {
  id: id(),
  chave: text('chave').notNull().unique(),
  nome: text('nome').notNull(),
  descricao: text('descricao').notNull().default(''),
  permissoes: text('permissoes')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  ...carimbosEVersao(),
});

/** Permissions already granted to their default funções (server/db/seed/funcoes.ts), by key. */
export const permissoesOferecidas = pgTable('permissoes_oferecidas', {
  chave: text('chave').primaryKey(),
  oferecidaEm: momento('oferecida_em').notNull().defaultNow(),
});

export const usuarios = pgTable(
  'usuarios',
  {
    id: id(),
    nome: text('nome').notNull(),
    email: text('email').notNull(),
    senhaHash: text('senha_hash').notNull(),
    funcaoId: referencia('funcao_id', () => funcoes.id),
    ativo: ativo(),
    ultimoAcesso: momento('ultimo_acesso'),
    falhasConsecutivas: integer('falhas_consecutivas').notNull().default(0),
    bloqueadoAte: momento('bloqueado_ate'),
    trocarSenha: boolean('trocar_senha').notNull().default(false),
    /** The educator record this user is (role educador: attendance only for their classes). */
    educadorId: integer('educador_id').references((): AnyPgColumn => educadores.id),
    ...carimbosEVersao(),
  },
  (t) => [uniqueIndex('usuarios_email_unico').on(sql`lower(${t.email})`)],
);

/** Who did something (saved, created, closed, paid...): a user, or null when the system did it. */
export const usuario = (nome: string) => integer(nome).references(() => usuarios.id);

/** One row per sign-in: what makes logout, rotation and the absolute lifetime enforceable. */
export const sessoes = pgTable(
  'sessoes',
  {
    id: text('id').primaryKey(),
    usuarioId: referencia('usuario_id', () => usuarios.id),
    jti: text('jti').notNull(),
    jtiAnterior: text('jti_anterior'),
    jtiAnteriorAte: momento('jti_anterior_ate'),
    expiraEm: momento('expira_em').notNull(),
    revogadaEm: momento('revogada_em'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    ...carimbos(),
  },
  (t) => [index('sessoes_usuario').on(t.usuarioId)],
);

/**
 * The lockout of an e-mail that has no account (an account keeps its own in `usuarios`): unknown
 * and known e-mails lock alike, so the lock says nothing about which ones exist.
 */
export const bloqueiosLogin = pgTable('bloqueios_login', {
  email: text('email').primaryKey(),
  falhasConsecutivas: integer('falhas_consecutivas').notNull().default(0),
  bloqueadoAte: momento('bloqueado_ate'),
  ...carimbos(),
});

export const tentativasLogin = pgTable(
  'tentativas_login',
  {
    id: id(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    sucesso: boolean('sucesso').notNull().default(false),
    /** null while the attempt is being decided; then ok, credenciais, bloqueada, desativado, limite_ip. */
    motivo: text('motivo'),
    usuarioId: usuario('usuario_id'),
    criadoEm: momento('criado_em').notNull().defaultNow(),
  },
  (t) => [index('tentativas_login_ip').on(t.ip, t.criadoEm)],
);
