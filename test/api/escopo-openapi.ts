// The OpenAPI document as the record rule's walk reads it (test/api/escopo-educador.test.ts):
// each operation with its permission, record rule (x-escopo), parameters and body, and values
// that pass a schema's validation.
import type { InjectOptions } from 'fastify';

export interface Esquema {
  type?: string;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  minimum?: number;
  minItems?: number;
  required?: string[];
  properties?: Record<string, Esquema>;
  items?: Esquema;
  anyOf?: Esquema[];
  $ref?: string;
  nullable?: boolean;
}

export interface Parametro {
  nome: string;
  em: 'path' | 'query' | 'header';
  obrigatorio: boolean;
  esquema: Esquema;
}

export interface Operacao {
  metodo: NonNullable<InjectOptions['method']>;
  caminho: string;
  operationId: string;
  tag: string;
  permissao?: string;
  escopo?: Record<string, string>;
  parametros: Parametro[];
  corpo?: Esquema;
  camposDoCorpo: string[];
}

interface Documento {
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components?: { schemas?: Record<string, Esquema> };
}

function resolver(doc: Documento, e: Esquema): Esquema {
  if (!e.$ref) return e;
  const nome = e.$ref.split('/').pop()!;
  return resolver(doc, doc.components?.schemas?.[nome] ?? {});
}

export function documentoOpenApi(json: unknown): Operacao[] {
  const doc = json as Documento;
  const resolverFundo = (e: Esquema): Esquema => {
    const r = resolver(doc, e);
    return {
      ...r,
      ...(r.properties
        ? {
            properties: Object.fromEntries(
              Object.entries(r.properties).map(([k, v]) => [k, resolverFundo(v)]),
            ),
          }
        : {}),
      ...(r.items ? { items: resolverFundo(r.items) } : {}),
      ...(r.anyOf ? { anyOf: r.anyOf.map(resolverFundo) } : {}),
    };
  };
  const operacoes: Operacao[] = [];
  for (const [caminho, metodos] of Object.entries(doc.paths)) {
    for (const [metodo, op] of Object.entries(metodos)) {
      const parametros = ((op.parameters ?? []) as Record<string, unknown>[]).map((p) => ({
        nome: p.name as string,
        em: p.in as Parametro['em'],
        obrigatorio: p.required === true,
        esquema: resolverFundo(p.schema as Esquema),
      }));
      const conteudo = (
        op.requestBody as { content?: Record<string, { schema: Esquema }> } | undefined
      )?.content?.['application/json']?.schema;
      const corpo = conteudo ? resolverFundo(conteudo) : undefined;
      operacoes.push({
        metodo: metodo.toUpperCase(),
        caminho,
        operationId: op.operationId as string,
        tag: (op.tags as string[])[0]!,
        permissao: op['x-permissao'] as string | undefined,
        escopo: op['x-escopo'] as Record<string, string> | undefined,
        parametros,
        corpo,
        camposDoCorpo: Object.keys(corpo?.properties ?? {}),
      });
    }
  }
  return operacoes;
}

/** The smallest value the schema accepts (a real day for dates, the first of an enum). */
export function valorMinimo(e: Esquema, hoje: string): unknown {
  if (e.anyOf) return valorMinimo(e.anyOf[0]!, hoje);
  if (e.enum) return e.enum[0];
  switch (e.type) {
    case 'integer':
    case 'number':
      return Math.max(e.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'array':
      return e.minItems ? [valorMinimo(e.items ?? {}, hoje)] : [];
    case 'object':
      return corpoMinimo(e, hoje, (_n, s) => valorMinimo(s, hoje));
    default:
      if (e.format === 'date') return hoje;
      if (e.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      if (e.pattern?.includes('(0[1-9]|1[0-2])')) return hoje.slice(0, 7);
      return 'Teste';
  }
}

/** An object with its required fields only, each from `valor` (which knows the test's ids). */
export function corpoMinimo(
  e: Esquema,
  hoje: string,
  valor: (nome: string, esquema: Esquema) => unknown,
): unknown {
  const objeto: Record<string, unknown> = {};
  for (const nome of e.required ?? []) {
    const campo = e.properties?.[nome] ?? {};
    objeto[nome] = campo.type === 'object' ? corpoMinimo(campo, hoje, valor) : valor(nome, campo);
  }
  return objeto;
}
