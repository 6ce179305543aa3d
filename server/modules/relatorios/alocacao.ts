// What two reports print of an allocation (enturmação, por turma): when the apprentice entered the
// class, when they left it and why — the SQL that selects it, its schema, reading it and its columns.
import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import type { ColunaExportacao } from '../../shared/exportacao';

/** The columns of `alocacoes` aliased `al`, named as `ler` reads them. */
export const selecao = sql`al.data_inicio::text AS "dataInicio", al.data_fim::text AS "dataFim",
             al.motivo_desalocacao AS "motivoDesalocacao"`;

export const campos = {
  dataInicio: Type.String({ format: 'date' }),
  dataFim: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
  motivoDesalocacao: Type.Union([Type.String(), Type.Null()]),
};

export const ler = (r: Record<string, unknown>) => ({
  dataInicio: String(r.dataInicio),
  dataFim: (r.dataFim as string | null) ?? null,
  motivoDesalocacao: (r.motivoDesalocacao as string | null) ?? null,
});

export const colunas = <
  L extends { dataInicio: string; dataFim: string | null; motivoDesalocacao: string | null },
>(): ColunaExportacao<L>[] => [
  { titulo: 'Alocado em', valor: (l) => l.dataInicio, tipo: 'data' },
  { titulo: 'Desalocado em', valor: (l) => l.dataFim, tipo: 'data' },
  { titulo: 'Motivo', valor: (l) => l.motivoDesalocacao },
];
