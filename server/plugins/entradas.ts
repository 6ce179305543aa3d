// The door every request's data passes: one mechanism, for every route present and to come, so
// hostile input is a 400 naming the field and never reaches the database (where it was a 500).
//
// - Bounds: every integer a request carries (path, query, body) is bounded by PostgreSQL's
//   `integer` unless its schema is narrower, every number by ±1e15; the walk runs when a route is
//   registered, before the OpenAPI document reads it, so the published schema shows the bound.
//   Non-finite numbers never pass (ajv's strictNumbers: `1e309` reads as Infinity and is refused).
// - No silent coercion: the body is validated without coercion (`true` is not turma 1, `["x"]` is
//   not "x", `"1"` is not 1); the URL's text is coerced only when it is a plain decimal
//   (`0x7D1`, ` 2001`, `1e3`, `Infinity` are refused before ajv's lenient `Number()` sees them).
// - Control characters (NUL, which PostgreSQL refuses, and the other C0 ones except tab and line
//   breaks) in any text, key or parameter: 400 before any work starts.
// - Dates (`format: date`) are real calendar days between 1900 and 2199: PostgreSQL has no year 0
//   and no record of this product lives outside those years.
// Unknown body properties are dropped (ajv's removeAdditional), not refused: docs/ARCHITECTURE.md.
import { AjvCompiler } from '@fastify/ajv-compiler';
import type { FastifyInstance, FastifySchema, FastifySchemaCompiler } from 'fastify';
import fp from 'fastify-plugin';
import type { ErroAjv } from '../shared/mensagens-validacao';

export const INTEIRO_MIN = -2_147_483_648;
export const INTEIRO_MAX = 2_147_483_647;
const NUMERO_LIMITE = 1e15;
export const ANO_MINIMO = 1900;
export const ANO_MAXIMO = 2199;

type No = Record<string, unknown>;
const eObjeto = (v: unknown): v is No => v !== null && typeof v === 'object' && !Array.isArray(v);

/** A copy of a request schema with the bounds above on every integer and number lacking them. */
export function limitarEsquema<T>(esquema: T): T {
  if (Array.isArray(esquema)) return esquema.map(limitarEsquema) as T;
  if (!eObjeto(esquema)) return esquema;
  // Spread keeps TypeBox's own keys (symbols too); only the bounds and the children change.
  const s: No = { ...esquema };
  if (s.type === 'integer') {
    s.minimum ??= INTEIRO_MIN;
    s.maximum ??= INTEIRO_MAX;
  } else if (s.type === 'number') {
    s.minimum ??= -NUMERO_LIMITE;
    s.maximum ??= NUMERO_LIMITE;
  }
  for (const chave of ['properties', 'patternProperties'] as const) {
    const filhos = s[chave];
    if (eObjeto(filhos)) {
      s[chave] = Object.fromEntries(
        Object.entries(filhos).map(([nome, filho]) => [nome, limitarEsquema(filho)]),
      );
    }
  }
  for (const chave of ['items', 'additionalProperties', 'not', 'anyOf', 'oneOf', 'allOf']) {
    if (typeof s[chave] === 'object') s[chave] = limitarEsquema(s[chave]);
  }
  return s as T;
}

const CONTROLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

const ponteiro = (chave: string) => chave.replace(/~/g, '~0').replace(/\//g, '~1');

/** Every place in a request's data holding a control character, as ajv-shaped errors. */
export function caracteresDeControle(
  dado: unknown,
  caminho = '',
  erros: ErroAjv[] = [],
): ErroAjv[] {
  const erro = (instancePath: string) => ({
    keyword: 'caracteresDeControle',
    instancePath,
    params: {},
  });
  if (typeof dado === 'string') {
    if (CONTROLE.test(dado)) erros.push(erro(caminho));
  } else if (Array.isArray(dado)) {
    dado.forEach((valor, i) => caracteresDeControle(valor, `${caminho}/${i}`, erros));
  } else if (eObjeto(dado)) {
    for (const [chave, valor] of Object.entries(dado)) {
      const aqui = `${caminho}/${ponteiro(chave)}`;
      if (CONTROLE.test(chave)) erros.push(erro(aqui));
      else caracteresDeControle(valor, aqui, erros);
    }
  }
  return erros;
}

const DECIMAL_INTEIRO = /^-?(0|[1-9]\d*)$/;
const DECIMAL = /^-?(0|[1-9]\d*)(\.\d+)?$/;

/** The numeric kind a URL parameter's schema accepts, if it accepts only numbers. */
function numericoDe(esquema: unknown): 'integer' | 'number' | undefined {
  if (!eObjeto(esquema)) return undefined;
  if (esquema.type === 'integer' || esquema.type === 'number') return esquema.type;
  const membros = esquema.anyOf ?? esquema.oneOf;
  if (!Array.isArray(membros)) return undefined;
  const tipos = membros.map(numericoDe);
  if (tipos.some((t) => t === undefined)) return undefined;
  return tipos.includes('number') ? 'number' : 'integer';
}

/** Path and query numbers written any way but plain decimal, as ajv-shaped type errors. */
function numerosNaoDecimais(esquema: unknown, dado: unknown): ErroAjv[] {
  const propriedades = eObjeto(esquema) && eObjeto(esquema.properties) ? esquema.properties : {};
  if (!eObjeto(dado)) return [];
  const erros: ErroAjv[] = [];
  for (const [nome, valor] of Object.entries(dado)) {
    const filho = propriedades[nome];
    const itens = eObjeto(filho) && filho.type === 'array' ? filho.items : undefined;
    const tipo = numericoDe(itens ?? filho);
    if (tipo === undefined) continue;
    const formato = tipo === 'integer' ? DECIMAL_INTEIRO : DECIMAL;
    for (const texto of Array.isArray(valor) ? valor : [valor]) {
      if (typeof texto === 'string' && !formato.test(texto)) {
        erros.push({
          keyword: 'type',
          instancePath: `/${ponteiro(nome)}`,
          params: { type: tipo },
          parentSchema: itens ?? filho,
        });
        break;
      }
    }
  }
  return erros;
}

type Validador = ((dado: unknown, ...resto: unknown[]) => unknown) & {
  errors?: unknown;
  schemaEnv?: unknown;
};

/** ajv's validator with the checks above run first; it answers the way Fastify reads ajv's. */
function comPortaria(validar: Validador, antes: (dado: unknown) => ErroAjv[]): Validador {
  const porta = ((dado: unknown, ...resto: unknown[]) => {
    const erros = antes(dado);
    if (erros.length > 0) {
      porta.errors = erros;
      return false;
    }
    const resultado = validar(dado, ...resto);
    porta.errors = validar.errors;
    return resultado;
  }) as Validador;
  // Fastify hands ajv the parent object only when it sees this (needed to coerce a root value).
  if (validar.schemaEnv !== undefined) porta.schemaEnv = validar.schemaEnv;
  return porta;
}

const dataPlausivel = (texto: string): boolean => {
  const partes = /^(\d{4})-(\d{2})-(\d{2})$/.exec(texto);
  if (!partes) return false;
  const [ano, mes, dia] = partes.slice(1).map(Number) as [number, number, number];
  if (ano < ANO_MINIMO || ano > ANO_MAXIMO) return false;
  const data = new Date(Date.UTC(ano, mes - 1, dia));
  return data.getUTCMonth() === mes - 1 && data.getUTCDate() === dia;
};

interface OpcoesAjvServidor {
  customOptions?: Record<string, unknown>;
  plugins?: unknown[];
  onCreate?: (ajv: unknown) => void;
}

/**
 * Two ajv instances from Fastify's own compiler: the URL's (text, coerced only from plain
 * decimals) and the body's (JSON, never coerced). The date format is ours in both.
 */
// One pool for the process, as Fastify's default keeps: apps with the same schemas share compilers.
const fabrica = AjvCompiler();

// Fastify asks for a compiler once per plugin context (~100 here), and the pool finds its entry by
// JSON.stringify of every component each time: a second per app build. Within one app the
// components' ids say which set it is (an id cannot be declared twice), so the pair is kept per
// app's options object and that set.
const porApp = new WeakMap<object, Map<string, FastifySchemaCompiler<FastifySchema>>>();

export function fabricaDeValidadores(
  externos: unknown,
  opcoes: OpcoesAjvServidor,
): FastifySchemaCompiler<FastifySchema> {
  const chave = Object.keys(externos as object).join('\n');
  let doApp = porApp.get(opcoes);
  if (!doApp) {
    doApp = new Map<string, FastifySchemaCompiler<FastifySchema>>();
    porApp.set(opcoes, doApp);
  }
  let compilador = doApp.get(chave);
  if (!compilador) doApp.set(chave, (compilador = novosValidadores(externos, opcoes)));
  return compilador;
}

function novosValidadores(
  externos: unknown,
  opcoes: OpcoesAjvServidor,
): FastifySchemaCompiler<FastifySchema> {
  const comDatas = {
    ...opcoes,
    onCreate: (ajv: unknown) => {
      opcoes.onCreate?.(ajv);
      (ajv as { addFormat(nome: string, f: unknown): void }).addFormat('date', {
        type: 'string',
        validate: dataPlausivel,
      });
    },
  };
  const daUrl = fabrica(externos as never, comDatas as never);
  const doCorpo = fabrica(
    externos as never,
    {
      ...comDatas,
      customOptions: { ...opcoes.customOptions, coerceTypes: false },
    } as never,
  );
  return (rota) => {
    if (rota.httpPart === 'body') {
      return comPortaria(doCorpo(rota) as Validador, (dado) => caracteresDeControle(dado)) as never;
    }
    return comPortaria(daUrl(rota) as Validador, (dado) => [
      ...caracteresDeControle(dado),
      ...numerosNaoDecimais(rota.schema, dado),
    ]) as never;
  };
}

function entradas(app: FastifyInstance): void {
  app.addHook('onRoute', (rota) => {
    const esquema = rota.schema;
    if (!esquema) return;
    for (const parte of ['params', 'querystring', 'body'] as const) {
      if (esquema[parte] !== undefined) esquema[parte] = limitarEsquema(esquema[parte]);
    }
  });
}

/** Register before the OpenAPI plugin, so the document shows the bounds this walk adds. */
export default fp(entradas, { name: 'entradas' });
