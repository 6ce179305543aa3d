// The rules and words of a new password, shared by the /perfil form and the API (server imports
// only from src/shared), so both say the same thing for the same rule.

export const SENHA_MINIMO = 12;
export const SENHA_MAXIMO = 128;

export const MENSAGENS_SENHA = {
  informeSenhaAtual: 'Informe a senha atual',
  senhaAtualIncorreta: 'Senha atual incorreta',
  informeNovaSenha: 'Informe a nova senha',
  novaSenhaCurta: 'A nova senha deve ter pelo menos 12 caracteres',
  novaSenhaLonga: 'A nova senha deve ter no máximo 128 caracteres',
  novaSenhaComum: 'Esta senha é muito comum. Escolha outra',
  novaSenhaIgualAtual: 'A nova senha deve ser diferente da atual',
  confirmeNovaSenha: 'Confirme a nova senha',
  confirmacaoDiferente: 'A confirmação não é igual à nova senha',
  senhaAlterada: 'Senha alterada.',
} as const;

// Top of leaked-password lists plus Brazilian favourites; only 12+ characters matter because the
// length rule already refuses shorter ones. Compared case-insensitively.
const COMUNS = [
  '123456789012',
  '1234567890123',
  '12345678901234',
  '123456789123',
  '111111111111',
  '000000000000',
  '123123123123',
  '121212121212',
  '987654321098',
  'qwertyuiop12',
  'qwertyuiopas',
  'qwerty123456',
  'asdfghjkl123',
  'password1234',
  'password12345',
  'passw0rd1234',
  'iloveyou1234',
  'administrator',
  'administrador',
  'administrador1',
  'administrador123',
  'admin1234567',
  'admin123456789',
  'welcome12345',
  'letmein12345',
  'changeme1234',
  'aaaaaaaaaaaa',
  'abcdefghijkl',
  'abcd1234abcd',
  'abc123456789',
  '1q2w3e4r5t6y',
  '1qaz2wsx3edc',
  'zaq12wsxcde3',
  'senha1234567',
  'senha12345678',
  'senhasenha12',
  'minhasenha12',
  'minhasenha123',
  'senhaforte123',
  'senhasegura123',
  'mudar123456',
  'mudarsenha123',
  'trocarsenha123',
  'alterar12345',
  'acesso123456',
  'brasil123456',
  'brasil2024!!',
  'brasilbrasil',
  'flamengo1234',
  'flamengo123456',
  'corinthians1',
  'corinthians123',
  'palmeiras123',
  'saopaulo1234',
  'vasco1234567',
  'gremio123456',
  'cruzeiro1234',
  'botafogo1234',
  'santos123456',
  'jesus1234567',
  'jesuscristo123',
  'deusefiel123',
  'deus12345678',
  'amor12345678',
  'teamo1234567',
  'meuamor12345',
  'familia12345',
  'aprendiz1234',
  'aprendiz123456',
  'jovemaprendiz',
  'jovemaprendiz1',
  'escola123456',
  'empresa12345',
  'usuario12345',
  'usuario123456',
];

const SENHAS_COMUNS: ReadonlySet<string> = new Set(COMUNS);

export const ehSenhaComum = (senha: string) => SENHAS_COMUNS.has(senha.trim().toLowerCase());

/** The message for the first rule a new password breaks, or undefined when it is acceptable. */
export function problemaDaNovaSenha(nova: string): string | undefined {
  if (nova.length < SENHA_MINIMO) return MENSAGENS_SENHA.novaSenhaCurta;
  if (nova.length > SENHA_MAXIMO) return MENSAGENS_SENHA.novaSenhaLonga;
  if (ehSenhaComum(nova)) return MENSAGENS_SENHA.novaSenhaComum;
  return undefined;
}
