import { eq } from 'drizzle-orm';
import { forEachEngine } from '../support/api-harness';
import { auditoria, funcoes, sessoes } from '../../server/db/schema';
import type { ChaveFuncao } from '../../server/shared/permissoes';
import { MENSAGENS_SENHA } from '../../src/shared/validation/senha';

const ULTIMO_ADMIN =
  'Este é o último administrador ativo: o sistema ficaria sem ninguém para administrar usuários. ' +
  'Dê a administração de usuários a outra pessoa antes.';
const SESSAO_INVALIDA = 'Sua sessão expirou ou foi encerrada. Entre novamente.';

interface Usuario {
  id: number;
  nome: string;
  email: string;
  funcaoId: number;
  funcao: { id: number; chave: string; nome: string };
  ativo: boolean;
  ultimoAcesso: string | null;
  bloqueado: boolean;
  bloqueadoAte: string | null;
  trocarSenha: boolean;
  versao: number;
  senhaTemporaria?: string;
}

interface Lista {
  data: Usuario[];
  total: number;
  page: number;
  pageSize: number;
}

let sequencia = 0;
const emailNovo = (prefixo = 'pessoa') => {
  sequencia += 1;
  return `${prefixo}.${sequencia}.${Date.now().toString(36)}@teste.local`;
};

forEachEngine('usuários', (h) => {
  const idsDasFuncoes = new Map<ChaveFuncao, number>();
  let admin: { id: number; token: string };

  async function funcaoId(chave: ChaveFuncao): Promise<number> {
    const conhecido = idsDasFuncoes.get(chave);
    if (conhecido !== undefined) return conhecido;
    const [linha] = await h.db
      .select({ id: funcoes.id })
      .from(funcoes)
      .where(eq(funcoes.chave, chave));
    idsDasFuncoes.set(chave, linha!.id);
    return linha!.id;
  }

  async function novoAdmin(): Promise<{ id: number; token: string }> {
    const { id } = await h.createUser('administrador');
    return { id, token: await h.tokenPara(id) };
  }

  beforeAll(async () => {
    admin = await novoAdmin();
  });

  const api = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
    token = admin.token,
  ) => h.request(method, url, { token, body });

  async function criar(dados: Record<string, unknown> = {}): Promise<Usuario> {
    const resposta = await api('POST', '/api/usuarios', {
      nome: 'Maria Aparecida',
      email: emailNovo(),
      funcaoId: await funcaoId('secretaria'),
      ...dados,
    });
    expect(resposta.statusCode).toBe(201);
    return resposta.json<Usuario>();
  }

  describe('POST /api/usuarios', () => {
    it('sem senha gera uma temporária, mostrada só na criação, que entra e pede troca', async () => {
      const resposta = await api('POST', '/api/usuarios', {
        nome: '  Joana   Dark ',
        email: `  ${emailNovo('Joana').toUpperCase()} `,
        funcaoId: await funcaoId('educador'),
      });
      expect(resposta.statusCode).toBe(201);
      expect(resposta.headers['cache-control']).toBe('no-store');
      const criado = resposta.json<Usuario>();
      expect(criado).toMatchObject({
        nome: 'Joana Dark',
        funcao: { chave: 'educador', nome: 'Educador' },
        ativo: true,
        ultimoAcesso: null,
        bloqueado: false,
        bloqueadoAte: null,
        trocarSenha: true,
        versao: 1,
      });
      expect(criado.email).toBe(criado.email.trim().toLowerCase());
      expect(criado.senhaTemporaria).toMatch(/^[A-Za-z2-9]{20}$/);

      const lido = await api('GET', `/api/usuarios/${criado.id}`);
      expect(lido.json()).not.toHaveProperty('senhaTemporaria');

      const login = await h.login(criado.email, criado.senhaTemporaria!);
      expect(login.statusCode).toBe(200);
      expect(login.json().user).toMatchObject({ userType: 'educador', trocarSenha: true });
      const depois = await api('GET', `/api/usuarios/${criado.id}`);
      expect(depois.json<Usuario>().ultimoAcesso).not.toBeNull();

      // Until the temporary password is changed, the server opens nothing else.
      const token = login.json<{ token: string }>().token;
      const lista = await h.request('GET', '/api/turmas', { token });
      expect(lista.statusCode).toBe(403);
      expect(lista.json()).toMatchObject({
        type: '/problemas/trocar-senha',
        detail: 'Troque a senha temporária antes de continuar: acesse Meu perfil.',
      });
      expect((await h.request('GET', '/api/auth/me', { token })).statusCode).toBe(200);
      const novaSenha = 'Outra frase comprida e minha 77';
      const troca = await h.request('POST', '/api/auth/senha', {
        token,
        body: { senhaAtual: criado.senhaTemporaria, novaSenha },
      });
      expect(troca.statusCode).toBe(204);
      expect((await h.request('GET', '/api/turmas', { token })).statusCode).toBe(200);
    });

    it('com senha informada, segue as regras de senha e não a devolve', async () => {
      const curta = await api('POST', '/api/usuarios', {
        nome: 'Pedro Paulo',
        email: emailNovo(),
        funcaoId: await funcaoId('financeiro'),
        senha: 'curta',
      });
      expect(curta.statusCode).toBe(400);
      expect(curta.json().errors).toEqual({ senha: MENSAGENS_SENHA.novaSenhaCurta });

      const comum = await api('POST', '/api/usuarios', {
        nome: 'Pedro Paulo',
        email: emailNovo(),
        funcaoId: await funcaoId('financeiro'),
        senha: 'Flamengo1234',
      });
      expect(comum.json().errors).toEqual({ senha: MENSAGENS_SENHA.novaSenhaComum });

      for (const [senha, mensagem] of [
        ['Admin@123456', MENSAGENS_SENHA.novaSenhaPrevisivel],
        ['Pedro Paulo e sua senha', MENSAGENS_SENHA.novaSenhaPessoal],
      ] as const) {
        const recusada = await api('POST', '/api/usuarios', {
          nome: 'Pedro Paulo',
          email: emailNovo(),
          funcaoId: await funcaoId('financeiro'),
          senha,
        });
        expect(recusada.json().errors).toEqual({ senha: mensagem });
      }

      const senha = 'Uma senha escolhida pelo admin';
      const criado = await criar({ senha, trocarSenha: false });
      expect(criado).not.toHaveProperty('senhaTemporaria');
      expect(criado.trocarSenha).toBe(false);
      const login = await h.login(criado.email, senha);
      expect(login.json().user.trocarSenha).toBe(false);
    });

    it('aponta cada campo errado de uma vez, com as mensagens do formulário', async () => {
      const vazio = await api('POST', '/api/usuarios', {});
      expect(vazio.statusCode).toBe(400);
      expect(vazio.json()).toMatchObject({
        type: '/problemas/validacao',
        detail: 'Corrija os campos indicados.',
        errors: {
          nome: 'Informe o nome',
          email: 'Informe o e-mail',
          funcaoId: 'Selecione uma função',
        },
      });
      const ruins = await api('POST', '/api/usuarios', {
        nome: 'Al',
        email: 'sem-arroba',
        funcaoId: 0,
      });
      expect(ruins.json().errors).toEqual({
        nome: 'Nome deve ter no mínimo 3 caracteres',
        email: 'E-mail inválido',
        funcaoId: 'Selecione uma função',
      });
      const espacos = await api('POST', '/api/usuarios', {
        nome: ' a  ',
        email: emailNovo(),
        funcaoId: 999_999,
      });
      expect(espacos.json().errors).toEqual({
        nome: 'Nome deve ter no mínimo 3 caracteres',
        funcaoId: 'Função não encontrada. Recarregue a lista de funções e escolha outra.',
      });
    });

    it('e-mail repetido, em qualquer caixa, é 409 no campo email', async () => {
      const existente = await criar();
      const repetido = await api('POST', '/api/usuarios', {
        nome: 'Outra Pessoa',
        email: existente.email.toUpperCase(),
        funcaoId: await funcaoId('educador'),
      });
      expect(repetido.statusCode).toBe(409);
      expect(repetido.json()).toMatchObject({
        status: 409,
        detail: 'Já existe um usuário com este e-mail. Use outro ou reative o usuário existente.',
        errors: { email: 'Já existe um usuário com este e-mail' },
      });
    });

    it('dois pedidos ao mesmo tempo com o mesmo e-mail criam um só usuário', async () => {
      const email = emailNovo('corrida');
      const corpo = { nome: 'Corrida', email, funcaoId: await funcaoId('educador') };
      const respostas = await Promise.all([
        api('POST', '/api/usuarios', corpo),
        api('POST', '/api/usuarios', corpo),
      ]);
      expect(respostas.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    });
  });

  describe('GET /api/usuarios', () => {
    it('busca sem acentos por nome ou e-mail, filtra por função e por ativo, pagina e ordena', async () => {
      const marca = `zq${Date.now().toString(36)}`;
      const educador = await funcaoId('educador');
      const joao = await criar({ nome: `João Araújo ${marca}`, funcaoId: educador });
      const ana = await criar({ nome: `Ana Lúcia ${marca}` });
      const inativo = await criar({ nome: `Zé Inativo ${marca}` });
      expect((await api('DELETE', `/api/usuarios/${inativo.id}`)).statusCode).toBe(200);

      const busca = await api(
        'GET',
        `/api/usuarios?q=${encodeURIComponent(`joao araujo ${marca}`)}`,
      );
      expect(busca.json<Lista>().data.map((u) => u.id)).toEqual([joao.id]);

      const porEmail = await api('GET', `/api/usuarios?q=${encodeURIComponent(ana.email)}`);
      expect(porEmail.json<Lista>().data.map((u) => u.id)).toEqual([ana.id]);

      const ativos = await api('GET', `/api/usuarios?q=${marca}&sort=nome`);
      expect(ativos.json<Lista>()).toMatchObject({ total: 2, page: 1, pageSize: 25 });
      expect(ativos.json<Lista>().data.map((u) => u.id)).toEqual([ana.id, joao.id]);

      const decrescente = await api('GET', `/api/usuarios?q=${marca}&sort=-nome&pageSize=1&page=2`);
      expect(decrescente.json<Lista>()).toMatchObject({ total: 2, page: 2, pageSize: 1 });
      expect(decrescente.json<Lista>().data.map((u) => u.id)).toEqual([ana.id]);

      const soInativos = await api('GET', `/api/usuarios?q=${marca}&ativo=false`);
      expect(soInativos.json<Lista>().data.map((u) => u.id)).toEqual([inativo.id]);
      const todos = await api('GET', `/api/usuarios?q=${marca}&ativo=todos`);
      expect(todos.json<Lista>().total).toBe(3);

      const porFuncao = await api('GET', `/api/usuarios?q=${marca}&funcaoId=${educador}`);
      expect(porFuncao.json<Lista>().data.map((u) => u.id)).toEqual([joao.id]);

      const ordemRuim = await api('GET', '/api/usuarios?sort=senhaHash');
      expect(ordemRuim.statusCode).toBe(400);
      expect(ordemRuim.json().errors.sort).toMatch(/^Ordenação não permitida/);
    });

    it('mostra o bloqueio por tentativas enquanto dura, com o fim', async () => {
      const { id, email } = await h.createUser('secretaria');
      for (let i = 0; i < 5; i += 1) await h.login(email, 'senha-errada-de-proposito');
      const lido = (await api('GET', `/api/usuarios/${id}`)).json<Usuario>();
      expect(lido.bloqueado).toBe(true);
      expect(new Date(lido.bloqueadoAte!).getTime()).toBeGreaterThan(h.relogio.agora().getTime());
    });
  });

  describe('PUT /api/usuarios/{id}', () => {
    it('altera nome, e-mail e função com a versao lida; versao antiga é 409', async () => {
      const usuario = await criar();
      const novoEmail = emailNovo('alterado');
      const resposta = await api('PUT', `/api/usuarios/${usuario.id}`, {
        nome: 'Maria Alterada',
        email: novoEmail,
        funcaoId: await funcaoId('financeiro'),
        versao: usuario.versao,
      });
      expect(resposta.statusCode).toBe(200);
      expect(resposta.json()).toMatchObject({
        nome: 'Maria Alterada',
        email: novoEmail,
        funcao: { chave: 'financeiro' },
        versao: usuario.versao + 1,
      });

      const velha = await api('PUT', `/api/usuarios/${usuario.id}`, {
        nome: 'Maria Outra Vez',
        email: novoEmail,
        funcaoId: await funcaoId('financeiro'),
        versao: usuario.versao,
      });
      expect(velha.statusCode).toBe(409);
      expect(velha.json().type).toBe('/problemas/versao-desatualizada');
    });

    it('não aceita o e-mail de outro usuário', async () => {
      const [a, b] = [await criar(), await criar()];
      const resposta = await api('PUT', `/api/usuarios/${b.id}`, {
        nome: b.nome,
        email: a.email.toUpperCase(),
        funcaoId: b.funcaoId,
        versao: b.versao,
      });
      expect(resposta.statusCode).toBe(409);
      expect(resposta.json().errors).toEqual({ email: 'Já existe um usuário com este e-mail' });
    });

    it('uma nova função vale já no próximo pedido do usuário', async () => {
      // A password the person chose (no change pending): only the função decides here.
      const usuario = await criar({ senha: 'Senha inicial bem comprida', trocarSenha: false });
      const token = await h.entrar(usuario.email, 'Senha inicial bem comprida');
      expect((await api('GET', '/api/usuarios', undefined, token)).statusCode).toBe(403);
      await api('PUT', `/api/usuarios/${usuario.id}`, {
        nome: usuario.nome,
        email: usuario.email,
        funcaoId: await funcaoId('administrador'),
        versao: usuario.versao,
      });
      expect((await api('GET', '/api/usuarios', undefined, token)).statusCode).toBe(200);
      const me = await h.request('GET', '/api/auth/me', { token });
      expect(me.json()).toMatchObject({ userType: 'administrador' });
    });

    it('um administrador não tira de si mesmo a administração de usuários', async () => {
      const eu = await novoAdmin();
      const resposta = await api(
        'PUT',
        `/api/usuarios/${eu.id}`,
        {
          nome: 'Eu Mesmo',
          email: emailNovo('eu'),
          funcaoId: await funcaoId('coordenacao'),
          versao: 1,
        },
        eu.token,
      );
      expect(resposta.statusCode).toBe(422);
      expect(resposta.json()).toMatchObject({
        title: 'Regra de negócio violada',
        detail:
          'Você não pode tirar de si mesmo a administração de usuários. Peça a outro administrador, se for o caso.',
      });
      // Renaming oneself, keeping the função, is fine.
      const renomear = await api(
        'PUT',
        `/api/usuarios/${eu.id}`,
        {
          nome: 'Eu Mesmo',
          email: emailNovo('eu'),
          funcaoId: await funcaoId('administrador'),
          versao: 1,
        },
        eu.token,
      );
      expect(renomear.statusCode).toBe(200);
      // Another administrator may demote them.
      const rebaixar = await api('PUT', `/api/usuarios/${eu.id}`, {
        ...renomear.json<Usuario>(),
        funcaoId: await funcaoId('coordenacao'),
      });
      expect(rebaixar.statusCode).toBe(200);
      expect(rebaixar.json().funcao.chave).toBe('coordenacao');
    });
  });

  describe('desativar e reativar', () => {
    it('desativar corta na hora o token já emitido e todas as sessões; reativar devolve o acesso', async () => {
      const usuario = await h.createUser('secretaria');
      const token = await h.entrar(usuario.email, usuario.senha);
      const outroToken = await h.entrar(usuario.email, usuario.senha);
      expect((await h.request('GET', '/api/auth/me', { token })).statusCode).toBe(200);

      const desativado = await api('DELETE', `/api/usuarios/${usuario.id}`);
      expect(desativado.statusCode).toBe(200);
      expect(desativado.json()).toMatchObject({ id: usuario.id, ativo: false });

      for (const t of [token, outroToken]) {
        const depois = await h.request('GET', '/api/auth/me', { token: t });
        expect(depois.statusCode).toBe(401);
        expect(depois.json().detail).toBe(SESSAO_INVALIDA);
      }
      const abertas = await h.db
        .select({ revogadaEm: sessoes.revogadaEm })
        .from(sessoes)
        .where(eq(sessoes.usuarioId, usuario.id));
      expect(abertas).toHaveLength(2);
      expect(abertas.every((s) => s.revogadaEm !== null)).toBe(true);

      const login = await h.login(usuario.email, usuario.senha);
      expect(login.statusCode).toBe(403);
      expect(login.json().type).toBe('/problemas/usuario-desativado');

      // Deactivating twice is harmless.
      expect((await api('DELETE', `/api/usuarios/${usuario.id}`)).json().ativo).toBe(false);

      const reativado = await api('POST', `/api/usuarios/${usuario.id}/reativar`);
      expect(reativado.statusCode).toBe(200);
      expect(reativado.json().ativo).toBe(true);
      expect((await h.login(usuario.email, usuario.senha)).statusCode).toBe(200);
      // The old tokens stay dead: reactivation opens no session.
      expect((await h.request('GET', '/api/auth/me', { token })).statusCode).toBe(401);
    });

    it('ninguém desativa a si mesmo', async () => {
      const eu = await novoAdmin();
      const resposta = await api('DELETE', `/api/usuarios/${eu.id}`, undefined, eu.token);
      expect(resposta.statusCode).toBe(422);
      expect(resposta.json().detail).toBe(
        'Você não pode desativar o seu próprio usuário. Peça a outro administrador, se for o caso.',
      );
      expect((await h.request('GET', '/api/auth/me', { token: eu.token })).statusCode).toBe(200);
    });

    it('o último administrador ativo não pode ser desativado nem rebaixado', async () => {
      const ultimo = await novoAdmin();
      // Everyone else holding usuarios:admin steps down, so `ultimo` is the only one left.
      const outros = await api(
        'GET',
        `/api/usuarios?funcaoId=${await funcaoId('administrador')}&pageSize=100`,
        undefined,
        ultimo.token,
      );
      for (const outro of outros.json<Lista>().data) {
        if (outro.id === ultimo.id) continue;
        const r = await api('DELETE', `/api/usuarios/${outro.id}`, undefined, ultimo.token);
        expect(r.statusCode).toBe(200);
      }

      const desativar = await api('DELETE', `/api/usuarios/${ultimo.id}`, undefined, ultimo.token);
      expect(desativar.statusCode).toBe(409);
      expect(desativar.json()).toMatchObject({
        type: '/problemas/ultimo-administrador',
        detail: ULTIMO_ADMIN,
      });
      const rebaixar = await api(
        'PUT',
        `/api/usuarios/${ultimo.id}`,
        {
          nome: 'Último Admin',
          email: emailNovo('ultimo'),
          funcaoId: await funcaoId('secretaria'),
          versao: 1,
        },
        ultimo.token,
      );
      expect(rebaixar.statusCode).toBe(409);
      expect(rebaixar.json().detail).toBe(ULTIMO_ADMIN);

      // With a second administrator the reason becomes "not yourself", and the others can act.
      admin = await novoAdmin();
      const agora = await api('DELETE', `/api/usuarios/${ultimo.id}`, undefined, ultimo.token);
      expect(agora.statusCode).toBe(422);
      expect((await api('DELETE', `/api/usuarios/${ultimo.id}`)).statusCode).toBe(200);
    });

    it('dois administradores desativando um ao outro ao mesmo tempo deixam um deles ativo', async () => {
      const [a, b] = [await novoAdmin(), await novoAdmin()];
      // Only these two hold usuarios:admin from here on.
      const outros = await api(
        'GET',
        `/api/usuarios?funcaoId=${await funcaoId('administrador')}&pageSize=100`,
        undefined,
        a.token,
      );
      for (const outro of outros.json<Lista>().data) {
        if (outro.id !== a.id && outro.id !== b.id)
          await api('DELETE', `/api/usuarios/${outro.id}`, undefined, a.token);
      }
      const [porA, porB] = await Promise.all([
        api('DELETE', `/api/usuarios/${b.id}`, undefined, a.token),
        api('DELETE', `/api/usuarios/${a.id}`, undefined, b.token),
      ]);
      const status = [porA.statusCode, porB.statusCode].sort();
      expect(status[0]).toBe(200);
      expect([401, 409]).toContain(status[1]);
      const restantes = await api(
        'GET',
        `/api/usuarios?funcaoId=${await funcaoId('administrador')}`,
        undefined,
        porA.statusCode === 200 ? a.token : b.token,
      );
      expect(restantes.json<Lista>().total).toBe(1);
      admin = porA.statusCode === 200 ? a : b;
    });
  });

  describe('POST /api/usuarios/{id}/redefinir-senha', () => {
    it('a senha antiga para de valer, a temporária entra com trocarSenha e as sessões caem', async () => {
      const usuario = await h.createUser('financeiro');
      const token = await h.entrar(usuario.email, usuario.senha);

      const resposta = await api('POST', `/api/usuarios/${usuario.id}/redefinir-senha`);
      expect(resposta.statusCode).toBe(200);
      expect(resposta.headers['cache-control']).toBe('no-store');
      const { usuario: redefinido, senhaTemporaria } = resposta.json<{
        usuario: Usuario;
        senhaTemporaria: string;
      }>();
      expect(redefinido).toMatchObject({ id: usuario.id, trocarSenha: true });
      expect(senhaTemporaria).toMatch(/^[A-Za-z2-9]{20}$/);

      expect((await h.request('GET', '/api/auth/me', { token })).statusCode).toBe(401);
      expect((await h.login(usuario.email, usuario.senha)).statusCode).toBe(401);

      const login = await h.login(usuario.email, senhaTemporaria);
      expect(login.statusCode).toBe(200);
      expect(login.json().user.trocarSenha).toBe(true);
      const novoToken = login.json<{ token: string }>().token;
      const me = await h.request('GET', '/api/auth/me', { token: novoToken });
      expect(me.json().trocarSenha).toBe(true);

      const troca = await h.request('POST', '/api/auth/senha', {
        token: novoToken,
        body: { senhaAtual: senhaTemporaria, novaSenha: 'Minha senha nova de verdade' },
      });
      expect(troca.statusCode).toBe(204);
      expect((await api('GET', `/api/usuarios/${usuario.id}`)).json().trocarSenha).toBe(false);
    });

    it('a própria senha se troca no perfil, não aqui', async () => {
      const resposta = await api('POST', `/api/usuarios/${admin.id}/redefinir-senha`);
      expect(resposta.statusCode).toBe(422);
      expect(resposta.json().detail).toBe('Para trocar a sua própria senha, use Meu perfil.');
    });
  });

  describe('POST /api/usuarios/{id}/desbloquear', () => {
    it('retira o bloqueio e zera as falhas: a senha certa volta a entrar', async () => {
      const usuario = await h.createUser('educador');
      for (let i = 0; i < 5; i += 1) await h.login(usuario.email, 'senha-errada-de-proposito');
      expect((await h.login(usuario.email, usuario.senha)).statusCode).toBe(429);

      const resposta = await api('POST', `/api/usuarios/${usuario.id}/desbloquear`);
      expect(resposta.statusCode).toBe(200);
      expect(resposta.json()).toMatchObject({ bloqueado: false, bloqueadoAte: null });
      expect((await h.login(usuario.email, usuario.senha)).statusCode).toBe(200);

      const trilha = await h.db
        .select({ acao: auditoria.acao, campos: auditoria.campos })
        .from(auditoria)
        .where(eq(auditoria.entidadeId, String(usuario.id)));
      expect(trilha).toContainEqual({
        acao: 'desbloquear',
        campos: { bloqueadoAte: { de: expect.any(String), para: null } },
      });
    });

    it('quatro falhas seguidas também são esquecidas', async () => {
      const usuario = await h.createUser('educador');
      for (let i = 0; i < 4; i += 1) await h.login(usuario.email, 'senha-errada-de-proposito');
      const desbloqueio = await api('POST', `/api/usuarios/${usuario.id}/desbloquear`);
      expect(desbloqueio.json().bloqueado).toBe(false);
      // Had the count stayed at 4, this failure would lock the account (429).
      expect((await h.login(usuario.email, 'senha-errada-de-proposito')).statusCode).toBe(401);
    });
  });

  describe('registro inexistente', () => {
    it.each([
      ['GET', ''],
      ['DELETE', ''],
      ['POST', '/reativar'],
      ['POST', '/redefinir-senha'],
      ['POST', '/desbloquear'],
    ] as const)('%s /api/usuarios/{id}%s responde 404 em português', async (metodo, sufixo) => {
      const resposta = await api(metodo, `/api/usuarios/999999${sufixo}`);
      expect(resposta.statusCode).toBe(404);
      expect(resposta.json().detail).toBe('Usuário não encontrado.');
    });

    it('PUT também', async () => {
      const resposta = await api('PUT', '/api/usuarios/999999', {
        nome: 'Ninguém Aqui',
        email: emailNovo(),
        funcaoId: await funcaoId('educador'),
        versao: 1,
      });
      expect(resposta.statusCode).toBe(404);
    });
  });

  it('o documento OpenAPI traz cada rota de administração com operationId, tag e usuarios:admin', async () => {
    const doc = (await h.request('GET', '/api/docs/json')).json<{
      paths: Record<string, Record<string, { operationId: string; tags: string[] }>>;
    }>();
    const operacoes = Object.entries(doc.paths)
      .filter(([caminho]) => /^\/api\/(usuarios|funcoes|permissoes|auditoria)/.test(caminho))
      .flatMap(([caminho, metodos]) =>
        Object.entries(metodos).map(([metodo, op]) => ({
          id: op.operationId,
          rota: `${metodo.toUpperCase()} ${caminho}`,
          tags: op.tags,
          permissao: (op as { 'x-permissao'?: string })['x-permissao'],
        })),
      );
    const esperadas: Record<string, [string, string]> = {
      usuarioListar: ['GET /api/usuarios', 'usuarios'],
      usuarioCriar: ['POST /api/usuarios', 'usuarios'],
      usuarioObter: ['GET /api/usuarios/{id}', 'usuarios'],
      usuarioAtualizar: ['PUT /api/usuarios/{id}', 'usuarios'],
      usuarioInativar: ['DELETE /api/usuarios/{id}', 'usuarios'],
      usuarioReativar: ['POST /api/usuarios/{id}/reativar', 'usuarios'],
      usuarioRedefinirSenha: ['POST /api/usuarios/{id}/redefinir-senha', 'usuarios'],
      usuarioDesbloquear: ['POST /api/usuarios/{id}/desbloquear', 'usuarios'],
      funcaoListar: ['GET /api/funcoes', 'funcoes'],
      funcaoCriar: ['POST /api/funcoes', 'funcoes'],
      funcaoObter: ['GET /api/funcoes/{id}', 'funcoes'],
      funcaoAtualizar: ['PUT /api/funcoes/{id}', 'funcoes'],
      funcaoExcluir: ['DELETE /api/funcoes/{id}', 'funcoes'],
      permissaoListar: ['GET /api/permissoes', 'funcoes'],
      auditoriaListar: ['GET /api/auditoria', 'auditoria'],
      auditoriaAcessos: ['GET /api/auditoria/acessos', 'auditoria'],
    };
    expect(
      Object.fromEntries(operacoes.map((o) => [o.id, [o.rota, o.tags.join(), o.permissao]])),
    ).toEqual(
      Object.fromEntries(
        Object.entries(esperadas).map(([id, [rota, tag]]) => [id, [rota, tag, 'usuarios:admin']]),
      ),
    );
  });

  it('só quem tem usuarios:admin chega aqui: as outras funções recebem 403', async () => {
    for (const chave of ['coordenacao', 'secretaria', 'educador', 'financeiro'] as const) {
      const { id } = await h.createUser(chave);
      const token = await h.tokenPara(id);
      for (const [metodo, url] of [
        ['GET', '/api/usuarios'],
        ['POST', '/api/usuarios'],
        ['POST', `/api/usuarios/${admin.id}/redefinir-senha`],
        ['DELETE', `/api/usuarios/${admin.id}`],
      ] as const) {
        const resposta = await api(metodo, url, metodo === 'GET' ? undefined : {}, token);
        expect({ chave, metodo, url, status: resposta.statusCode }).toEqual({
          chave,
          metodo,
          url,
          status: 403,
        });
      }
    }
  });
});
