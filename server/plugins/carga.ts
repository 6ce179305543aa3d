// Shed load instead of queueing it: when the event loop runs late on average (the server has more
// work than it can do), new API requests get an immediate 503 problem+json with Retry-After, so a
// person hears "try again in a few seconds" at once instead of waiting 40 s for a timeout.
// On the embedded database every query runs on this loop, so its delay is also the database's.
// Measuring starts when the app is ready: the start-up's migrations, seeds and schema compilation
// block the loop too, and are not load. Static files (the SPA) are never shed: they cost nothing
// and without them a person would see a bare error instead of the app.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { problema } from '../shared/problem';

/** How often the delay is sampled: short, so a burst is shed soon and recovery is quick. */
const AMOSTRA_MS = 250;
const RESOLUCAO_MS = 10;
const TENTAR_EM_S = 5;

/** The 503 a shed request gets. */
export const sobrecarga = () =>
  problema(
    503,
    `O servidor está sobrecarregado neste momento. Tente novamente em ${TENTAR_EM_S} segundos.`,
    undefined,
    { tipo: '/problemas/sobrecarga', cabecalhos: { 'retry-after': String(TENTAR_EM_S) } },
  );

// eslint-disable-next-line @typescript-eslint/require-await -- a plugin's shape
async function carga(app: FastifyInstance): Promise<void> {
  const maximo = app.config.cargaMaxAtrasoMs;
  if (maximo <= 0) return;
  const histograma = monitorEventLoopDelay({ resolution: RESOLUCAO_MS });
  let atrasoMedio = 0;
  let amostrador: NodeJS.Timeout | undefined;

  app.addHook('onReady', (pronto) => {
    histograma.enable();
    amostrador = setInterval(() => {
      // No sample in the window (the loop never got to run the monitor) reads as NaN: that is a
      // loop late by the whole window.
      const media = histograma.mean / 1e6 - RESOLUCAO_MS;
      atrasoMedio = Number.isNaN(media) ? AMOSTRA_MS : Math.max(0, media);
      histograma.reset();
    }, AMOSTRA_MS);
    amostrador.unref();
    pronto();
  });
  app.addHook('onClose', (_instancia, fechado) => {
    clearInterval(amostrador);
    histograma.disable();
    fechado();
  });

  app.addHook('onRequest', (request, _reply, seguir) => {
    if (atrasoMedio > maximo && request.url.startsWith('/api/')) {
      request.log.warn({ atrasoMs: Math.round(atrasoMedio) }, 'requisição recusada por sobrecarga');
      seguir(sobrecarga());
      return;
    }
    seguir();
  });
}

export default fp(carga, { name: 'carga', dependencies: ['errors'] });
