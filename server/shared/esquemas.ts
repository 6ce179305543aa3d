// Schemas every record shares: the id in the path, the versao an update carries, the stamps every
// answer ends with, a nullable value, the references to other records an answer embeds, and the
// yes/no filter of a list's query.
import { Type, type TSchema } from 'typebox';
import { Momento } from './componentes';

/** `{ id }` of a path such as /api/educadores/{id}; a domain may word its own 400 or describe it. */
export const parametroId = (opcoes: { errorMessage?: string; description?: string } = {}) =>
  Type.Object({
    id: Type.Integer({
      minimum: 1,
      ...(opcoes.description === undefined ? {} : { description: opcoes.description }),
      errorMessage: opcoes.errorMessage ?? 'Identificador inválido',
    }),
  });

export const ParametroId = parametroId();

/** `t` or null; `opcoes` is the description, or the union's own options (description, errorMessage). */
export const Nulo = <T extends TSchema>(t: T, opcoes: string | Record<string, unknown> = {}) =>
  Type.Union([t, Type.Null()], typeof opcoes === 'string' ? { description: opcoes } : opcoes);

/** A list's yes/no filter ('true' or 'false'; absent, no filter); `description` says what each keeps. */
export const FiltroBooleano = (description: string) =>
  Type.Optional(
    Type.Union([Type.Literal('true'), Type.Literal('false')], {
      description,
      errorMessage: 'Use true ou false',
    }),
  );

/** Another record named in an answer: its id and name (a plan, a discipline, an educator...). */
export const Referencia = Type.Object({ id: Type.Integer(), nome: Type.String() });

/** A class named in an answer: its code is what staff read first. */
export const TurmaResumo = Type.Object({
  id: Type.Integer(),
  codigo: Type.String(),
  nome: Type.String(),
});

const versaoLida = {
  minimum: 1,
  description: 'A versao lida; se outra pessoa salvou depois, a resposta é 409.',
};

/** The versao an update was based on (optimistic concurrency: a stale one answers 409). */
export const Versao = Type.Integer({
  ...versaoLida,
  errorMessage: 'Informe a versão do registro que foi lida',
});

/** The same field in the users' and roles' bodies, where a missing one gets ajv's own message. */
export const VersaoSemMensagem = Type.Integer(versaoLida);

/** The end of every audited record's answer: when it was created and last changed, its versao. */
export const camposVersionados = () => ({
  criadoEm: Momento(),
  atualizadoEm: Momento(),
  versao: Type.Integer(),
});

/** Those stamps of a row, as the answer carries them. */
export const versionados = (l: { criadoEm: Date; atualizadoEm: Date; versao: number }) => ({
  criadoEm: l.criadoEm.toISOString(),
  atualizadoEm: l.atualizadoEm.toISOString(),
  versao: l.versao,
});

/**
 * A month aaaa-mm within the years `format: date` accepts (1900–2199, plugins/entradas): year 0000
 * reached PostgreSQL and came back as SQLSTATE 22008, a generic 400 (issue 31).
 */
export const PADRAO_MES = '^(19|20|21)\\d{2}-(0[1-9]|1[0-2])$';
