// A reader who may not see CPFs but reaches every class: the educator's permissions in a função of
// its own. Tests of CPF masking use it; the role educador itself is kept to its own classes by the
// record rule (issue 31), so an educator user linked to no educator record sees no apprentice.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { funcoes, usuarios } from '../../server/db/schema';
import { FUNCOES_PADRAO } from '../../server/shared/permissoes';
import type { Harness } from '../support/api-harness';

export async function leitorSemVerCpf(h: Harness): Promise<{ id: number; token: string }> {
  const chave = `leitura-sem-cpf-${randomBytes(4).toString('hex')}`;
  const [funcao] = await h.db
    .insert(funcoes)
    .values({
      chave,
      nome: `Leitura sem CPF ${chave}`,
      permissoes: [...FUNCOES_PADRAO.find((f) => f.chave === 'educador')!.permissoes],
    })
    .returning({ id: funcoes.id });
  const { id } = await h.createUser('educador');
  await h.db.update(usuarios).set({ funcaoId: funcao!.id }).where(eq(usuarios.id, id));
  return { id, token: await h.tokenPara(id) };
}
