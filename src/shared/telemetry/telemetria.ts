// A small telemetry sender (no SDK): page views, route changes with time on page, exceptions and
// fetch timings, batched to the ingestion endpoint of the connection string fixed at build time.
// Inactive (every call a no-op) when no connection string was configured.
import {
  CONFIG_TELEMETRIA,
  connectionStringDoBuild,
  lerConnectionString,
  type DestinoTelemetria,
} from './config';
import { caminhoSemDados, mensagemSemDados } from './sanitizar';

export const AVISO_BLOQUEADA =
  'Telemetria não inicializada: o envio de dados de uso foi bloqueado (provavelmente por uma extensão do navegador).';

type Item = { tipo: string; dados: Record<string, unknown> };

interface Estado {
  destino: DestinoTelemetria;
  fila: Item[];
  timer?: ReturnType<typeof setTimeout>;
  ajaxNaPagina: number;
  paginaAtual?: { nome: string; desde: number };
  fetchOriginal: typeof fetch;
}

let estado: Estado | undefined;

const duracao = (ms: number) => {
  const t = Math.max(Math.round(ms), 0);
  const h = String(Math.floor(t / 3_600_000)).padStart(2, '0');
  const m = String(Math.floor(t / 60_000) % 60).padStart(2, '0');
  const s = String(Math.floor(t / 1000) % 60).padStart(2, '0');
  return `${h}:${m}:${s}.${String(t % 1000).padStart(3, '0')}`;
};

function envelope(e: Estado, { tipo, dados }: Item) {
  return {
    name: `Microsoft.ApplicationInsights.${e.destino.chave.replace(/-/g, '')}.${tipo}`,
    time: new Date().toISOString(),
    iKey: e.destino.chave,
    data: { baseType: `${tipo}Data`, baseData: { ver: 2, ...dados } },
  };
}

function enviar(e: Estado): void {
  clearTimeout(e.timer);
  e.timer = undefined;
  if (e.fila.length === 0) return;
  const corpo = JSON.stringify(e.fila.map((i) => envelope(e, i)));
  e.fila = [];
  e.fetchOriginal(e.destino.endpoint, { method: 'POST', body: corpo, keepalive: true }).catch(
    () => undefined, // telemetry must never disturb the person's work
  );
}

function registrar(item: Item): void {
  const e = estado;
  if (!e) return;
  e.fila.push(item);
  if (e.fila.length >= CONFIG_TELEMETRIA.tamanhoLote) enviar(e);
  else
    e.timer ??= setTimeout(() => {
      enviar(e);
    }, CONFIG_TELEMETRIA.intervaloEnvioMs);
}

function instrumentarFetch(e: Estado): void {
  window.fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (
      url.startsWith(e.destino.endpoint) ||
      e.ajaxNaPagina >= CONFIG_TELEMETRIA.maxAjaxCallsPerView
    )
      return e.fetchOriginal(input, init);
    e.ajaxNaPagina += 1;
    const metodo = init?.method ?? (input instanceof Request ? input.method : 'GET');
    const inicio = performance.now();
    const dependencia = (sucesso: boolean, resultCode: string) => {
      registrar({
        tipo: 'RemoteDependency',
        dados: {
          type: 'Fetch',
          name: `${metodo} ${caminhoSemDados(url, location.href)}`,
          data: caminhoSemDados(url, location.href),
          duration: duracao(performance.now() - inicio),
          success: sucesso,
          resultCode,
        },
      });
    };
    try {
      const resposta = await e.fetchOriginal(input, init);
      dependencia(resposta.ok, String(resposta.status));
      return resposta;
    } catch (erro) {
      dependencia(false, '0');
      throw erro;
    }
  };
}

function paginaVista(pathname: string): void {
  const e = estado;
  if (!e) return;
  const nome = caminhoSemDados(pathname);
  if (e.paginaAtual?.nome === nome) return;
  const agora = performance.now();
  if (e.paginaAtual && CONFIG_TELEMETRIA.autoTrackPageVisitTime) {
    registrar({
      tipo: 'Metric',
      dados: {
        metrics: [{ name: 'PageVisitTime', value: agora - e.paginaAtual.desde, count: 1 }],
        properties: { PageName: e.paginaAtual.nome },
      },
    });
  }
  e.paginaAtual = { nome, desde: agora };
  e.ajaxNaPagina = 0;
  registrar({ tipo: 'Pageview', dados: { name: nome, url: nome } });
}

function excecao(erro: unknown): void {
  if (!estado) return;
  const e = erro instanceof Error ? erro : new Error(String(erro));
  registrar({
    tipo: 'Exception',
    dados: {
      exceptions: [{ typeName: e.name, message: mensagemSemDados(e.message), hasFullStack: false }],
      severityLevel: 3,
    },
  });
}

/**
 * Starts telemetry when a connection string exists. An extension that blocks the endpoint makes
 * fetch reject with TypeError: then a Portuguese warning says it was not initialised, and nothing
 * else happens.
 */
async function iniciar(connectionString = connectionStringDoBuild()): Promise<boolean> {
  const destino = connectionString ? lerConnectionString(connectionString) : undefined;
  if (!destino || estado) return Boolean(estado);
  const fetchOriginal = window.fetch.bind(window);
  try {
    await fetchOriginal(destino.endpoint, { method: 'POST', body: '[]', keepalive: true });
  } catch (erro) {
    if (erro instanceof TypeError) {
      console.warn(AVISO_BLOQUEADA);
      return false;
    }
  }
  const e: Estado = { destino, fila: [], ajaxNaPagina: 0, fetchOriginal };
  estado = e;
  if (!CONFIG_TELEMETRIA.disableFetchTracking && !CONFIG_TELEMETRIA.disableAjaxTracking)
    instrumentarFetch(e);
  if (!CONFIG_TELEMETRIA.disableExceptionTracking) {
    window.addEventListener('error', (ev) => {
      excecao(ev.error ?? ev.message);
    });
    window.addEventListener('unhandledrejection', (ev) => {
      excecao(ev.reason);
    });
  }
  window.addEventListener('pagehide', () => {
    enviar(e);
  });
  paginaVista(location.pathname);
  return true;
}

/** Tests only: forget everything and restore fetch. */
function reiniciar(): void {
  if (estado) {
    clearTimeout(estado.timer);
    window.fetch = estado.fetchOriginal;
  }
  estado = undefined;
}

export const telemetria = {
  iniciar,
  paginaVista,
  excecao,
  /** Sends what is queued now (page hide does it by itself). */
  descarregar: () => {
    if (estado) enviar(estado);
  },
  get ativa() {
    return estado !== undefined;
  },
  reiniciar,
};
