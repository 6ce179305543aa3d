// The partner portal's words and rules (issue 36): a unit's supervisors (the staff's panel and the
// API say the same thing for the same rule) and what a person holding a link reads when it no
// longer opens anything. Pure: no clock, no network, no database.
import { declararCampos, validarCampos, type DadosDe } from '../campos';
import { MENSAGENS_DOCUMENTOS as D } from './documentos';

export const NOME_SUPERVISOR_MINIMO = 3;
export const NOME_SUPERVISOR_MAXIMO = 150;
/** PORTAL_VALIDADE_DIAS when unset: a month of evaluations. */
export const VALIDADE_PADRAO_DIAS = 30;

export const MENSAGENS_PORTAL = {
  informeNome: 'Informe o nome do supervisor',
  nomeCurto: `Nome deve ter no mínimo ${String(NOME_SUPERVISOR_MINIMO)} caracteres`,
  nomeLongo: `Nome deve ter no máximo ${String(NOME_SUPERVISOR_MAXIMO)} caracteres`,
  informeEmail: 'Informe o e-mail do supervisor',
  emailInvalido: D.emailInvalido,
  telefoneInvalido: D.telefoneInvalido,
  emailDuplicado: 'Esta unidade já tem um supervisor com este e-mail',
  naoEncontrado: 'Supervisor não encontrado nesta unidade.',
  inativo: 'Este supervisor está inativo. Reative-o para enviar o link.',
  unidadeInativa: 'Esta unidade está inativa: reative-a para enviar links aos supervisores.',
  semLinkAtivo: 'Este supervisor não tem link ativo.',
  nadaPendente: 'Nenhuma avaliação da prática pendente para os aprendizes desta unidade.',
  linkInvalido:
    'Este link não é válido. Confira se ele foi copiado inteiro do e-mail ou peça um novo link à equipe do programa.',
  linkRevogado:
    'Este link foi cancelado pela equipe do programa. Peça um novo link para continuar.',
  linkExpirado: 'Este link expirou. Peça um novo link à equipe do programa.',
  avaliacaoForaDoPortal: 'Avaliação não encontrada entre as dos aprendizes desta unidade.',
} as const;

const M = MENSAGENS_PORTAL;

/**
 * A supervisor's fields, once: the API's names (also the form's inputs and the 400's `errors`
 * keys), the columns, what is required and each rule's words. The schemas of the supervisors'
 * routes, the server's preparation and answer, the panel's form values, body and words come from it.
 */
export const CAMPOS_SUPERVISOR = declararCampos({
  nome: {
    tipo: 'texto',
    coluna: 'nome',
    rotulo: 'Nome',
    obrigatorio: true,
    minimo: NOME_SUPERVISOR_MINIMO,
    maximo: NOME_SUPERVISOR_MAXIMO,
    descricao: `De ${String(NOME_SUPERVISOR_MINIMO)} a ${String(NOME_SUPERVISOR_MAXIMO)} caracteres, sem contar espaços nas pontas.`,
    mensagens: { obrigatorio: M.informeNome, minimo: M.nomeCurto, maximo: M.nomeLongo },
  },
  email: {
    tipo: 'email',
    coluna: 'email',
    rotulo: 'E-mail',
    obrigatorio: true,
    maximo: 254,
    descricao: 'Para onde vai o link do portal; único na unidade (guardado em minúsculas).',
    mensagens: { obrigatorio: M.informeEmail, invalido: M.emailInvalido },
  },
  telefone: {
    tipo: 'telefone',
    coluna: 'telefone',
    rotulo: 'Telefone',
    maximo: 30,
    mensagens: { invalido: M.telefoneInvalido },
  },
});

export type DadosSupervisor = DadosDe<typeof CAMPOS_SUPERVISOR>;

/** Every wrong field of a supervisor at once (the form shows them; the API answers 400). */
export function errosSupervisor(d: DadosSupervisor): Record<string, string> {
  return validarCampos(CAMPOS_SUPERVISOR, d);
}

/** The words staff read about a supervisor's link. */
export type SituacaoLink = 'sem-link' | 'ativo' | 'expirado' | 'revogado';

export const ROTULOS_SITUACAO_LINK: Record<SituacaoLink, string> = {
  'sem-link': 'Nenhum link enviado',
  ativo: 'Link ativo',
  expirado: 'Link expirado',
  revogado: 'Link cancelado',
};
