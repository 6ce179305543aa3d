// The contract's (contrato), extension's (prorrogação) and termination's (rescisão) rules and words,
// shared by the form, the creation flow's machine and the API. Field names are the seed's (Con_*):
// the form's inputs, the API body and the 400 `errors` keys are the same names, so a server message
// lands on its input with no mapping. Pure functions: "today" is always passed in.
import { declararCampos, reaisValidos, validarCampos, type DadosDe } from '../campos';
import { formatarData } from '../format/data';
import { IDADE_MAXIMA, IDADE_MINIMA } from './aprendiz';
import { OBSERVACOES_MAXIMO, preenchido, type Opcional } from './comum';
import { dataIsoValida, idadeEm, somarDias, somarMesesNaData } from './datas';
import { MENSAGENS_LEGISLACAO as ML, validarJornada } from './legislacao';

// ---- Types and statuses ---------------------------------------------------------------------------

export const TIPOS_CONTRATO = [
  { valor: 'A', rotulo: 'Aprendizagem' },
  { valor: 'E', rotulo: 'Estágio' },
] as const;

export const rotuloTipoContrato = (tipo: string): string =>
  TIPOS_CONTRATO.find((t) => t.valor === tipo)?.rotulo ?? tipo;

/**
 * What the database stores is one of these; `encerrado` is also what the API shows for a running
 * contract whose término has passed, before anyone closes it (see statusEfetivo).
 */
export const STATUS_CONTRATO = ['vigente', 'prorrogado', 'rescindido', 'encerrado'] as const;
export type StatusContrato = (typeof STATUS_CONTRATO)[number];

export const ROTULOS_STATUS_CONTRATO: Record<StatusContrato, string> = {
  vigente: 'Vigente',
  prorrogado: 'Prorrogado',
  rescindido: 'Rescindido',
  encerrado: 'Encerrado',
};

/** A status in words, lower case, as a sentence says it ('está rescindido'). */
export const statusPorExtenso = (status: string): string =>
  ((ROTULOS_STATUS_CONTRATO as Record<string, string | undefined>)[status] ?? status).toLowerCase();

/** MUI Chip colour of each status (the list and the page show the same one). */
export const CORES_STATUS_CONTRATO: Record<
  StatusContrato,
  'success' | 'info' | 'error' | 'default'
> = {
  vigente: 'success',
  prorrogado: 'info',
  rescindido: 'error',
  encerrado: 'default',
};

/** A contract still in force (at most one per apprentice at a time). */
export const STATUS_EM_CURSO: readonly StatusContrato[] = ['vigente', 'prorrogado'];

export const emCurso = (status: string): boolean =>
  (STATUS_EM_CURSO as readonly string[]).includes(status);

/**
 * The status people see: a running contract whose término is before `hoje` has ended by itself
 * (CLT art. 433, caput: "extinguir-se-á no seu termo"), with no one acting and no timer. The
 * término day itself is still worked.
 */
export function statusEfetivo(
  statusArmazenado: string,
  dataTermino: string,
  hoje: string,
): StatusContrato {
  if (emCurso(statusArmazenado) && dataTermino < hoje) return 'encerrado';
  return statusArmazenado as StatusContrato;
}

// ---- Limits -----------------------------------------------------------------------------------------

/** seed-spec.md section 5; also the ceiling of a contract with all its extensions (CLT art. 428 § 3º). */
export const DURACAO_MINIMA = 1;
export const DURACAO_MAXIMA = 36;
/** seed-spec.md section 5 (the CLT's 44 h week). */
export const CARGA_HORARIA_MINIMA = 1;
export const CARGA_HORARIA_MAXIMA = 44;
/** Lei 11.788/2008 (estágio): art. 10, II (30 h a week) and art. 11 (2 years), both waived for PcD. */
export const ESTAGIO_CARGA_HORARIA_MAXIMA = 30;
export const ESTAGIO_DURACAO_MAXIMA = 24;
/** Money fields are reais with at most two decimals, stored as integer cents. */
export const VALOR_MAXIMO = 1_000_000;
export { OBSERVACOES_MAXIMO };
export const MOTIVO_MAXIMO = 500;
export const CBO_MAXIMO = 10;

// ---- Words ------------------------------------------------------------------------------------------

export const MENSAGENS_CONTRATO = {
  // seed-spec.md section 5, character for character.
  selecioneAprendiz: 'Selecione um aprendiz',
  selecioneEmpresa: 'Selecione uma empresa',
  selecioneTipo: 'Selecione o tipo de contrato',
  dataInicioObrigatoria: 'Data de início obrigatória',
  dataTerminoObrigatoria: 'Data de término obrigatória',
  duracaoForaDaFaixa: 'Duração entre 1 e 36 meses',
  cargaHorariaForaDaFaixa: 'Carga horária entre 1 e 44h',
  // Rules beyond the seed.
  dataInvalida: 'Data inválida',
  terminoAntesDoInicio: 'A data de término deve ser posterior à data de início',
  idadeForaDaFaixa: 'O aprendiz deve ter entre 14 e 24 anos na data de início do contrato',
  idadeMinimaPcd: 'O aprendiz deve ter pelo menos 14 anos na data de início do contrato',
  semDataNascimento:
    'O cadastro do aprendiz não tem data de nascimento: informe-a antes de contratar',
  terminoAposIdadeMaxima: (aniversario: string) =>
    `O contrato de aprendizagem deve terminar antes de o aprendiz completar 24 anos (${formatarData(aniversario)})`,
  estagioCargaHoraria: 'No estágio a carga horária é de no máximo 30h semanais (Lei 11.788/2008)',
  estagioDuracao: 'O estágio dura no máximo 24 meses (Lei 11.788/2008)',
  valorInvalido: 'Informe um valor entre R$ 0,00 e R$ 1.000.000,00, com no máximo dois centavos',
  cboInexistente: 'CBO não encontrado: selecione uma profissão da lista',
  cboLongo: 'O CBO deve ter no máximo 10 caracteres',
  observacoesLongas: 'As observações devem ter no máximo 2000 caracteres',
  aprendizNaoEncontrado: 'Aprendiz não encontrado: selecione um da lista',
  aprendizInativo: 'O cadastro deste aprendiz está inativo: reative-o antes de contratar',
  empresaNaoEncontrada: 'Empresa não encontrada: selecione uma da lista',
  empresaInativa: 'Esta empresa está inativa: escolha uma empresa ativa',
  unidadeNaoEncontrada: 'Unidade não encontrada: selecione uma da lista',
  unidadeInativa: 'Esta unidade está inativa: escolha uma unidade ativa',
  unidadeDeOutraEmpresa: 'Esta unidade é de outra empresa: escolha uma unidade da empresa',
  naoEncontrado: 'Contrato não encontrado.',
  idInvalido: 'Contrato não encontrado: o código do contrato no endereço deve ser um número.',
  // Extensions.
  informeNovaDataTermino: 'Informe a nova data de término',
  novaDataNaoPosterior: (terminoAtual: string) =>
    `A nova data de término deve ser posterior ao término atual (${formatarData(terminoAtual)})`,
  informeMotivoProrrogacao: 'Informe o motivo da prorrogação',
  motivoLongo: 'O motivo deve ter no máximo 500 caracteres',
  naoProrrogavel: (status: string) => `Este contrato está ${status} e não pode ser prorrogado.`,
  // Terminations.
  informeDataRescisao: 'Informe a data da rescisão',
  rescisaoForaDoPeriodo: (inicio: string, termino: string) =>
    `A data da rescisão deve estar dentro do período do contrato (${formatarData(inicio)} a ${formatarData(termino)})`,
  selecioneMotivoDesligamento: 'Selecione o motivo do desligamento',
  motivoDesligamentoInexistente: 'Motivo de desligamento não encontrado: selecione um da lista',
  naoRescindivel: (status: string) => `Este contrato está ${status} e não pode ser rescindido.`,
  // Bulk closing.
  selecioneContratos: 'Selecione pelo menos um contrato',
  naoEncerravel: (numero: string) =>
    `O contrato ${numero} ainda não chegou ao término (ou já foi encerrado ou rescindido).`,
  // Editing.
  naoEditavel: (status: string) => `Este contrato está ${status} e não pode ser alterado.`,
  datasNaoEditaveis:
    'As datas e a duração de um contrato prorrogado mudam só por uma nova prorrogação',
  aprendizFixo: 'O aprendiz de um contrato não muda: rescinda este contrato e crie outro',
  empresaFixa: 'A empresa de um contrato não muda: rescinda este contrato e crie outro',
  inicioAntesDoFimAnterior: (fim: string) =>
    `A data de início deve ser posterior ao fim do contrato anterior deste aprendiz (${formatarData(fim)})`,
} as const;

const M = MENSAGENS_CONTRATO;

/** 409 of a second running contract: names the one the apprentice already has. */
export const mensagemContratoEmCurso = (c: {
  numero: string;
  nomeParceiro: string;
  inicio: string;
  termino: string;
}) =>
  `Este aprendiz já tem o contrato ${c.numero} em curso com ${c.nomeParceiro} (${formatarData(c.inicio)} a ${formatarData(c.termino)}). Rescinda-o ou encerre-o antes de criar outro.`;

// ---- The contract's fields -----------------------------------------------------------------------

/** Money: reais with at most two cents, from nothing to VALOR_MAXIMO (stored as integer cents). */
const dinheiro = <K extends string>(coluna: K, rotulo: string) =>
  ({
    tipo: 'centavos',
    coluna,
    rotulo,
    minimo: 0,
    maximo: VALOR_MAXIMO,
    descricao: 'Em reais, com até dois centavos (1234.56); null se não informado.',
    mensagens: { invalido: M.valorInvalido },
  }) as const;

/** A practice time: hh:mm (the practice week's rules are legislacao.ts's). */
const hora = <K extends string>(coluna: K, rotulo: string, descricao: string) =>
  ({
    tipo: 'hora',
    coluna,
    rotulo,
    maximo: 5,
    descricao,
    mensagens: { invalido: ML.horarioInvalido },
  }) as const;

/**
 * The contract's fields, once (seed-spec.md section 3, plus the practice times and the unit): the
 * seed's names in the API, the flow's inputs and the 400's `errors`; the columns; the rules and
 * their words. The body and answer of /api/contratos, the server's preparation and answer, the
 * flow's terms and the words of the review, the page and the audit trail derive from it. The
 * seven the seed requires are `obrigatorio`: POST refuses a body without them with the seed's
 * message. Con_DiasPratica (a list of weekdays) is written by hand beside it.
 */
export const CAMPOS_CONTRATO = declararCampos({
  Con_CodAprendiz: {
    tipo: 'referencia',
    coluna: 'aprendizId',
    rotulo: 'Aprendiz',
    obrigatorio: true,
    descricao: 'Código do aprendiz.',
    mensagens: { invalido: M.selecioneAprendiz },
  },
  Con_CodParceiro: {
    tipo: 'referencia',
    coluna: 'parceiroId',
    rotulo: 'Empresa',
    obrigatorio: true,
    descricao: 'Código da empresa parceira.',
    mensagens: { invalido: M.selecioneEmpresa },
  },
  unidadeId: {
    tipo: 'referencia',
    coluna: 'unidadeId',
    rotulo: 'Unidade',
    descricao:
      'Unidade da empresa onde o aprendiz fará a prática: abre a lotação a partir do início.',
    mensagens: { invalido: M.unidadeNaoEncontrada },
  },
  Con_TipoContrato: {
    tipo: 'opcao',
    coluna: 'tipo',
    rotulo: 'Tipo de contrato',
    obrigatorio: true,
    opcoes: TIPOS_CONTRATO.map((t) => t.valor),
    maximo: 1,
    descricao: 'A = Aprendizagem, E = Estágio.',
    mensagens: { invalido: M.selecioneTipo, minimo: M.selecioneTipo },
  },
  Con_DataInicio: {
    tipo: 'data',
    coluna: 'dataInicio',
    rotulo: 'Data de início',
    obrigatorio: true,
    maximo: 10,
    descricao: 'aaaa-mm-dd',
    mensagens: { invalido: M.dataInvalida, minimo: M.dataInicioObrigatoria },
  },
  Con_DataTermino: {
    tipo: 'data',
    coluna: 'dataTermino',
    rotulo: 'Data de término',
    obrigatorio: true,
    maximo: 10,
    descricao: 'aaaa-mm-dd',
    mensagens: { invalido: M.dataInvalida, minimo: M.dataTerminoObrigatoria },
  },
  Con_Duracao: {
    tipo: 'inteiro',
    coluna: 'duracao',
    rotulo: 'Duração',
    obrigatorio: true,
    minimo: DURACAO_MINIMA,
    maximo: DURACAO_MAXIMA,
    descricao: 'Meses, com as prorrogações; conferidos com as datas.',
    mensagens: { invalido: M.duracaoForaDaFaixa },
  },
  Con_CargaHoraria: {
    tipo: 'inteiro',
    coluna: 'cargaHoraria',
    rotulo: 'Carga horária semanal',
    obrigatorio: true,
    minimo: CARGA_HORARIA_MINIMA,
    maximo: CARGA_HORARIA_MAXIMA,
    descricao: 'Horas por semana.',
    mensagens: { invalido: M.cargaHorariaForaDaFaixa },
  },
  Con_ValorBolsa: dinheiro('valorBolsaCentavos', 'Bolsa'),
  Con_ValorTaxa: dinheiro('valorTaxaCentavos', 'Taxa'),
  Con_ValorEncargos: dinheiro('valorEncargosCentavos', 'Encargos'),
  Con_ValorMatricula: dinheiro('valorMatriculaCentavos', 'Matrícula'),
  Con_HoraEntrada: hora('horaEntrada', 'Entrada', 'Início da prática em cada dia (hh:mm).'),
  Con_HoraSaida: hora(
    'horaSaida',
    'Saída',
    'Fim da prática em cada dia (hh:mm); antes da entrada, termina no dia seguinte.',
  ),
  Con_CBO: {
    tipo: 'texto',
    coluna: 'cbo',
    rotulo: 'Profissão (CBO)',
    maximo: CBO_MAXIMO,
    descricao: 'Código CBO (lookup profissao), 4110-05.',
    mensagens: { maximo: M.cboLongo },
  },
  Con_ObservacoesGerais: {
    tipo: 'textoLivre',
    coluna: 'observacoesGerais',
    rotulo: 'Observações gerais',
    maximo: OBSERVACOES_MAXIMO,
    mensagens: { maximo: M.observacoesLongas },
  },
});

type Declarados = typeof CAMPOS_CONTRATO;

/** The declared money fields (reais in the API, cents in the columns), in the form's order. */
export const CAMPOS_VALOR = (Object.keys(CAMPOS_CONTRATO) as (keyof Declarados)[]).filter(
  (
    nome,
  ): nome is {
    [N in keyof Declarados]: Declarados[N] extends { tipo: 'centavos' } ? N : never;
  }[keyof Declarados] => CAMPOS_CONTRATO[nome].tipo === 'centavos',
);

// ---- Dates and durations -----------------------------------------------------------------------------

function partes(data: string): [number, number, number] {
  return [Number(data.slice(0, 4)), Number(data.slice(5, 7)), Number(data.slice(8, 10))];
}

const iso = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The last day of a contract of `meses` months starting on `inicio`: the day before the same day
 * `meses` months later (12 months from 05/01/2026 end on 04/01/2027).
 */
export const terminoPorDuracao = (inicio: string, meses: number): string =>
  somarDias(somarMesesNaData(inicio, meses), -1);

/**
 * How many months the period inicio..termino takes, a started month counting whole: the smallest n
 * whose terminoPorDuracao reaches termino. 0 when termino is before inicio. This is the duration
 * Con_Duracao must carry, and what the 36-month ceiling measures (with every extension).
 */
export function duracaoEntre(inicio: string, termino: string): number {
  if (termino < inicio) return 0;
  const [a1, m1] = partes(inicio);
  const [a2, m2] = partes(termino);
  let n = Math.max(1, (a2 - a1) * 12 + (m2 - m1) - 1);
  while (terminoPorDuracao(inicio, n) < termino) n += 1;
  return n;
}

/** The day someone turns `anos` (born on 29/02: 01/03, as idadeEm counts). */
export function aniversarioDe(dataNascimento: string, anos: number): string {
  const [a, m, d] = partes(dataNascimento);
  return iso(new Date(Date.UTC(a + anos, m - 1, d)));
}

/** Whole days from hoje to termino (0 on the last day; negative once it has passed). */
export function diasRestantes(termino: string, hoje: string): number {
  const [a1, m1, d1] = partes(hoje);
  const [a2, m2, d2] = partes(termino);
  return Math.round((Date.UTC(a2, m2 - 1, d2) - Date.UTC(a1, m1 - 1, d1)) / 86_400_000);
}

/** A money amount the API accepts: reais, 0 to VALOR_MAXIMO, at most two decimals. */
export const valorValido = (valor: number): boolean => reaisValidos(valor, 0, VALOR_MAXIMO);

/** Reais (the API's number) -> integer cents (the database's column). */
export const paraCentavos = (reais: number): number => Math.round(reais * 100);
/** Integer cents -> reais. */
export const paraReais = (centavos: number): number => centavos / 100;

// ---- The contract -----------------------------------------------------------------------------------

/**
 * The form's fields (CAMPOS_CONTRATO), as the form and the API body carry them, and the practice
 * week's days (legislacao.ts): ISO weekdays.
 */
export type DadosContrato = DadosDe<typeof CAMPOS_CONTRATO> & {
  Con_DiasPratica?: Opcional<readonly number[]>;
};

/** What the apprentice's record says that the contract's rules need. */
export interface AprendizDoContrato {
  dataNascimento: Opcional<string>;
  pcd: boolean;
}

const codigoValido = (v: Opcional<number>): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v > 0;

/**
 * The apprentice's age against the contract's dates: 14–24 on the start (no upper age for PcD, CLT
 * art. 428 § 5º) and, for `A`, the end before the 24th birthday (CLT art. 433, caput) unless PcD.
 * Keys are the date fields the person edits to fix it.
 */
export function validarIdadeNoContrato(
  aprendiz: AprendizDoContrato,
  tipo: Opcional<string>,
  inicio: string,
  termino: Opcional<string>,
): Record<string, string> {
  const nascimento = aprendiz.dataNascimento;
  if (!preenchido(nascimento) || !dataIsoValida(nascimento)) {
    return { Con_CodAprendiz: M.semDataNascimento };
  }
  const idade = idadeEm(nascimento, inicio);
  if (aprendiz.pcd) {
    return idade < IDADE_MINIMA ? { Con_DataInicio: M.idadeMinimaPcd } : {};
  }
  if (idade < IDADE_MINIMA || idade > IDADE_MAXIMA) return { Con_DataInicio: M.idadeForaDaFaixa };
  const limite = aniversarioDe(nascimento, IDADE_MAXIMA);
  if (tipo === 'A' && preenchido(termino) && dataIsoValida(termino) && termino >= limite) {
    return { Con_DataTermino: M.terminoAposIdadeMaxima(limite) };
  }
  return {};
}

/**
 * Every rule of the contract's terms, keyed by the seed's field names; empty when all is well.
 * With `aprendiz` (the flow once one is chosen, and the API), the age and PcD rules apply too;
 * without it, the Lei 11.788 limits of `E` apply as for someone without a disability. What needs
 * the database (the apprentice and partner exist and are active, the unit, the CBO in the lookup,
 * a second running contract) the server checks after this.
 */
export function validarContrato(
  d: DadosContrato,
  contexto: { aprendiz?: AprendizDoContrato | null } = {},
): Record<string, string> {
  // The declared rules: the seven the seed requires, dates, limits, money, times, lengths.
  const erros: Record<string, string> = validarCampos(CAMPOS_CONTRATO, d);
  const tipo = d.Con_TipoContrato;
  const inicio = d.Con_DataInicio;
  const termino = d.Con_DataTermino;
  const datasValidas =
    !erros.Con_DataInicio && !erros.Con_DataTermino && preenchido(inicio) && preenchido(termino);
  if (datasValidas && termino <= inicio) erros.Con_DataTermino = M.terminoAntesDoInicio;

  const duracao = d.Con_Duracao;
  if (!erros.Con_Duracao && typeof duracao === 'number' && datasValidas && !erros.Con_DataTermino) {
    const medida = duracaoEntre(inicio, termino);
    if (medida > DURACAO_MAXIMA) erros.Con_DataTermino = M.duracaoForaDaFaixa;
    else if (medida !== duracao) erros.Con_Duracao = mensagemDuracaoNaoConfere(medida);
  }
  const carga = d.Con_CargaHoraria;

  const pcd = contexto.aprendiz?.pcd === true;
  if (tipo === 'E' && !pcd) {
    if (
      !erros.Con_CargaHoraria &&
      typeof carga === 'number' &&
      carga > ESTAGIO_CARGA_HORARIA_MAXIMA
    ) {
      erros.Con_CargaHoraria = M.estagioCargaHoraria;
    }
    if (!erros.Con_Duracao && typeof duracao === 'number' && duracao > ESTAGIO_DURACAO_MAXIMA) {
      erros.Con_Duracao = M.estagioDuracao;
    }
  }
  if (contexto.aprendiz && preenchido(inicio) && dataIsoValida(inicio)) {
    const idade = validarIdadeNoContrato(contexto.aprendiz, tipo, inicio, termino);
    for (const [campo, mensagem] of Object.entries(idade)) erros[campo] ??= mensagem;
  }

  for (const [campo, mensagem] of Object.entries(validarJornada(d))) erros[campo] ??= mensagem;
  return erros;
}

/** Con_Duracao disagrees with the dates: says what the dates measure. */
export const mensagemDuracaoNaoConfere = (meses: number) =>
  `A duração não confere com as datas: de início a término são ${meses} ${meses === 1 ? 'mês' : 'meses'}`;

// ---- Extensions -------------------------------------------------------------------------------------

export interface DadosProrrogacao {
  novaDataTermino?: Opcional<string>;
  motivo?: Opcional<string>;
}

/** The contract as an extension or a termination sees it. */
export interface ContratoVigente {
  Con_TipoContrato: string;
  Con_DataInicio: string;
  Con_DataTermino: string;
  /** The stored status. */
  status: string;
}

/**
 * An extension: the new end after the current one, the whole length (from the original start,
 * with every extension) within 36 months and, for `A`, before the 24th birthday unless PcD; only a
 * running contract whose término has not passed (an ended one is closed, not extended). Returns
 * `{ contrato }` when the contract itself cannot be extended (a 409), else the fields' errors.
 */
export function validarProrrogacao(
  d: DadosProrrogacao,
  contexto: { contrato: ContratoVigente; aprendiz?: AprendizDoContrato | null; hoje: string },
): Record<string, string> {
  const { contrato, hoje } = contexto;
  const status = statusEfetivo(contrato.status, contrato.Con_DataTermino, hoje);
  if (!emCurso(status)) {
    return { contrato: M.naoProrrogavel(statusPorExtenso(status)) };
  }
  const erros: Record<string, string> = {};
  const nova = d.novaDataTermino;
  if (!preenchido(nova)) erros.novaDataTermino = M.informeNovaDataTermino;
  else if (!dataIsoValida(nova)) erros.novaDataTermino = M.dataInvalida;
  else if (nova <= contrato.Con_DataTermino) {
    erros.novaDataTermino = M.novaDataNaoPosterior(contrato.Con_DataTermino);
  } else {
    const total = duracaoEntre(contrato.Con_DataInicio, nova);
    const pcd = contexto.aprendiz?.pcd === true;
    if (total > DURACAO_MAXIMA) erros.novaDataTermino = M.duracaoForaDaFaixa;
    else if (contrato.Con_TipoContrato === 'E' && !pcd && total > ESTAGIO_DURACAO_MAXIMA) {
      erros.novaDataTermino = M.estagioDuracao;
    } else if (contexto.aprendiz) {
      const idade = validarIdadeNoContrato(
        contexto.aprendiz,
        contrato.Con_TipoContrato,
        contrato.Con_DataInicio,
        nova,
      );
      if (idade.Con_DataTermino) erros.novaDataTermino = idade.Con_DataTermino;
    }
  }
  if (!preenchido(d.motivo)) erros.motivo = M.informeMotivoProrrogacao;
  else if (d.motivo.trim().length > MOTIVO_MAXIMO) erros.motivo = M.motivoLongo;
  return erros;
}

// ---- Terminations -----------------------------------------------------------------------------------

export interface DadosRescisao {
  data?: Opcional<string>;
  motivoDesligamentoId?: Opcional<number>;
  observacoes?: Opcional<string>;
}

/**
 * A termination: only of a contract not already terminated or closed (one that ended by date may
 * still be terminated, e.g. to record 'Término do contrato' on its término), `data` within the
 * contract's period, a reason chosen. Returns `{ contrato }` when it cannot be terminated (a 409).
 */
export function validarRescisao(
  d: DadosRescisao,
  contexto: { contrato: ContratoVigente },
): Record<string, string> {
  const { contrato } = contexto;
  if (!emCurso(contrato.status)) {
    return { contrato: M.naoRescindivel(statusPorExtenso(contrato.status)) };
  }
  const erros: Record<string, string> = {};
  if (!preenchido(d.data)) erros.data = M.informeDataRescisao;
  else if (!dataIsoValida(d.data)) erros.data = M.dataInvalida;
  else if (d.data < contrato.Con_DataInicio || d.data > contrato.Con_DataTermino) {
    erros.data = M.rescisaoForaDoPeriodo(contrato.Con_DataInicio, contrato.Con_DataTermino);
  }
  if (!codigoValido(d.motivoDesligamentoId)) {
    erros.motivoDesligamentoId = M.selecioneMotivoDesligamento;
  }
  if (preenchido(d.observacoes) && d.observacoes.length > OBSERVACOES_MAXIMO) {
    erros.observacoes = M.observacoesLongas;
  }
  return erros;
}
