// The apprentice page's Histórico tab: the record's own changes for anyone who may read it, with
// the CPF hidden from roles without aprendizes:ver-cpf, and nothing from other records.
import { forEachEngine, type Harness } from '../support/api-harness';
import { leitorSemVerCpf } from './leitor-sem-cpf';
import { corpoValido } from './aprendiz-fixtures';

interface Alteracao {
  acao: string;
  usuario: { nome: string } | null;
  entidadeId: string;
  campos: Record<string, { de: unknown; para: unknown }> | null;
}

forEachEngine('alterações do cadastro de um aprendiz', (h: Harness) => {
  let admin: string;
  let educador: string;
  let id: number;
  let cpf: string;

  beforeAll(async () => {
    admin = await h.tokenPara((await h.createUser('administrador')).id);
    // Without aprendizes:ver-cpf, every class in reach.
    educador = (await leitorSemVerCpf(h)).token;
    const corpo = corpoValido({ rg: '12.345.678-9' });
    cpf = String(corpo.cpf);
    const criado = await h.request('POST', '/api/aprendiz', { token: admin, body: corpo });
    expect(criado.statusCode).toBe(201);
    const aprendiz = criado.json<{ id: number; versao: number }>();
    id = aprendiz.id;
    const outro = await h.request('POST', '/api/aprendiz', {
      token: admin,
      body: corpoValido({ nome: 'Outra Pessoa Qualquer' }),
    });
    expect(outro.statusCode).toBe(201);
    const atual = await h.request('GET', `/api/aprendiz/${id}`, { token: admin });
    const editado = await h.request('PUT', `/api/aprendiz/${id}`, {
      token: admin,
      body: {
        ...corpoValido({ cpf, nome: 'Maria Aparecida Lima', rg: '98.765.432-1' }),
        versao: atual.json<{ versao: number }>().versao,
      },
    });
    expect(editado.statusCode).toBe(200);
  });

  it('mostra quem criou e o que mudou, mais recente primeiro, só deste registro', async () => {
    const r = await h.request('GET', `/api/aprendiz/${id}/alteracoes`, { token: admin });
    expect(r.statusCode).toBe(200);
    const { data } = r.json<{ data: Alteracao[] }>();
    expect(data.map((a) => a.acao)).toEqual(['atualizar', 'criar']);
    expect(data.every((a) => a.entidadeId === String(id))).toBe(true);
    expect(data[0]!.campos?.nome).toEqual({
      de: 'Maria Aparecida Souza',
      para: 'Maria Aparecida Lima',
    });
    expect(data[0]!.usuario?.nome).toBeTruthy();
  });

  it('esconde o CPF de quem não tem aprendizes:ver-cpf', async () => {
    const comCpf = await h.request('GET', `/api/aprendiz/${id}/alteracoes`, { token: admin });
    const criacao = comCpf.json<{ data: Alteracao[] }>().data.find((a) => a.acao === 'criar');
    // The trail itself never keeps a whole CPF (the apprentices module hides it when writing).
    expect(JSON.stringify(criacao?.campos)).not.toContain(cpf);
    const semCpf = await h.request('GET', `/api/aprendiz/${id}/alteracoes`, { token: educador });
    expect(semCpf.statusCode).toBe(200);
    const texto = JSON.stringify(semCpf.json());
    expect(texto).not.toContain(cpf);
    expect(texto).toContain(`***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`);
  });

  it('o RG segue a regra do CPF: oculto no cadastro e no histórico para quem não tem ver-cpf', async () => {
    const registro = await h.request('GET', `/api/aprendiz/${id}`, { token: educador });
    expect(registro.json<{ rg: string }>().rg).toBe('**.***.**2-1');
    const completo = await h.request('GET', `/api/aprendiz/${id}`, { token: admin });
    expect(completo.json<{ rg: string }>().rg).toBe('98.765.432-1');

    const historico = await h.request('GET', `/api/aprendiz/${id}/alteracoes`, { token: educador });
    const texto = JSON.stringify(historico.json());
    for (const rg of ['12.345.678-9', '98.765.432-1', '12345678', '98765432']) {
      expect(texto).not.toContain(rg);
    }
    expect(texto).toContain('**.***.**2-1');
  });
});
