// Every sign-in and password text the API answers with. The SPA shows them as they come; its own
// form checks (/perfil) must use the same words for the same rules.

export const MENSAGENS_AUTH = {
  credenciaisInvalidas: 'E-mail ou senha inválidos.',
  usuarioDesativado: 'Usuário desativado. Procure o administrador do sistema.',
  naoAutenticado: 'Faça login para continuar.',
  sessaoInvalida: 'Sua sessão expirou ou foi encerrada. Entre novamente.',
  semPermissao: 'Você não tem permissão para realizar esta ação.',
  informeEmail: 'Informe o e-mail',
  informeSenha: 'Informe a senha',
} as const;

/** Field messages of POST /api/auth/senha (the /perfil form). */
export const MENSAGENS_SENHA = {
  informeSenhaAtual: 'Informe a senha atual',
  senhaAtualIncorreta: 'Senha atual incorreta',
  informeNovaSenha: 'Informe a nova senha',
  novaSenhaCurta: 'A nova senha deve ter pelo menos 12 caracteres',
  novaSenhaLonga: 'A nova senha deve ter no máximo 128 caracteres',
  novaSenhaComum: 'Esta senha é muito comum. Escolha outra',
  novaSenhaIgualAtual: 'A nova senha deve ser diferente da atual',
  senhaAlterada: 'Senha alterada.',
  corrijaCampos: 'Corrija os campos indicados.',
} as const;

export const SENHA_MINIMO = 12;
export const SENHA_MAXIMO = 128;

/** "45 segundos", "1 minuto", "15 minutos": how long until the person may try again. */
export function emQuanto(segundos: number): string {
  if (segundos < 60) return segundos === 1 ? '1 segundo' : `${segundos} segundos`;
  const minutos = Math.ceil(segundos / 60);
  return minutos === 1 ? '1 minuto' : `${minutos} minutos`;
}

export const contaBloqueada = (segundos: number) =>
  `Conta bloqueada por excesso de tentativas. Tente novamente em ${emQuanto(segundos)}.`;

export const muitasTentativasIp = (segundos: number) =>
  `Muitas tentativas de acesso a partir deste endereço. Tente novamente em ${emQuanto(segundos)}.`;
