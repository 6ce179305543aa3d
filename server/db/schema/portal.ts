// The partner portal (issue 36): a unit's supervisors (contacts of the unit: name, e-mail, phone)
// and what their signed link needs to be checked without storing it. The link is an HMAC over
// (supervisor id, link version, expiry) with PORTAL_CHAVE (or the key generated once into
// portal_chave); the row keeps only the version and the expiry, so a stolen database copy holds
// no working link, and revoking or sending a new link bumps the version (one active per supervisor).
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ativo, carimbosEVersao, id, momento, referencia } from './colunas';
import { unidades } from './parceiros';

export const supervisores = pgTable('supervisores', {
  id: id(),
  unidadeId: referencia('unidade_id', () => unidades.id),
  nome: text('nome').notNull(),
  email: text('email').notNull(),
  telefone: text('telefone'),
  /** Bumped by every send and every revocation: only a link carrying the current one is valid. */
  linkVersao: integer('link_versao').notNull().default(0),
  /** The current link's expiry; null when none was sent or it was revoked. */
  linkExpiraEm: momento('link_expira_em'),
  linkEnviadoEm: momento('link_enviado_em'),
  linkRevogadoEm: momento('link_revogado_em'),
  ativo: ativo(),
  ...carimbosEVersao(),
});

/** One row: the portal's signing key when PORTAL_CHAVE is not set (never in the repository). */
export const portalChave = pgTable('portal_chave', {
  id: integer('id').primaryKey(),
  chave: text('chave').notNull(),
  criadoEm: momento('criado_em').notNull().defaultNow(),
});
