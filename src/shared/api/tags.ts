// Every cache tag name of the RTK Query api, in one place: a query provides a tag and whatever
// changes that data invalidates the same tag, so the two sides must spell it identically even when
// they live in different features (the dashboard's figures and the apprentice screens, the
// allocation flows and the classes). Most names are the OpenAPI tag codegen already puts on the
// generated endpoints; the apprentices' are finer, so saving one record refetches only that one.

export const TAG = {
  usuarios: 'usuarios',
  funcoes: 'funcoes',
  auditoria: 'auditoria',
  turmas: 'turmas',
  alocacoes: 'alocacoes',
  educadores: 'educadores',
  /** Courses, modules, disciplines, plans and curricula (OpenAPI tag 'modulos'). */
  modulos: 'modulos',
  /** One apprentice (by id) or the lists (id 'LISTA'). */
  aprendiz: 'Aprendiz',
  aprendizHistorico: 'AprendizHistorico',
  aprendizAfastamentos: 'AprendizAfastamentos',
  /** Counts by situação and age band: the situação cards and the dashboard's figures. */
  aprendizEstatisticas: 'AprendizEstatisticas',
  /** The organisation's municipal holidays and recessos, and the year's holidays they join. */
  feriados: 'feriados',
  /** Attendance: days taken, month grids, summaries, alerts, the apprentices' calendars. */
  frequencia: 'frequencia',
  /** Contracts, their extensions and terminations (OpenAPI tag 'contratos'). */
  contratos: 'contratos',
  /** Partners, units and placements (OpenAPI tag 'parceiros'). */
  parceiros: 'parceiros',
  /** Evaluation templates, applied evaluations and their answers (OpenAPI tag 'avaliacoes'). */
  avaliacoes: 'avaliacoes',
  /** Vacancies, their candidates and referrals, and their figures (OpenAPI tag 'vagas'). */
  vagas: 'vagas',
  /** Grades and report cards (OpenAPI tags 'notas' and 'boletins'). */
  notas: 'notas',
  /** Vouchers, payments and their figures (OpenAPI tag 'beneficios'). */
  beneficios: 'beneficios',
  /** The retention setting and who is due for anonymisation (OpenAPI tag 'lgpd'). */
  lgpd: 'lgpd',
  /** The e-mail outbox (OpenAPI tag 'emails'). */
  emails: 'emails',
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
