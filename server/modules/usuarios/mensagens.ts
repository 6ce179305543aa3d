// Every text /api/usuarios answers with, so the screens and the tests read the same words.

export const MENSAGENS_USUARIOS = {
  naoEncontrado: 'Usuário não encontrado.',
  informeNome: 'Informe o nome',
  nomeCurto: 'Nome deve ter no mínimo 3 caracteres',
  nomeLongo: 'Nome deve ter no máximo 120 caracteres',
  informeEmail: 'Informe o e-mail',
  emailInvalido: 'E-mail inválido',
  emailEmUso: 'Já existe um usuário com este e-mail',
  emailEmUsoDetalhe:
    'Já existe um usuário com este e-mail. Use outro ou reative o usuário existente.',
  selecioneFuncao: 'Selecione uma função',
  educadorInexistente: 'Educador não encontrado ou inativo. Escolha outro na lista de educadores.',
  funcaoInexistente: 'Função não encontrada. Recarregue a lista de funções e escolha outra.',
  desativarASiMesmo:
    'Você não pode desativar o seu próprio usuário. Peça a outro administrador, se for o caso.',
  rebaixarASiMesmo:
    'Você não pode tirar de si mesmo a administração de usuários. Peça a outro administrador, se for o caso.',
  redefinirAPropria: 'Para trocar a sua própria senha, use Meu perfil.',
  ultimoAdministrador:
    'Este é o último administrador ativo: o sistema ficaria sem ninguém para administrar usuários. ' +
    'Dê a administração de usuários a outra pessoa antes.',
} as const;
