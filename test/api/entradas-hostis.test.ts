// Hostile input, generated from the OpenAPI document itself: every operation, every path and
// query parameter and every body field gets, by its schema type, values out of PostgreSQL's range,
// non-finite numbers, NUL and other control characters, the wrong type, huge and empty values.
// No answer may be a 5xx, every error is problem+json, and the classes the hardening fixed must be
// a 400 naming the field. A route added tomorrow is walked the day it lands.
import SwaggerParser from '@apidevtools/swagger-parser';
import type { LightMyRequestResponse } from 'fastify';
import { forEachEngine } from '../support/api-harness';

interface Esquema {
  type?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Esquema>;
  required?: string[];
  items?: Esquema;
  anyOf?: Esquema[];
  oneOf?: Esquema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  nullable?: boolean;
}
interface Parametro {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: Esquema;
}
interface Operacao {
  operationId: string;
  security?: unknown[];
  parameters?: Parametro[];
  requestBody?: { content?: Record<string, { schema?: Esquema }> };
}
type Documento = { paths: Record<string, Record<string, Operacao>> };

/** A hostile value and whether the answer must be exactly 400 (a fixed class) or just not 5xx. */
interface Hostil {
  rotulo: string;
  /** In a URL: the raw text; in a body: the JSON text of the value. */
  valor: string;
  exige400: boolean;
}

const h400 = (rotulo: string, valor: string): Hostil => ({ rotulo, valor, exige400: true });
const semErro = (rotulo: string, valor: string): Hostil => ({ rotulo, valor, exige400: false });

/** The member types of a schema (a union lists several; null is left out: it may be allowed). */
function tipos(s: Esquema): string[] {
  const membros = s.anyOf ?? s.oneOf;
  if (membros) return membros.flatMap(tipos);
  if (s.const !== undefined || s.enum) return ['enum'];
  return s.type && s.type !== 'null' ? [s.type] : [];
}

const FORA_DO_INTEIRO = ['2147483648', '-2147483649', '9999999999999', '99999999999999999999'];
const NAO_FINITOS = ['1e308', '1e309', 'Infinity', '-Infinity', 'NaN'];

/** Values for a parameter of the URL (always text there), by the parameter's type. */
function hostisNaUrl(s: Esquema): Hostil[] {
  const t = tipos(s);
  if (t.includes('string') || t.length === 0) {
    const datas = s.format === 'date' ? [h400('data ano zero', '0000-01-01')] : [];
    return [
      h400('NUL', 'a\u0000b'),
      h400('controle', 'a\u0007b'),
      semErro('enorme', 'x'.repeat(4000)),
      semErro('vazio', ''),
      ...datas,
    ];
  }
  if (t.includes('integer') || t.includes('number')) {
    return [
      ...FORA_DO_INTEIRO.map((v) => h400(`fora do int4 ${v}`, v)),
      ...NAO_FINITOS.map((v) => h400(`não finito ${v}`, v)),
      h400('hexadecimal', '0x7D1'),
      h400('espaço antes', ' 2001'),
      h400('booleano', 'true'),
      h400('NUL', '1\u00002'),
      ...(t.includes('number') ? [] : [h400('fração', '1.5')]),
    ];
  }
  if (t.includes('boolean')) return [h400('talvez', 'talvez'), h400('NUL', '\u0000')];
  if (t.includes('enum')) return [h400('fora da lista', 'zzz'), h400('NUL', '\u0000')];
  return [];
}

/** Values for a body field (JSON text, so 1e309 arrives as the parser reads it). */
function hostisNoCorpo(s: Esquema): Hostil[] {
  const t = tipos(s);
  const comuns = [semErro('objeto', '{"a":1}'), semErro('lista enorme', `[${'1,'.repeat(5000)}1]`)];
  if (t.includes('integer') || t.includes('number')) {
    // An integer is bounded by PostgreSQL's integer; a number (reais, a grade) by ±1e15 unless
    // its schema is narrower, so only the values past that must be 400 for it.
    const foraDoLimite = t.includes('integer') ? h400 : semErro;
    return [
      ...FORA_DO_INTEIRO.slice(0, 3).map((v) => foraDoLimite(`fora do int4 ${v}`, v)),
      h400('fora de ±1e15', '99999999999999999999'),
      h400('1e308', '1e308'),
      h400('1e309 (Infinity ao ler)', '1e309'),
      h400('booleano true', 'true'),
      h400('texto "1"', '"1"'),
      h400('lista ["1"]', '["1"]'),
      ...comuns,
    ];
  }
  if (t.includes('string') || t.includes('enum')) {
    return [
      h400('NUL', JSON.stringify('a\u0000b')),
      h400('controle', JSON.stringify('a\u001bb')),
      h400('lista ["x"]', '["x"]'),
      h400('número', '123'),
      semErro('enorme', JSON.stringify('x'.repeat(20_000))),
      semErro('vazio', '""'),
      ...(s.format === 'date' ? [h400('data ano zero', '"0000-01-01"')] : []),
      ...comuns,
    ];
  }
  if (t.includes('boolean')) return [h400('texto "true"', '"true"'), h400('número 1', '1')];
  if (t.includes('array')) {
    return [h400('texto', '"x"'), semErro('lista de NUL', JSON.stringify(['\u0000']))];
  }
  return comuns;
}

/** A plausible value for a field, so the hostile one is not hidden behind "required". */
function plausivel(s: Esquema): unknown {
  const membros = s.anyOf ?? s.oneOf;
  if (membros) return plausivel(membros.find((m) => m.type !== 'null') ?? {});
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  switch (s.type) {
    case 'integer':
    case 'number':
      return Math.max(s.minimum ?? 1, Math.min(1, s.maximum ?? 1));
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return corpoPlausivel(s);
    case 'string':
      if (s.format === 'date') return '2026-03-10';
      if (s.format === 'date-time') return '2026-03-10T12:00:00.000Z';
      if (s.format === 'email') return 'pessoa@teste.local';
      return 'Texto de teste'.padEnd(s.minLength ?? 0, 'x').slice(0, s.maxLength ?? 100);
    default:
      return null;
  }
}

function corpoPlausivel(s: Esquema): Record<string, unknown> {
  const corpo: Record<string, unknown> = {};
  for (const campo of s.required ?? []) {
    const filho = s.properties?.[campo];
    if (filho) corpo[campo] = plausivel(filho);
  }
  return corpo;
}

const urlCom = (caminho: string, trocar: Record<string, string>) =>
  caminho.replace(/\{(\w+)\}/g, (_, nome: string) => encodeURIComponent(trocar[nome] ?? '1'));

interface Tentativa {
  metodo: string;
  url: string;
  corpo?: string;
  onde: string;
  hostil: Hostil;
}

/** Every hostile request the document describes. */
function tentativas(doc: Documento): Tentativa[] {
  const lista: Tentativa[] = [];
  for (const [caminho, metodos] of Object.entries(doc.paths)) {
    for (const [metodoMin, op] of Object.entries(metodos)) {
      // Signing out ends the prober's session; its body is empty anyway.
      if (op.operationId === 'authLogout') continue;
      const metodo = metodoMin.toUpperCase();
      const esquemaCorpo = op.requestBody?.content?.['application/json']?.schema;
      const corpoBase = esquemaCorpo ? corpoPlausivel(esquemaCorpo) : undefined;
      const corpoTexto = corpoBase === undefined ? undefined : JSON.stringify(corpoBase);
      for (const p of op.parameters ?? []) {
        if (p.in === 'header') continue;
        for (const hostil of hostisNaUrl(p.schema)) {
          const url =
            p.in === 'path'
              ? urlCom(caminho, { [p.name]: hostil.valor })
              : `${urlCom(caminho, {})}?${encodeURIComponent(p.name)}=${encodeURIComponent(hostil.valor)}`;
          lista.push({ metodo, url, corpo: corpoTexto, onde: `${p.in} ${p.name}`, hostil });
        }
      }
      for (const [campo, filho] of Object.entries(esquemaCorpo?.properties ?? {})) {
        for (const hostil of hostisNoCorpo(filho)) {
          const base = JSON.stringify({ ...corpoBase, [campo]: null });
          const corpo = base.replace(`"${campo}":null`, `"${campo}":${hostil.valor}`);
          lista.push({ metodo, url: urlCom(caminho, {}), corpo, onde: `corpo ${campo}`, hostil });
        }
      }
    }
  }
  return lista;
}

function resumo(t: Tentativa, r: LightMyRequestResponse): string {
  return `${t.metodo} ${t.url.slice(0, 80)} [${t.onde}: ${t.hostil.rotulo}] → ${r.statusCode}`;
}

forEachEngine('entradas hostis geradas do documento OpenAPI', (h) => {
  it('nenhuma operação responde 5xx; as classes corrigidas respondem 400 problem+json', async () => {
    const bruto = (await h.request('GET', '/api/docs/json')).json<Documento>();
    const doc = (await SwaggerParser.dereference(
      structuredClone(bruto) as never,
    )) as unknown as Documento;
    const admin = await h.createUser('administrador');
    const falhas: string[] = [];
    let total = 0;
    let token = await h.tokenPara(admin.id);
    for (const t of tentativas(doc)) {
      total += 1;
      const r = await h
        .inject({
          method: t.metodo,
          url: t.url,
          headers: {
            authorization: `Bearer ${token}`,
            ...(t.corpo === undefined ? {} : { 'content-type': 'application/json' }),
          },
          remoteAddress: h.novoIp(),
          ...(t.corpo === undefined ? {} : { payload: t.corpo }),
        })
        .catch((erro: unknown) => erro as Error);
      if (r instanceof Error) {
        // A download cut after its first byte: what a client would save as a short file.
        falhas.push(
          `resposta cortada (${r.message}): ${t.metodo} ${t.url} [${t.onde}: ${t.hostil.rotulo}]`,
        );
        continue;
      }
      // An operation may legitimately end or change the prober's session (a password change).
      if (r.statusCode === 401) token = await h.tokenPara(admin.id);
      const problema = /application\/problem\+json/.test(String(r.headers['content-type']));
      if (r.statusCode >= 500) falhas.push(`5xx: ${resumo(t, r)}`);
      else if (r.statusCode >= 400 && !problema) falhas.push(`sem problem+json: ${resumo(t, r)}`);
      else if (t.hostil.exige400 && r.statusCode !== 400 && r.statusCode !== 401) {
        falhas.push(`esperava 400: ${resumo(t, r)}`);
      }
    }
    expect(total).toBeGreaterThan(3000);
    expect(falhas).toEqual([]);
  }, 600_000);
});
