// The sender of the outbox. Every server process runs it (plugin.ts); each pass claims one due row
// at a time with FOR UPDATE SKIP LOCKED inside a short transaction that marks it 'enviando' and
// holds it until `reservado_ate` (so two processes never take the same row, and a process that dies
// mid-send lets it go after the hold), sends outside the transaction (an SMTP exchange must not
// hold a connection — on PGlite the only one), then records the outcome: 'enviado'; or back to
// 'pendente' with a backoff; or, after MAX_TENTATIVAS, 'falhou' with the SMTP server's answer.
// Without SMTP_URL, due messages become 'nao-configurado' ("não enviado: e-mail não configurado").
import { and, eq, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { emails } from '../../db/schema';

export const MAX_TENTATIVAS = 5;
/** How long a claimed message is held before another process may take it (a crash's bound). */
export const RESERVA_MS = 5 * 60_000;
export const NAO_CONFIGURADO = 'não enviado: e-mail não configurado';

/** Minutes to wait after the nth failed attempt: 1, 5, 25, 125. */
export const esperaAposFalha = (tentativa: number) => 60_000 * 5 ** (tentativa - 1);

export interface Mensagem {
  de: string;
  para: string;
  assunto: string;
  texto: string;
  html: string;
}

/** What delivers a message (nodemailer's transport in production; transporte.ts). */
export type Transporte = (mensagem: Mensagem) => Promise<void>;

export interface OpcoesEnvio {
  db: Database;
  /** undefined: no SMTP_URL. */
  transporte: Transporte | undefined;
  remetente: string;
  agora: () => Date;
}

interface Reservada {
  id: number;
  destinatario: string;
  assunto: string;
  texto: string;
  html: string;
  tentativas: number;
}

/** Claims the next due message (or one whose hold lapsed), marking the attempt; null if none. */
async function reservar(db: Database, agora: Date): Promise<Reservada | null> {
  return db.transaction(async (tx) => {
    const [linha] = await tx
      .select({ id: emails.id })
      .from(emails)
      .where(
        or(
          and(eq(emails.status, 'pendente'), lte(emails.proximaTentativa, agora)),
          and(eq(emails.status, 'enviando'), lt(emails.reservadoAte, agora)),
        ),
      )
      .orderBy(emails.proximaTentativa, emails.id)
      .limit(1)
      .for('update', { skipLocked: true });
    if (!linha) return null;
    const [reservada] = await tx
      .update(emails)
      .set({
        status: 'enviando',
        tentativas: sql`${emails.tentativas} + 1`,
        reservadoAte: new Date(agora.getTime() + RESERVA_MS),
        atualizadoEm: agora,
      })
      .where(eq(emails.id, linha.id))
      .returning({
        id: emails.id,
        destinatario: emails.destinatario,
        assunto: emails.assunto,
        texto: emails.texto,
        html: emails.html,
        tentativas: emails.tentativas,
      });
    return reservada ?? null;
  });
}

/** The SMTP server's answer when there is one ("550 5.1.1 …"), else the error's message. */
export function respostaDoErro(erro: unknown): string {
  const { response, message } = (erro ?? {}) as { response?: unknown; message?: unknown };
  if (typeof response === 'string' && response) return response;
  return typeof message === 'string' && message ? message : String(erro);
}

/** Due messages without SMTP_URL: they stay, marked, for the administrator to see. */
async function marcarNaoConfigurado(db: Database, agora: Date): Promise<number> {
  const linhas = await db
    .update(emails)
    .set({ status: 'nao-configurado', ultimoErro: NAO_CONFIGURADO, atualizadoEm: agora })
    .where(and(eq(emails.status, 'pendente'), lte(emails.proximaTentativa, agora)))
    .returning({ id: emails.id });
  return linhas.length;
}

/**
 * One pass: sends due messages one by one until none is due (or `limite`). Returns how many were
 * attempted. Tests call it directly; plugin.ts calls it on a timer.
 */
export async function enviarPendentes(o: OpcoesEnvio, limite = 50): Promise<number> {
  if (!o.transporte) {
    await marcarNaoConfigurado(o.db, o.agora());
    return 0;
  }
  let tentadas = 0;
  while (tentadas < limite) {
    const mensagem = await reservar(o.db, o.agora());
    if (!mensagem) break;
    tentadas += 1;
    try {
      await o.transporte({
        de: o.remetente,
        para: mensagem.destinatario,
        assunto: mensagem.assunto,
        texto: mensagem.texto,
        html: mensagem.html,
      });
      await o.db
        .update(emails)
        .set({
          status: 'enviado',
          enviadoEm: o.agora(),
          reservadoAte: null,
          atualizadoEm: o.agora(),
        })
        .where(eq(emails.id, mensagem.id));
    } catch (erro) {
      const agora = o.agora();
      const final = mensagem.tentativas >= MAX_TENTATIVAS;
      await o.db
        .update(emails)
        .set({
          status: final ? 'falhou' : 'pendente',
          ultimoErro: respostaDoErro(erro),
          reservadoAte: null,
          proximaTentativa: new Date(agora.getTime() + esperaAposFalha(mensagem.tentativas)),
          atualizadoEm: agora,
        })
        .where(eq(emails.id, mensagem.id));
    }
  }
  return tentadas;
}
