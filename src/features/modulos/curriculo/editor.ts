// The curriculum being edited, as plain data and pure functions (the screen only wires them): the
// rows in their order with the hours as typed, the total, the body PUT sends, and the errors of a
// row, whether the form's own rules (the shared validarItensCurriculo) or the server's.
import type { Problem } from '../../../shared/api/problema';
import { validarHoras, validarItensCurriculo } from '../../../shared/validation/curriculo';
import type { Curriculo, PlanoCurriculoSalvarApiArg } from '../api';

export type ItemDoCurriculo = Curriculo['itens'][number];

export interface Linha {
  disciplinaId: number;
  nome: string;
  modulo: { id: number; nome: string };
  /** The hours box as typed: digits, or '' for the discipline's own hours. */
  horas: string;
  cargaHorariaDisciplina: number;
  ativa: boolean;
}

/** A row's messages by field ('disciplinaId', 'cargaHoraria', 'ordem'). */
export type ErrosDaLinha = Partial<Record<string, string>>;

export const linhaDe = (
  item: Omit<ItemDoCurriculo, 'ordem' | 'cargaHoraria'> & { cargaHoraria?: number },
): Linha => ({
  disciplinaId: item.disciplinaId,
  nome: item.nome,
  modulo: item.modulo,
  horas: String(item.cargaHoraria ?? item.cargaHorariaDisciplina),
  cargaHorariaDisciplina: item.cargaHorariaDisciplina,
  ativa: item.ativa,
});

export const linhasDe = (curriculo: Curriculo): Linha[] =>
  [...curriculo.itens].sort((a, b) => a.ordem - b.ordem).map(linhaDe);

/** Only digits reach the box (hours are whole numbers). */
export const limparHoras = (texto: string) => texto.replace(/\D/g, '').slice(0, 5);

/** The hours a row counts for: what was typed, or the discipline's when left empty. */
export const horasDa = (linha: Linha): number =>
  linha.horas === '' ? linha.cargaHorariaDisciplina : Number(linha.horas);

export const totalDe = (linhas: readonly Linha[]) =>
  linhas.reduce((soma, l) => soma + horasDa(l), 0);

export function corpoDoCurriculo(
  linhas: readonly Linha[],
  versao: number,
  confirmarTurmasEmAndamento: boolean,
): PlanoCurriculoSalvarApiArg['body'] {
  return {
    itens: linhas.map((l, i) => ({
      disciplinaId: l.disciplinaId,
      ordem: i + 1,
      cargaHoraria: horasDa(l),
    })),
    versao,
    ...(confirmarTurmasEmAndamento && { confirmarTurmasEmAndamento: true }),
  };
}

/** The edits differ from what was loaded (order, rows or hours). */
export function alterado(linhas: readonly Linha[], base: readonly Linha[]): boolean {
  return (
    linhas.length !== base.length ||
    linhas.some((l, i) => {
      const b = base[i];
      return !b || b.disciplinaId !== l.disciplinaId || horasDa(b) !== horasDa(l);
    })
  );
}

/** The shared rules on the rows, by discipline (the key survives a move). */
export function errosLocais(linhas: readonly Linha[]): Map<number, ErrosDaLinha> {
  const erros = new Map<number, ErrosDaLinha>();
  const itens = linhas.map((l, i) => ({
    disciplinaId: l.disciplinaId,
    ordem: i + 1,
    cargaHoraria: horasDa(l),
  }));
  for (const [caminho, mensagem] of Object.entries(validarItensCurriculo(itens))) {
    anotar(erros, linhas, caminho, mensagem);
  }
  linhas.forEach((l) => {
    const horas = validarHoras(horasDa(l));
    if (horas) erros.set(l.disciplinaId, { ...erros.get(l.disciplinaId), cargaHoraria: horas });
  });
  return erros;
}

/**
 * A 400's `errors` keyed `itens.N.campo` (N the position in the list that was sent), moved onto the
 * rows by discipline; whatever is not about a row comes back as `geral`.
 */
export function errosDoServidor(
  problema: Problem,
  enviadas: readonly Linha[],
): { porLinha: Map<number, ErrosDaLinha>; geral: string[] } {
  const porLinha = new Map<number, ErrosDaLinha>();
  const geral: string[] = [];
  for (const [caminho, mensagem] of Object.entries(problema.errors ?? {})) {
    if (!anotar(porLinha, enviadas, caminho, mensagem)) geral.push(mensagem);
  }
  return { porLinha, geral };
}

function anotar(
  erros: Map<number, ErrosDaLinha>,
  linhas: readonly Linha[],
  caminho: string,
  mensagem: string,
): boolean {
  const [, indice, campo] = /^itens[.[](\d+)\]?\.(\w+)$/.exec(caminho) ?? [];
  const linha = indice === undefined ? undefined : linhas[Number(indice)];
  if (!linha || !campo) return false;
  erros.set(linha.disciplinaId, { ...erros.get(linha.disciplinaId), [campo]: mensagem });
  return true;
}
