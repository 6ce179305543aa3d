// Password hashing (argon2id with OWASP's parameters, the library's defaults) and the rules a new
// password must follow.
import { hash, verify } from '@node-rs/argon2';
import { MENSAGENS_SENHA, SENHA_MAXIMO, SENHA_MINIMO } from './mensagens';
import { ehSenhaComum } from './senhas-comuns';

export const gerarHash = (senha: string) => hash(senha);

export async function conferirSenha(senhaHash: string, senha: string): Promise<boolean> {
  try {
    return await verify(senhaHash, senha);
  } catch {
    // A damaged hash must read as "wrong password", never as a 500 that tells an attacker more.
    return false;
  }
}

let hashFicticio: Promise<string> | undefined;

/**
 * Unknown e-mails still cost one argon2 verification, so response time does not tell which
 * e-mails have an account.
 */
export async function gastarTempoComoSeConferisse(senha: string): Promise<void> {
  hashFicticio ??= hash('senha-que-nao-existe-em-lugar-nenhum');
  await conferirSenha(await hashFicticio, senha);
}

/** The message for the first rule the new password breaks, or undefined when it is acceptable. */
export function problemaDaNovaSenha(nova: string): string | undefined {
  if (nova.length < SENHA_MINIMO) return MENSAGENS_SENHA.novaSenhaCurta;
  if (nova.length > SENHA_MAXIMO) return MENSAGENS_SENHA.novaSenhaLonga;
  if (ehSenhaComum(nova)) return MENSAGENS_SENHA.novaSenhaComum;
  return undefined;
}
