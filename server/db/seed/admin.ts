// The first administrator. Never a fixed default password: either the operator chooses it
// (ADMIN_EMAIL / ADMIN_PASSWORD) or a strong random one is generated and shown exactly once.
import { randomInt } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { problemaDaNovaSenha } from '../../../src/shared/validation/senha';
import { gerarHash } from '../../shared/senha';
import type { Database } from '../client';
import { funcoes, usuarios } from '../schema';

export const EMAIL_ADMIN_PADRAO = 'admin@aprendiz.local';

export interface AdminCriado {
  email: string;
  /** Only when generated: main.ts prints it once; it is stored nowhere else in clear. */
  senhaGerada: string | undefined;
}

// No look-alike characters (0/O, 1/l/I): the password is copied by hand from a console.
const ALFABETO = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

export function senhaAleatoria(tamanho = 20): string {
  let senha = '';
  for (let i = 0; i < tamanho; i += 1) senha += ALFABETO.charAt(randomInt(ALFABETO.length));
  return senha;
}

export class ErroSenhaAdmin extends Error {}

/** Creates the administrator when the database has no user yet; undefined otherwise. */
export async function criarAdministrador(
  db: Database,
  email: string | undefined,
  senha: string | undefined,
): Promise<AdminCriado | undefined> {
  const [total] = await db.select({ n: count() }).from(usuarios);
  if ((total?.n ?? 0) > 0) return undefined;

  if (senha !== undefined) {
    const problema = problemaDaNovaSenha(senha);
    if (problema) throw new ErroSenhaAdmin(`ADMIN_PASSWORD recusada: ${problema}.`);
  }
  const [funcao] = await db
    .select({ id: funcoes.id })
    .from(funcoes)
    .where(eq(funcoes.chave, 'administrador'));
  if (!funcao) throw new Error('A função administrador não existe: rode semearFuncoes antes.');

  const senhaGerada = senha === undefined ? senhaAleatoria() : undefined;
  const emailFinal = (email ?? EMAIL_ADMIN_PADRAO).toLowerCase();
  await db.insert(usuarios).values({
    nome: 'Administrador',
    email: emailFinal,
    senhaHash: await gerarHash(senha ?? senhaGerada ?? ''),
    funcaoId: funcao.id,
    // A password that went through a console should not stay in use.
    trocarSenha: senhaGerada !== undefined,
  });
  return { email: emailFinal, senhaGerada };
}
