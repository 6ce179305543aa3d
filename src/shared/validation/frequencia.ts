// Attendance (frequência), holidays and the apprentice's calendar: the words and pure rules the
// API (server/modules/frequencia, server/modules/feriados) and the screens share. Pure: callers
// pass `hoje`.
import { declararCampos } from '../campos';
import { formatarData } from '../format/data';
import { somarDias } from './datas';

export const STATUS_FREQUENCIA = ['presente', 'falta', 'falta-justificada'] as const;
export type StatusFrequencia = (typeof STATUS_FREQUENCIA)[number];

export const ROTULOS_STATUS_FREQUENCIA: Record<
  StatusFrequencia,
  { sigla: string; rotulo: string }
> = {
  presente: { sigla: 'P', rotulo: 'Presente' },
  falta: { sigla: 'F', rotulo: 'Falta' },
  'falta-justificada': { sigla: 'FJ', rotulo: 'Falta justificada' },
};

/** Where a holiday comes from: the library (first three) or the organisation (last two). */
export const ORIGENS_FERIADO = [
  'nacional',
  'estadual',
  'ponto-facultativo',
  'municipal',
  'recesso',
] as const;
export type OrigemFeriado = (typeof ORIGENS_FERIADO)[number];

export const ROTULOS_ORIGEM_FERIADO: Record<OrigemFeriado, string> = {
  nacional: 'Feriado nacional',
  estadual: 'Feriado estadual',
  'ponto-facultativo': 'Ponto facultativo',
  municipal: 'Feriado municipal',
  recesso: 'Recesso',
};

/** A day older than this many days is changed only with frequencia:corrigir. */
export const DIAS_PARA_CORRIGIR = 7;
/** Alerts: this many consecutive unjustified absences, or attendance under the minimum… */
export const FALTAS_SEGUIDAS_ALERTA = 3;
export const FREQUENCIA_MINIMA = 0.75;
/** …over the apprentice's last this many class days taken. */
export const DIAS_JANELA_ALERTA = 30;
/** The % rule waits for this many class days taken (one absence on the first day is not a trend). */
export const DIAS_MINIMOS_ALERTA = 5;

export const JUSTIFICATIVA_MAXIMA = 500;
export const CONTEUDO_MAXIMO = 2000;
export const NOME_FERIADO_MINIMO = 3;
export const NOME_FERIADO_MAXIMO = 120;
/** A recesso longer than this is most likely a typing mistake (a wrong year). */
export const RECESSO_MAXIMO_DIAS = 90;

const data = (d: string) => formatarData(d);

export const MENSAGENS_FREQUENCIA = {
  turmaNaoEncontrada: 'Turma não encontrada.',
  aprendizNaoEncontrado: 'Aprendiz não encontrado.',
  dataInvalida: 'Informe uma data válida (aaaa-mm-dd)',
  turmaInvalida: 'Selecione uma turma',
  statusInvalido: 'Use presente, falta ou falta-justificada',
  informeJustificativa: 'Informe a justificativa da falta',
  justificativaLonga: `A justificativa deve ter no máximo ${JUSTIFICATIVA_MAXIMA} caracteres`,
  conteudoLongo: `O conteúdo deve ter no máximo ${CONTEUDO_MAXIMO} caracteres`,
  aprendizRepetido: 'Este aprendiz aparece mais de uma vez',
  periodoInvalido: 'A data final deve ser igual ou posterior à inicial',
  periodoLongo: 'Escolha um período de no máximo 2 anos',
  foraDoPeriodo: (inicio: string, fim: string) =>
    `A data está fora do período da turma (${data(inicio)} a ${data(fim)}).`,
  diaSemAula: (diaSemana: string) => {
    // Sábado and domingo are masculine ('aos sábados'); a -feira day is plural in both words
    // ('às segundas-feiras').
    const masculino = /^(sábado|domingo)$/i.test(diaSemana);
    const plural = masculino ? `${diaSemana}s` : diaSemana.replace(/-feira$/i, 's-feiras');
    return `A turma não tem aula teórica ${masculino ? 'aos' : 'às'} ${plural}: escolha um dia de aula da turma.`;
  },
  feriado: (nome: string, rotulo: string) =>
    `Não há aula neste dia: ${nome} (${rotulo.toLowerCase()}).`,
  futuro: 'Não é possível registrar a frequência de um dia que ainda não chegou.',
  antigo: (dias: number) =>
    `Dias com mais de ${dias} dias só podem ser alterados por quem tem a permissão de corrigir frequência.`,
  naoAlocado: (nome: string, dia: string) =>
    `${nome} não está alocado(a) nesta turma em ${data(dia)}.`,
  afastado: (nome: string, dia: string) =>
    `${nome} está afastado(a) em ${data(dia)}: a frequência não é registrada durante o afastamento.`,
  disciplinaForaDoPlano: 'A disciplina não faz parte do plano de curso da turma',
  turmaSemPlano: 'A turma não tem plano de curso: registre o dia sem disciplina',
  educadorOutraTurma:
    'Você só pode registrar a frequência das turmas em que é o educador responsável.',
  educadorSemVinculo:
    'Seu usuário não está vinculado a um cadastro de educador. Peça a um administrador que faça o vínculo em Usuários.',
  diaJaSalvo:
    'Outra pessoa salvou a frequência deste dia depois que você a abriu. Recarregue para ver o que foi salvo e refaça as marcações.',
} as const;

export const MENSAGENS_FERIADO = {
  naoEncontrado: 'Feriado não encontrado.',
  informeNome: `O nome deve ter entre ${NOME_FERIADO_MINIMO} e ${NOME_FERIADO_MAXIMO} caracteres`,
  tipoInvalido: 'Use municipal ou recesso',
  informeData: 'Informe uma data válida (aaaa-mm-dd)',
  fimAntesDoInicio: 'A data final deve ser igual ou posterior à inicial',
  municipalUmDia: 'O feriado municipal é de um dia só: a data final deve ser a mesma da inicial',
  recessoLongo: `Um recesso tem no máximo ${RECESSO_MAXIMO_DIAS} dias`,
  recessoAnual: 'Só o feriado municipal se repete todo ano',
  informeMunicipio: 'Informe o município do feriado',
  municipioInexistente: 'Município não encontrado',
  anoInvalido: 'Informe um ano entre 1900 e 2099',
  ufInvalida: 'UF inválida',
} as const;

export const TIPOS_FERIADO = ['municipal', 'recesso'] as const;

const MF = MENSAGENS_FERIADO;

/**
 * An organisation's holiday, its plain fields once: /api/feriados' body and answer, the server's
 * column values and rules derive from it. The dates stay written by hand in
 * server/modules/feriados/esquemas.ts: the body states them as `format: date` (the years the API
 * accepts) and an absent end is the start, rules across fields of the holiday's own.
 */
export const CAMPOS_FERIADO = declararCampos({
  tipo: {
    tipo: 'opcao',
    coluna: 'tipo',
    rotulo: 'Tipo',
    obrigatorio: true,
    opcoes: TIPOS_FERIADO,
    maximo: 10,
    descricao: 'municipal (um dia, de um município) ou recesso (um período).',
    descricaoResposta: 'municipal ou recesso.',
    mensagens: { obrigatorio: MF.tipoInvalido, invalido: MF.tipoInvalido },
  },
  nome: {
    tipo: 'texto',
    coluna: 'nome',
    rotulo: 'Nome',
    obrigatorio: true,
    minimo: NOME_FERIADO_MINIMO,
    maximo: NOME_FERIADO_MAXIMO,
    mensagens: { obrigatorio: MF.informeNome, minimo: MF.informeNome, maximo: MF.informeNome },
  },
  municipioId: {
    tipo: 'referencia',
    coluna: 'municipioId',
    rotulo: 'Município',
    descricao: 'Código IBGE do município; obrigatório no feriado municipal.',
    mensagens: { invalido: MF.municipioInexistente },
  },
  anual: {
    tipo: 'booleano',
    coluna: 'anual',
    rotulo: 'Todo ano',
    padrao: false,
    descricao: 'Feriado municipal que se repete todo ano no mesmo dia.',
  },
});

/** ISO weekday of a date 'aaaa-mm-dd': 1 = segunda-feira ... 7 = domingo. */
export function diaDaSemanaIso(dia: string): number {
  const d = new Date(`${dia}T00:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
}

/** Every date from `inicio` to `fim`, both included. */
export function diasEntre(inicio: string, fim: string): string[] {
  const dias: string[] = [];
  for (let d = inicio; d <= fim; d = somarDias(d, 1)) dias.push(d);
  return dias;
}

/** Attendance as a fraction 0..1: presences over the days taken (justified absences are absences). */
export function percentualFrequencia(presentes: number, diasRegistrados: number): number | null {
  return diasRegistrados === 0 ? null : presentes / diasRegistrados;
}
