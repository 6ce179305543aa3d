import { percorredor } from '../../testing/maquinas';
import {
  authEntrar,
  authEntrou,
  authFalhou,
  authIniciar,
  authRenovacaoFalhou,
  authRenovado,
  authRenovar,
  authSair,
  authSaiu,
  authSessaoExpirada,
  authSessaoValida,
  authVerificacaoIndisponivel,
  type AuthEvent,
} from '../../store/eventosDaSessao';
import { auth, AVISO_SESSAO_EXPIRADA, type AuthState } from './authMachine';

const { reducer: authReducer, proximo } = auth;

const user = { id: 1, nome: 'Ana', email: 'ana@x.br', userType: 'administrador', permissoes: [] };
const inicial = () => authReducer(undefined, { type: '@@init' });

const percorrer = percorredor<AuthState, AuthEvent>(proximo, inicial);

const em = (value: AuthState['value']): AuthState => ({
  value,
  context: { erro: null, aviso: null },
});

describe('máquina de autenticação (transition pura)', () => {
  it('começa verificando a sessão', () => {
    expect(inicial()).toEqual(em('checking'));
  });

  it('sem sessão guardada vai direto para signedOut, sem chamar o servidor', () => {
    const { state, efeitos } = percorrer([authIniciar({ temSessao: false })]);
    expect(state.value).toBe('signedOut');
    expect(efeitos).toEqual([]);
  });

  it('com sessão guardada pede GET /me e entra quando ele confirma', () => {
    const a = percorrer([authIniciar({ temSessao: true })]);
    expect(a.state.value).toBe('checking');
    expect(a.efeitos).toEqual(['verificarSessao']);
    const b = percorrer([authSessaoValida({ user })], a.state);
    expect(b.state.value).toBe('signedIn');
    expect(b.efeitos).toEqual(['agendarRenovacao']);
  });

  it('servidor indisponível na verificação mantém a sessão guardada', () => {
    const { state } = percorrer([authIniciar({ temSessao: true }), authVerificacaoIndisponivel()]);
    expect(state.value).toBe('signedIn');
  });

  it('entrar: signingIn chama o servidor; falha volta com a mensagem e sem a senha', () => {
    const a = percorrer(
      [authEntrar({ email: 'ana@x.br', senha: 'segredo-muito-longo' })],
      em('signedOut'),
    );
    expect(a.state.value).toBe('signingIn');
    expect(a.efeitos).toEqual(['entrarNoServidor']);
    const b = percorrer([authFalhou({ mensagem: 'E-mail ou senha inválidos.' })], a.state);
    expect(b.state).toEqual({
      value: 'signedOut',
      context: { erro: { mensagem: 'E-mail ou senha inválidos.' }, aviso: null },
    });
    expect(JSON.stringify([a.state, b.state])).not.toContain('segredo-muito-longo');
  });

  it('uma nova tentativa limpa o erro anterior', () => {
    const comErro: AuthState = {
      value: 'signedOut',
      context: { erro: { mensagem: 'x' }, aviso: 'y' },
    };
    const { state } = percorrer([authEntrar({ email: 'a', senha: 'b' })], comErro);
    expect(state.context).toEqual({ erro: null, aviso: null });
  });

  it('entrou agenda a renovação; o timer leva a refreshing, que volta a signedIn', () => {
    const a = percorrer([authEntrou({ token: 't', user })], em('signingIn'));
    expect(a.state.value).toBe('signedIn');
    expect(a.efeitos).toEqual(['agendarRenovacao']);
    const b = percorrer([authRenovar()], a.state);
    expect(b.state.value).toBe('refreshing');
    expect(b.efeitos).toEqual(['cancelarRenovacao', 'renovarToken']);
    expect(percorrer([authRenovado({ token: 't2' })], b.state).state.value).toBe('signedIn');
    const falha = percorrer([authRenovacaoFalhou()], b.state);
    expect(falha.state.value).toBe('signedIn');
    expect(falha.efeitos).toEqual(['agendarRenovacao']);
  });

  it('sair passa por signingOut e sempre termina em signedOut indo para /login', () => {
    const a = percorrer([authSair()], em('signedIn'));
    expect(a.state.value).toBe('signingOut');
    expect(a.efeitos).toEqual(['cancelarRenovacao', 'sairNoServidor']);
    const b = percorrer([authSaiu()], a.state);
    expect(b.state.value).toBe('signedOut');
    expect(b.efeitos).toEqual(['irParaLogin']);
  });

  it('sair durante a renovação também encerra', () => {
    expect(percorrer([authSair()], em('refreshing')).state.value).toBe('signingOut');
  });

  it.each<AuthState['value']>(['checking', 'signedIn', 'refreshing', 'signingOut'])(
    'um 401 em %s encerra a sessão com aviso e vai para /login',
    (value) => {
      const { state, efeitos } = percorrer([authSessaoExpirada()], em(value));
      expect(state).toEqual({
        value: 'signedOut',
        context: { erro: null, aviso: AVISO_SESSAO_EXPIRADA },
      });
      expect(efeitos).toContain('irParaLogin');
    },
  );

  it('o reducer ignora eventos que o estado não aceita (mesmo objeto)', () => {
    const fora = em('signedOut');
    expect(authReducer(fora, authSaiu())).toBe(fora);
    expect(authReducer(fora, authRenovar())).toBe(fora);
    expect(authReducer(fora, { type: 'outra/coisa' })).toBe(fora);
  });
});
