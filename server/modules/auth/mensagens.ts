// Every sign-in text the API answers with; the SPA shows them as they come. The password rules
// and their words are shared with the /perfil form in src/shared/validation/senha.ts.

export const MENSAGENS_AUTH = {
  credenciaisInvalidas: 'E-mail ou senha inválidos.',
  usuarioDesativado: 'Usuário desativado. Procure o administrador do sistema.',
  naoAutenticado: 'Faça login para continuar.',
  sessaoInvalida: 'Sua sessão expirou ou foi encerrada. Entre novamente.',
  semPermissao: 'Você não tem permissão para realizar esta ação.',
  trocarSenhaTemporaria: 'Troque a senha temporária antes de continuar: acesse Meu perfil.',
  informeEmail: 'Informe o e-mail',
  informeSenha: 'Informe a senha',
} as const;

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
