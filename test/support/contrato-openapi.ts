// Every answer an API test receives is checked against the published OpenAPI document
// (docs/openapi.json, kept fresh by codegen.test.ts): the status is documented for that operation,
// the media type is one the operation documents for that status, a JSON body matches the
// documented schema (ajv over the document itself, $refs and all; an NDJSON body line by line,
// against the schema of one line), and every header the document
// marks required is present and well formed. A violation fails the test that received the answer,
// with the operation, the status and what differs. This turns every API assertion into a contract
// check and keeps the document honest (issue 33).
//
// Out of its reach, on purpose: a path the document does not have (a 404 for an unknown route, a
// test-only route registered by a test), and a known path with a method it does not have (the
// 405, checked for its own convention: problem+json with Allow).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

type No = Record<string, unknown>;

interface Operacao {
  metodo: string;
  modelo: string;
  padrao: RegExp;
  parametros: number;
  respostas: Record<string, No>;
}

export interface RespostaConferida {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
  rawPayload?: Buffer;
}

const ID_DOCUMENTO = 'openapi.json';

let carregado: { operacoes: Operacao[]; ajv: Ajv } | undefined;
const validadores = new Map<string, ValidateFunction>();

function carregar() {
  if (carregado) return carregado;
  const documento = JSON.parse(
    readFileSync(resolve(__dirname, '../../docs/openapi.json'), 'utf8'),
  ) as { paths: Record<string, Record<string, No>> };
  // strict off: the document's own keys (openapi, paths, x-...) are not JSON Schema keywords.
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  ajv.addSchema(documento, ID_DOCUMENTO);
  const operacoes: Operacao[] = [];
  for (const [modelo, item] of Object.entries(documento.paths)) {
    const partes = modelo.split(/\{[^}]+\}/);
    const padrao = new RegExp(
      `^${partes.map((p) => p.replace(/[.*+?^$()|[\]\\]/g, '\\$&')).join('[^/]+')}$`,
    );
    for (const [metodo, op] of Object.entries(item)) {
      operacoes.push({
        metodo: metodo.toUpperCase(),
        modelo,
        padrao,
        parametros: partes.length - 1,
        respostas: (op.responses ?? {}) as Record<string, No>,
      });
    }
  }
  // A fixed path wins over a template (/api/aprendiz/exportar before /api/aprendiz/{id}).
  operacoes.sort((a, b) => a.parametros - b.parametros);
  carregado = { operacoes, ajv };
  return carregado;
}

const ponteiro = (...partes: string[]) =>
  partes.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

function validador(ajv: Ajv, op: Operacao, status: string, tipo: string): ValidateFunction {
  const chave = `${op.metodo} ${op.modelo} ${status} ${tipo}`;
  let v = validadores.get(chave);
  if (!v) {
    const ref = `${ID_DOCUMENTO}#/${ponteiro('paths', op.modelo, op.metodo.toLowerCase(), 'responses', status, 'content', tipo, 'schema')}`;
    v = ajv.compile({ $ref: ref });
    validadores.set(chave, v);
  }
  return v;
}

const cabecalho = (headers: Record<string, unknown>, nome: string): string | undefined => {
  const valor = headers[nome.toLowerCase()];
  if (Array.isArray(valor)) return valor.map(String).join(', ');
  return typeof valor === 'string' || typeof valor === 'number' ? String(valor) : undefined;
};

/** The violations of one answer, in words; empty when it matches the document. */
export function violacoesDoContrato(
  metodo: string,
  url: string,
  resposta: RespostaConferida,
): string[] {
  const caminho = url.split('?')[0] ?? url;
  if (!caminho.startsWith('/api/') || caminho.startsWith('/api/docs')) return [];
  const { operacoes, ajv } = carregar();
  const doCaminho = operacoes.filter((o) => o.padrao.test(caminho));
  if (doCaminho.length === 0) return [];
  const pedido = metodo.toUpperCase() === 'HEAD' ? 'GET' : metodo.toUpperCase();
  const op = doCaminho.find((o) => o.metodo === pedido);
  const status = String(resposta.statusCode);
  const tipo = (cabecalho(resposta.headers, 'content-type') ?? '').split(';')[0]?.trim() ?? '';
  const onde = `${metodo} ${caminho} -> ${status}`;
  if (!op) {
    // A known path, a method it does not have: 405 problem+json naming the methods it has.
    const erros: string[] = [];
    if (status !== '405') erros.push(`${onde}: método sem operação no documento deveria ser 405`);
    else if (!cabecalho(resposta.headers, 'allow')) erros.push(`${onde}: 405 sem cabeçalho Allow`);
    if (tipo !== 'application/problem+json') erros.push(`${onde}: 405 em ${tipo}`);
    return erros;
  }
  const onde2 = `${metodo} ${op.modelo} -> ${status}`;
  const documentada = op.respostas[status] ?? op.respostas.default;
  if (!documentada) {
    return [
      `${onde2}: status não documentado (documentados: ${Object.keys(op.respostas).join(', ')})`,
    ];
  }
  const erros: string[] = [];
  for (const [nome, h] of Object.entries((documentada.headers ?? {}) as Record<string, No>)) {
    const valor = cabecalho(resposta.headers, nome);
    if (valor === undefined) {
      if (h.required === true) erros.push(`${onde2}: falta o cabeçalho ${nome}`);
      continue;
    }
    const esquema = h.schema as No | undefined;
    if (esquema?.type === 'integer' && !/^\d+$/.test(valor)) {
      erros.push(`${onde2}: cabeçalho ${nome} deveria ser um inteiro, veio "${valor}"`);
    }
  }
  const conteudo = (documentada.content ?? {}) as Record<string, No>;
  const vazio = resposta.body.length === 0 && (resposta.rawPayload?.length ?? 0) === 0;
  if (vazio || metodo.toUpperCase() === 'HEAD') return erros;
  if (!(tipo in conteudo)) {
    erros.push(
      `${onde2}: tipo de conteúdo ${tipo || '(nenhum)'} não documentado (documentados: ${Object.keys(conteudo).join(', ') || 'nenhum'})`,
    );
    return erros;
  }
  if (tipo === 'application/json' || tipo.endsWith('+json')) {
    erros.push(...conferirJson(resposta.body, validador(ajv, op, status, tipo), onde2));
  } else if (tipo === 'application/x-ndjson') {
    // The media type's schema is one line's (docs/API-IMPORTACAO.md): each line is checked.
    const validar = validador(ajv, op, status, tipo);
    resposta.body.split('\n').forEach((linha, i) => {
      if (linha.trim() !== '')
        erros.push(...conferirJson(linha, validar, `${onde2}, linha ${String(i + 1)}`));
    });
  }
  return erros;
}

function conferirJson(texto: string, validar: ValidateFunction, onde: string): string[] {
  let corpo: unknown;
  try {
    corpo = JSON.parse(texto);
  } catch {
    return [`${onde}: corpo não é JSON`];
  }
  if (validar(corpo)) return [];
  const detalhes = (validar.errors ?? [])
    .slice(0, 5)
    .map((e) => `${e.instancePath || '(raiz)'} ${e.message ?? ''} ${JSON.stringify(e.params)}`);
  return [`${onde}: corpo fora do esquema: ${detalhes.join('; ')}`];
}

/** Fails the running test when the answer does not match the document. */
export function conferirContrato(metodo: string, url: string, resposta: RespostaConferida): void {
  const erros = violacoesDoContrato(metodo, url, resposta);
  if (erros.length > 0) {
    throw new Error(
      `A resposta não bate com o documento OpenAPI publicado (docs/openapi.json):\n- ${erros.join('\n- ')}`,
    );
  }
}
