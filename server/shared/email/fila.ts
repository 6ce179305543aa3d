// Writing a message to the outbox, inside the transaction of the event that causes it: if the event
// is rolled back, so is the message; if it commits, the sender (envio.ts) will deliver it.
import { emails } from '../../db/schema';
import type { Executor } from '../executor';

export interface NovaMensagem {
  destinatario: string;
  assunto: string;
  texto: string;
  html: string;
  origem: string;
  /** One message per event: a second enqueue with the same key is ignored. */
  chave?: string;
}

/** Enqueues the message; false when its key was already there (the event was already told). */
export async function enfileirarEmail(tx: Executor, mensagem: NovaMensagem): Promise<boolean> {
  const linhas = await tx
    .insert(emails)
    .values({ ...mensagem, chave: mensagem.chave ?? null })
    .onConflictDoNothing({ target: emails.chave })
    .returning({ id: emails.id });
  return linhas.length > 0;
}
