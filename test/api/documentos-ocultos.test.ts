/** @jest-environment ./test/support/api-environment.ts */
// Identity documents follow the CPF's rule everywhere (issue 31, item 6): the educator's
// EducIdentidade for readers who may not edit educators, and RGs/identities in the full audit
// trail (/api/auditoria) for a função that administers users but may not see CPFs.
import { forEachEngine } from '../support/api-harness';
import { funcoes, usuarios } from '../../server/db/schema';
import { gerarHash } from '../../server/shared/senha';
import { cliente } from './turmas-parceiros-fixtures';

interface Educador {
  id: number;
  EducIdentidade: string | null;
}

interface Trilha {
  data: { entidade: string; campos: Record<string, { de: unknown; para: unknown }> | null }[];
}

const IDENTIDADE = 'MG-12.345.678';

forEachEngine('documentos de identidade ocultos (issue 31)', (h) => {
  let token = '';
  const api = cliente(h, () => token);
  let educadorId = 0;

  beforeAll(async () => {
    token = await h.tokenPara((await h.createUser('administrador')).id);
    const r = await api<Educador>('POST', '/api/educadores', {
      EducNome: 'Educadora Documentada',
      EducIdentidade: IDENTIDADE,
    });
    expect(r.status).toBe(201);
    educadorId = r.json.id;
  });

  it('EducIdentidade inteira para quem edita educadores, oculta para quem só lê', async () => {
    const admin = await api<Educador>('GET', `/api/educadores/${String(educadorId)}`);
    expect(admin.json.EducIdentidade).toBe(IDENTIDADE);
    const educador = await api<Educador>(
      'GET',
      `/api/educadores/${String(educadorId)}`,
      undefined,
      await h.tokenPara((await h.createUser('educador')).id),
    );
    expect(educador.status).toBe(200);
    expect(educador.json.EducIdentidade).not.toContain('12.345');
    expect(educador.json.EducIdentidade).toMatch(/78$/);
  });

  it('a trilha de auditoria oculta RG e identidade para quem administra usuários sem ver-cpf', async () => {
    const [funcao] = await h.db
      .insert(funcoes)
      .values({
        chave: `admin-sem-cpf-${h.engine}`,
        nome: `Admin sem CPF ${h.engine}`,
        permissoes: ['usuarios:admin'],
      })
      .returning({ id: funcoes.id });
    const [usuario] = await h.db
      .insert(usuarios)
      .values({
        nome: 'Admin Sem CPF',
        email: `admin.sem.cpf.${h.engine}@teste.local`,
        senhaHash: await gerarHash('Senha-Forte-De-Teste-2026!'),
        funcaoId: funcao!.id,
      })
      .returning({ id: usuarios.id });
    const url = `/api/auditoria?entidade=educador&entidadeId=${String(educadorId)}`;
    const semCpf = await api<Trilha>('GET', url, undefined, await h.tokenPara(usuario!.id));
    expect(semCpf.status).toBe(200);
    expect(semCpf.json.data.length).toBeGreaterThan(0);
    expect(JSON.stringify(semCpf.json)).not.toContain('12.345');
    const comCpf = await api<Trilha>('GET', url);
    expect(JSON.stringify(comCpf.json)).toContain(IDENTIDADE);
  });
});
