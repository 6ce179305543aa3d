// @fastify/rate-limit for the public verification only (global: false: a route opts in with
// `config.rateLimit`). Its 429 is the product's problem+json in Portuguese. The count lives in the
// process's memory: with several API processes each counts its own, which still bounds a guesser
// far below what 60 random bits need.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { problema } from '../../shared/problem';

async function limite(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, contexto) =>
      problema(
        429,
        `Muitas consultas seguidas. Tente de novo em ${String(Math.ceil(contexto.ttl / 1000))} segundos.`,
        undefined,
        { cabecalhos: { 'retry-after': String(Math.ceil(contexto.ttl / 1000)) } },
      ),
  });
}

export const limiteDeVerificacoes = fp(limite, { name: 'limite-de-verificacoes' });
