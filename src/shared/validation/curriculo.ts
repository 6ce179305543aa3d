// The words and rules of courses, modules, disciplines, course plans and their curriculum, shared
// by the forms and the API (the server imports only from src/shared), so both say the same thing.
import { declararCampos, validarCampos, type DadosDe } from '../campos';
import { formatarData } from '../format/data';
import { preenchido, type Opcional } from './comum';

export const NOME_CURRICULO_MINIMO = 3;
export const NOME_CURRICULO_MAXIMO = 150;
/** A course's total hours stay within what a programme of up to 2 years can hold. */
export const HORAS_MAXIMAS = 4000;
/** A course's or module's descrição, a discipline's ementa. */
export const DESCRICAO_CURRICULO_MAXIMA = 5000;

export const MENSAGENS_CURRICULO = {
  informeNome: 'Informe o nome',
  nomeCurto: `Nome deve ter no mínimo ${NOME_CURRICULO_MINIMO} caracteres`,
  nomeLongo: `Nome deve ter no máximo ${NOME_CURRICULO_MAXIMO} caracteres`,
  horasInvalidas: 'Informe a carga horária em horas inteiras, maior que zero',
  horasDemais: `A carga horária deve ser de no máximo ${HORAS_MAXIMAS} horas`,
  descricaoLonga: `A descrição deve ter no máximo ${DESCRICAO_CURRICULO_MAXIMA} caracteres`,
  ementaLonga: `A ementa deve ter no máximo ${DESCRICAO_CURRICULO_MAXIMA} caracteres`,
  ordemInvalida: 'A ordem deve ser um número inteiro maior que zero',
  selecioneModulo: 'Selecione o módulo',
  selecioneCurso: 'Selecione o curso',
  selecioneDisciplina: 'Selecione a disciplina',
  informeVigenciaInicio: 'Informe o início da vigência',
  dataInvalida: 'Data inválida',
  vigenciaFimAntesDoInicio: 'O fim da vigência não pode ser anterior ao início',
  profissaoInexistente: 'Ocupação (CBO) não encontrada: selecione uma da lista',
  moduloInexistente: 'Módulo não encontrado: selecione um da lista',
  moduloInativo: 'Este módulo está inativo: reative-o ou escolha outro',
  cursoInexistente: 'Curso não encontrado: selecione um da lista',
  cursoInativo: 'Este curso está inativo: reative-o ou escolha outro',
  disciplinaInexistente: 'Disciplina não encontrada: selecione uma da lista',
  disciplinaInativa: 'Esta disciplina está inativa: reative-a para incluí-la no currículo',
  disciplinaRepetida: 'Esta disciplina já está no currículo',
  ordemRepetida: 'Duas disciplinas com a mesma ordem',
  cursoDuplicado: 'Já existe um curso com este nome',
  moduloDuplicado: 'Já existe um módulo com este nome',
  disciplinaDuplicada: 'Já existe uma disciplina com este nome neste módulo',
  planoDuplicado: 'Já existe um plano com este nome neste curso',
  cursoNaoEncontrado: 'Curso não encontrado.',
  moduloNaoEncontrado: 'Módulo não encontrado.',
  disciplinaNaoEncontrada: 'Disciplina não encontrada.',
  planoNaoEncontrado: 'Plano de curso não encontrado.',
} as const;

const M = MENSAGENS_CURRICULO;

/** "1.200 h" */
export const formatarHoras = (horas: number) => `${horas.toLocaleString('pt-BR')} h`;

/** A plan's vigência in words: "01/02/2026 a 31/12/2026", or "desde 01/02/2026" with no end. */
export const periodoDeVigencia = (inicio: string, fim: string | null) =>
  fim === null ? `desde ${formatarData(inicio)}` : `${formatarData(inicio)} a ${formatarData(fim)}`;

/** 409 when a plan's vigência meets another plan of the same course. */
export const mensagemPlanoSobreposto = (nome: string, periodo: string) =>
  `A vigência se sobrepõe à do plano “${nome}” (${periodo}) do mesmo curso. Ajuste as datas de um dos dois.`;

/** Asked before the curriculum of a plan that running classes follow changes. */
export const mensagemTurmasEmAndamento = (n: number) =>
  `${n} ${n === 1 ? 'turma em andamento segue' : 'turmas em andamento seguem'} este plano: ` +
  'confirme para alterar o currículo delas também.';

/**
 * The total of the curriculum against the course's hours: a difference is a warning, never a
 * block (an organisation may be rewriting its plan), said in words for the screen and the PDF.
 */
export function comparacaoDeHoras(totalCurriculo: number, totalCurso: number): string {
  const diferenca = totalCurriculo - totalCurso;
  if (diferenca === 0) return `O currículo soma as ${formatarHoras(totalCurso)} do curso.`;
  return diferenca > 0
    ? `O currículo soma ${formatarHoras(totalCurriculo)}: ${formatarHoras(diferenca)} a mais que as ${formatarHoras(totalCurso)} do curso.`
    : `O currículo soma ${formatarHoras(totalCurriculo)}: faltam ${formatarHoras(-diferenca)} para as ${formatarHoras(totalCurso)} do curso.`;
}

/** Hours of the programme: a whole number from 1 to HORAS_MAXIMAS (a curriculum item's too). */
export function validarHoras(horas: Opcional<number>): string | undefined {
  if (horas === null || horas === undefined || !Number.isInteger(horas) || horas <= 0) {
    return M.horasInvalidas;
  }
  return horas > HORAS_MAXIMAS ? M.horasDemais : undefined;
}

// ---- The records' fields, once (docs/ARCHITECTURE.md, "Each field declared once") --------------

/** A course's, module's, discipline's or plan's name: unique within its parent (the API's 409). */
const NOME = {
  tipo: 'texto',
  coluna: 'nome',
  rotulo: 'Nome',
  obrigatorio: true,
  minimo: NOME_CURRICULO_MINIMO,
  maximo: NOME_CURRICULO_MAXIMO,
  descricao: `De ${String(NOME_CURRICULO_MINIMO)} a ${String(NOME_CURRICULO_MAXIMO)} caracteres, sem contar espaços nas pontas.`,
  mensagens: { obrigatorio: M.informeNome, minimo: M.nomeCurto, maximo: M.nomeLongo },
} as const;

/** Whole hours, 1 to HORAS_MAXIMAS: validarHoras's rule and words. */
const horas = <K extends string>(coluna: K, rotulo: string, descricao: string) =>
  ({
    tipo: 'inteiro',
    coluna,
    rotulo,
    obrigatorio: true,
    minimo: 1,
    maximo: HORAS_MAXIMAS,
    descricao,
    mensagens: { invalido: M.horasInvalidas, maximo: M.horasDemais },
  }) as const;

/** A description kept as typed (line breaks too); blank is '' (the column is NOT NULL). */
const textoLongo = <K extends string>(coluna: K, rotulo: string, longo: string) =>
  ({
    tipo: 'textoLivre',
    coluna,
    rotulo,
    guardarVazio: true,
    maximo: DESCRICAO_CURRICULO_MAXIMA,
    mensagens: { maximo: longo },
  }) as const;

/** The course (the `curso` lookup's rows): /api/cursos. */
export const CAMPOS_CURSO = declararCampos({
  nome: NOME,
  profissaoId: {
    tipo: 'referencia',
    coluna: 'profissaoId',
    rotulo: 'Ocupação (CBO)',
    descricao: 'Ocupação CBO (/api/cadastros/profissao).',
    mensagens: { invalido: M.profissaoInexistente },
  },
  cargaHorariaTotal: horas(
    'cargaHorariaTotal',
    'Carga horária total (horas)',
    'Horas da formação teórica.',
  ),
  descricao: textoLongo('descricao', 'Descrição', M.descricaoLonga),
});

/** The module: /api/modulos (its `ordem` is not a plain field: absent, a new module goes last). */
export const CAMPOS_MODULO = declararCampos({
  nome: NOME,
  cargaHoraria: horas('cargaHoraria', 'Carga horária (horas)', 'Horas previstas para o módulo.'),
  descricao: textoLongo('descricao', 'Descrição', M.descricaoLonga),
});

/** The discipline, of one module: /api/disciplinas. */
export const CAMPOS_DISCIPLINA = declararCampos({
  moduloId: {
    tipo: 'referencia',
    coluna: 'moduloId',
    rotulo: 'Módulo',
    obrigatorio: true,
    mensagens: { invalido: M.selecioneModulo },
  },
  nome: NOME,
  cargaHoraria: horas(
    'cargaHoraria',
    'Carga horária (horas)',
    'Horas da disciplina (o currículo de um plano pode usar outras).',
  ),
  ementa: textoLongo('ementa', 'Ementa', M.ementaLonga),
});

/** The course plan, of one course: /api/planos (its curriculum is /api/planos/{id}/curriculo). */
export const CAMPOS_PLANO = declararCampos({
  cursoId: {
    tipo: 'referencia',
    coluna: 'cursoId',
    rotulo: 'Curso',
    obrigatorio: true,
    mensagens: { invalido: M.selecioneCurso },
  },
  nome: NOME,
  vigenciaInicio: {
    tipo: 'data',
    coluna: 'vigenciaInicio',
    rotulo: 'Início da vigência',
    obrigatorio: true,
    maximo: 10,
    descricao: 'Início da vigência (aaaa-mm-dd).',
    mensagens: { obrigatorio: M.informeVigenciaInicio, invalido: M.dataInvalida },
  },
  vigenciaFim: {
    tipo: 'data',
    coluna: 'vigenciaFim',
    rotulo: 'Fim da vigência',
    maximo: 10,
    descricao: 'Fim da vigência (aaaa-mm-dd); null: em vigor sem data de término.',
    mensagens: { invalido: M.dataInvalida },
  },
});

export type DadosCurso = DadosDe<typeof CAMPOS_CURSO>;
export type DadosModulo = DadosDe<typeof CAMPOS_MODULO>;
export type DadosDisciplina = DadosDe<typeof CAMPOS_DISCIPLINA>;
export type DadosPlano = DadosDe<typeof CAMPOS_PLANO>;

/** Every rule of a course's form, by field (empty when all is well); the API adds the CBO's. */
export const validarCurso = (d: DadosCurso): Record<string, string> =>
  validarCampos(CAMPOS_CURSO, d);

export const validarModulo = (d: DadosModulo): Record<string, string> =>
  validarCampos(CAMPOS_MODULO, d);

/** The API adds whether the module exists and is active. */
export const validarDisciplina = (d: DadosDisciplina): Record<string, string> =>
  validarCampos(CAMPOS_DISCIPLINA, d);

/** The declared rules and a vigência that does not end before it starts. */
export function validarPlano(d: DadosPlano): Record<string, string> {
  const erros = validarCampos(CAMPOS_PLANO, d);
  const { vigenciaInicio: inicio, vigenciaFim: fim } = d;
  if (!erros.vigenciaFim && preenchido(fim) && preenchido(inicio) && fim < inicio) {
    erros.vigenciaFim = M.vigenciaFimAntesDoInicio;
  }
  return erros;
}

export interface ItemCurriculo {
  disciplinaId: number;
  ordem: number;
  cargaHoraria?: number | null | undefined;
}

/** The list's own rules (each discipline once, distinct orders, hours), by `itens.N.campo`. */
export function validarItensCurriculo(itens: readonly ItemCurriculo[]): Record<string, string> {
  const erros: Record<string, string> = {};
  const disciplinas = new Set<number>();
  const ordens = new Set<number>();
  itens.forEach((item, i) => {
    if (disciplinas.has(item.disciplinaId)) erros[`itens.${i}.disciplinaId`] = M.disciplinaRepetida;
    disciplinas.add(item.disciplinaId);
    if (!Number.isInteger(item.ordem) || item.ordem <= 0)
      erros[`itens.${i}.ordem`] = M.ordemInvalida;
    else if (ordens.has(item.ordem)) erros[`itens.${i}.ordem`] = M.ordemRepetida;
    ordens.add(item.ordem);
    if (item.cargaHoraria !== null && item.cargaHoraria !== undefined) {
      const horas = validarHoras(item.cargaHoraria);
      if (horas) erros[`itens.${i}.cargaHoraria`] = horas;
    }
  });
  return erros;
}
