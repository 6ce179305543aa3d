// The load generator of `npm run bench`, in a process of its own: run inside the benchmark's
// process it shared an event loop with the floor's bookkeeping and measured its own queue (at a
// fixed 500 req/s it reported worse latencies than at saturation). The benchmark writes one job as
// JSON to a file, runs `node --import tsx scripts/bench-gerador.ts <file>` and reads one result as
// JSON from stdout.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Agent, request as httpRequest } from 'node:http';
import { performance } from 'node:perf_hooks';

export interface Trabalho {
  base: string;
  token: string;
  modo: 'taxa' | 'saturacao';
  /** Requests per second (modo taxa). */
  taxa: number;
  segundos: number;
  /** Concurrent connections (modo saturacao). */
  conexoes: number;
  /** Paths drawn at random for each request (a random id, a random class…). */
  caminhos: string[];
}

export interface Resultado {
  porSegundo: number;
  p50: number;
  p95: number;
  p99: number;
  /** Connection failures, timeouts and answers other than 2xx or 503. */
  erros: number;
  /** 503 answers: load shed by the server (server/plugins/carga.ts). */
  descartadas: number;
  total: number;
}

// autocannon (CommonJS, no type declarations): the part of its API used here.
interface ResultadoAutocannon {
  requests: { total: number };
  errors: number;
  timeouts: number;
  duration: number;
}
interface Requisicao {
  method?: string;
  path?: string;
  setupRequest?: (r: Requisicao) => Requisicao;
}
type Autocannon = (
  opcoes: {
    url: string;
    connections: number;
    duration: number;
    headers?: Record<string, string>;
    requests?: Requisicao[];
    timeout?: number;
  },
  pronto: (erro: Error | null, resultado: ResultadoAutocannon) => void,
) => {
  on(evento: 'response', f: (c: unknown, status: number, b: number, ms: number) => void): void;
};

export function percentil(ordenados: number[], p: number): number {
  if (ordenados.length === 0) return Number.NaN;
  const i = Math.min(ordenados.length - 1, Math.ceil((p / 100) * ordenados.length) - 1);
  return ordenados[Math.max(0, i)] ?? Number.NaN;
}

function sortear(caminhos: string[]): string {
  return caminhos[Math.floor(Math.random() * caminhos.length)] ?? '/';
}

function resumo(tempos: number[], segundos: number, erros: number, descartadas: number): Resultado {
  const ordenados = tempos.sort((a, b) => a - b);
  return {
    porSegundo: (tempos.length - descartadas) / segundos,
    p50: percentil(ordenados, 50),
    p95: percentil(ordenados, 95),
    p99: percentil(ordenados, 99),
    erros,
    descartadas,
    total: tempos.length,
  };
}

/**
 * A steady rate: requests evenly spaced (open loop), each timed from the instant it was due, so a
 * server falling behind shows as latency instead of silently sending less (coordinated omission).
 * autocannon's overallRate is not used: it sends each connection's quota at the start of every
 * second, which measures bursts, not a steady rate.
 */
async function taxaFixa(t: Trabalho): Promise<Resultado> {
  const { hostname, port } = new URL(t.base);
  const agente = new Agent({ keepAlive: true, maxSockets: 256 });
  const tempos: number[] = [];
  let erros = 0;
  let descartadas = 0;
  const total = t.taxa * t.segundos;
  const inicio = performance.now();
  const uma = (devidaEm: number) =>
    new Promise<void>((resolve) => {
      const requisicao = httpRequest(
        {
          hostname,
          port,
          path: sortear(t.caminhos),
          agent: agente,
          headers: { authorization: `Bearer ${t.token}` },
          timeout: 10_000,
        },
        (resposta) => {
          resposta.resume();
          resposta.on('end', () => {
            tempos.push(performance.now() - devidaEm);
            const status = resposta.statusCode ?? 0;
            if (status === 503) descartadas += 1;
            else if (status < 200 || status >= 300) erros += 1;
            resolve();
          });
        },
      );
      requisicao.on('timeout', () => requisicao.destroy(new Error('timeout')));
      requisicao.on('error', () => {
        erros += 1;
        resolve();
      });
      requisicao.end();
    });
  const emAndamento: Promise<void>[] = [];
  await new Promise<void>((resolve) => {
    let enviadas = 0;
    const relogio = setInterval(() => {
      const devidas = Math.min(total, Math.floor(((performance.now() - inicio) / 1000) * t.taxa));
      for (; enviadas < devidas; enviadas += 1) {
        emAndamento.push(uma(inicio + (enviadas * 1000) / t.taxa));
      }
      if (enviadas >= total) {
        clearInterval(relogio);
        resolve();
      }
    }, 1);
  });
  await Promise.all(emAndamento);
  agente.destroy();
  return resumo(tempos, (performance.now() - inicio) / 1000, erros, descartadas);
}

function saturacao(t: Trabalho): Promise<Resultado> {
  const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
  const tempos: number[] = [];
  let descartadas = 0;
  let outros = 0;
  return new Promise((resolve, reject) => {
    const instancia = autocannon(
      {
        url: t.base,
        connections: t.conexoes,
        duration: t.segundos,
        headers: { authorization: `Bearer ${t.token}` },
        requests: [{ method: 'GET', setupRequest: (r) => ({ ...r, path: sortear(t.caminhos) }) }],
        timeout: 10,
      },
      (erro, r) => {
        if (erro) reject(erro);
        else
          resolve(
            resumo(tempos, r.duration || t.segundos, r.errors + r.timeouts + outros, descartadas),
          );
      },
    );
    instancia.on('response', (_c, status, _b, ms) => {
      tempos.push(ms);
      if (status === 503) descartadas += 1;
      else if (status < 200 || status >= 300) outros += 1;
    });
  });
}

const arquivo = process.argv[2];
if (arquivo) {
  const trabalho = JSON.parse(readFileSync(arquivo, 'utf8')) as Trabalho;
  (trabalho.modo === 'taxa' ? taxaFixa(trabalho) : saturacao(trabalho))
    .then((r) => process.stdout.write(JSON.stringify(r)))
    .catch((erro: unknown) => {
      console.error(erro);
      process.exit(1);
    });
}
