import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { forEachEngine, MINUTO, type Harness } from '../support/api-harness';
import { usuarios } from '../../server/db/schema';
import { VALIDADE_MS } from '../../server/modules/auth/cache-sessoes';

const SESSAO_INVALIDA = 'Sua sessão expirou ou foi encerrada. Entre novamente.';

const b64 = (valor: unknown) => Buffer.from(JSON.stringify(valor)).toString('base64url');
const partes = (token: string) => token.split('.') as [string, string, string];
const claims = (token: string) =>
  JSON.parse(Buffer.from(partes(token)[1], 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;

function assinar(
  cabecalho: object,
  corpo: object,
  segredo: string,
  algoritmo: 'sha256' | 'sha512',
): string {
  const dados = `${b64(cabecalho)}.${b64(corpo)}`;
  return `${dados}.${createHmac(algoritmo, segredo).update(dados).digest('base64url')}`;
}

async function recusado(h: Harness, token: string): Promise<void> {
  const resposta = await h.request('GET', '/api/auth/me', { token });
  expect(resposta.statusCode).toBe(401);
  expect(resposta.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(resposta.headers['www-authenticate']).toContain('Bearer');
  expect(resposta.json().detail).toBe(SESSAO_INVALIDA);
}

const me = (h: Harness, token: string) => h.request('GET', '/api/auth/me', { token });
const refresh = (h: Harness, token: string) => h.request('POST', '/api/auth/refresh', { token });

forEachEngine('sessão e token', (h) => {
  describe('GET /api/auth/me', () => {
    it('devolve o usuário da sessão com a função, as permissões e trocarSenha', async () => {
      const usuario = await h.createUser('educador');
      const resposta = await me(h, await h.entrar(usuario.email, usuario.senha));
      expect(resposta.statusCode).toBe(200);
      expect(resposta.json()).toEqual({
        id: usuario.id,
        nome: expect.any(String),
        email: usuario.email,
        userType: 'educador',
        permissoes: expect.arrayContaining(['frequencia:escrever', 'avaliacoes:escrever']),
        trocarSenha: false,
      });
    });

    it('sem token responde 401 pedindo login', async () => {
      const resposta = await h.request('GET', '/api/auth/me');
      expect(resposta.statusCode).toBe(401);
      expect(resposta.headers['www-authenticate']).toBe('Bearer realm="aprendiz"');
      expect(resposta.json()).toMatchObject({ status: 401, detail: 'Faça login para continuar.' });
      const semBearer = await h.request('GET', '/api/auth/me', {
        headers: { authorization: 'Basic abc' },
      });
      expect(semBearer.statusCode).toBe(401);
    });
  });

  describe('tokens recusados', () => {
    let token: string;
    let segredo: string;
    // A fresh token that the server accepts: each rejection below is then due to what the test
    // changed, not to an earlier test having moved the clock past its expiry.
    beforeEach(async () => {
      const usuario = await h.createUser('secretaria');
      token = await h.entrar(usuario.email, usuario.senha);
      expect((await me(h, token)).statusCode).toBe(200);
      segredo = h.app.config.jwtSecret;
    });

    it('expirado (15 minutos depois)', async () => {
      h.relogio.avancar(14 * MINUTO);
      expect((await me(h, token)).statusCode).toBe(200);
      h.relogio.avancar(MINUTO + 1000);
      await recusado(h, token);
    });

    it('com a assinatura adulterada', async () => {
      const [cabecalho, corpo, assinatura] = partes(token);
      const trocada = `${assinatura.slice(0, -2)}${assinatura.endsWith('AA') ? 'BB' : 'AA'}`;
      await recusado(h, `${cabecalho}.${corpo}.${trocada}`);
      const outroCorpo = b64({ ...claims(token), sub: '1' });
      await recusado(h, `${cabecalho}.${outroCorpo}.${assinatura}`);
    });

    it('com alg: none', async () => {
      const corpo = claims(token);
      await recusado(h, `${b64({ alg: 'none', typ: 'JWT' })}.${b64(corpo)}.`);
    });

    it('com outro algoritmo, mesmo assinado com o segredo certo (HS512)', async () => {
      await recusado(h, assinar({ alg: 'HS512', typ: 'JWT' }, claims(token), segredo, 'sha512'));
    });

    it('assinado com outro segredo', async () => {
      await recusado(
        h,
        assinar({ alg: 'HS256', typ: 'JWT' }, claims(token), 'outro-segredo-qualquer', 'sha256'),
      );
    });

    it('com emissor ou audiência errados', async () => {
      const corpo = claims(token);
      await recusado(
        h,
        assinar({ alg: 'HS256', typ: 'JWT' }, { ...corpo, iss: 'outro' }, segredo, 'sha256'),
      );
      await recusado(
        h,
        assinar({ alg: 'HS256', typ: 'JWT' }, { ...corpo, aud: 'outra' }, segredo, 'sha256'),
      );
    });

    it('de uma sessão que não existe', async () => {
      const corpo = { ...claims(token), sid: '00000000-0000-4000-8000-000000000000' };
      await recusado(h, assinar({ alg: 'HS256', typ: 'JWT' }, corpo, segredo, 'sha256'));
    });

    it('com claims de outro tipo, mesmo bem assinado', async () => {
      const corpo = { ...claims(token), sid: 123 };
      await recusado(h, assinar({ alg: 'HS256', typ: 'JWT' }, corpo, segredo, 'sha256'));
    });

    it('lixo no lugar do token', async () => {
      await recusado(h, 'isto-nao-e-um-jwt');
    });
  });

  describe('POST /api/auth/refresh', () => {
    it('gira o jti: o novo funciona, o antigo vale só 30 segundos', async () => {
      const usuario = await h.createUser('coordenacao');
      const antigo = await h.entrar(usuario.email, usuario.senha);
      const resposta = await refresh(h, antigo);
      expect(resposta.statusCode).toBe(200);
      const novo = resposta.json<{ token: string }>().token;
      expect(claims(novo).jti).not.toBe(claims(antigo).jti);
      expect(claims(novo).sid).toBe(claims(antigo).sid);

      h.relogio.avancar(20_000);
      expect((await me(h, antigo)).statusCode).toBe(200);
      expect((await me(h, novo)).statusCode).toBe(200);

      h.relogio.avancar(11_000);
      await recusado(h, antigo);
      expect((await me(h, novo)).statusCode).toBe(200);
    });

    it('um segundo refresh com o token anterior (outra aba) recebe o jti atual, sem derrubar a primeira', async () => {
      const usuario = await h.createUser('coordenacao');
      const antigo = await h.entrar(usuario.email, usuario.senha);
      const primeiro = (await refresh(h, antigo)).json<{ token: string }>().token;
      const segundo = await refresh(h, antigo);
      expect(segundo.statusCode).toBe(200);
      expect(claims(segundo.json<{ token: string }>().token).jti).toBe(claims(primeiro).jti);
      h.relogio.avancar(31_000);
      expect((await me(h, primeiro)).statusCode).toBe(200);
    });

    it('não passa do limite absoluto de 12 horas da sessão', async () => {
      const usuario = await h.createUser('secretaria');
      let token = await h.entrar(usuario.email, usuario.senha);
      const inicio = Number(claims(token).iat);
      // Renewing every 10 minutes keeps the session alive, but only up to its absolute end.
      for (let passo = 0; passo < 71; passo += 1) {
        h.relogio.avancar(10 * MINUTO);
        const resposta = await refresh(h, token);
        expect(resposta.statusCode).toBe(200);
        token = resposta.json<{ token: string }>().token;
      }
      const fimDaSessao = inicio + 12 * 3600;
      expect(Number(claims(token).exp)).toBe(fimDaSessao);
      h.relogio.avancar(10 * MINUTO);
      await recusado(h, token);
      expect((await refresh(h, token)).statusCode).toBe(401);
    });

    it('recusa refresh sem token válido', async () => {
      expect((await h.request('POST', '/api/auth/refresh')).statusCode).toBe(401);
    });
  });

  describe('POST /api/auth/logout', () => {
    it('encerra a sessão do token: ele para de valer na hora, as outras sessões seguem', async () => {
      const usuario = await h.createUser('financeiro');
      const desteAparelho = await h.entrar(usuario.email, usuario.senha);
      const deOutroAparelho = await h.entrar(usuario.email, usuario.senha);
      const resposta = await h.request('POST', '/api/auth/logout', { token: desteAparelho });
      expect(resposta.statusCode).toBe(204);
      expect(resposta.body).toBe('');
      await recusado(h, desteAparelho);
      expect((await refresh(h, desteAparelho)).statusCode).toBe(401);
      expect((await me(h, deOutroAparelho)).statusCode).toBe(200);
    });

    it('recusa logout sem token', async () => {
      expect((await h.request('POST', '/api/auth/logout')).statusCode).toBe(401);
    });
  });

  it('desativar um usuário derruba o token dele na hora', async () => {
    const admin = await h.tokenPara((await h.createUser('administrador')).id);
    const usuario = await h.createUser('educador');
    const token = await h.entrar(usuario.email, usuario.senha);
    expect((await me(h, token)).statusCode).toBe(200);
    const desativado = await h.request('DELETE', `/api/usuarios/${usuario.id}`, { token: admin });
    expect(desativado.statusCode).toBe(200);
    await recusado(h, token);
    expect((await refresh(h, token)).statusCode).toBe(401);
  });

  // The session check is remembered for VALIDADE_MS (cache-sessoes.ts); every writing request of
  // this process forgets it at once, a change made elsewhere holds within that window.
  it('mudança feita fora da API (outra instância, SQL) vale em até VALIDADE_MS', async () => {
    const usuario = await h.createUser('educador');
    const token = await h.entrar(usuario.email, usuario.senha);
    expect((await me(h, token)).statusCode).toBe(200);
    await h.db.update(usuarios).set({ ativo: false }).where(eq(usuarios.id, usuario.id));
    h.relogio.avancar(VALIDADE_MS);
    await recusado(h, token);
    expect((await refresh(h, token)).statusCode).toBe(401);
  });

  it('a permissão tirada de uma função vale na requisição seguinte', async () => {
    const admin = await h.tokenPara((await h.createUser('administrador')).id);
    const usuario = await h.createUser('educador');
    const token = await h.entrar(usuario.email, usuario.senha);
    const ver = () => h.request('GET', '/api/turmas', { token });
    expect((await ver()).statusCode).toBe(200);
    type Funcao = { id: number; chave: string; nome: string; permissoes: string[]; versao: number };
    const { data } = (await h.request('GET', '/api/funcoes', { token: admin })).json<{
      data: Funcao[];
    }>();
    const { id, nome, permissoes, versao } = data.find((f) => f.chave === 'educador')!;
    const alterada = await h.request('PUT', `/api/funcoes/${id}`, {
      token: admin,
      body: { nome, versao, permissoes: permissoes.filter((p) => p !== 'turmas:ler') },
    });
    expect(alterada.statusCode).toBe(200);
    expect((await ver()).statusCode).toBe(403);
  });
});
