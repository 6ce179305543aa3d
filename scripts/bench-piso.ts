// The floors `npm run bench` compares the list's first page against (issue 37).
//
// - The driver floor: the two queries the API sends for the list as it opens (the page and the
//   counters' total), sent as the API sends them (named prepared statements on PostgreSQL), plus
//   JSON.stringify, in the benchmark's own process: what the database and the driver cost.
// - The HTTP floor: those same queries behind a bare `node:http` server (no routing, no session,
//   no validation, no schema serialiser), in a process of its own, driven by the same load
//   generator as the API: what answering over HTTP on this machine costs before any of our code.
//   Run as `node --import tsx scripts/bench-piso.ts` with PORT and DATABASE_URL or PISO_PGLITE.
//
// The API over the driver floor is the ratio (goal 70%); the API over the HTTP floor is
// what the server's own work (fastify, the session, the scope, drizzle, serialisation) leaves.
import { createServer } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { PGlite } from '@electric-sql/pglite';
import type { Pool } from 'pg';
import { openDatabase, type ConexaoBanco } from '../server/db/client';
import { percentil } from './bench-gerador';

const TAMANHO_PAGINA = 25;

// What drizzle builds for the prepared list as it opens (server/modules/aprendizes/consultas.ts,
// paginaPorNome and totaisComoAbre): one row more than the page, to know if there is a next.
const SQL_PAGINA = `
  SELECT a.id, a.nome, a.nome_social, a.cpf, a.data_nascimento, a.situacao_id, s.nome AS situacao,
         s.cor AS situacao_cor, a.municipio_id, m.nome AS municipio, a.uf, a.pcd, a.data_cadastro,
         a.ativo, (a.nome_busca)::text AS chave, pagina.total_da_busca
    FROM aprendizes a
    JOIN situacoes_aprendiz s ON s.id = a.situacao_id
    LEFT JOIN municipios m ON m.id = a.municipio_id
    JOIN (SELECT id, NULL AS total_da_busca FROM aprendizes WHERE ativo = true
           ORDER BY nome_busca, id LIMIT $1 OFFSET $2) pagina ON pagina.id = a.id
   ORDER BY a.nome_busca, a.id`;
const SQL_TOTAL = `SELECT coalesce(sum(total), 0) AS total FROM aprendizes_contagem WHERE ativo = true`;

type Linha = Record<string, unknown>;

/** The first page as JSON, read with the engine's bare client (no query builder). */
function consultasDoPiso(conexao: ConexaoBanco): () => Promise<string> {
  const cliente = (conexao.db as unknown as { $client: Pool | PGlite }).$client;
  const executar =
    conexao.kind === 'postgres'
      ? async (name: string, text: string, values: unknown[]) =>
          (await (cliente as Pool).query<Linha>({ name, text, values })).rows
      : async (_name: string, text: string, values: unknown[]) =>
          (await (cliente as PGlite).query<Linha>(text, values)).rows;
  return async () => {
    const [pagina, total] = await Promise.all([
      executar('piso_pagina', SQL_PAGINA, [TAMANHO_PAGINA + 1, 0]),
      executar('piso_total', SQL_TOTAL, []),
    ]);
    return JSON.stringify({
      data: pagina.slice(0, TAMANHO_PAGINA),
      total: Number(total[0]?.total ?? 0),
      page: 1,
      pageSize: TAMANHO_PAGINA,
    });
  };
}

export interface Piso {
  p50: number;
  p95: number;
  porSegundo: number;
  /** This process's CPU per page (driver + JSON), ms: the server's figure is read beside it. */
  cpuPorPagina: number;
}

/** The driver floor: sequential latency, then pages per second with 10 in parallel for 5 s. */
export async function medirPiso(conexao: ConexaoBanco): Promise<Piso> {
  const consultar = consultasDoPiso(conexao);
  for (let i = 0; i < 50; i += 1) await consultar();
  const tempos: number[] = [];
  for (let i = 0; i < 300; i += 1) {
    const t = performance.now();
    await consultar();
    tempos.push(performance.now() - t);
  }
  const fim = performance.now() + 5000;
  let feitas = 0;
  const inicio = performance.now();
  const cpuAntes = process.cpuUsage();
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (performance.now() < fim) {
        await consultar();
        feitas += 1;
      }
    }),
  );
  const cpu = process.cpuUsage(cpuAntes);
  const ordenados = tempos.sort((a, b) => a - b);
  return {
    p50: percentil(ordenados, 50),
    p95: percentil(ordenados, 95),
    porSegundo: feitas / ((performance.now() - inicio) / 1000),
    cpuPorPagina: (cpu.user + cpu.system) / 1000 / Math.max(1, feitas),
  };
}

/** The HTTP floor's process: every GET answers the first page (the health check included). */
async function servirPiso(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL?.trim();
  const pglite = process.env.PISO_PGLITE?.trim();
  if (!databaseUrl && !pglite) throw new Error('Use DATABASE_URL ou PISO_PGLITE.');
  const conexao = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: pglite ?? '' });
  const consultar = consultasDoPiso(conexao);
  const servidor = createServer((_pedido, resposta) => {
    consultar().then(
      (corpo) => {
        resposta.writeHead(200, {
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(corpo),
        });
        resposta.end(corpo);
      },
      () => {
        resposta.writeHead(500);
        resposta.end();
      },
    );
  });
  // As long as the API keeps a connection (fastify's default is 72 s).
  servidor.keepAliveTimeout = 72_000;
  process.once('SIGTERM', () => {
    servidor.closeAllConnections();
    servidor.close(() => void conexao.close().then(() => process.exit(0)));
  });
  servidor.listen(Number(process.env.PORT), '127.0.0.1');
}

if (process.argv[1]?.endsWith('bench-piso.ts')) {
  servirPiso().catch((erro: unknown) => {
    console.error('O piso HTTP falhou:', erro);
    process.exit(1);
  });
}
