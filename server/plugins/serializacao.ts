// Response serializers: fast-json-stringify, as Fastify's default, given only the shared
// components a response actually references ($ref, followed through the components themselves).
// Fastify's default hands every component to every serializer, and fast-json-stringify validates
// and walks each one again per response schema: with ~45 components and ~600 responses that was
// three quarters of building the app (≈9 of 12 s under load; every start and every API test file
// paid it). The serializer code is the same: a component not referenced is never read.
import fastJsonStringify, { type Options, type Schema } from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';

type Esquema = Schema & Record<string, unknown>;

/** The component ids a schema references (`"Aprendiz"`, `"Aprendiz#/properties/x"`). */
function referencias(esquema: unknown, achadas: string[] = []): string[] {
  if (typeof esquema !== 'object' || esquema === null) return achadas;
  for (const [chave, valor] of Object.entries(esquema)) {
    if (chave === '$ref' && typeof valor === 'string') {
      const id = valor.split('#')[0];
      if (id) achadas.push(id);
    } else referencias(valor, achadas);
  }
  return achadas;
}

export function fabricaDeSerializadores(
  externos: Record<string, Esquema> | undefined,
  opcoes: Options | undefined,
): FastifySerializerCompiler<Esquema> {
  const componentes = externos ?? {};
  const fechos = new Map<string, string[]>();
  /** The component and every component it reaches, computed once per component. */
  const fecho = (id: string): string[] => {
    let ids = fechos.get(id);
    if (!ids) {
      ids = [];
      const vistos = new Set<string>();
      const fila = [id];
      for (let atual = fila.pop(); atual !== undefined; atual = fila.pop()) {
        if (vistos.has(atual) || !componentes[atual]) continue;
        vistos.add(atual);
        ids.push(atual);
        fila.push(...referencias(componentes[atual]));
      }
      fechos.set(id, ids);
    }
    return ids;
  };
  return ({ schema }) => {
    const usados: Record<string, Esquema> = {};
    for (const id of referencias(schema)) {
      for (const c of fecho(id)) {
        const componente = componentes[c];
        if (componente && c !== schema.$id) usados[c] = componente;
      }
    }
    return fastJsonStringify(schema, { ...opcoes, schema: usados });
  };
}
