// Names the page and the service worker (src/sw) share: what is kept on this device for offline
// attendance (docs/FRONTEND.md, "Attendance offline"), and what signing out deletes.

/** The IndexedDB database of attendance days saved on this device and not yet sent. */
export const BANCO_OFFLINE = 'jovem-aprendiz-offline';

/** Cache Storage of the API answers the attendance screen needs offline (minors' names). */
export const CACHE_DADOS = 'jovem-aprendiz-dados';

/** Prefix of the app shell's cache (index.html + fingerprinted JS/CSS); one per build. */
export const PREFIXO_CACHE_SHELL = 'jovem-aprendiz-shell-';

/**
 * What signing out deletes on this device: the cached attendance answers and the queue of days not
 * sent. Nothing here is awaited: the browser finishes it even if the page moves on to /login.
 */
export function apagarDadosDoAparelho(): void {
  if (typeof indexedDB !== 'undefined') indexedDB.deleteDatabase(BANCO_OFFLINE);
  if (typeof caches !== 'undefined') void caches.delete(CACHE_DADOS);
}
