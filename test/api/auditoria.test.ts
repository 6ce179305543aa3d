import { eq } from 'drizzle-orm';
import { forEachEngine } from '../support/api-harness';
import { acessos, funcoes } from '../../server/db/schema';
import { corpoValido } from './aprendiz-fixtures';

interface Registro {
  id: number;
  usuario: { id: number; nome: string } | null;
  acao: string;
  entidade: string;
  entidadeId: string | null;
  campos: Record<string, { de: unknown; para: unknown }> | null;
  criadoEm: string;
}

interface Acesso {
  id: string;
  tipo: 'registro' | 'login';
  usuario: { id: number; nome: string } | null;
  descricao: string;
  ip: string | null;
  entidade: string | null;
  entidadeId: string | null;
  acao: string | null;
  email: string | null;
  sucesso: boolean | null;
  motivo: string | null;
  criadoEm: string;
}

interface Lista<T> {
  data: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** aaaa-mm-dd of today, give or take days, in Brasília (UTC-3, no daylight saving). */
const diaEmBrasilia = (deslocamentoDias = 0) =>
  new Date(Date.now() - 3 * 3_600_000 + deslocamentoDias * 86_400_000).toISOString().slice(0, 10);

const SENHA_ERRADA = 'Uma-senha-errada-que-nunca-se-guarda';

forEachEngine('auditoria e registro de acessos', (h) => {
  let admin: { id: number; token: string };

  beforeAll(async () => {
    const { id } = await h.createUser('administrador');
    admin = { id, token: await h.tokenPara(id) };
  });

  const get = <T>(url: string, token = admin.token) =>
    h.request('GET', url, { token }).then((r) => {
      expect(r.statusCode).toBe(200);
      return r.json<Lista<T>>();
    });

  async function funcaoId(chave: string): Promise<number> {
    const [linha] = await h.db
      .select({ id: funcoes.id })
      .from(funcoes)
      .where(eq(funcoes.chave, chave));
    return linha!.id;
  }

  /** A user taken through every administrative change, by `admin`. */
  async function historico(): Promise<{ id: number; senhaTemporaria: string }> {
    const criar = await h.request('POST', '/api/usuarios', {
      token: admin.token,
      body: {
        nome: 'Auditada da Silva',
        email: `auditada.${Date.now().toString(36)}.${Math.random().toString(36).slice(2)}@teste.local`,
        funcaoId: await funcaoId('secretaria'),
        senha: 'Senha inicial que não aparece',
      },
    });
    expect(criar.statusCode).toBe(201);
    const {
      id,
      versao,
      email,
      funcaoId: funcao,
    } = criar.json<{
      id: number;
      versao: number;
      email: string;
      funcaoId: number;
    }>();
    const put = await h.request('PUT', `/api/usuarios/${id}`, {
      token: admin.token,
      body: { nome: 'Auditada Souza', email, funcaoId: funcao, versao },
    });
    expect(put.statusCode).toBe(200);
    await h.request('DELETE', `/api/usuarios/${id}`, { token: admin.token });
    await h.request('POST', `/api/usuarios/${id}/reativar`, { token: admin.token });
    const reset = await h.request('POST', `/api/usuarios/${id}/redefinir-senha`, {
      token: admin.token,
    });
    return { id, senhaTemporaria: reset.json<{ senhaTemporaria: string }>().senhaTemporaria };
  }

  describe('GET /api/auditoria', () => {
    it('mostra o histórico de um registro, do mais novo ao mais antigo, com quem fez e o que mudou', async () => {
      const { id, senhaTemporaria } = await historico();
      const resposta = await h.request('GET', `/api/auditoria?entidade=usuario&entidadeId=${id}`, {
        token: admin.token,
      });
      expect(resposta.statusCode).toBe(200);
      expect(resposta.body).not.toContain(senhaTemporaria);
      expect(resposta.body).not.toContain('Senha inicial que não aparece');
      expect(resposta.body).not.toMatch(/senhaHash|senha_hash/);

      const lista = resposta.json<Lista<Registro>>();
      expect(lista).toMatchObject({ total: 5, page: 1, pageSize: 25 });
      expect(lista.data.map((r) => r.acao)).toEqual([
        'redefinir-senha',
        'reativar',
        'inativar',
        'atualizar',
        'criar',
      ]);
      for (const registro of lista.data) {
        expect(registro).toMatchObject({
          usuario: { id: admin.id, nome: expect.any(String) },
          entidade: 'usuario',
          entidadeId: String(id),
        });
      }
      const [, , inativar, atualizar, criar] = lista.data;
      expect(atualizar?.campos).toEqual({
        nome: { de: 'Auditada da Silva', para: 'Auditada Souza' },
      });
      expect(inativar?.campos).toEqual({ ativo: { de: true, para: false } });
      expect(criar?.campos).toMatchObject({
        nome: { de: null, para: 'Auditada da Silva' },
        funcao: { de: null, para: 'Secretaria' },
      });
      expect(Object.keys(criar?.campos ?? {}).some((c) => /senha/i.test(c))).toBe(false);
    });

    it('filtra por pessoa, por ação e por período, e pagina em qualquer ordem', async () => {
      const { id } = await historico();
      const outro = await h.createUser('administrador');
      await h.request('DELETE', `/api/usuarios/${id}`, { token: await h.tokenPara(outro.id) });

      const doOutro = await get<Registro>(`/api/auditoria?usuarioId=${outro.id}`);
      expect(doOutro.data.map((r) => [r.acao, r.entidadeId])).toEqual([['inativar', String(id)]]);

      const inativacoes = await get<Registro>(
        `/api/auditoria?entidade=usuario&entidadeId=${id}&acao=inativar`,
      );
      expect(inativacoes.data.map((r) => r.usuario?.id)).toEqual([outro.id, admin.id]);

      const hoje = diaEmBrasilia();
      const doDia = await get<Registro>(
        `/api/auditoria?entidadeId=${id}&entidade=usuario&dataInicio=${hoje}&dataFim=${hoje}`,
      );
      expect(doDia.total).toBe(6);
      const ontem = diaEmBrasilia(-1);
      const ateOntem = await get<Registro>(
        `/api/auditoria?entidadeId=${id}&entidade=usuario&dataFim=${ontem}`,
      );
      expect(ateOntem.total).toBe(0);
      const deAmanha = await get<Registro>(
        `/api/auditoria?entidadeId=${id}&entidade=usuario&dataInicio=${diaEmBrasilia(1)}`,
      );
      expect(deAmanha.total).toBe(0);

      const primeiros = await get<Registro>(
        `/api/auditoria?entidade=usuario&entidadeId=${id}&sort=criadoEm&pageSize=2`,
      );
      expect(primeiros).toMatchObject({ total: 6, pageSize: 2 });
      expect(primeiros.data.map((r) => r.acao)).toEqual(['criar', 'atualizar']);
    });

    it('recusa datas inválidas e período invertido com a mensagem no campo', async () => {
      const invalida = await h.request('GET', '/api/auditoria?dataInicio=31/12/2024', {
        token: admin.token,
      });
      expect(invalida.statusCode).toBe(400);
      expect(invalida.json().errors).toEqual({ dataInicio: 'Data inválida: use aaaa-mm-dd' });
      const invertido = await h.request(
        'GET',
        '/api/auditoria?dataInicio=2025-03-10&dataFim=2025-03-01',
        { token: admin.token },
      );
      expect(invertido.statusCode).toBe(400);
      expect(invertido.json().errors).toEqual({
        dataFim: 'A data final deve ser igual ou posterior à inicial',
      });
    });

    it('a troca da própria senha fica registrada, sem nada da senha', async () => {
      const pessoa = await h.createUser('educador');
      const token = await h.entrar(pessoa.email, pessoa.senha);
      const nova = 'Frase nova para o perfil 2025';
      const troca = await h.request('POST', '/api/auth/senha', {
        token,
        body: { senhaAtual: pessoa.senha, novaSenha: nova },
      });
      expect(troca.statusCode).toBe(204);
      const resposta = await h.request(
        'GET',
        `/api/auditoria?entidade=usuario&entidadeId=${pessoa.id}`,
        { token: admin.token },
      );
      expect(resposta.body).not.toContain(nova);
      expect(resposta.body).not.toContain(pessoa.senha);
      expect(resposta.json<Lista<Registro>>().data).toEqual([
        expect.objectContaining({
          acao: 'alterar-senha',
          usuario: { id: pessoa.id, nome: expect.any(String) },
          campos: null,
        }),
      ]);
    });
  });

  describe('GET /api/auditoria/acessos', () => {
    it('traz as tentativas de entrada com o resultado, nunca a senha', async () => {
      const pessoa = await h.createUser('financeiro');
      expect((await h.login(pessoa.email, SENHA_ERRADA)).statusCode).toBe(401);
      expect((await h.login(pessoa.email, pessoa.senha)).statusCode).toBe(200);
      const desconhecido = `ninguem.${Date.now().toString(36)}@teste.local`;
      expect((await h.login(desconhecido, SENHA_ERRADA)).statusCode).toBe(401);

      const resposta = await h.request(
        'GET',
        `/api/auditoria/acessos?tipo=login&usuarioId=${pessoa.id}`,
        { token: admin.token },
      );
      expect(resposta.statusCode).toBe(200);
      expect(resposta.body).not.toContain(SENHA_ERRADA);
      expect(resposta.body).not.toContain(pessoa.senha);
      const lista = resposta.json<Lista<Acesso>>();
      expect(lista.total).toBe(2);
      expect(lista.data).toEqual([
        expect.objectContaining({
          tipo: 'login',
          usuario: { id: pessoa.id, nome: expect.any(String) },
          email: pessoa.email,
          sucesso: true,
          motivo: 'ok',
          descricao: 'Entrou no sistema',
          ip: expect.stringMatching(/^10\./),
          entidade: null,
        }),
        expect.objectContaining({
          tipo: 'login',
          sucesso: false,
          motivo: 'credenciais',
          descricao: 'Tentativa de entrada com e-mail ou senha inválidos',
        }),
      ]);
      expect(lista.data[0]!.id).toMatch(/^login-\d+$/);

      const falhas = await get<Acesso>(
        '/api/auditoria/acessos?tipo=login&sucesso=false&pageSize=100',
      );
      expect(falhas.data).toContainEqual(
        expect.objectContaining({ email: desconhecido, usuario: null, sucesso: false }),
      );
      expect(falhas.data.every((a) => a.sucesso === false)).toBe(true);
    });

    it('mostra quem abriu a ficha de um aprendiz com o próprio token, junto com as entradas', async () => {
      const criado = await h.request('POST', '/api/aprendiz', {
        token: admin.token,
        body: corpoValido(),
      });
      expect(criado.statusCode).toBe(201);
      const aprendizId = String(criado.json<{ id: number }>().id);

      const secretaria = await h.createUser('secretaria');
      const token = await h.entrar(secretaria.email, secretaria.senha);
      const ip = h.novoIp();
      const aberto = await h.request('GET', `/api/aprendiz/${aprendizId}`, { token, ip });
      expect(aberto.statusCode).toBe(200);

      const tudo = await get<Acesso>(`/api/auditoria/acessos?usuarioId=${secretaria.id}`);
      expect(tudo.data.map((a) => a.tipo)).toEqual(['registro', 'login']);
      expect(tudo.data[0]).toEqual({
        id: expect.stringMatching(/^registro-\d+$/),
        tipo: 'registro',
        usuario: { id: secretaria.id, nome: expect.any(String) },
        descricao: `Abriu o registro de aprendiz #${aprendizId}`,
        ip,
        entidade: 'aprendiz',
        entidadeId: aprendizId,
        acao: 'visualizar',
        email: null,
        sucesso: null,
        motivo: null,
        criadoEm: expect.any(String),
      });

      const daFicha = await get<Acesso>(
        `/api/auditoria/acessos?entidade=aprendiz&entidadeId=${aprendizId}`,
      );
      expect(daFicha.data.map((a) => a.usuario?.id)).toEqual([secretaria.id]);
      const soRegistros = await get<Acesso>(
        `/api/auditoria/acessos?tipo=registro&usuarioId=${secretaria.id}`,
      );
      expect(soRegistros.total).toBe(1);
      const ontem = diaEmBrasilia(-1);
      const antes = await get<Acesso>(
        `/api/auditoria/acessos?usuarioId=${secretaria.id}&dataFim=${ontem}`,
      );
      expect(antes.total).toBe(0);

      // The apprentice page's Histórico tab reads the same trail.
      const historico = await get<Registro>(
        `/api/auditoria?entidade=aprendiz&entidadeId=${aprendizId}`,
      );
      expect(historico.data.map((r) => [r.acao, r.usuario?.id])).toEqual([['criar', admin.id]]);
    });

    it('pagina a linha do tempo dos dois tipos sem repetir nem pular', async () => {
      const pessoa = await h.createUser('educador');
      for (let i = 0; i < 3; i += 1) await h.login(pessoa.email, SENHA_ERRADA);
      await h.db.insert(acessos).values([
        { usuarioId: pessoa.id, entidade: 'aprendiz', entidadeId: '1', ip: '10.0.0.1' },
        { usuarioId: pessoa.id, entidade: 'aprendiz', entidadeId: null, acao: 'exportar' },
      ]);
      const todos = await get<Acesso>(`/api/auditoria/acessos?usuarioId=${pessoa.id}`);
      expect(todos.total).toBe(5);
      expect(todos.data.map((a) => a.descricao)).toContain('Exportou registros de aprendiz');
      const paginas = [];
      for (let page = 1; page <= 3; page += 1) {
        const parte = await get<Acesso>(
          `/api/auditoria/acessos?usuarioId=${pessoa.id}&pageSize=2&page=${page}`,
        );
        paginas.push(...parte.data.map((a) => a.id));
      }
      expect(paginas).toEqual(todos.data.map((a) => a.id));
    });
  });

  it('só quem tem usuarios:admin vê a auditoria e os acessos', async () => {
    for (const chave of ['coordenacao', 'secretaria', 'educador', 'financeiro'] as const) {
      const { id } = await h.createUser(chave);
      const token = await h.tokenPara(id);
      for (const url of ['/api/auditoria', '/api/auditoria/acessos']) {
        const resposta = await h.request('GET', url, { token });
        expect({ chave, url, status: resposta.statusCode }).toEqual({ chave, url, status: 403 });
      }
    }
  });
});
