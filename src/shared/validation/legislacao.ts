// The apprenticeship law a contract must meet before anyone signs it (CLT as amended by Lei
// 10.097/2000 and Lei 11.180/2005; FGTS: Lei 8.036/1990), in one place: the contract flow's review,
// the API's create, update and extension, the check over running contracts and the vacancy's
// suggestions all call this. Each problem is a Portuguese sentence naming the rule and its article,
// under the field a person edits to fix it. Blocking problems stop the contract; warnings ask for
// what is missing. Pure: the apprentice, the class's theory days and the year's salário mínimo are
// passed in. docs/LEGISLACAO.md states each rule and how it is applied.
import { declararCampos, validarCampos, type DadosDe } from '../campos';
import { formatarDinheiro } from '../format/dinheiro';
import { preenchido, type Opcional } from './comum';
import { dataIsoValida, idadeEm, MAIORIDADE } from './datas';

// ---- Limits -----------------------------------------------------------------------------------------

/** CLT art. 432, caput: at most 6 hours a day. */
export const JORNADA_MAXIMA_MINUTOS = 6 * 60;
/** CLT art. 432, § 1º: up to 8 hours with ensino fundamental completed and theory counted. */
export const JORNADA_MAXIMA_FUNDAMENTAL_MINUTOS = 8 * 60;
/** CLT art. 404: night work is from 22h to 5h. */
export const INICIO_NOITE_MINUTOS = 22 * 60;
export const FIM_NOITE_MINUTOS = 5 * 60;
/** CLT art. 67: a weekly rest day, so a week holds at most 6 workdays. */
export const DIAS_UTEIS_MAXIMOS = 6;
/** Monthly hours = weekly × 5 (44 h ↔ 220 h, the divisor of the salário mínimo hora). */
export const SEMANAS_POR_MES = 5;
export const HORAS_MES_SALARIO_MINIMO = 220;
/** Lei 8.036/1990, art. 15, § 7º: the FGTS of an apprenticeship contract is 2% of the pay. */
export const FGTS_APRENDIZ_PERCENTUAL = 2;

/**
 * School shifts as the apprentice's record names them, with the hours the product takes them to
 * occupy on school days (Monday to Friday). A school's real timetable varies; these are the usual
 * public-school hours and are stated in docs/LEGISLACAO.md.
 */
export const HORARIOS_TURNO_ESCOLAR: Record<
  string,
  { inicio: number; fim: number; rotulo: string }
> = {
  manha: { inicio: 7 * 60, fim: 12 * 60, rotulo: 'manhã, 7h às 12h' },
  tarde: { inicio: 13 * 60, fim: 18 * 60, rotulo: 'tarde, 13h às 18h' },
  noite: { inicio: 19 * 60, fim: 23 * 60, rotulo: 'noite, 19h às 23h' },
  integral: { inicio: 7 * 60, fim: 17 * 60, rotulo: 'integral, 7h às 17h' },
};
const DIAS_LETIVOS = [1, 2, 3, 4, 5];

/** Schooling codes (graus_escolaridade.codigo) that mean ensino fundamental was completed. */
const FUNDAMENTAL_COMPLETO = new Set([
  'fundamental-completo',
  'medio-cursando',
  'medio-incompleto',
  'medio-completo',
  'tecnico-cursando',
  'tecnico-completo',
  'superior-cursando',
  'superior-incompleto',
  'superior-completo',
]);
/** ... and ensino médio (after which school attendance is no longer required, art. 428 § 1º). */
const MEDIO_COMPLETO = new Set([
  'medio-completo',
  'tecnico-completo',
  'superior-cursando',
  'superior-incompleto',
  'superior-completo',
]);

export const concluiuFundamental = (codigo: Opcional<string>) =>
  preenchido(codigo) && FUNDAMENTAL_COMPLETO.has(codigo);
export const concluiuMedio = (codigo: Opcional<string>) =>
  preenchido(codigo) && MEDIO_COMPLETO.has(codigo);

// ---- Hours --------------------------------------------------------------------------------------

/** 'HH:MM' (00:00 to 23:59) -> minutes since midnight; null when not such a time. */
export function minutosDoHorario(horario: Opcional<string>): number | null {
  if (!preenchido(horario)) return null;
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(horario);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/** 390 -> '6h30'; 360 -> '6h'. */
export function formatarHoras(minutos: number): string {
  const h = Math.floor(minutos / 60);
  const m = minutos % 60;
  return m === 0 ? `${h}h` : `${h}h${String(m).padStart(2, '0')}`;
}

/** Minutes from entrada to saída; a saída before the entrada is the next day's (a night shift). */
export const duracaoDaJornada = (entrada: number, saida: number): number =>
  saida > entrada ? saida - entrada : saida + 24 * 60 - entrada;

/**
 * Whether someone at work from entrada to saída is at work between 22h and 5h. The saída's own
 * minute counts: whoever leaves at 22h is still at work at 22h (a minor's day ends by 21h59).
 */
export function trabalhaANoite(entrada: number, saida: number): boolean {
  if (entrada < FIM_NOITE_MINUTOS || entrada >= INICIO_NOITE_MINUTOS) return true;
  if (saida <= entrada) return true; // crosses midnight
  return saida >= INICIO_NOITE_MINUTOS;
}

/** Whether [entrada, saída) and the school shift share a minute. */
function coincide(entrada: number, saida: number, turno: { inicio: number; fim: number }) {
  const fim = saida > entrada ? saida : saida + 24 * 60;
  return entrada < turno.fim && turno.inicio < fim;
}

// ---- Money ------------------------------------------------------------------------------------------

/** The salário mínimo of a year: value in integer cents and the decree that set it. */
export interface SalarioMinimo {
  ano: number;
  valorCentavos: number;
  decreto: string;
}

/**
 * The years whose salário mínimo the product can state with its source, as migration 0017 seeds
 * them (later years are entered on /admin/salario-minimo). The demo data keeps its bolsas at them.
 */
export const SALARIOS_MINIMOS_CONHECIDOS: readonly SalarioMinimo[] = [
  { ano: 2024, valorCentavos: 141_200, decreto: 'Decreto nº 11.864, de 27 de dezembro de 2023' },
  { ano: 2025, valorCentavos: 151_800, decreto: 'Decreto nº 12.342, de 30 de dezembro de 2024' },
];

/** Monthly hours of a weekly workload (weekly × 5). */
export const horasMensais = (cargaSemanal: number) => cargaSemanal * SEMANAS_POR_MES;

/**
 * The least bolsa of a contract: salário mínimo ÷ 220 × monthly hours, rounded up to the cent (a
 * bolsa below the exact figure is below the minimum).
 */
export const bolsaMinimaCentavos = (salarioCentavos: number, cargaSemanal: number): number =>
  Math.ceil((salarioCentavos * horasMensais(cargaSemanal)) / HORAS_MES_SALARIO_MINIMO);

/** The FGTS deposit of an apprenticeship contract on a bolsa (Lei 8.036, art. 15, § 7º). */
export const fgtsAprendizCentavos = (bolsaCentavos: number): number =>
  Math.round((bolsaCentavos * FGTS_APRENDIZ_PERCENTUAL) / 100);

const reais = (centavos: number) => formatarDinheiro(centavos / 100);

/** The registry's own rules (/admin/salario-minimo). */
export const ANO_SALARIO_MINIMO = { minimo: 1994, maximo: 2100 } as const;
export const DECRETO_MAXIMO = 200;
export const MENSAGENS_SALARIO_MINIMO = {
  anoInvalido: 'Informe o ano, de 1994 a 2100',
  valorInvalido: 'Informe o valor em centavos, maior que zero (R$ 1.518,00 = 151800)',
  informeDecreto: 'Informe o decreto que fixou o valor (até 200 caracteres)',
  anoEmUso: (ano: number) => `O salário mínimo de ${ano} já está cadastrado: altere-o.`,
  naoEncontrado: 'Salário mínimo não encontrado.',
} as const;

const MS = MENSAGENS_SALARIO_MINIMO;

/**
 * The salário mínimo of a year, once: the body and answer of /api/salarios-minimos, the server's
 * column values and the screen's rules derive from it. The value is in cents in the API (no
 * reais conversion: the screen converts what is typed).
 */
export const CAMPOS_SALARIO_MINIMO = declararCampos({
  ano: {
    tipo: 'inteiro',
    coluna: 'ano',
    rotulo: 'Ano',
    obrigatorio: true,
    minimo: ANO_SALARIO_MINIMO.minimo,
    maximo: ANO_SALARIO_MINIMO.maximo,
    mensagens: { invalido: MS.anoInvalido },
  },
  valorCentavos: {
    tipo: 'inteiro',
    coluna: 'valorCentavos',
    rotulo: 'Valor mensal',
    obrigatorio: true,
    minimo: 1,
    maximo: 100_000_000,
    descricao: 'Valor mensal em centavos (R$ 1.518,00 = 151800).',
    mensagens: { invalido: MS.valorInvalido },
  },
  decreto: {
    tipo: 'texto',
    coluna: 'decreto',
    rotulo: 'Decreto',
    obrigatorio: true,
    minimo: 1,
    // The year's and the value's limits are the schema's: an empty decree comes in that 400.
    minimoNoCorpo: true,
    maximo: DECRETO_MAXIMO,
    descricao: 'O decreto que fixou o valor.',
    mensagens: {
      obrigatorio: MS.informeDecreto,
      minimo: MS.informeDecreto,
      maximo: MS.informeDecreto,
    },
  },
});

export function validarSalarioMinimo(
  d: DadosDe<typeof CAMPOS_SALARIO_MINIMO>,
): Record<string, string> {
  return validarCampos(CAMPOS_SALARIO_MINIMO, d);
}

// ---- Words ------------------------------------------------------------------------------------------

export const MENSAGENS_LEGISLACAO = {
  jornadaAcimaDe8: (jornada: string) =>
    `A jornada do aprendiz é de no máximo 8 horas diárias, e esta chega a ${jornada} (CLT, art. 432, § 1º).`,
  jornadaAcimaDe6: (jornada: string) =>
    `A jornada do aprendiz é de no máximo 6 horas diárias, e esta chega a ${jornada}; até 8 horas só para quem concluiu o ensino fundamental (CLT, art. 432).`,
  jornadaSemEscolaridade: (jornada: string) =>
    `A jornada de ${jornada} passa de 6 horas diárias, permitida só a quem concluiu o ensino fundamental: informe a escolaridade do aprendiz (CLT, art. 432, § 1º).`,
  jornadaSemTeoria: (jornada: string) =>
    `A jornada de ${jornada} passa de 6 horas diárias: só é permitida se as horas de teoria estiverem computadas nela, e a carga horária semanal não deixa horas para a teoria (CLT, art. 432, § 1º).`,
  cargaSemanalMedia: (carga: number) =>
    `${carga}h por semana em até 6 dias dão mais de 6 horas por dia: a jornada do aprendiz é de no máximo 6 horas diárias, até 8 só para quem concluiu o ensino fundamental (CLT, art. 432).`,
  cargaSemanalAcimaDe8: (carga: number) =>
    `${carga}h por semana em até 6 dias dão mais de 8 horas por dia: a jornada do aprendiz é de no máximo 8 horas diárias (CLT, art. 432, § 1º).`,
  praticaAcimaDaCarga: (pratica: string, carga: number) =>
    `Os dias e horários da prática somam ${pratica} por semana, mais que a carga horária semanal de ${carga}h.`,
  noturnoMenor:
    'Menores de 18 anos não podem trabalhar entre 22h e 5h (CLT, art. 404): a jornada deve terminar até 21h59 e começar às 5h ou depois.',
  turnoEscolar: (turno: string) =>
    `O horário da prática coincide com o turno escolar do aprendiz (${turno}): quem não concluiu o ensino médio deve frequentar a escola, e o trabalho não pode impedi-lo (CLT, arts. 403 e 428, § 1º).`,
  semTurnoEscolar:
    'Informe o turno escolar do aprendiz: quem não concluiu o ensino médio deve frequentar a escola, e a prática não pode coincidir com ela (CLT, art. 428, § 1º).',
  semJornada:
    'Informe os dias e o horário da prática: sem eles não é possível conferir a jornada diária, o trabalho noturno e o turno escolar (CLT, arts. 404 e 432).',
  bolsaAbaixoDoMinimo: (minimo: number, ano: number) =>
    `A bolsa não pode ser menor que o salário mínimo hora de ${ano} pelas horas do mês: ${reais(minimo)} (CLT, art. 428, § 2º).`,
  semBolsa: (minimo: number, ano: number) =>
    `Informe a bolsa: o aprendiz tem garantido o salário mínimo hora de ${ano} pelas horas do mês, ${reais(minimo)} (CLT, art. 428, § 2º).`,
  semSalarioMinimo: (ano: number) =>
    `O salário mínimo de ${ano} não está cadastrado: a bolsa não pôde ser conferida com o mínimo (CLT, art. 428, § 2º). Peça ao administrador que o cadastre.`,
  fgts: (valor: number) =>
    `FGTS do contrato de aprendizagem: 2% da bolsa, ${reais(valor)} por mês (Lei 8.036/1990, art. 15, § 7º).`,
  // The layout's own form rules.
  diasPraticaInvalidos: 'Escolha os dias da prática (de segunda a domingo, sem repetir)',
  diasPraticaDemais:
    'A semana tem um dia de descanso: escolha no máximo 6 dias de prática (CLT, art. 67)',
  horarioInvalido: 'Informe o horário como hh:mm (08:00)',
  horarioIncompleto: 'Informe os dias, a entrada e a saída da prática, ou deixe os três em branco',
  horarioIgual: 'A saída deve ser diferente da entrada',
} as const;

const M = MENSAGENS_LEGISLACAO;

// ---- The rule set -----------------------------------------------------------------------------------

/** The contract's fields this rule set reads, under the API's names. */
export interface JornadaContrato {
  Con_TipoContrato?: Opcional<string>;
  Con_DataInicio?: Opcional<string>;
  Con_CargaHoraria?: Opcional<number>;
  Con_ValorBolsa?: Opcional<number>;
  Con_ValorEncargos?: Opcional<number>;
  /** ISO weekdays of the practice: 1 = segunda-feira ... 7 = domingo. */
  Con_DiasPratica?: Opcional<readonly number[]>;
  /** 'HH:MM' the practice starts and ends each practice day. */
  Con_HoraEntrada?: Opcional<string>;
  Con_HoraSaida?: Opcional<string>;
}

/** What the apprentice's record and class tell the rules. */
export interface ContextoLegal {
  aprendiz: {
    dataNascimento: Opcional<string>;
    /** graus_escolaridade.codigo, null when not recorded. */
    escolaridade: Opcional<string>;
    turnoEscolar: Opcional<string>;
  } | null;
  /** The theory days of the apprentice's class (empty without a class). */
  diasTeoria: readonly number[];
  /** The salário mínimo of the contract's start year; null when the registry has none. */
  salarioMinimo: SalarioMinimo | null;
}

export interface ProblemaLegal {
  campo: string;
  mensagem: string;
}

export interface ConferenciaLegal {
  bloqueios: ProblemaLegal[];
  avisos: ProblemaLegal[];
  /** The least bolsa for the start year, when its salário mínimo is known. */
  bolsaMinimaCentavos: number | null;
  /** 2% of the bolsa, when there is one. */
  fgtsCentavos: number | null;
  /** The longest workday of the week (practice plus that day's theory), when the layout is given. */
  jornadaMaximaMinutos: number | null;
}

/** The practice layout's own form rules (format, all or nothing); keyed by field. */
export function validarJornada(d: JornadaContrato): Record<string, string> {
  const erros: Record<string, string> = {};
  const dias: readonly number[] = d.Con_DiasPratica ?? [];
  const temDias = dias.length > 0;
  const temEntrada = preenchido(d.Con_HoraEntrada);
  const temSaida = preenchido(d.Con_HoraSaida);
  if (!temDias && !temEntrada && !temSaida) return erros;
  if (!temDias) erros.Con_DiasPratica = M.horarioIncompleto;
  else if (
    dias.some((x) => !Number.isInteger(x) || x < 1 || x > 7) ||
    new Set(dias).size !== dias.length
  ) {
    erros.Con_DiasPratica = M.diasPraticaInvalidos;
  } else if (dias.length > DIAS_UTEIS_MAXIMOS) erros.Con_DiasPratica = M.diasPraticaDemais;
  const entrada = minutosDoHorario(d.Con_HoraEntrada);
  const saida = minutosDoHorario(d.Con_HoraSaida);
  if (!temEntrada) erros.Con_HoraEntrada = M.horarioIncompleto;
  else if (entrada === null) erros.Con_HoraEntrada = M.horarioInvalido;
  if (!temSaida) erros.Con_HoraSaida = M.horarioIncompleto;
  else if (saida === null) erros.Con_HoraSaida = M.horarioInvalido;
  if (entrada !== null && saida !== null && entrada === saida) erros.Con_HoraSaida = M.horarioIgual;
  return erros;
}

/**
 * Every rule of the apprenticeship law on one contract. Only an Aprendizagem (`A`) is held to
 * them: an estágio follows Lei 11.788/2008, checked in contratos.ts.
 */
export function conferirLegislacao(d: JornadaContrato, ctx: ContextoLegal): ConferenciaLegal {
  const bloqueios: ProblemaLegal[] = [];
  const avisos: ProblemaLegal[] = [];
  const resultado: ConferenciaLegal = {
    bloqueios,
    avisos,
    bolsaMinimaCentavos: null,
    fgtsCentavos: null,
    jornadaMaximaMinutos: null,
  };
  const bolsa = typeof d.Con_ValorBolsa === 'number' ? Math.round(d.Con_ValorBolsa * 100) : null;
  if (bolsa !== null) resultado.fgtsCentavos = fgtsAprendizCentavos(bolsa);
  if (d.Con_TipoContrato !== 'A') return resultado;

  const carga = d.Con_CargaHoraria;
  const cargaValida = typeof carga === 'number' && Number.isInteger(carga) && carga > 0;
  const inicio = d.Con_DataInicio;
  const inicioValido = preenchido(inicio) && dataIsoValida(inicio);
  const aprendiz = ctx.aprendiz;
  const escolaridade = aprendiz?.escolaridade ?? null;
  const fundamental = concluiuFundamental(escolaridade);
  const nascimento = aprendiz?.dataNascimento;
  const menor =
    inicioValido && preenchido(nascimento) && dataIsoValida(nascimento)
      ? idadeEm(nascimento, inicio) < MAIORIDADE
      : false;

  const dias: readonly number[] = d.Con_DiasPratica ?? [];
  const entrada = minutosDoHorario(d.Con_HoraEntrada);
  const saida = minutosDoHorario(d.Con_HoraSaida);
  const temJornada = dias.length > 0 && entrada !== null && saida !== null && entrada !== saida;

  if (!temJornada) {
    avisos.push({ campo: 'Con_DiasPratica', mensagem: M.semJornada });
    // Without the layout the week still says something: its hours over 6 workdays (art. 67) is
    // the least any day can hold.
    if (cargaValida) {
      const media = (carga * 60) / DIAS_UTEIS_MAXIMOS;
      if (media > JORNADA_MAXIMA_FUNDAMENTAL_MINUTOS) {
        bloqueios.push({ campo: 'Con_CargaHoraria', mensagem: M.cargaSemanalAcimaDe8(carga) });
      } else if (media > JORNADA_MAXIMA_MINUTOS && !fundamental) {
        bloqueios.push({ campo: 'Con_CargaHoraria', mensagem: M.cargaSemanalMedia(carga) });
      }
    }
  } else {
    const pratica = duracaoDaJornada(entrada, saida);
    const praticaSemanal = pratica * dias.length;
    // Theory is what the weekly workload leaves after the practice, spread over the class's theory
    // days; a day of both holds both (art. 432 § 1º counts the theory inside the day).
    const teoriaSemanal = cargaValida ? carga * 60 - praticaSemanal : 0;
    if (cargaValida && teoriaSemanal < 0) {
      bloqueios.push({
        campo: 'Con_CargaHoraria',
        mensagem: M.praticaAcimaDaCarga(formatarHoras(praticaSemanal), carga),
      });
    }
    const diasTeoria = ctx.diasTeoria;
    const teoriaPorDia =
      teoriaSemanal > 0 && diasTeoria.length > 0 ? teoriaSemanal / diasTeoria.length : 0;
    let maxima = 0;
    for (let dia = 1; dia <= 7; dia += 1) {
      const total =
        (dias.includes(dia) ? pratica : 0) + (diasTeoria.includes(dia) ? teoriaPorDia : 0);
      maxima = Math.max(maxima, Math.ceil(total));
    }
    resultado.jornadaMaximaMinutos = maxima;
    const jornada = formatarHoras(maxima);
    if (maxima > JORNADA_MAXIMA_FUNDAMENTAL_MINUTOS) {
      bloqueios.push({ campo: 'Con_HoraSaida', mensagem: M.jornadaAcimaDe8(jornada) });
    } else if (maxima > JORNADA_MAXIMA_MINUTOS) {
      if (!preenchido(escolaridade)) {
        bloqueios.push({ campo: 'Con_HoraSaida', mensagem: M.jornadaSemEscolaridade(jornada) });
      } else if (!fundamental) {
        bloqueios.push({ campo: 'Con_HoraSaida', mensagem: M.jornadaAcimaDe6(jornada) });
      } else if (teoriaSemanal <= 0) {
        bloqueios.push({ campo: 'Con_CargaHoraria', mensagem: M.jornadaSemTeoria(jornada) });
      }
    }
    if (menor && trabalhaANoite(entrada, saida)) {
      bloqueios.push({ campo: 'Con_HoraSaida', mensagem: M.noturnoMenor });
    }
    if (aprendiz && !concluiuMedio(escolaridade)) {
      const turno = preenchido(aprendiz.turnoEscolar)
        ? HORARIOS_TURNO_ESCOLAR[aprendiz.turnoEscolar]
        : undefined;
      if (!turno) {
        avisos.push({ campo: 'Con_HoraEntrada', mensagem: M.semTurnoEscolar });
      } else if (
        dias.some((dia) => DIAS_LETIVOS.includes(dia)) &&
        coincide(entrada, saida, turno)
      ) {
        bloqueios.push({ campo: 'Con_HoraEntrada', mensagem: M.turnoEscolar(turno.rotulo) });
      }
    }
  }

  if (inicioValido && cargaValida) {
    const ano = Number(inicio.slice(0, 4));
    const salario = ctx.salarioMinimo?.ano === ano ? ctx.salarioMinimo : null;
    if (!salario) {
      avisos.push({ campo: 'Con_ValorBolsa', mensagem: M.semSalarioMinimo(ano) });
    } else {
      const minimo = bolsaMinimaCentavos(salario.valorCentavos, carga);
      resultado.bolsaMinimaCentavos = minimo;
      if (bolsa === null) {
        bloqueios.push({ campo: 'Con_ValorBolsa', mensagem: M.semBolsa(minimo, ano) });
      } else if (bolsa < minimo) {
        bloqueios.push({ campo: 'Con_ValorBolsa', mensagem: M.bolsaAbaixoDoMinimo(minimo, ano) });
      }
    }
  }
  if (resultado.fgtsCentavos !== null && d.Con_ValorEncargos == null) {
    avisos.push({ campo: 'Con_ValorEncargos', mensagem: M.fgts(resultado.fgtsCentavos) });
  }
  return resultado;
}

/** The blocking problems as a 400's `errors`: the first one of each field. */
export function errosLegais(conferencia: ConferenciaLegal): Record<string, string> {
  const erros: Record<string, string> = {};
  for (const p of conferencia.bloqueios) erros[p.campo] ??= p.mensagem;
  return erros;
}

/** A vacancy on this shift is never offered to someone under 18 (CLT, art. 404). */
export const turnoVedadoAMenores = (turno: Opcional<string>) => turno === 'noite';

// ---- A class's shift against the apprentice's school (allocation) ---------------------------------

/**
 * Whether a class of `turnoTurma` meets while the apprentice is at school (`turnoEscolar`): both
 * shifts taken at the hours of HORARIOS_TURNO_ESCOLAR, sharing a minute. No school shift recorded
 * (or an unknown one): false, nothing to compare.
 */
export function turmaColideComEscola(
  turnoTurma: Opcional<string>,
  turnoEscolar: Opcional<string>,
): boolean {
  const turma = preenchido(turnoTurma) ? HORARIOS_TURNO_ESCOLAR[turnoTurma] : undefined;
  const escola = preenchido(turnoEscolar) ? HORARIOS_TURNO_ESCOLAR[turnoEscolar] : undefined;
  if (!turma || !escola) return false;
  return coincide(turma.inicio, turma.fim, escola);
}

const ROTULO_TURNO: Record<string, string> = {
  manha: 'da manhã',
  tarde: 'da tarde',
  noite: 'da noite',
  integral: 'integral',
};

/**
 * The allocation's warning when the class meets during the apprentice's school shift. A warning,
 * not a refusal: the school shift on record may be out of date, and the organisation may place the
 * apprentice anyway after talking to the school; the contract's practice hours are what the law's
 * blocking rule checks (docs/LEGISLACAO.md).
 */
export const avisoTurmaNoTurnoEscolar = (turnoTurma: string, turnoEscolar: string) =>
  `A turma é do turno ${ROTULO_TURNO[turnoTurma] ?? turnoTurma} e o aprendiz estuda no turno ${ROTULO_TURNO[turnoEscolar] ?? turnoEscolar}: as aulas coincidem com o horário da escola (CLT, art. 403). Confira com o aprendiz antes de alocar.`;
