// Shed load instead of queueing it: when the event loop runs late on average (the server has more
// work than it can do), new requests get an immediate 503 problem+json with Retry-After, so a
// person hears "try again in a few seconds" at once instead of waiting 40 s for a timeout.
// On the embedded database every query runs on this loop, so its delay is also the database's.
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { problema } from '../shared/problem';

/** How often the delay is sampled: short, so a burst is shed soon and recovery is quick. */
const AMOSTRA_MS = 250;
const TENTAR_EM_S = 5;

async function carga(app: FastifyInstance): Promise<void> {
  const maximo = app.config.cargaMaxAtrasoMs;
  if (maximo <= 0) return;
  // Its refusal is an error with code FST_UNDER_PRESSURE, which plugins/errors.ts answers as
  // problem+json (`sobrecarga` below).
  await app.register(underPressure, {
    maxEventLoopDelay: maximo,
    sampleInterval: AMOSTRA_MS,
    retryAfter: TENTAR_EM_S,
  });
}

/** The 503 a shed request gets. */
export const sobrecarga = () =>
  problema(
    503,
    `O servidor está sobrecarregado neste momento. Tente novamente em ${TENTAR_EM_S} segundos.`,
    undefined,
    { tipo: '/problemas/sobrecarga', cabecalhos: { 'retry-after': String(TENTAR_EM_S) } },
  );

export default fp(carga, { name: 'carga' });
