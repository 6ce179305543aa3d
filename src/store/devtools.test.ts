import { devToolsOptions, OCULTO } from './devtools';
import { authEntrar, authEntrou } from './eventosDaSessao';

describe('sanitização para o Redux DevTools', () => {
  it('esconde senha e token nas ações', () => {
    const entrar = devToolsOptions.actionSanitizer(
      authEntrar({ email: 'a@b.c', senha: 'segredo' }),
    );
    expect(entrar.payload).toEqual({ email: 'a@b.c', senha: OCULTO });
    const user = { id: 1, nome: 'A', email: 'a@b.c', userType: 'x', permissoes: [] };
    expect(
      devToolsOptions.actionSanitizer(authEntrou({ token: 'abc.def.ghi', user })).payload.token,
    ).toBe(OCULTO);
  });

  it('esconde o token e campos de senha aninhados no estado, sem alterar o original', () => {
    const estado = {
      sessao: { token: 'abc', user: null },
      form: { novaSenha: 'x', senhaAtual: 'y', password: 'z' },
    };
    expect(devToolsOptions.stateSanitizer(estado)).toEqual({
      sessao: { token: OCULTO, user: null },
      form: { novaSenha: OCULTO, senhaAtual: OCULTO, password: OCULTO },
    });
    expect(estado.sessao.token).toBe('abc');
  });
});
