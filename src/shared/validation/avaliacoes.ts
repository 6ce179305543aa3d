// Evaluations, grades and report cards (issue 12): the words and pure rules the API
// (server/modules/avaliacoes) and the screens (src/features/avaliacoes) share. The pass criteria
// live here and only here. Pure: callers pass `hoje`.
import { declararCampos, validarCampos, type DadosDe } from '../campos';
import { formatarData } from '../format/data';
import { FREQUENCIA_MINIMA, diasEntre } from './frequencia';
import { somarDias } from './datas';

// ---- Pass criteria (PRODUCT.md section 7): shown on the report card, applied by the API ----------

/** Final average at least this (0–10 scale) … */
export const MEDIA_MINIMA = 6;
/** … and attendance at least this fraction per discipline (the same 75% the attendance alerts use). */
export const FREQUENCIA_MINIMA_APROVACAO = FREQUENCIA_MINIMA;
/** The criteria in words, as the report card prints them. */
export const CRITERIOS_APROVACAO_TEXTO =
  `Aprovação por disciplina: média final igual ou superior a ${MEDIA_MINIMA.toFixed(1).replace('.', ',')} ` +
  `e frequência igual ou superior a ${Math.round(FREQUENCIA_MINIMA_APROVACAO * 100)}%.`;

// ---- Templates and applied evaluations ---------------------------------------------------------

export const TIPOS_AVALIACAO = ['desempenho', 'teorica', 'autoavaliacao'] as const;
export type TipoAvaliacao = (typeof TIPOS_AVALIACAO)[number];
export const ROTULOS_TIPO_AVALIACAO: Record<TipoAvaliacao, string> = {
  desempenho: 'Desempenho (supervisor da empresa)',
  teorica: 'Teórica (educador)',
  autoavaliacao: 'Autoavaliação (aprendiz)',
};

export const TIPOS_PERGUNTA = ['escala', 'multipla', 'texto'] as const;
export type TipoPergunta = (typeof TIPOS_PERGUNTA)[number];
export const ROTULOS_TIPO_PERGUNTA: Record<TipoPergunta, string> = {
  escala: 'Escala de 1 a 5',
  multipla: 'Múltipla escolha',
  texto: 'Texto livre',
};

/** The labels of a scale question when the template does not word its own (1 … 5). */
export const ROTULOS_ESCALA_PADRAO = ['Muito ruim', 'Ruim', 'Regular', 'Bom', 'Muito bom'] as const;

export const STATUS_APLICADA = ['pendente', 'em andamento', 'concluida'] as const;
export type StatusAplicada = (typeof STATUS_APLICADA)[number];
export const ROTULOS_STATUS_APLICADA: Record<StatusAplicada, string> = {
  pendente: 'Pendente',
  'em andamento': 'Em andamento',
  concluida: 'Concluída',
};

export const TITULO_MAXIMO = 200;
export const DESCRICAO_MAXIMA = 2000;
export const PERGUNTAS_MAXIMAS = 100;
export const ENUNCIADO_MAXIMO = 500;
export const OPCOES_MAXIMAS = 20;
export const OPCAO_MAXIMA = 200;
export const RESPOSTA_TEXTO_MAXIMA = 5000;
export const APRENDIZES_POR_APLICACAO = 500;

export interface PerguntaAvaliacao {
  id: number;
  enunciado: string;
  tipo: TipoPergunta;
  obrigatoria: boolean;
  /** escala: the five labels of 1 … 5. */
  rotulos?: string[];
  /** multipla: the choices (one is picked). */
  opcoes?: string[];
}

export type ValorResposta = number | string;

/** Is `valor` a valid answer to `p`? The message of the field when it is not. */
export function erroDaResposta(p: PerguntaAvaliacao, valor: unknown): string | undefined {
  if (p.tipo === 'escala') {
    return typeof valor === 'number' && Number.isInteger(valor) && valor >= 1 && valor <= 5
      ? undefined
      : MENSAGENS_AVALIACAO.escalaInvalida;
  }
  if (p.tipo === 'multipla') {
    return typeof valor === 'string' && (p.opcoes ?? []).includes(valor)
      ? undefined
      : MENSAGENS_AVALIACAO.opcaoInvalida;
  }
  if (typeof valor !== 'string') return MENSAGENS_AVALIACAO.textoInvalido;
  return valor.length > RESPOSTA_TEXTO_MAXIMA ? MENSAGENS_AVALIACAO.textoLongo : undefined;
}

/** A text answer of only spaces is no answer. */
export const respondida = (valor: ValorResposta | null | undefined): boolean =>
  valor !== null && valor !== undefined && (typeof valor !== 'string' || valor.trim() !== '');

/** The required questions still without an answer, in the template's order. */
export function obrigatoriasSemResposta(
  perguntas: readonly PerguntaAvaliacao[],
  respostas: Readonly<Record<string, ValorResposta>>,
): PerguntaAvaliacao[] {
  return perguntas.filter((p) => p.obrigatoria && !respondida(respostas[String(p.id)]));
}

/** Overdue: past the deadline and not concluded. */
export const atrasada = (prazo: string, status: StatusAplicada, hoje: string) =>
  status !== 'concluida' && prazo < hoje;

export const MENSAGENS_AVALIACAO = {
  naoEncontrada: 'Avaliação não encontrada.',
  aplicadaNaoEncontrada: 'Avaliação aplicada não encontrada.',
  informeTitulo: `Informe o título (até ${TITULO_MAXIMO} caracteres)`,
  descricaoLonga: `A descrição deve ter no máximo ${DESCRICAO_MAXIMA} caracteres`,
  tipoInvalido: 'Use desempenho, teorica ou autoavaliacao',
  informePerguntas: 'Inclua ao menos uma pergunta',
  perguntasDemais: `Uma avaliação tem no máximo ${PERGUNTAS_MAXIMAS} perguntas`,
  informeEnunciado: `Informe o enunciado (até ${ENUNCIADO_MAXIMO} caracteres)`,
  tipoPerguntaInvalido: 'Use escala, multipla ou texto',
  rotulosInvalidos: 'A escala tem cinco rótulos, um para cada nota de 1 a 5',
  informeOpcoes: 'Informe ao menos duas opções diferentes',
  opcoesDemais: `Uma pergunta tem no máximo ${OPCOES_MAXIMAS} opções`,
  opcaoVazia: `Cada opção tem de 1 a ${OPCAO_MAXIMA} caracteres`,
  opcaoRepetida: 'As opções devem ser diferentes entre si',
  perguntasTravadas:
    'Esta avaliação já foi aplicada: as perguntas não podem mais ser alteradas. Duplique-a para criar uma versão com outras perguntas.',
  inativa: 'Esta avaliação está inativa: reative-a para aplicá-la.',
  informeTurmaOuAprendizes: 'Informe a turma ou os aprendizes (um dos dois)',
  turmaVazia: 'A turma não tem aprendizes alocados: não há a quem aplicar a avaliação.',
  turmaNaoEncontrada: 'Turma não encontrada.',
  aprendizInexistente: 'Aprendiz não encontrado ou inativo',
  aprendizRepetido: 'Este aprendiz aparece mais de uma vez',
  informeRespondente: 'Informe o nome de quem vai responder',
  informePapel: 'Informe o papel de quem responde (ex.: supervisor)',
  prazoInvalido: 'Informe o prazo (aaaa-mm-dd)',
  prazoPassado: 'O prazo não pode ser anterior a hoje',
  perguntaInexistente: 'Esta pergunta não faz parte da avaliação',
  escalaInvalida: 'Escolha um valor de 1 a 5',
  opcaoInvalida: 'Escolha uma das opções da pergunta',
  textoInvalido: 'Escreva a resposta em texto',
  textoLongo: `A resposta deve ter no máximo ${RESPOSTA_TEXTO_MAXIMA} caracteres`,
  respostaObrigatoria: 'Resposta obrigatória',
  faltamObrigatorias: (perguntas: readonly { numero: number; enunciado: string }[]) =>
    `Responda ${perguntas.length === 1 ? 'a pergunta obrigatória' : 'as perguntas obrigatórias'}: ` +
    perguntas.map((p) => `${p.numero}. ${p.enunciado}`).join('; '),
  concluida: 'Esta avaliação já foi concluída: as respostas não podem mais ser alteradas.',
  respostasDeOutro:
    'As respostas foram salvas por outra pessoa depois que você as abriu. Recarregue para continuar de onde ela parou.',
} as const;

/**
 * The template's plain fields, once (docs/ARCHITECTURE.md, "Each field declared once"): the
 * schemas of /api/avaliacoes, the server's preparation and answer and the editor's rule and words
 * come from it. `tipo` (an enum the document publishes as its values) and `perguntas` (a list,
 * each question of its own shape) are written beside it.
 */
export const CAMPOS_AVALIACAO = declararCampos({
  titulo: {
    tipo: 'texto',
    coluna: 'titulo',
    rotulo: 'Título',
    obrigatorio: true,
    minimo: 1,
    maximo: TITULO_MAXIMO,
    mensagens: {
      obrigatorio: MENSAGENS_AVALIACAO.informeTitulo,
      maximo: MENSAGENS_AVALIACAO.informeTitulo,
    },
  },
  descricao: {
    tipo: 'textoLivre',
    coluna: 'descricao',
    rotulo: 'Descrição',
    guardarVazio: true,
    maximo: DESCRICAO_MAXIMA,
    mensagens: { maximo: MENSAGENS_AVALIACAO.descricaoLonga },
  },
});

export type DadosAvaliacao = DadosDe<typeof CAMPOS_AVALIACAO>;

/** The template's declared rules (título, descrição), by field; the questions' are the editor's and the API's. */
export const validarAvaliacao = (d: DadosAvaliacao): Record<string, string> =>
  validarCampos(CAMPOS_AVALIACAO, d);

// ---- Grades (notas) ------------------------------------------------------------------------------

export const PERIODOS = [1, 2, 3, 4] as const;

export interface PeriodoDaTurma {
  periodo: number;
  inicio: string;
  fim: string;
}

/**
 * The class's four bimesters: its period (dataInicio..dataFim, both included) cut in four parts of
 * (almost) equal days, the first parts one day shorter when the days do not divide by four.
 */
export function periodosDaTurma(dataInicio: string, dataFim: string): PeriodoDaTurma[] {
  const total = Math.max(diasEntre(dataInicio, dataFim).length, 4);
  return PERIODOS.map((periodo) => ({
    periodo,
    inicio: somarDias(dataInicio, Math.floor(((periodo - 1) * total) / 4)),
    fim: somarDias(dataInicio, Math.floor((periodo * total) / 4) - 1),
  }));
}

export interface ConceitoFaixa {
  id: number;
  sigla: string;
  descricao: string;
  notaMinima: number;
  notaMaxima: number;
}

/** The conceito whose range holds a grade, if any. */
export function conceitoDaNota<C extends ConceitoFaixa>(
  nota: number,
  conceitos: readonly C[],
): C | undefined {
  return conceitos.find((c) => nota >= c.notaMinima && nota <= c.notaMaxima);
}

/** The number a grade given as a conceito counts for: the middle of its range, one decimal. */
export const notaDoConceito = (c: Pick<ConceitoFaixa, 'notaMinima' | 'notaMaxima'>) =>
  Math.round(((c.notaMinima + c.notaMaxima) / 2) * 10) / 10;

/** 0 to 10 with at most one decimal. */
export const notaValida = (valor: number) =>
  Number.isFinite(valor) &&
  valor >= 0 &&
  valor <= 10 &&
  Math.abs(valor * 10 - Math.round(valor * 10)) < 1e-9;

/** A grade in pt-BR: 7,5. */
export const formatarNota = (valor: number | null | undefined) =>
  valor === null || valor === undefined ? '—' : valor.toFixed(1).replace('.', ',');

/** The mean of the grades given, one decimal (null when none). */
export function media(valores: readonly (number | null)[]): number | null {
  const dados = valores.filter((v): v is number => v !== null);
  if (dados.length === 0) return null;
  return Math.round((dados.reduce((a, b) => a + b, 0) / dados.length) * 10) / 10;
}

export const RESULTADOS = [
  'aprovado',
  'reprovado por nota',
  'reprovado por falta',
  'em curso',
] as const;
export type Resultado = (typeof RESULTADOS)[number];
export const ROTULOS_RESULTADO: Record<Resultado, string> = {
  aprovado: 'Aprovado',
  'reprovado por nota': 'Reprovado por nota',
  'reprovado por falta': 'Reprovado por falta',
  'em curso': 'Em curso',
};

/**
 * A discipline's result. Final once the class has ended or all four bimesters have a grade;
 * until then 'em curso'. Attendance below the minimum fails first (reprovado por falta), then an
 * average below the minimum (or no grade at all) fails by grade. No class day recorded for the
 * discipline: attendance does not fail it.
 */
export function resultadoDaDisciplina(entrada: {
  notas: readonly (number | null)[];
  frequencia: number | null;
  turmaEncerrada: boolean;
}): Resultado {
  const completas = entrada.notas.length >= 4 && entrada.notas.every((n) => n !== null);
  if (!entrada.turmaEncerrada && !completas) return 'em curso';
  if (entrada.frequencia !== null && entrada.frequencia < FREQUENCIA_MINIMA_APROVACAO) {
    return 'reprovado por falta';
  }
  const m = media(entrada.notas);
  return m !== null && m >= MEDIA_MINIMA ? 'aprovado' : 'reprovado por nota';
}

export const MENSAGENS_NOTAS = {
  notaInvalida: 'A nota deve estar entre 0 e 10, com no máximo uma casa decimal',
  conceitoInexistente: 'Conceito não encontrado ou inativo',
  conceitoDiferente: (sigla: string) => `A nota não está na faixa do conceito ${sigla}`,
  periodoInvalido: 'O período é um bimestre da turma: 1, 2, 3 ou 4',
  turmaNaoEncontrada: 'Turma não encontrada.',
  aprendizNaoEncontrado: 'Aprendiz não encontrado.',
  disciplinaForaDoPlano: 'A disciplina não faz parte do plano de curso da turma',
  turmaSemPlano: 'A turma não tem plano de curso: não há disciplinas para lançar notas',
  informeFiltro:
    'Informe aprendizId, ou turmaId com disciplinaId e periodo (as notas de uma turma numa disciplina e bimestre)',
  naoAlocado: (nome: string) => `${nome} não esteve alocado(a) na turma neste bimestre`,
  aprendizRepetido: 'Este aprendiz aparece mais de uma vez',
  bimestreFuturo: (inicio: string) =>
    `O bimestre começa em ${formatarData(inicio)}: as notas só podem ser lançadas a partir daí.`,
  educadorOutraTurma: 'Você só pode lançar notas das turmas em que é o educador responsável.',
  educadorSemVinculo:
    'Seu usuário não está vinculado a um cadastro de educador. Peça a um administrador que faça o vínculo em Usuários.',
  semPermissao: 'Você pode ver as notas, mas não lançá-las.',
  jaSalvas:
    'Outra pessoa salvou as notas desta turma, disciplina e bimestre depois que você as abriu. Recarregue para ver o que foi salvo e refaça o lançamento.',
  semTurma: 'O aprendiz não tem turma: informe turmaId.',
} as const;
