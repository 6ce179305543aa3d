// The partner portal's words and rules (issue 36): a unit's supervisors (the staff's panel and the
// API say the same thing for the same rule) and what a person holding a link reads when it no
// longer opens anything. Pure: no clock, no network, no database.
import { preenchido } from './comum';
import { emailValido, telefoneValido, MENSAGENS_DOCUMENTOS as D } from './documentos';

export const NOME_SUPERVISOR_MINIMO = 3;
export const NOME_SUPERVISOR_MAXIMO = 150;
/** PORTAL_VALIDADE_DIAS when unset: a month of evaluations. */
export const VALIDADE_PADRAO_DIAS = 30;

export const MENSAGENS_PORTAL = {
  informeNome: 'Informe o nome do supervisor',
  nomeCurto: `Nome deve ter no mínimo ${String(NOME_SUPERVISOR_MINIMO)} caracteres`,
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

export interface DadosSupervisor {
  nome?: string | null;
  email?: string | null;
  telefone?: string | null;
}

/** Every wrong field of a supervisor at once (the form shows them; the API answers 400). */
export function errosSupervisor(d: DadosSupervisor): Record<string, string> {
  const erros: Record<string, string> = {};
  const nome = d.nome?.trim() ?? '';
  if (!nome) erros.nome = MENSAGENS_PORTAL.informeNome;
  else if (nome.length < NOME_SUPERVISOR_MINIMO) erros.nome = MENSAGENS_PORTAL.nomeCurto;
  const email = d.email?.trim() ?? '';
  if (!email) erros.email = MENSAGENS_PORTAL.informeEmail;
  else if (!emailValido(email)) erros.email = MENSAGENS_PORTAL.emailInvalido;
  if (preenchido(d.telefone) && !telefoneValido(d.telefone ?? '')) {
    erros.telefone = MENSAGENS_PORTAL.telefoneInvalido;
  }
  return erros;
}

/** The words staff read about a supervisor's link. */
export type SituacaoLink = 'sem-link' | 'ativo' | 'expirado' | 'revogado';

export const ROTULOS_SITUACAO_LINK: Record<SituacaoLink, string> = {
  'sem-link': 'Nenhum link enviado',
  ativo: 'Link ativo',
  expirado: 'Link expirado',
  revogado: 'Link cancelado',
};
