// Names the page and the service worker (src/sw) share: what is kept on this device for offline
// attendance (docs/FRONTEND.md, "Attendance offline"); the worker deletes both on sign-out.

/** The IndexedDB database of attendance days saved on this device and not yet sent. */
export const BANCO_OFFLINE = 'jovem-aprendiz-offline';

/** Cache Storage of the API answers the attendance screen needs offline (minors' names). */
export const CACHE_DADOS = 'jovem-aprendiz-dados';

/** Prefix of the app shell's cache (index.html + fingerprinted JS/CSS); one per build. */
export const PREFIXO_CACHE_SHELL = 'jovem-aprendiz-shell-';
