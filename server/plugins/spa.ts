// Serves the built SPA (STATIC_DIR) next to the API and owns the root 404: a browser navigation to
// a client route (/aprendizes/12) gets index.html; unknown /api paths and missing files get a
// problem+json 404. Without a build (tests, `npm run dev`) only the 404 part remains.
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { problema } from '../shared/problem';

// webpack names hashed assets like main.3f2a9c1b.js: their content never changes under that name.
const COM_HASH = /\.[0-9a-f]{8,}\./i;
const SEMPRE_REVALIDAR = 'no-cache';
const UM_ANO_IMUTAVEL = 'public, max-age=31536000, immutable';

const ehApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/** A client route: GET/HEAD outside /api whose last segment is not a file name. */
function ehNavegacao(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const caminho = request.url.split('?')[0] ?? '';
  return !ehApi(caminho) && !basename(caminho).includes('.');
}

async function spa(app: FastifyInstance, opcoes: { dir: string }): Promise<void> {
  const ativa = opcoes.dir !== '' && existsSync(join(opcoes.dir, 'index.html'));
  if (ativa) {
    await app.register(fastifyStatic, {
      root: opcoes.dir,
      // The build writes .br and .gz beside each asset (webpack.config.js, PreComprimir): sent as
      // they are to browsers that accept them, with Vary: Accept-Encoding.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, caminho) => {
        reply.header(
          'cache-control',
          COM_HASH.test(basename(caminho)) ? UM_ANO_IMUTAVEL : SEMPRE_REVALIDAR,
        );
      },
    });
  } else if (opcoes.dir !== '') {
    app.log.warn({ dir: opcoes.dir }, 'interface não compilada: só a API será servida');
  }

  // The build's bundle report and source maps are for whoever builds, never served (they map the
  // whole client's source for anyone who asks).
  app.addHook('onRequest', (request, _reply, seguir) => {
    const caminho = request.url.split('?')[0] ?? '';
    if (!ehApi(caminho) && (caminho.endsWith('.map') || basename(caminho) === 'stats.json')) {
      seguir(problema(404, 'Recurso não encontrado.'));
      return;
    }
    seguir();
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (ativa && ehNavegacao(request)) {
      // The public verification page (issue 35) names a person: search engines must not keep it.
      if (request.url.startsWith('/verificar/'))
        void reply.header('x-robots-tag', 'noindex, nofollow');
      // The partner portal's address is the link itself (issue 36): not indexed, not sent on.
      if (request.url.startsWith('/portal/'))
        void reply
          .header('x-robots-tag', 'noindex, nofollow')
          .header('referrer-policy', 'no-referrer');
      return reply.header('cache-control', SEMPRE_REVALIDAR).sendFile('index.html');
    }
    const permitidos = ehApi(request.url) ? app.metodosPermitidos(request.url) : [];
    if (permitidos.length > 0) {
      throw problema(
        405,
        `Este endereço não aceita ${request.method}: use ${permitidos.join(', ')}.`,
        undefined,
        { cabecalhos: { allow: permitidos.join(', ') } },
      );
    }
    throw problema(
      404,
      ehApi(request.url) ? 'Rota da API não encontrada.' : 'Recurso não encontrado.',
    );
  });
}

export default fp(spa, { name: 'spa', dependencies: ['errors', 'metodos'] });
