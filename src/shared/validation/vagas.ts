// The vacancy's (vaga), candidate's (candidato) and referral's (encaminhamento) rules and words,
// shared by the forms and the API (server/modules/vagas). Pure functions: "today" is passed in.
import { declararCampos, validarCampos, type DadosDe } from '../campos';
import { formatarData } from '../format/data';
import { IDADE_MAXIMA, IDADE_MINIMA } from './aprendiz';
import { preenchido } from './comum';
import { CARGA_HORARIA_MAXIMA, CARGA_HORARIA_MINIMA, VALOR_MAXIMO } from './contratos';
import { TURNOS_TURMA } from './turma';

// ---- Statuses ---------------------------------------------------------------------------------------

export const STATUS_VAGA = ['aberta', 'em seleção', 'preenchida', 'cancelada'] as const;
export type StatusVaga = (typeof STATUS_VAGA)[number];
/** A vacancy that still takes candidates and referrals. */
export const STATUS_VAGA_ABERTA: readonly StatusVaga[] = ['aberta', 'em seleção'];
export const vagaAberta = (status: string): boolean =>
  (STATUS_VAGA_ABERTA as readonly string[]).includes(status);

export const ROTULOS_STATUS_VAGA: Record<StatusVaga, string> = {
  aberta: 'Aberta',
  'em seleção': 'Em seleção',
  preenchida: 'Preenchida',
  cancelada: 'Cancelada',
};
export const CORES_STATUS_VAGA: Record<StatusVaga, 'success' | 'info' | 'default' | 'error'> = {
  aberta: 'success',
  'em seleção': 'info',
  preenchida: 'default',
  cancelada: 'error',
};

export const STATUS_CANDIDATO = ['inscrito', 'selecionado', 'não selecionado'] as const;
export type StatusCandidato = (typeof STATUS_CANDIDATO)[number];
/** A candidacy still in play (the apprentice stays Em seleção while they have one). */
export const STATUS_CANDIDATO_ABERTO: readonly StatusCandidato[] = ['inscrito', 'selecionado'];
export const ROTULOS_STATUS_CANDIDATO: Record<StatusCandidato, string> = {
  inscrito: 'Inscrito',
  selecionado: 'Selecionado',
  'não selecionado': 'Não selecionado',
};
export const CORES_STATUS_CANDIDATO: Record<StatusCandidato, 'default' | 'success' | 'error'> = {
  inscrito: 'default',
  selecionado: 'success',
  'não selecionado': 'error',
};

export const STATUS_ENCAMINHAMENTO = [
  'encaminhado',
  'entrevista agendada',
  'aprovado',
  'reprovado',
  'desistente',
] as const;
export type StatusEncaminhamento = (typeof STATUS_ENCAMINHAMENTO)[number];
/** At most one of these per apprentice, across every vacancy. */
export const STATUS_ENCAMINHAMENTO_ABERTO: readonly StatusEncaminhamento[] = [
  'encaminhado',
  'entrevista agendada',
];
export const encaminhamentoAberto = (status: string): boolean =>
  (STATUS_ENCAMINHAMENTO_ABERTO as readonly string[]).includes(status);
export const ROTULOS_STATUS_ENCAMINHAMENTO: Record<StatusEncaminhamento, string> = {
  encaminhado: 'Encaminhado',
  'entrevista agendada': 'Entrevista agendada',
  aprovado: 'Aprovado',
  reprovado: 'Reprovado',
  desistente: 'Desistente',
};
export const CORES_STATUS_ENCAMINHAMENTO: Record<
  StatusEncaminhamento,
  'default' | 'info' | 'success' | 'error' | 'warning'
> = {
  encaminhado: 'default',
  'entrevista agendada': 'info',
  aprovado: 'success',
  reprovado: 'error',
  desistente: 'warning',
};

/**
 * Where a referral may go from each status. An open one moves on; an approved one may still give
 * up before its contract (the API refuses it once a contract names it); the others are final.
 */
export const TRANSICOES_ENCAMINHAMENTO: Record<
  StatusEncaminhamento,
  readonly StatusEncaminhamento[]
> = {
  encaminhado: ['entrevista agendada', 'aprovado', 'reprovado', 'desistente'],
  'entrevista agendada': ['aprovado', 'reprovado', 'desistente'],
  aprovado: ['desistente'],
  reprovado: [],
  desistente: [],
};

export const TURNOS_VAGA = TURNOS_TURMA;
export const rotuloTurno = (turno: string | null): string =>
  TURNOS_VAGA.find((t) => t.valor === turno)?.rotulo ?? turno ?? '';

// ---- Limits and words -------------------------------------------------------------------------------

export const TITULO_MINIMO = 3;
export const TITULO_MAXIMO = 120;
export const TEXTO_MAXIMO = 2000;
export const QUANTIDADE_MAXIMA = 500;
export const CANDIDATOS_POR_VEZ = 100;

export const MENSAGENS_VAGA = {
  selecioneEmpresa: 'Selecione a empresa da vaga',
  empresaNaoEncontrada: 'Empresa não encontrada: selecione uma da lista',
  empresaInativa: 'Esta empresa está inativa: escolha uma empresa ativa',
  selecioneUnidade: 'Selecione a unidade onde o aprendiz vai trabalhar',
  unidadeNaoEncontrada: 'Unidade não encontrada: selecione uma da lista',
  unidadeInativa: 'Esta unidade está inativa: escolha uma unidade ativa',
  unidadeDeOutraEmpresa: 'Esta unidade é de outra empresa: escolha uma unidade da empresa',
  informeTitulo: 'Informe o título da vaga',
  tituloCurto: `O título deve ter pelo menos ${TITULO_MINIMO} caracteres`,
  tituloLongo: `O título deve ter no máximo ${TITULO_MAXIMO} caracteres`,
  selecioneProfissao: 'Selecione a profissão (CBO) da vaga',
  profissaoNaoEncontrada: 'CBO não encontrado: selecione uma profissão da lista',
  quantidadeInvalida: `Informe a quantidade de vagas: um número inteiro de 1 a ${QUANTIDADE_MAXIMA}`,
  quantidadeMenorQueContratos: (contratos: number) =>
    `Esta vaga já tem ${contratos} ${contratos === 1 ? 'contrato' : 'contratos'}: a quantidade não pode ser menor`,
  selecioneTurno: 'Selecione o turno de trabalho',
  cargaHorariaForaDaFaixa: 'Carga horária entre 1 e 44h',
  valorInvalido: 'Informe um valor entre R$ 0,00 e R$ 1.000.000,00, com no máximo dois centavos',
  informeValorBolsa: 'Informe o valor da bolsa',
  idadeInvalida: `Informe uma idade entre ${IDADE_MINIMA} e ${IDADE_MAXIMA} anos`,
  idadeMaximaMenor: 'A idade máxima deve ser igual ou maior que a idade mínima',
  escolaridadeNaoEncontrada: 'Escolaridade não encontrada: selecione uma da lista',
  dataInvalida: 'Data inválida',
  informeDataAbertura: 'Informe a data de abertura',
  encerramentoAntesDaAbertura: 'A data de encerramento deve ser igual ou posterior à de abertura',
  textoLongo: `O texto deve ter no máximo ${TEXTO_MAXIMO} caracteres`,
  naoEncontrada: 'Vaga não encontrada.',
  idInvalido: 'Vaga não encontrada: o código da vaga no endereço deve ser um número.',
  naoEditavel: (status: string) =>
    `Esta vaga está ${status.toLowerCase()} e não pode ser alterada.`,
  jaCancelada: 'Esta vaga já está cancelada.',
  naoCancelavel: 'Esta vaga já foi preenchida e não pode ser cancelada.',
  fechadaParaCandidatos: (status: string) =>
    `Esta vaga está ${status.toLowerCase()}: não recebe novos candidatos nem encaminhamentos.`,
  // Candidates.
  selecioneAprendizes: 'Selecione pelo menos um aprendiz',
  muitosDeUmaVez: `Adicione no máximo ${CANDIDATOS_POR_VEZ} candidatos de uma vez`,
  candidatosRecusados: 'Nenhum candidato foi adicionado: corrija os aprendizes indicados.',
  aprendizNaoEncontrado: 'Aprendiz não encontrado',
  aprendizInativo: 'O cadastro deste aprendiz está inativo',
  situacaoNaoPermite: (nome: string, situacao: string) =>
    `${nome} está ${situacao.toLowerCase()}: só aprendizes inscritos ou em seleção podem se candidatar`,
  jaCandidato: (nome: string) => `${nome} já é candidato desta vaga`,
  repetido: 'Este aprendiz aparece mais de uma vez na lista',
  candidatoNaoEncontrado: 'Candidato não encontrado nesta vaga.',
  statusCandidatoInvalido: 'Use inscrito, selecionado ou não selecionado',
  candidatoEncaminhado: (nome: string) =>
    `${nome} já foi encaminhado por esta vaga: mude o encaminhamento em vez da candidatura.`,
  // Referrals.
  informeAprendiz: 'Selecione o aprendiz a encaminhar',
  naoSelecionado: 'Só um candidato selecionado desta vaga pode ser encaminhado',
  encaminhamentoAbertoEmOutra: (titulo: string, empresa: string, id: number) =>
    `Este aprendiz já tem um encaminhamento em aberto: ${titulo} em ${empresa} (encaminhamento ${id}). Conclua-o antes de encaminhá-lo de novo.`,
  encaminhamentoNaoEncontrado: 'Encaminhamento não encontrado.',
  encaminhamentoIdInvalido:
    'Encaminhamento não encontrado: o código no endereço deve ser um número.',
  statusEncaminhamentoInvalido:
    'Use encaminhado, entrevista agendada, aprovado, reprovado ou desistente',
  transicaoInvalida: (de: string, para: string) =>
    `Um encaminhamento ${de.toLowerCase()} não pode passar a ${para.toLowerCase()}.`,
  informeDataEntrevista: 'Informe a data e a hora da entrevista',
  dataEntrevistaInvalida: 'Data e hora inválidas: use dd/mm/aaaa e hh:mm',
  jaContratado: (numero: string) =>
    `Este encaminhamento já virou o contrato ${numero}: não pode mais mudar.`,
  observacoesLongas: `As observações devem ter no máximo ${TEXTO_MAXIMO} caracteres`,
  // The contract that comes from a referral.
  contratoDeEncaminhamentoNaoAprovado: 'Só um encaminhamento aprovado pode virar contrato',
  contratoDeOutroAprendiz: 'Este encaminhamento é de outro aprendiz',
  contratoDeOutraEmpresa: 'A empresa do contrato deve ser a da vaga do encaminhamento',
  contratoDeOutraVaga: 'A vaga informada não é a do encaminhamento',
  encaminhamentoJaContratado: (numero: string) =>
    `Este encaminhamento já virou o contrato ${numero}`,
  vagaDoContratoInexistente: 'Vaga não encontrada: selecione uma da lista',
} as const;

const M = MENSAGENS_VAGA;

// ---- The vacancy's fields and rules -------------------------------------------------------------------

/** The oldest age a vacancy may ask for (the apprentice's own limit is lifted for PcD). */
const IDADE_VAGA_MAXIMA = 99;

/** An age the vacancy asks for (optional: blank means the apprentice's own range). */
const idade = <K extends string>(coluna: K, rotulo: string) =>
  ({
    tipo: 'inteiro',
    coluna,
    rotulo,
    minimo: IDADE_MINIMA,
    maximo: IDADE_VAGA_MAXIMA,
    mensagens: { invalido: M.idadeInvalida },
  }) as const;

/**
 * The vacancy's fields, once: the API's names (also the form's inputs and the 400's `errors`
 * keys), the columns, what is required and each rule's words. The schemas of /api/vagas (a create
 * carries every required field; an update only what changes), the server's preparation and
 * answer, the form's values, body and labels are derived from it.
 */
export const CAMPOS_VAGA = declararCampos({
  titulo: {
    tipo: 'texto',
    coluna: 'titulo',
    rotulo: 'Título da vaga',
    obrigatorio: true,
    minimo: TITULO_MINIMO,
    maximo: TITULO_MAXIMO,
    descricao: `De ${String(TITULO_MINIMO)} a ${String(TITULO_MAXIMO)} caracteres, sem contar espaços nas pontas.`,
    mensagens: { obrigatorio: M.informeTitulo, minimo: M.tituloCurto, maximo: M.tituloLongo },
  },
  parceiroId: {
    tipo: 'referencia',
    coluna: 'parceiroId',
    rotulo: 'Empresa',
    obrigatorio: true,
    descricao: 'A empresa parceira (ativa).',
    mensagens: { invalido: M.selecioneEmpresa },
  },
  unidadeId: {
    tipo: 'referencia',
    coluna: 'unidadeId',
    rotulo: 'Unidade',
    obrigatorio: true,
    descricao: 'Uma unidade ativa da empresa.',
    mensagens: { invalido: M.selecioneUnidade },
  },
  profissaoId: {
    tipo: 'referencia',
    coluna: 'profissaoId',
    rotulo: 'Profissão (CBO)',
    obrigatorio: true,
    descricao: 'A profissão (CBO) da vaga: /api/cadastros/profissao.',
    mensagens: { invalido: M.selecioneProfissao },
  },
  quantidade: {
    tipo: 'inteiro',
    coluna: 'quantidade',
    rotulo: 'Quantidade de vagas',
    obrigatorio: true,
    minimo: 1,
    maximo: QUANTIDADE_MAXIMA,
    mensagens: { invalido: M.quantidadeInvalida },
  },
  turno: {
    tipo: 'opcao',
    coluna: 'turno',
    rotulo: 'Turno de trabalho',
    obrigatorio: true,
    opcoes: TURNOS_VAGA.map((t) => t.valor),
    maximo: 20,
    descricao: 'manha, tarde, noite ou integral.',
    mensagens: { invalido: M.selecioneTurno },
  },
  cargaHoraria: {
    tipo: 'inteiro',
    coluna: 'cargaHoraria',
    rotulo: 'Carga horária semanal (h)',
    obrigatorio: true,
    minimo: CARGA_HORARIA_MINIMA,
    maximo: CARGA_HORARIA_MAXIMA,
    descricao: 'Horas por semana.',
    mensagens: { invalido: M.cargaHorariaForaDaFaixa },
  },
  valorBolsa: {
    tipo: 'centavos',
    coluna: 'valorBolsaCentavos',
    rotulo: 'Bolsa (R$)',
    obrigatorio: true,
    minimo: 0,
    maximo: VALOR_MAXIMO,
    descricao: 'Em reais, com até dois centavos.',
    mensagens: { invalido: M.valorInvalido, obrigatorio: M.informeValorBolsa },
  },
  beneficios: {
    tipo: 'textoLivre',
    coluna: 'beneficios',
    rotulo: 'Benefícios',
    maximo: TEXTO_MAXIMO,
    mensagens: { maximo: M.textoLongo },
  },
  idadeMinima: idade('idadeMinima', 'Idade mínima'),
  idadeMaxima: idade('idadeMaxima', 'Idade máxima'),
  grauEscolaridadeId: {
    tipo: 'referencia',
    coluna: 'grauEscolaridadeId',
    rotulo: 'Escolaridade mínima',
    descricao: 'Escolaridade mínima, se houver.',
    mensagens: { invalido: M.escolaridadeNaoEncontrada },
  },
  requisitos: {
    tipo: 'textoLivre',
    coluna: 'requisitos',
    rotulo: 'Requisitos',
    maximo: TEXTO_MAXIMO,
    mensagens: { maximo: M.textoLongo },
  },
  dataAbertura: {
    tipo: 'data',
    coluna: 'dataAbertura',
    rotulo: 'Abertura',
    obrigatorio: true,
    maximo: 10,
    descricao: 'aaaa-mm-dd',
    mensagens: { invalido: M.dataInvalida, obrigatorio: M.informeDataAbertura },
  },
  dataEncerramento: {
    tipo: 'data',
    coluna: 'dataEncerramento',
    rotulo: 'Encerramento',
    maximo: 10,
    descricao: 'aaaa-mm-dd',
    mensagens: { invalido: M.dataInvalida },
  },
});

/** The form's fields, as the rules read them. */
export type DadosVaga = DadosDe<typeof CAMPOS_VAGA>;
export type ErrosVaga = Partial<Record<keyof DadosVaga, string>>;

/** No vacancy date is checked against today (none has `futura`), so no day is needed. */
const SEM_DIA = { hoje: '' };

/**
 * Every rule that needs no other rows (the API adds the partner, unit and lookups): the declared
 * ones (CAMPOS_VAGA), then the two that compare fields.
 */
export function validarVaga(d: DadosVaga): ErrosVaga {
  const e: ErrosVaga = validarCampos(CAMPOS_VAGA, d, SEM_DIA);
  if (
    !e.idadeMinima &&
    !e.idadeMaxima &&
    typeof d.idadeMinima === 'number' &&
    typeof d.idadeMaxima === 'number' &&
    d.idadeMaxima < d.idadeMinima
  ) {
    e.idadeMaxima = M.idadeMaximaMenor;
  }
  if (
    !e.dataAbertura &&
    !e.dataEncerramento &&
    preenchido(d.dataEncerramento) &&
    d.dataEncerramento < (d.dataAbertura ?? '')
  ) {
    e.dataEncerramento = M.encerramentoAntesDaAbertura;
  }
  return e;
}

// ---- The referral's fields and rules ------------------------------------------------------------------

/**
 * The referral's plain fields, once: what a person writes on creating it and changing it (the
 * apprentice referred is the create's own; the status moves by TRANSICOES_ENCAMINHAMENTO). The
 * bodies and answer of /api/vagas/{id}/encaminhamentos and /api/encaminhamentos/{id}, the server's
 * column values and the dialogs' rules, bodies and words are derived from it.
 */
export const CAMPOS_ENCAMINHAMENTO = declararCampos({
  dataEntrevista: {
    tipo: 'dataHora',
    coluna: 'dataEntrevista',
    rotulo: 'Data da entrevista',
    maximo: 16,
    descricao: "Data e hora da entrevista, 'aaaa-mm-ddThh:mm' (horário de Brasília).",
    mensagens: { invalido: M.dataEntrevistaInvalida },
  },
  observacoes: {
    tipo: 'textoLivre',
    coluna: 'observacoes',
    rotulo: 'Observações',
    maximo: TEXTO_MAXIMO,
    mensagens: { maximo: M.observacoesLongas },
  },
});

export type DadosEncaminhamento = DadosDe<typeof CAMPOS_ENCAMINHAMENTO>;

/**
 * The referral's rules that need no other rows: the declared ones; with the `status` a form sends
 * with every field, an interview's date and time when it becomes entrevista agendada (the API,
 * whose update keeps what the body leaves out, checks that against the stored one).
 */
export function validarEncaminhamento(
  d: DadosEncaminhamento,
  status?: string,
): Partial<Record<keyof DadosEncaminhamento, string>> {
  const e = validarCampos(CAMPOS_ENCAMINHAMENTO, d, SEM_DIA);
  if (!e.dataEntrevista && status === 'entrevista agendada' && !preenchido(d.dataEntrevista)) {
    e.dataEntrevista = M.informeDataEntrevista;
  }
  return e;
}

// ---- Interview date and time -------------------------------------------------------------------------

/** '25/11/2026 às 14:30'. */
export function formatarEntrevista(valor: string | null): string {
  if (!valor) return '';
  return `${formatarData(valor.slice(0, 10))} às ${valor.slice(11, 16)}`;
}

// ---- Suggestions: reasons for and against, in words ------------------------------------------------

/** What the database knows of an apprentice against a vacancy (null: not recorded). */
export interface FatosDaSugestao {
  idade: number | null;
  idadeMinima: number;
  idadeMaxima: number | null;
  pcd: boolean;
  turnoEscolar: string | null;
  turnoVaga: string;
  /** Same municipality as the unit; null when either is not recorded. */
  mesmoMunicipio: boolean | null;
  /** Same state (UF) as the unit. */
  mesmaUf: boolean | null;
  municipioUnidade: string | null;
  /** The apprentice's schooling order and the vacancy's required one (null: none required). */
  escolaridadeOrdem: number | null;
  escolaridadeExigidaOrdem: number | null;
  escolaridadeExigida: string | null;
}

export interface Motivos {
  aFavor: string[];
  contra: string[];
}

/** Two shifts clash when they are the same or one of them takes the whole day. */
export const turnosConflitam = (escolar: string, trabalho: string): boolean =>
  escolar === trabalho || escolar === 'integral' || trabalho === 'integral';

/** The reasons the suggestions list shows beside each name (and the order ranks on their count). */
export function motivosDaSugestao(f: FatosDaSugestao): Motivos {
  const aFavor: string[] = [];
  const contra: string[] = [];
  if (f.idade === null) contra.push('Sem data de nascimento');
  else {
    const maxima = f.pcd ? null : f.idadeMaxima;
    const faixa = maxima === null ? `a partir de ${f.idadeMinima}` : `${f.idadeMinima} a ${maxima}`;
    if (f.idade >= f.idadeMinima && (maxima === null || f.idade <= maxima)) {
      aFavor.push(`${f.idade} anos, dentro da faixa da vaga (${faixa})`);
    } else contra.push(`${f.idade} anos, fora da faixa da vaga (${faixa})`);
  }
  if (f.turnoEscolar === null) contra.push('Turno escolar não informado');
  else if (turnosConflitam(f.turnoEscolar, f.turnoVaga)) {
    contra.push(
      `Estuda no turno ${rotuloTurno(f.turnoEscolar).toLowerCase()}, que conflita com o da vaga`,
    );
  } else {
    aFavor.push(
      `Estuda no turno ${rotuloTurno(f.turnoEscolar).toLowerCase()}, livre no turno da vaga`,
    );
  }
  const ondeFica = f.municipioUnidade ? ` (${f.municipioUnidade})` : '';
  if (f.mesmoMunicipio === null) contra.push('Município não informado');
  else if (f.mesmoMunicipio) aFavor.push(`Mora no município da unidade${ondeFica}`);
  else if (f.mesmaUf) aFavor.push(`Mora em outro município do estado da unidade${ondeFica}`);
  else contra.push(`Mora em outro estado que a unidade${ondeFica}`);
  if (f.escolaridadeExigidaOrdem !== null) {
    const exigida = f.escolaridadeExigida ?? 'a exigida';
    if (f.escolaridadeOrdem === null) contra.push('Escolaridade não informada');
    else if (f.escolaridadeOrdem >= f.escolaridadeExigidaOrdem) {
      aFavor.push(`Escolaridade atende (${exigida})`);
    } else contra.push(`Escolaridade abaixo da exigida (${exigida})`);
  }
  return { aFavor, contra };
}
