// Passwords that appear at the top of leaked-password lists, plus Brazilian favourites. Only the
// ones with 12+ characters matter (shorter ones already fail the length rule), but keeping the
// whole list makes its origin obvious and costs nothing. Compared case-insensitively.
const LISTA = [
  '123456', '123456789', '12345678', 'password', 'qwerty', '12345', '1234567', '111111',
  '123123', 'abc123', '1234567890', '000000', 'iloveyou', 'password1', 'qwerty123', 'admin',
  'welcome', 'monkey', 'dragon', 'football', 'letmein', 'sunshine', 'princess', 'master',
  '123456789012', '1234567890123', '12345678901234', '123456789123', '111111111111',
  '000000000000', '123123123123', '121212121212', '987654321098', 'qwertyuiop12', 'qwertyuiopas',
  'qwerty123456', 'asdfghjkl123', 'password1234', 'password12345', 'passw0rd1234', 'iloveyou1234',
  'administrator', 'administrador', 'administrador1', 'administrador123', 'admin1234567',
  'admin123456789', 'welcome12345', 'letmein12345', 'changeme1234', 'aaaaaaaaaaaa',
  'abcdefghijkl', 'abcd1234abcd', 'abc123456789', '1q2w3e4r5t6y', '1qaz2wsx3edc', 'zaq12wsxcde3',
  'senha', 'senha123', 'senha1234', 'senha12345', 'senha123456', 'senha1234567', 'senha12345678',
  'senhasenha12', 'minhasenha12', 'minhasenha123', 'senhaforte123', 'senhasegura123',
  'mudar123456', 'mudarsenha123', 'trocarsenha123', 'alterar12345', 'acesso123456',
  'brasil123456', 'brasil2024!!', 'brasilbrasil', 'flamengo1234', 'flamengo123456', 'corinthians1',
  'corinthians123', 'palmeiras123', 'saopaulo1234', 'vasco1234567', 'gremio123456',
  'cruzeiro1234', 'botafogo1234', 'santos123456', 'jesus1234567', 'jesuscristo123', 'deusefiel123',
  'deus12345678', 'amor12345678', 'teamo1234567', 'meuamor12345', 'familia12345', 'aprendiz1234',
  'aprendiz123456', 'jovemaprendiz', 'jovemaprendiz1', 'escola123456', 'empresa12345',
  'usuario12345', 'usuario123456',
];

export const SENHAS_COMUNS: ReadonlySet<string> = new Set(LISTA.map((s) => s.toLowerCase()));

export const ehSenhaComum = (senha: string) => SENHAS_COMUNS.has(senha.trim().toLowerCase());
