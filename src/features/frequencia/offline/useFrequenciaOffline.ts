// What the attendance screen turns on when it opens (in its own chunk, never in the entry): the
// service worker that lets /frequencia reload without network, and the sender of the days saved on
// this device, through the screen's own PUT.
import { useEffect } from 'react';
import { useAuth } from '../../../machines/auth';
import { useAppDispatch } from '../../../store/hooks';
import { enhancedApi } from '../api';
import { iniciarEnvio } from './filaOffline';

/** The fingerprinted scripts and styles this page has loaded (the worker caches them). */
function arquivosCarregados(): string[] {
  const nomes = performance
    .getEntriesByType('resource')
    .map((e) => new URL(e.name, location.href))
    .filter((u) => u.origin === location.origin && /^\/(js|css)\//.test(u.pathname))
    .map((u) => u.pathname);
  return [...new Set(nomes)];
}

export function registrarServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .register('/sw.js', { scope: '/' })
    .then(() => navigator.serviceWorker.ready)
    .then((registro) => {
      registro.active?.postMessage({ tipo: 'guardar', arquivos: arquivosCarregados() });
    })
    .catch(() => {
      // Without the worker the screen works as before, online only.
    });
}

export function useFrequenciaOffline(): void {
  const dispatch = useAppDispatch();
  const { usuario } = useAuth();
  const usuarioId = usuario?.id;
  useEffect(() => {
    registrarServiceWorker();
  }, []);
  useEffect(() => {
    if (usuarioId === undefined) return;
    iniciarEnvio({
      usuarioId,
      put: async (corpo) => {
        const pedido = dispatch(enhancedApi.endpoints.frequenciaSalvar.initiate({ body: corpo }));
        const resultado = await pedido;
        pedido.reset();
        return resultado;
      },
    });
  }, [dispatch, usuarioId]);
}
