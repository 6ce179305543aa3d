// The grade grid's pure parts: a grade as typed (decimal comma) and the rows to send.
import { MENSAGENS_NOTAS, formatarNota, notaValida } from '../../../shared/validation/avaliacoes';

/** '7,5', '7.5', ' 10 ' -> the number; '' -> null; anything else -> undefined (invalid). */
export function lerNota(texto: string): number | null | undefined {
  const t = texto.trim().replace(',', '.');
  if (t === '') return null;
  if (!/^\d{1,2}(\.\d)?$/.test(t)) return undefined;
  const n = Number(t);
  return notaValida(n) ? n : undefined;
}

export interface Edicao {
  texto: string;
  /** The grade given as a conceito (its range gives the number), or null: typed as a number. */
  conceitoId: number | null;
}

export interface LinhaDaGrade {
  aprendizId: number;
  valor: number | null;
  conceitoId: number | null;
  conceitoInformado: boolean;
}

export const edicaoDe = (l: LinhaDaGrade): Edicao => ({
  texto: l.valor === null ? '' : formatarNota(l.valor),
  conceitoId: l.conceitoInformado ? l.conceitoId : null,
});

export const erroDaEdicao = (e: Edicao): string | undefined =>
  e.conceitoId === null && lerNota(e.texto) === undefined
    ? MENSAGENS_NOTAS.notaInvalida
    : undefined;

export const mudou = (e: Edicao, original: Edicao) =>
  e.conceitoId !== original.conceitoId ||
  (e.conceitoId === null && lerNota(e.texto) !== lerNota(original.texto));

/** PUT /api/notas's registros: only the rows changed. */
export function registrosAlterados(
  edicoes: ReadonlyMap<number, Edicao>,
  originais: ReadonlyMap<number, Edicao>,
): { aprendizId: number; valor?: number | null; conceitoId?: number | null }[] {
  const registros = [];
  for (const [aprendizId, e] of edicoes) {
    const o = originais.get(aprendizId);
    if (!o || !mudou(e, o)) continue;
    registros.push(
      e.conceitoId !== null
        ? { aprendizId, conceitoId: e.conceitoId }
        : { aprendizId, valor: lerNota(e.texto) ?? null },
    );
  }
  return registros;
}
