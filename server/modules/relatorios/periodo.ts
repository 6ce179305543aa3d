// The period most reports filter by: two optional dates (início, fim), their query schema, the 400
// when they are upside down and the words the file's header prints for them.
import { Type } from 'typebox';
import { formatarData } from '../../../src/shared/format/data';
import { invalido } from '../../shared/problem';

const Data = (description: string) =>
  Type.Optional(Type.String({ format: 'date', description, errorMessage: 'Data inválida' }));

/** The report's `inicio` and `fim` query fields, each described in the report's own words. */
export const filtros = (inicio: string, fim: string) => ({ inicio: Data(inicio), fim: Data(fim) });

/** 400 when the period is upside down (fim before início), naming the field. */
export function exigir(inicio?: string, fim?: string) {
  if (inicio && fim && fim < inicio) {
    throw invalido({ fim: 'A data final deve ser igual ou posterior à inicial' });
  }
}

export function descrever(inicio?: string, fim?: string): string[] {
  if (inicio && fim) return [`Período: ${formatarData(inicio)} a ${formatarData(fim)}`];
  if (inicio) return [`Período: a partir de ${formatarData(inicio)}`];
  if (fim) return [`Período: até ${formatarData(fim)}`];
  return [];
}
