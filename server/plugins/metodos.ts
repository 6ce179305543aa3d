// A known API path asked with a method it does not have answers 405 with `Allow` (RFC 9110), not
// 404: the path exists, the method is what to fix. Every /api route is noted as it is registered;
// the not-found handler (plugins/spa.ts) asks `metodosPermitidos` before saying 404.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

interface Caminho {
  padrao: RegExp;
  metodos: Set<string>;
}

const padraoDe = (url: string) =>
  new RegExp(
    `^${url
      .split('/')
      .map((parte) =>
        parte.startsWith(':')
          ? '[^/]+'
          : parte === '*'
            ? '.*'
            : parte.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('/')}$`,
  );

// eslint-disable-next-line @typescript-eslint/require-await -- a plugin's shape
async function metodos(app: FastifyInstance): Promise<void> {
  const porUrl = new Map<string, Caminho>();
  app.addHook('onRoute', (rota) => {
    if (!rota.url.startsWith('/api/')) return;
    let caminho = porUrl.get(rota.url);
    if (!caminho)
      porUrl.set(rota.url, (caminho = { padrao: padraoDe(rota.url), metodos: new Set() }));
    for (const m of [rota.method].flat()) caminho.metodos.add(String(m).toUpperCase());
  });
  app.decorate('metodosPermitidos', (url: string): string[] => {
    const caminho = url.split('?')[0] ?? url;
    const achados = new Set<string>();
    for (const c of porUrl.values()) {
      if (c.padrao.test(caminho)) for (const m of c.metodos) achados.add(m);
    }
    if (achados.has('GET')) achados.add('HEAD');
    return [...achados].sort();
  });
}

export default fp(metodos, { name: 'metodos' });
