// Password hashing: argon2id with OWASP's parameters (the library's defaults). The rules a new
// password follows live in src/shared/validation/senha.ts, shared with the /perfil form.
import { hash, verify } from '@node-rs/argon2';

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
