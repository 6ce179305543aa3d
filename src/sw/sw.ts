// The service worker (built as /sw.js, its own webpack entry; registered from the attendance
// screen's chunk, never from the entry). It exists so an educator can reload /frequencia in a
// classroom without network:
// - navigations: network first, always (a stale index.html is never served while the server
//   answers); when the network fails, the last index.html seen.
// - fingerprinted JS/CSS (/js/name.hash.js): cache first; their content never changes under a name.
//   Installing caches all of the build's (webpack.config.js writes the list at the top of this
//   file as self.__LISTA_DO_BUILD__), so any screen's chunk loads offline.
// - the attendance screen's GETs (classes, the day's roster, the class's curriculum): network
//   first, the last answer when offline. These hold minors' names: only these.
// - signing out (the page's POST /api/auth/logout passes here, even offline, even if the server
//   fails): deletes those answers and the queue of unsent days. Done here, not in the page, so the
//   /login entry carries no byte of it (its budget has none to spare).
// Everything else goes to the network untouched.
// Typed against the DOM lib (the app's tsconfig) with the few worker types it uses declared here.
import { BANCO_OFFLINE, CACHE_DADOS, PREFIXO_CACHE_SHELL } from '../shared/offline/nomes';

interface EventoEstendivel extends Event {
  waitUntil(promessa: Promise<unknown>): void;
}
interface EventoDeBusca extends EventoEstendivel {
  readonly request: Request;
  respondWith(resposta: Response | Promise<Response>): void;
}
interface EscopoDoWorker {
  addEventListener(tipo: 'install' | 'activate', ouvinte: (e: EventoEstendivel) => void): void;
  addEventListener(tipo: 'fetch', ouvinte: (e: EventoDeBusca) => void): void;
  skipWaiting(): Promise<void>;
  readonly clients: { claim(): Promise<void> };
  readonly location: Location;
  readonly __LISTA_DO_BUILD__?: { versao: string; arquivos: string[] };
}

const escopo = self as unknown as EscopoDoWorker;
const build = escopo.__LISTA_DO_BUILD__ ?? { versao: 'dev', arquivos: [] };
const CACHE_SHELL = `${PREFIXO_CACHE_SHELL}${build.versao}`;
const INDEX = '/index.html';

/** webpack's hashed names (js/layout.3f2a9c1b.js): immutable, as the server says too. */
const ARQUIVO_COM_HASH = /^\/(js|css)\/[^/]+\.[0-9a-f]{8,}\.(js|css)$/;
/** The GETs the attendance screen makes (its generated endpoints), and nothing else of the API. */
const API_DA_CHAMADA = [
  /^\/api\/frequencia$/,
  /^\/api\/frequencia\/turmas$/,
  /^\/api\/planos\/\d+\/curriculo$/,
];

escopo.addEventListener('install', (evento) => {
  evento.waitUntil(
    caches
      .open(CACHE_SHELL)
      .then((cache) => cache.addAll([INDEX, ...build.arquivos]))
      .then(() => escopo.skipWaiting()),
  );
});

escopo.addEventListener('activate', (evento) => {
  evento.waitUntil(
    caches
      .keys()
      .then((nomes) =>
        Promise.all(
          nomes
            .filter((n) => n.startsWith(PREFIXO_CACHE_SHELL) && n !== CACHE_SHELL)
            .map((n) => caches.delete(n)),
        ),
      )
      .then(() => escopo.clients.claim()),
  );
});

/** Network first: the answer is kept (when 2xx) for the next time the network fails. */
async function redePrimeiro(pedido: Request, cache: string, chave: string | Request) {
  try {
    const resposta = await fetch(pedido);
    if (resposta.ok && !resposta.redirected) {
      const copia = resposta.clone();
      void caches.open(cache).then((c) => c.put(chave, copia));
    }
    return resposta;
  } catch (erro) {
    const guardada = await caches.match(chave, { cacheName: cache, ignoreVary: true });
    if (guardada) return guardada;
    throw erro;
  }
}

async function cacheDepois(pedido: Request) {
  const guardada = await caches.match(pedido, { cacheName: CACHE_SHELL });
  if (guardada) return guardada;
  const resposta = await fetch(pedido);
  if (resposta.ok) {
    const copia = resposta.clone();
    void caches.open(CACHE_SHELL).then((c) => c.put(pedido, copia));
  }
  return resposta;
}

/** What attendance kept on this device for the person signing out; the shell has no personal data. */
function apagarDadosDoAparelho(): Promise<unknown> {
  const banco = new Promise((resolve) => {
    const pedido = indexedDB.deleteDatabase(BANCO_OFFLINE);
    pedido.onsuccess = pedido.onerror = pedido.onblocked = resolve;
  });
  return Promise.all([banco, caches.delete(CACHE_DADOS)]);
}

escopo.addEventListener('fetch', (evento) => {
  const pedido = evento.request;
  const url = new URL(pedido.url);
  if (url.origin !== escopo.location.origin) return;
  if (pedido.method === 'POST' && url.pathname === '/api/auth/logout') {
    // Not answered here: the request goes on to the server as it would without the worker.
    evento.waitUntil(apagarDadosDoAparelho());
    return;
  }
  if (pedido.method !== 'GET') return;
  if (pedido.mode === 'navigate' && !url.pathname.startsWith('/api')) {
    evento.respondWith(redePrimeiro(pedido, CACHE_SHELL, INDEX));
  } else if (ARQUIVO_COM_HASH.test(url.pathname)) {
    evento.respondWith(cacheDepois(pedido));
  } else if (API_DA_CHAMADA.some((r) => r.test(url.pathname))) {
    evento.respondWith(redePrimeiro(pedido, CACHE_DADOS, pedido));
  }
});
