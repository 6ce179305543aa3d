import { MENSAGENS_SENHA as M, problemaDaNovaSenha } from './senha';

describe('regras da nova senha', () => {
  it.each([
    ['Senha@123456', M.novaSenhaPrevisivel],
    ['Admin@123456', M.novaSenhaPrevisivel],
    ['Aaaaaaaa1234!', M.novaSenhaPrevisivel],
    ['Mudar#abcdef987', M.novaSenhaPrevisivel],
    ['asdfghjkl@2026', M.novaSenhaPrevisivel],
    ['Meu Jovem Aprendiz 2026', M.novaSenhaComNomeDoSistema],
    ['curta', M.novaSenhaCurta],
    ['Flamengo1234', M.novaSenhaComum],
  ])('%s é recusada', (senha, mensagem) => {
    expect(problemaDaNovaSenha(senha)).toBe(mensagem);
  });

  it('recusa o nome (palavras de 4+ letras, sem acento) e o e-mail de quem vai usá-la', () => {
    const dono = { nome: 'Joana Conceição da Silva', email: 'jo.dark@empresa.com.br' };
    expect(problemaDaNovaSenha('minha CONCEICAO de sempre', dono)).toBe(M.novaSenhaPessoal);
    expect(problemaDaNovaSenha('jo.dark@empresa.com.br!!', dono)).toBe(M.novaSenhaPessoal);
    expect(problemaDaNovaSenha('o jo.dark sempre volta', dono)).toBe(M.novaSenhaPessoal);
    // 'da' is too short to be a name part; someone else's name is fine.
    expect(problemaDaNovaSenha('a casa da Mariana no verde', dono)).toBeUndefined();
  });

  it('aceita frases e senhas longas que não seguem um padrão', () => {
    for (const senha of [
      'Uma senha escolhida pelo admin',
      'Cavalo bateria grampo correto',
      'Administrador-de-teste-2024',
      'tr0mb0ne-azul-Xv9',
    ]) {
      expect({ senha, problema: problemaDaNovaSenha(senha) }).toEqual({
        senha,
        problema: undefined,
      });
    }
  });
});
