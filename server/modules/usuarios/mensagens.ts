// Every text /api/usuarios answers with, so the screens and the tests read the same words; the
// plain fields' are shared with the user dialog (src/shared/validation/usuarios.ts).
import { MENSAGENS_CAMPOS_USUARIO } from '../../../src/shared/validation/usuarios';

export const MENSAGENS_USUARIOS = {
  ...MENSAGENS_CAMPOS_USUARIO,
  naoEncontrado: 'Usuário não encontrado.',
  emailEmUso: 'Já existe um usuário com este e-mail',
  emailEmUsoDetalhe:
    'Já existe um usuário com este e-mail. Use outro ou reative o usuário existente.',
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
