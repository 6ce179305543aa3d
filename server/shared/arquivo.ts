// A download's answer as the OpenAPI document publishes it. A route's 200 says which files it sends
// (`Arquivo('csv', 'xlsx')`); the swagger plugin turns the mark into one media type per format
// (binary string, or the JSON object for a JSON download) with the Content-Disposition header, so a
// generated client reads a file, not a JSON string. A JSON answer that may also leave as a file (a
// report with formato=csv|xlsx|pdf) carries the same mark on its object: `comoArquivo(Resposta, ...)`.
import { Type, type TSchema } from 'typebox';

export const TIPOS_DE_ARQUIVO = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
  json: 'application/json',
} as const;

export type FormatoDeArquivo = keyof typeof TIPOS_DE_ARQUIVO;

/** The schema key the swagger plugin reads (plugins/documento.ts); not an OpenAPI keyword. */
export const MARCA_ARQUIVO = 'x-arquivo';

const nomes = (formatos: FormatoDeArquivo[]) =>
  formatos
    .map((f) => f.toUpperCase())
    .join(', ')
    .replace(/, ([^,]*)$/, ' ou $1');

/** The 200 of a route that answers only with a file, in one of `formatos`. */
export const Arquivo = (...formatos: FormatoDeArquivo[]) =>
  Type.String({ description: `Arquivo ${nomes(formatos)}.`, [MARCA_ARQUIVO]: formatos });

/** A JSON answer that, with the route's `formato`, leaves as a file in one of `formatos` instead. */
export const comoArquivo = <T extends TSchema>(esquema: T, ...formatos: FormatoDeArquivo[]): T => ({
  ...esquema,
  [MARCA_ARQUIVO]: formatos,
});
