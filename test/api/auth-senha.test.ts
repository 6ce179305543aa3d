import { forEachEngine, type Harness } from '../support/api-harness';
import { MENSAGENS_SENHA } from '../../src/shared/validation/senha';

const NOVA = 'Uma frase-senha bem nova 2024';

function trocar(h: Harness, token: string, body: unknown) {
  return h.request('POST', '/api/auth/senha', { token, body });
}

forEachEngine('POST /api/auth/senha', (h) => {
  async function sessao() {
    const usuario = await h.createUser('secretaria');
    return { usuario, token: await h.entrar(usuario.email, usuario.senha) };
  }

  it('troca a senha: a nova entra, a antiga não, e as outras sessões caem', async () => {
    const { usuario, token } = await sessao();
    const outraSessao = await h.entrar(usuario.email, usuario.senha);

    const resposta = await trocar(h, token, { senhaAtual: usuario.senha, novaSenha: NOVA });
    expect(resposta.statusCode).toBe(204);

    expect((await h.request('GET', '/api/auth/me', { token })).statusCode).toBe(200);
    expect((await h.request('GET', '/api/auth/me', { token: outraSessao })).statusCode).toBe(401);
    expect((await h.login(usuario.email, usuario.senha)).statusCode).toBe(401);
    expect((await h.login(usuario.email, NOVA)).statusCode).toBe(200);
  });

  it('senha atual errada: 400 com a mensagem no campo senhaAtual', async () => {
    const { token } = await sessao();
    const resposta = await trocar(h, token, { senhaAtual: 'nao-e-esta-a-senha', novaSenha: NOVA });
    expect(resposta.statusCode).toBe(400);
    expect(resposta.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(resposta.json()).toEqual({
      type: '/problemas/validacao',
      title: 'Requisição inválida',
      status: 400,
      detail: 'Corrija os campos indicados.',
      errors: { senhaAtual: 'Senha atual incorreta' },
    });
  });

  it.each([
    ['curta', 'curta-11car', MENSAGENS_SENHA.novaSenhaCurta],
    ['longa demais', 'x'.repeat(129), MENSAGENS_SENHA.novaSenhaLonga],
    ['comum', 'senhaforte123', MENSAGENS_SENHA.novaSenhaComum],
    ['comum em maiúsculas', 'SenhaForte123', MENSAGENS_SENHA.novaSenhaComum],
    ['previsível', 'Senha@123456', MENSAGENS_SENHA.novaSenhaPrevisivel],
    [
      'com o nome do sistema',
      'Meu jovem aprendiz querido',
      MENSAGENS_SENHA.novaSenhaComNomeDoSistema,
    ],
  ])('nova senha %s é recusada com a mensagem do campo', async (_caso, novaSenha, mensagem) => {
    const { usuario, token } = await sessao();
    const resposta = await trocar(h, token, { senhaAtual: usuario.senha, novaSenha });
    expect(resposta.statusCode).toBe(400);
    expect(resposta.json().errors).toEqual({ novaSenha: mensagem });
  });

  it('nova senha igual à atual é recusada', async () => {
    const { usuario, token } = await sessao();
    const resposta = await trocar(h, token, {
      senhaAtual: usuario.senha,
      novaSenha: usuario.senha,
    });
    expect(resposta.json().errors).toEqual({
      novaSenha: 'A nova senha deve ser diferente da atual',
    });
  });

  it('aponta todos os campos de uma vez', async () => {
    const { token } = await sessao();
    const vazio = await trocar(h, token, {});
    expect(vazio.statusCode).toBe(400);
    expect(vazio.json().errors).toEqual({
      senhaAtual: 'Informe a senha atual',
      novaSenha: 'Informe a nova senha',
    });
    const ambos = await trocar(h, token, {
      senhaAtual: 'errada-de-novo',
      novaSenha: '123456789012',
    });
    expect(ambos.json().errors).toEqual({
      senhaAtual: 'Senha atual incorreta',
      novaSenha: 'Esta senha é muito comum. Escolha outra',
    });
  });

  it('errar a senha atual cinco vezes bloqueia a conta como no login', async () => {
    const { usuario, token } = await sessao();
    for (let i = 1; i <= 4; i += 1) {
      expect(
        (await trocar(h, token, { senhaAtual: `errada-${i}`, novaSenha: NOVA })).statusCode,
      ).toBe(400);
    }
    const quinta = await trocar(h, token, { senhaAtual: 'errada-5', novaSenha: NOVA });
    expect(quinta.statusCode).toBe(429);
    expect(quinta.headers['retry-after']).toBe(String(15 * 60));
    expect((await h.login(usuario.email, usuario.senha)).statusCode).toBe(429);
  });

  it('exige sessão', async () => {
    const resposta = await h.request('POST', '/api/auth/senha', {
      body: { senhaAtual: 'a', novaSenha: NOVA },
    });
    expect(resposta.statusCode).toBe(401);
  });
});
