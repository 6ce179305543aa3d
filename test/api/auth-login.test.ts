import { sql } from 'drizzle-orm';
import { ADMIN_EMAIL, ADMIN_SENHA, forEachEngine, semSegredos } from '../support/api-harness';
import { linhas } from '../../server/db/client';
import { FUNCOES_PADRAO } from '../../server/shared/permissoes';

const decodificar = (parte: string | undefined): Record<string, unknown> =>
  JSON.parse(Buffer.from(parte ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;

forEachEngine('POST /api/auth/login', (h) => {
  it('entra com as credenciais certas e devolve token e usuário com a função e permissões', async () => {
    const resposta = await h.login(ADMIN_EMAIL, ADMIN_SENHA);
    expect(resposta.statusCode).toBe(200);
    expect(resposta.body).not.toContain(ADMIN_SENHA);
    const { token, user } = resposta.json<{
      token: string;
      user: { id: number; permissoes: string[] };
    }>();
    expect(Object.keys(user).sort()).toEqual([
      'email',
      'id',
      'nome',
      'permissoes',
      'trocarSenha',
      'userType',
    ]);
    expect(user).toMatchObject({
      email: ADMIN_EMAIL,
      nome: 'Administrador',
      userType: 'administrador',
      trocarSenha: false,
    });
    const admin = FUNCOES_PADRAO.find((f) => f.chave === 'administrador')!;
    expect([...user.permissoes].sort()).toEqual([...admin.permissoes].sort());

    const [cabecalho, corpo] = token.split('.');
    expect(decodificar(cabecalho)).toMatchObject({ alg: 'HS256', typ: 'JWT' });
    const claims = decodificar(corpo);
    expect(claims).toMatchObject({
      iss: 'aprendiz-backoffice',
      aud: 'aprendiz-backoffice-api',
      sub: String(user.id),
    });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(15 * 60);
    expect(typeof claims.sid).toBe('string');
    expect(typeof claims.jti).toBe('string');
  });

  it('aceita o e-mail com maiúsculas e espaços em volta', async () => {
    const resposta = await h.login(`  ${ADMIN_EMAIL.toUpperCase()} `, ADMIN_SENHA);
    expect(resposta.statusCode).toBe(200);
  });

  it('recusa senha errada com 401 problem+json e mensagem genérica', async () => {
    const usuario = await h.createUser('secretaria');
    const resposta = await h.login(usuario.email, 'senha-errada-de-proposito');
    expect(resposta.statusCode).toBe(401);
    expect(resposta.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(resposta.json()).toEqual({
      type: 'about:blank',
      title: 'Não autenticado',
      status: 401,
      detail: 'E-mail ou senha inválidos.',
    });
  });

  it('responde igual para e-mail desconhecido (não revela quem tem conta)', async () => {
    const resposta = await h.login('ninguem@teste.local', 'qualquer-senha');
    expect(resposta.statusCode).toBe(401);
    expect(resposta.json().detail).toBe('E-mail ou senha inválidos.');
  });

  it('recusa corpo sem e-mail e senha com mensagens por campo', async () => {
    const resposta = await h.request('POST', '/api/auth/login', { body: {} });
    expect(resposta.statusCode).toBe(400);
    expect(resposta.json()).toMatchObject({
      status: 400,
      errors: { email: 'Informe o e-mail', senha: 'Informe a senha' },
    });
    const vazio = await h.request('POST', '/api/auth/login', { body: { email: '', senha: '' } });
    expect(vazio.json().errors).toEqual({ email: 'Informe o e-mail', senha: 'Informe a senha' });
  });

  it('usuário desativado com a senha certa recebe 403 e não abre sessão', async () => {
    const usuario = await h.createUser('educador', { ativo: false });
    const resposta = await h.login(usuario.email, usuario.senha);
    expect(resposta.statusCode).toBe(403);
    expect(resposta.json().detail).toBe('Usuário desativado. Procure o administrador do sistema.');
    const desativadoComSenhaErrada = await h.login(usuario.email, 'senha-errada-de-proposito');
    expect(desativadoComSenhaErrada.statusCode).toBe(401);
  });

  it('registra cada tentativa com e-mail, IP e resultado, sem a senha', async () => {
    const usuario = await h.createUser('financeiro');
    const ip = h.novoIp();
    await h.login(usuario.email, 'senha-errada-de-proposito', ip);
    await h.login(usuario.email, usuario.senha, ip);
    const registro = linhas<Record<string, unknown>>(
      await h.db.execute(sql`SELECT * FROM tentativas_login WHERE ip = ${ip} ORDER BY id`),
    );
    expect(registro.map((r) => [r.email, r.sucesso, r.motivo, r.usuario_id])).toEqual([
      [usuario.email, false, 'credenciais', usuario.id],
      [usuario.email, true, 'ok', usuario.id],
    ]);
    expect(JSON.stringify(registro)).not.toContain(usuario.senha);
    const [u] = linhas<{ ultimo_acesso: string | null; senha_hash: string }>(
      await h.db.execute(
        sql`SELECT ultimo_acesso, senha_hash FROM usuarios WHERE id = ${usuario.id}`,
      ),
    );
    expect(u?.ultimo_acesso).not.toBeNull();
    expect(u?.senha_hash.startsWith('$argon2id$')).toBe(true);
  });

  it('toda resposta passa pelo verificador de hashes, que de fato recusa um', () => {
    const vazada = { body: '{"senhaHash":"$argon2id$v=19$m=19456,t=2,p=1$abc"}' };
    expect(() => semSegredos(vazada as Parameters<typeof semSegredos>[0])).toThrow(
      'A resposta contém',
    );
  });
});
