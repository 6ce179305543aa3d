// Named OpenAPI components: a schema registered once with its $id and referenced by routes, so the
// client's codegen produces one named type (Aprendiz, EstadoCivil...) instead of a copy per endpoint.
import type { FastifyInstance } from 'fastify';
import { Type, type Static, type TSchema } from 'typebox';

export interface Componente<T extends TSchema> {
  id: string;
  schema: T;
  /** What routes use: a $ref to the component, typed as the schema. */
  ref: ReturnType<typeof Type.Unsafe<Static<T>>>;
}

export function componente<T extends TSchema>(id: string, schema: T): Componente<T> {
  return { id, schema, ref: Type.Unsafe<Static<T>>(Type.Ref(id)) };
}

/**
 * Registers components on the app (call it from a plugin wrapped in fastify-plugin: a schema added
 * inside an encapsulated context does not reach the OpenAPI document).
 */
export function registrarComponentes(app: FastifyInstance, componentes: Componente<TSchema>[]) {
  for (const c of componentes) app.addSchema({ ...c.schema, $id: c.id });
}

/** A timestamp in an answer: handlers return the Date drizzle reads; JSON carries ISO 8601. */
export const Momento = (opcoes: { description?: string } = {}) =>
  Type.Unsafe<Date | string>(Type.String({ format: 'date-time', ...opcoes }));
