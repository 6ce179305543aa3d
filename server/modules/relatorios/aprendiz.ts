// The apprentice a row is about, in every per-apprentice report: its fields in the row's schema,
// reading them from a SQL row and the file's first columns, with the CPF as the caller may see it.
import { Type } from 'typebox';
import { formatarCpf, ocultarCpf } from '../../../src/shared/validation/documentos';
import type { ColunaExportacao } from '../../shared/exportacao';
import { numero } from './kit';

/** The CPF as the caller may see it (whole with aprendizes:ver-cpf, masked otherwise). */
const cpfVisivel = (cpf: unknown, verCpf: boolean) =>
  typeof cpf === 'string' ? (verCpf ? formatarCpf(cpf) : ocultarCpf(cpf)) : '';

export const campos = {
  aprendizId: Type.Integer(),
  nome: Type.String(),
  cpf: Type.String(),
};

/** Those fields from a SQL row that selects `a.id AS "aprendizId", a.nome, a.cpf`. */
export const ler = (r: Record<string, unknown>, verCpf: boolean) => ({
  aprendizId: numero(r.aprendizId),
  nome: String(r.nome),
  cpf: cpfVisivel(r.cpf, verCpf),
});

/** The first columns of those reports' files: the name, then the CPF as the caller may see it. */
export const colunas = <L extends { nome: string; cpf: string }>(
  verCpf: boolean,
): ColunaExportacao<L>[] => [
  { titulo: 'Aprendiz', valor: (l) => l.nome },
  { titulo: verCpf ? 'CPF' : 'CPF (mascarado)', valor: (l) => l.cpf },
];
