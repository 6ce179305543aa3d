// The rules and words of a new password, shared by the /perfil form and the API (server imports
// only from src/shared), so both say the same thing for the same rule.

import { semAcentos } from '../format/texto';

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
  novaSenhaPessoal: 'A senha não pode conter seu nome nem seu e-mail',
  novaSenhaComNomeDoSistema: 'A senha não pode conter o nome do sistema',
  novaSenhaPrevisivel:
    'Senha previsível: evite palavras comuns com sequências como 123456, abcdef ou qwerty',
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

/** The product's own names: a password holding them is the first thing an attacker tries. */
const NOMES_DO_SISTEMA = ['jovemaprendiz', 'jovem aprendiz', 'aprendiz'];

/** Words people build passwords around; what is left around them decides (see `previsivel`). */
const PALAVRAS_BASE = [
  'administrador',
  'admin',
  'senha',
  'password',
  'passw0rd',
  'usuario',
  'acesso',
  'mudar',
  'trocar',
  'brasil',
  'bemvindo',
  'welcome',
  'empresa',
];

/** Keyboard rows and alphabet/digit runs, both ways: any 3+ characters of these are a pattern. */
const SEQUENCIAS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm', '1qaz2wsx3edc', '1q2w3e4r5t6y7u8i9o0p']
  .concat(['abcdefghijklmnopqrstuvwxyz', '01234567890'])
  .flatMap((s) => [s, Array.from(s).reverse().join('')]);

/** Every run of 3+ repeated characters or of a sequence above, removed. */
function semSequencias(texto: string): string {
  let resto = texto.replace(/(.)\1{2,}/g, '');
  for (const sequencia of SEQUENCIAS) {
    for (let tamanho = sequencia.length; tamanho >= 3; tamanho -= 1) {
      for (let i = 0; i + tamanho <= sequencia.length; i += 1) {
        resto = resto.split(sequencia.slice(i, i + tamanho)).join('');
      }
    }
  }
  return resto;
}

/**
 * Predictable: once the common words, the keyboard/alphabet/digit runs, repeated characters and
 * symbols are taken out, fewer than 6 characters of the person's own remain ('Senha@123456',
 * 'Admin@123456', 'qwertyuiop12' leave nothing; a sentence leaves most of itself).
 */
export function ehSenhaPrevisivel(senha: string): boolean {
  let resto = semAcentos(senha);
  for (const palavra of PALAVRAS_BASE) resto = resto.split(palavra).join('');
  resto = semSequencias(resto.replace(/[^a-z0-9]/g, ''));
  return resto.length < 6;
}

/** Who the password is for: it may not contain their name (words of 4+ letters) or e-mail. */
export interface DonoDaSenha {
  nome?: string | undefined;
  email?: string | undefined;
}

function contemDadosPessoais(senha: string, dono: DonoDaSenha): boolean {
  const texto = semAcentos(senha).replace(/\s+/g, '');
  const email = semAcentos(dono.email ?? '').trim();
  const usuarioDoEmail = email.split('@')[0] ?? '';
  const palavras = semAcentos(dono.nome ?? '')
    .split(/[^a-z]+/)
    .filter((p) => p.length >= 4);
  return [email, usuarioDoEmail.length >= 4 ? usuarioDoEmail : '', ...palavras].some(
    (parte) => parte !== '' && texto.includes(parte.replace(/\s+/g, '')),
  );
}

/**
 * The message for the first rule a new password breaks, or undefined when it is acceptable. The
 * same rules for self-service (/perfil) and for a password an administrator sets; `dono` is the
 * person the password is for.
 */
export function problemaDaNovaSenha(nova: string, dono: DonoDaSenha = {}): string | undefined {
  if (nova.length < SENHA_MINIMO) return MENSAGENS_SENHA.novaSenhaCurta;
  if (nova.length > SENHA_MAXIMO) return MENSAGENS_SENHA.novaSenhaLonga;
  if (ehSenhaComum(nova)) return MENSAGENS_SENHA.novaSenhaComum;
  if (contemDadosPessoais(nova, dono)) return MENSAGENS_SENHA.novaSenhaPessoal;
  const texto = semAcentos(nova).replace(/\s+/g, ' ');
  if (NOMES_DO_SISTEMA.some((n) => texto.includes(n))) {
    return MENSAGENS_SENHA.novaSenhaComNomeDoSistema;
  }
  if (ehSenhaPrevisivel(nova)) return MENSAGENS_SENHA.novaSenhaPrevisivel;
  return undefined;
}
