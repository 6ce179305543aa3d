// The outbox of e-mail (issue 36): a message is a row written in the same transaction as the event
// that causes it; the sender (server/shared/email) takes rows with FOR UPDATE SKIP LOCKED, so
// several API processes on one PostgreSQL never send a message twice.
import { integer, text } from 'drizzle-orm/pg-core';
import { pgTable } from 'drizzle-orm/pg-core';
import { carimbos, id, momento } from './colunas';

export const STATUS_EMAIL = [
  'pendente',
  'enviando',
  'enviado',
  'falhou',
  'nao-configurado',
] as const;
export type StatusEmail = (typeof STATUS_EMAIL)[number];

export const emails = pgTable('emails', {
  id: id(),
  destinatario: text('destinatario').notNull(),
  assunto: text('assunto').notNull(),
  texto: text('texto').notNull(),
  html: text('html').notNull(),
  /** What caused it ('alerta-frequencia'...), for the admin list. */
  origem: text('origem').notNull(),
  /** One message per event: a second enqueue of the same key is ignored (unique, optional). */
  chave: text('chave').unique(),
  status: text('status').$type<StatusEmail>().notNull().default('pendente'),
  tentativas: integer('tentativas').notNull().default(0),
  /** When a pending message may be tried (backoff after a failure). */
  proximaTentativa: momento('proxima_tentativa').notNull().defaultNow(),
  /** A message being sent is held until then; past it, a crashed sender's claim lapses. */
  reservadoAte: momento('reservado_ate'),
  /** The SMTP server's answer (or the connection's error) of the last failed attempt. */
  ultimoErro: text('ultimo_erro'),
  enviadoEm: momento('enviado_em'),
  ...carimbos(),
});
