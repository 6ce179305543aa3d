// The class's (turma) and allocation's (alocação, desalocar) rules and words, shared by the forms,
// the allocation flow machine and the API. Pure functions: callers pass `hoje`.
import { declararCampos, validarCampos, type DadosDe } from '../campos';
import { formatarData } from '../format/data';
import { preenchido, type Opcional } from './comum';
import { dataIsoValida } from './datas';

export const STATUS_TURMA = ['planejada', 'em andamento', 'encerrada'] as const;
export type StatusTurma = (typeof STATUS_TURMA)[number];

export const TURNOS_TURMA = [
  { valor: 'manha', rotulo: 'Manhã' },
  { valor: 'tarde', rotulo: 'Tarde' },
  { valor: 'noite', rotulo: 'Noite' },
  { valor: 'integral', rotulo: 'Integral' },
] as const;

/** ISO weekdays, as diasTeoria carries them: 1 = segunda-feira ... 7 = domingo. */
export const DIAS_SEMANA = [
  { valor: 1, rotulo: 'Segunda-feira', curto: 'Seg' },
  { valor: 2, rotulo: 'Terça-feira', curto: 'Ter' },
  { valor: 3, rotulo: 'Quarta-feira', curto: 'Qua' },
  { valor: 4, rotulo: 'Quinta-feira', curto: 'Qui' },
  { valor: 5, rotulo: 'Sexta-feira', curto: 'Sex' },
  { valor: 6, rotulo: 'Sábado', curto: 'Sáb' },
  { valor: 7, rotulo: 'Domingo', curto: 'Dom' },
] as const;

export const CODIGO_TURMA_MAXIMO = 30;
export const NOME_TURMA_MINIMO = 3;
export const NOME_TURMA_MAXIMO = 150;
export const CAPACIDADE_MAXIMA = 200;
export const LOCAL_MAXIMO = 200;
export const MOTIVO_MAXIMO = 500;

export const MENSAGENS_TURMA = {
  informeCodigo: 'Informe o código da turma',
  codigoInvalido:
    'O código deve ter até 30 caracteres: letras, números, hífen, ponto, barra ou sublinhado',
  informeNome: 'Informe o nome da turma',
  nomeCurto: 'Nome da turma deve ter no mínimo 3 caracteres',
  nomeLongo: 'Nome da turma deve ter no máximo 150 caracteres',
  selecioneCurso: 'Selecione o curso',
  planoInvalido: 'Plano inválido',
  cursoInexistente: 'Curso não encontrado: selecione um da lista',
  educadorInexistente: 'Educador não encontrado: selecione um da lista',
  educadorInativo: 'Este educador está inativo: escolha um educador ativo',
  planoInexistente: 'Plano de curso não encontrado: selecione um da lista',
  planoInativo: 'Este plano de curso está inativo: escolha um plano ativo',
  planoDeOutroCurso: 'Este plano é de outro curso: escolha um plano do curso da turma',
  planoForaDaVigencia: (periodo: string) =>
    `Este plano não está em vigor na data de início da turma (vigência: ${periodo})`,
  selecioneTurno: 'Selecione o turno: manhã, tarde, noite ou integral',
  selecioneDias: 'Selecione pelo menos um dia de teoria',
  diasInvalidos: 'Dias de teoria: use de 1 (segunda-feira) a 7 (domingo), sem repetir',
  informeDataInicio: 'Informe a data de início',
  informeDataFim: 'Informe a data de término',
  dataInvalida: 'Data inválida',
  dataFimAntesDoInicio: 'A data de término não pode ser anterior à de início',
  informeCapacidade: 'Informe a capacidade',
  capacidadeInvalida: `A capacidade deve ser um número inteiro entre 1 e ${CAPACIDADE_MAXIMA}`,
  selecioneStatus: 'Selecione a situação: planejada, em andamento ou encerrada',
  localLongo: 'O local deve ter no máximo 200 caracteres',
  naoEncontrada: 'Turma não encontrada.',
  idInvalido: 'Turma não encontrada: o código da turma no endereço deve ser um número.',
  capacidadeMenorQueOcupacao: (ocupacao: number) =>
    `A capacidade não pode ser menor que ${ocupacao === 1 ? 'o aprendiz alocado' : `os ${ocupacao} aprendizes alocados`} nesta turma`,
  periodoSemAlocacoes: (primeira: string, ultima: string) =>
    `O período precisa cobrir as alocações já feitas nesta turma (início entre ${formatarData(primeira)} e ${formatarData(ultima)})`,
  inativarComAlocados: (n: number) =>
    `A turma tem ${n} ${n === 1 ? 'aprendiz alocado' : 'aprendizes alocados'}. Desaloque ${n === 1 ? 'o aprendiz' : 'os aprendizes'} antes de inativá-la.`,
} as const;

/** 409 of a duplicate code: names the class that already has it. */
export const mensagemCodigoTurmaDuplicado = (codigo: string, nome: string, id: number) =>
  `Já existe uma turma com o código ${codigo}: ${nome} (turma ${id})`;

export const MENSAGENS_ALOCACAO = {
  selecioneTurma: 'Selecione a turma',
  selecioneAprendiz: 'Selecione pelo menos um aprendiz',
  umOuLista: 'Envie aprendizId (um aprendiz) ou aprendizIds (uma lista), não os dois',
  aprendizRepetido: 'Este aprendiz aparece mais de uma vez na lista',
  informeDataInicio: 'Informe a data de início',
  informeDataFim: 'Informe a data de término',
  dataInvalida: 'Data inválida',
  informeMotivo: 'Informe o motivo da desalocação',
  motivoLongo: `O motivo deve ter no máximo ${MOTIVO_MAXIMO} caracteres`,
  dataFimFutura: 'A data de término não pode ser futura',
  turmaInativa: 'Esta turma está inativa: reative-a antes de alocar aprendizes.',
  turmaEncerrada: 'Esta turma está encerrada e não recebe novos aprendizes.',
  aprendizNaoEncontrado: 'Aprendiz não encontrado.',
  aprendizInativo: 'O cadastro deste aprendiz está inativo: reative-o antes de alocar.',
  naoAlocado: 'Este aprendiz não está alocado nesta turma.',
  loteRecusado: (n: number) =>
    n === 1
      ? 'Nenhum aprendiz foi alocado: 1 aprendiz não pode ser alocado. Veja o motivo em errors.'
      : `Nenhum aprendiz foi alocado: ${n} aprendizes não podem ser alocados. Veja o motivo de cada um em errors.`,
} as const;

export const mensagemForaDoPeriodo = (inicio: string, fim: string) =>
  `A data de início deve estar dentro do período da turma (${formatarData(inicio)} a ${formatarData(fim)})`;

export const mensagemDataFimAntesDoInicio = (inicioAlocacao: string) =>
  `A data de término não pode ser anterior ao início da alocação (${formatarData(inicioAlocacao)})`;

/** A new allocation cannot start before the end of the apprentice's previous one. */
export const mensagemSobreposicao = (fimAnterior: string) =>
  `A data de início não pode ser anterior ao fim da alocação anterior deste aprendiz (${formatarData(fimAnterior)})`;

export const mensagemAlocacaoEncerrada = (dataFim: string) =>
  `Esta alocação já foi encerrada em ${formatarData(dataFim)}.`;

/** The apprentice already has an open allocation: names the class, so staff can go there. */
export function mensagemJaAlocado(a: {
  nomeAprendiz: string;
  codigoTurma: string;
  nomeTurma: string;
  desde: string;
  mesmaTurma: boolean;
}): string {
  const desde = formatarData(a.desde);
  return a.mesmaTurma
    ? `${a.nomeAprendiz} já está nesta turma desde ${desde}.`
    : `${a.nomeAprendiz} já está alocado(a) na turma ${a.codigoTurma} (${a.nomeTurma}) desde ${desde}. Desaloque antes de alocar em outra turma.`;
}

/** Capacity: never exceeded; says how many places are left. */
export function mensagemSemVagas(codigo: string, vagas: number, pedidos: number): string {
  if (vagas <= 0) return `A turma ${codigo} está lotada: não há vagas restantes.`;
  const restantes = vagas === 1 ? 'resta 1 vaga' : `restam ${vagas} vagas`;
  return `Na turma ${codigo} ${restantes}; não é possível alocar ${pedidos} aprendizes.`;
}

// ---- The records ---------------------------------------------------------------------------------

const MT = MENSAGENS_TURMA;

/** The class's code: letters, digits and - . / _ (spaces inside), starting with a letter or digit. */
const CODIGO_TURMA = /^[\p{L}\d][\p{L}\d\-./_ ]*$/u;

const data = <K extends string>(coluna: K, rotulo: string, informe: string) =>
  ({
    tipo: 'data',
    coluna,
    rotulo,
    obrigatorio: true,
    maximo: 10,
    descricao: 'aaaa-mm-dd',
    mensagens: { invalido: MT.dataInvalida, obrigatorio: informe },
  }) as const;

/**
 * The class's plain fields, once: the API's names (also the form's inputs and the 400's `errors`
 * keys), the columns, what is required and each rule's words. The schemas of /api/turmas, the
 * server's preparation and answer, the form's values, body and labels are derived from it. Written
 * by hand beside it: `diasTeoria` (a list of weekdays) and `status` (the class's life: optional on
 * create, planejada by default, and an enum the document states).
 */
export const CAMPOS_TURMA = declararCampos({
  codigo: {
    tipo: 'texto',
    coluna: 'codigo',
    rotulo: 'Código',
    obrigatorio: true,
    maximo: CODIGO_TURMA_MAXIMO,
    descricao: `Até ${String(CODIGO_TURMA_MAXIMO)} caracteres: letras, números, hífen, ponto, barra ou sublinhado. Único, sem distinção de maiúsculas.`,
    mensagens: { obrigatorio: MT.informeCodigo, maximo: MT.codigoInvalido },
  },
  nome: {
    tipo: 'texto',
    coluna: 'nome',
    rotulo: 'Nome',
    obrigatorio: true,
    minimo: NOME_TURMA_MINIMO,
    maximo: NOME_TURMA_MAXIMO,
    descricao: `De ${String(NOME_TURMA_MINIMO)} a ${String(NOME_TURMA_MAXIMO)} caracteres, sem contar espaços nas pontas.`,
    mensagens: { obrigatorio: MT.informeNome, minimo: MT.nomeCurto, maximo: MT.nomeLongo },
  },
  cursoId: {
    tipo: 'referencia',
    coluna: 'cursoId',
    rotulo: 'Curso',
    obrigatorio: true,
    descricao: 'O curso da turma: /api/cadastros/curso.',
    mensagens: { invalido: MT.selecioneCurso },
  },
  planoId: {
    tipo: 'referencia',
    coluna: 'planoId',
    rotulo: 'Plano de curso',
    descricao:
      'Plano de curso (/api/planos) do curso da turma, em vigor na data de início; opcional.',
    mensagens: { invalido: MT.planoInvalido },
  },
  educadorId: {
    tipo: 'referencia',
    coluna: 'educadorId',
    rotulo: 'Educador',
    descricao: 'Educador responsável; opcional.',
    mensagens: { invalido: MT.educadorInexistente },
  },
  turno: {
    tipo: 'opcao',
    coluna: 'turno',
    rotulo: 'Turno',
    obrigatorio: true,
    opcoes: TURNOS_TURMA.map((t) => t.valor),
    maximo: 20,
    descricao: 'manha, tarde, noite ou integral.',
    mensagens: { invalido: MT.selecioneTurno },
  },
  dataInicio: data('dataInicio', 'Início', MT.informeDataInicio),
  dataFim: data('dataFim', 'Término', MT.informeDataFim),
  capacidade: {
    tipo: 'inteiro',
    coluna: 'capacidade',
    rotulo: 'Capacidade',
    obrigatorio: true,
    minimo: 1,
    maximo: CAPACIDADE_MAXIMA,
    descricao: 'Vagas da turma.',
    mensagens: { invalido: MT.capacidadeInvalida, obrigatorio: MT.informeCapacidade },
  },
  local: {
    tipo: 'texto',
    coluna: 'local',
    rotulo: 'Local',
    maximo: LOCAL_MAXIMO,
    descricao: 'Sala, unidade ou endereço das aulas.',
    mensagens: { maximo: MT.localLongo },
  },
});

/** The form's fields, as the rules read them: the declared ones, the weekdays and the status. */
export type DadosTurma = DadosDe<typeof CAMPOS_TURMA> & {
  diasTeoria?: Opcional<readonly number[]>;
  status?: Opcional<string>;
};

function validarPeriodo(d: DadosTurma, erros: Record<string, string>) {
  if (
    !erros.dataInicio &&
    !erros.dataFim &&
    preenchido(d.dataInicio) &&
    preenchido(d.dataFim) &&
    d.dataFim < d.dataInicio
  ) {
    erros.dataFim = MT.dataFimAntesDoInicio;
  }
}

/**
 * Every rule of the class form that needs no database; empty when all is well: the declared ones
 * (CAMPOS_TURMA), then the code's characters, the weekdays, the period and the status.
 */
export function validarTurma(d: DadosTurma): Record<string, string> {
  const erros: Record<string, string> = validarCampos(CAMPOS_TURMA, d);
  if (!erros.codigo && preenchido(d.codigo) && !CODIGO_TURMA.test(d.codigo.trim())) {
    erros.codigo = MT.codigoInvalido;
  }
  const dias = d.diasTeoria ?? [];
  if (dias.length === 0) erros.diasTeoria = MT.selecioneDias;
  else if (
    dias.some((dia) => !Number.isInteger(dia) || dia < 1 || dia > 7) ||
    new Set(dias).size !== dias.length
  ) {
    erros.diasTeoria = MT.diasInvalidos;
  }
  validarPeriodo(d, erros);
  if (!(STATUS_TURMA as readonly (string | null | undefined)[]).includes(d.status)) {
    erros.status = MT.selecioneStatus;
  }
  return erros;
}

/** The end of an allocation (desalocar): a date, not before its start, not in the future. */
export function validarDesalocacao(
  d: { dataFim?: Opcional<string>; motivo?: Opcional<string> },
  contexto: { hoje: string; dataInicioAlocacao?: string },
): Record<string, string> {
  const erros: Record<string, string> = {};
  const MA = MENSAGENS_ALOCACAO;
  if (!preenchido(d.dataFim)) erros.dataFim = MA.informeDataFim;
  else if (!dataIsoValida(d.dataFim)) erros.dataFim = MA.dataInvalida;
  else if (contexto.dataInicioAlocacao !== undefined && d.dataFim < contexto.dataInicioAlocacao) {
    erros.dataFim = mensagemDataFimAntesDoInicio(contexto.dataInicioAlocacao);
  } else if (
    // An allocation that starts in the future can still be cancelled on its first day.
    d.dataFim > contexto.hoje &&
    d.dataFim > (contexto.dataInicioAlocacao ?? contexto.hoje)
  ) {
    erros.dataFim = MA.dataFimFutura;
  }
  if (!preenchido(d.motivo)) erros.motivo = MA.informeMotivo;
  else if (d.motivo.trim().length > MOTIVO_MAXIMO) erros.motivo = MA.motivoLongo;
  return erros;
}
