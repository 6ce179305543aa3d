// The cache tag names the RTK Query api's features share: a query provides a tag and whatever
// changes that data invalidates the same tag, so the two sides must spell it identically even when
// they live in different features (the dashboard's figures and the apprentice screens, the
// allocation flows and the classes).
//
// A domain's plain tag is its OpenAPI tag, which codegen already puts on every generated endpoint:
// those come from the document (tags.generated.ts, written by `npm run codegen`), so a new domain
// adds no line here and a renamed server tag breaks the build of whoever names it. Written here are
// only what the document cannot say: the apprentices' finer tags (saving one record refetches only
// that one), the grades' (a part of 'avaliacoes' of its own) and, below, which tags a change in
// one domain must refresh in the others.
import { TAGS_DO_DOCUMENTO } from './tags.generated';

export const TAG = {
  ...TAGS_DO_DOCUMENTO,
  /** One apprentice (by id) or the lists (id 'LISTA'). */
  aprendiz: 'Aprendiz',
  aprendizHistorico: 'AprendizHistorico',
  aprendizAfastamentos: 'AprendizAfastamentos',
  /** Counts by situação and age band: the situação cards and the dashboard's figures. */
  aprendizEstatisticas: 'AprendizEstatisticas',
  /** Grades and report cards (inside OpenAPI tag 'avaliacoes'): saving a grid refreshes only them. */
  notas: 'notas',
} as const;

export type TagDaApi = (typeof TAG)[keyof typeof TAG];

/** What an allocation changes: the classes' occupancy, the allocations, the educators' pages. */
export const TAGS_DE_ALOCACAO: readonly TagDaApi[] = [TAG.turmas, TAG.alocacoes, TAG.educadores];

/** What an import changes: the apprentices' list and its figures. */
export const TAGS_DE_IMPORTACAO: readonly TagDaApi[] = [TAG.aprendiz, TAG.aprendizEstatisticas];

/**
 * What a contract changes: the contracts, the apprentice's situação (record, history, counts), the
 * placement in the unit (the partners' counts and quota) and, when it ends, the class allocation.
 */
export const TAGS_DE_CONTRATO: readonly TagDaApi[] = [
  TAG.contratos,
  // A contract from a referral fills its vacancy (and closes the apprentice's other candidacies).
  TAG.vagas,
  TAG.aprendiz,
  TAG.aprendizHistorico,
  TAG.aprendizEstatisticas,
  TAG.parceiros,
  ...TAGS_DE_ALOCACAO,
];

/**
 * What a candidacy or a referral changes: the vacancies (funnel, status), the apprentice's situação
 * (record, history, counts).
 */
export const TAGS_DE_VAGA: readonly TagDaApi[] = [
  TAG.vagas,
  TAG.aprendiz,
  TAG.aprendizHistorico,
  TAG.aprendizEstatisticas,
];

const OPERACAO_DE_CADASTRO = /(Listar|Exportar|Obter|Criar|Atualizar|Inativar|Reativar|Opcoes)$/;

/**
 * A registry's tag is its operations' prefix ('estadoCivilListar', 'estadoCivilOpcoes' ->
 * 'estadoCivil'): the registry screens invalidate it and every form's lookup of it provides it.
 */
export const tagDoCadastro = (operacao: string) => operacao.replace(OPERACAO_DE_CADASTRO, '');
