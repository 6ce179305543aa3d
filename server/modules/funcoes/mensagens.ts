// Every text /api/funcoes answers with; the plain fields' words are shared with the dialogs
// (src/shared/validation/funcoes.ts).
import { CATALOGO_PERMISSOES } from '../../shared/permissoes';
import { MENSAGENS_CAMPOS_FUNCAO } from '../../../src/shared/validation/funcoes';

export const MENSAGENS_FUNCOES = {
  ...MENSAGENS_CAMPOS_FUNCAO,
  naoEncontrada: 'Função não encontrada.',
  chaveInvalida:
    'Use de 2 a 40 letras minúsculas sem acento, números ou hífens, começando por uma letra',
  permissoesInvalidas: 'Escolha permissões do catálogo',
  permissaoDesconhecida: 'Permissão desconhecida',
  nomeEmUso: 'Já existe uma função com este nome',
  chaveEmUso: 'Já existe uma função com esta chave',
  duplicadaDetalhe: 'Já existe uma função com este nome ou chave. Escolha outro.',
  administradorSemAdmin: `A função Administrador não pode perder a permissão “${CATALOGO_PERMISSOES['usuarios:admin'].rotulo}” (usuarios:admin).`,
  administradorCompleto:
    'A função Administrador tem sempre todas as permissões. Para um acesso mais restrito, crie outra função.',
  administradorNaoExclui: 'A função Administrador não pode ser excluída.',
  padraoNaoExclui:
    'As funções padrão (Administrador, Coordenação, Secretaria, Educador e Financeiro) não podem ser excluídas; ajuste as permissões delas, se preciso.',
  retirarDeSiMesmo:
    'Você não pode retirar a administração de usuários da sua própria função. Peça a outro administrador, se for o caso.',
} as const;

/** 409 of DELETE: how many users still hold the função, and what to do about it. */
export function funcaoEmUso(total: number, inativos: number): string {
  const deInativos = inativos > 0 ? `, ${inativos} deles inativo(s)` : '';
  return (
    `Esta função está atribuída a ${total} usuário(s)${deInativos}. ` +
    'Atribua outra função a esses usuários antes de excluí-la.'
  );
}
