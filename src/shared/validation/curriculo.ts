// The words and rules of courses, modules, disciplines, course plans and their curriculum, shared
// by the forms and the API (the server imports only from src/shared), so both say the same thing.
import { formatarData } from '../format/data';
import { preenchido, type Opcional } from './comum';
import { dataIsoValida } from './datas';

export const NOME_CURRICULO_MINIMO = 3;
export const NOME_CURRICULO_MAXIMO = 150;
/** A course's total hours stay within what a programme of up to 2 years can hold. */
export const HORAS_MAXIMAS = 4000;

export const MENSAGENS_CURRICULO = {
  informeNome: 'Informe o nome',
  nomeCurto: `Nome deve ter no mínimo ${NOME_CURRICULO_MINIMO} caracteres`,
  nomeLongo: `Nome deve ter no máximo ${NOME_CURRICULO_MAXIMO} caracteres`,
  horasInvalidas: 'Informe a carga horária em horas inteiras, maior que zero',
  horasDemais: `A carga horária deve ser de no máximo ${HORAS_MAXIMAS} horas`,
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

export function validarNomeCurriculo(nome: Opcional<string>): string | undefined {
  if (!preenchido(nome)) return M.informeNome;
  const tamanho = nome.trim().length;
  if (tamanho < NOME_CURRICULO_MINIMO) return M.nomeCurto;
  if (tamanho > NOME_CURRICULO_MAXIMO) return M.nomeLongo;
  return undefined;
}

export function validarHoras(horas: Opcional<number>): string | undefined {
  if (horas === null || horas === undefined || !Number.isInteger(horas) || horas <= 0) {
    return M.horasInvalidas;
  }
  return horas > HORAS_MAXIMAS ? M.horasDemais : undefined;
}

/** A course's, module's or discipline's own rules: its name and its hours, under `campoHoras`. */
export function validarNomeEHoras(
  nome: Opcional<string>,
  horas: Opcional<number>,
  campoHoras: string,
): Record<string, string> {
  const erros: Record<string, string> = {};
  const erroNome = validarNomeCurriculo(nome);
  if (erroNome) erros.nome = erroNome;
  const erroHoras = validarHoras(horas);
  if (erroHoras) erros[campoHoras] = erroHoras;
  return erros;
}

export interface DadosPlano {
  nome?: Opcional<string>;
  cursoId?: Opcional<number>;
  vigenciaInicio?: Opcional<string>;
  vigenciaFim?: Opcional<string>;
}

export function validarPlano(d: DadosPlano): Record<string, string> {
  const erros: Record<string, string> = {};
  const nome = validarNomeCurriculo(d.nome);
  if (nome) erros.nome = nome;
  if (d.cursoId === null || d.cursoId === undefined) erros.cursoId = M.selecioneCurso;
  if (!preenchido(d.vigenciaInicio)) erros.vigenciaInicio = M.informeVigenciaInicio;
  else if (!dataIsoValida(d.vigenciaInicio)) erros.vigenciaInicio = M.dataInvalida;
  if (preenchido(d.vigenciaFim)) {
    if (!dataIsoValida(d.vigenciaFim)) erros.vigenciaFim = M.dataInvalida;
    else if (preenchido(d.vigenciaInicio) && d.vigenciaFim < d.vigenciaInicio) {
      erros.vigenciaFim = M.vigenciaFimAntesDoInicio;
    }
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
