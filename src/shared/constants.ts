// Business constants of seed-spec.md section 9 that more than one layer needs. Toast constants live
// in shared/toast/constants.ts and telemetry settings in shared/telemetry/config.ts.

/** Router: a link starts loading its screen after the pointer or focus rests on it this long. */
export const PRELOAD_DELAY_MS = 50;
/** Router: the pending indicator appears only for navigations slower than this... */
export const PENDING_DELAY_MS = 1000;
/** ...and, once shown, stays at least this long so it never flickers. */
export const PENDING_MIN_MS = 500;

/** Data fetching: unused cached data is kept 5 minutes (RTK Query takes seconds). */
export const KEEP_UNUSED_DATA_SECONDS = 300;
/** Data fetching: queries are retried once on a network error or a 5xx; mutations never. */
export const QUERY_RETRIES = 1;
/** HTTP timeout: 0 means none; a slow report must not be cut off by the client. */
export const HTTP_TIMEOUT_MS = 0;

/** The user-facing text of a network failure (seed-spec.md section 8), exactly. */
export const NETWORK_ERROR_TEXT = 'Network Error';

export const APP_NAME = 'Jovem Aprendiz';
