// The instant every screen test runs at (test/support/jest-setup-spa.ts stops Date here), so a
// test's "today" is the same on every day it runs.
export const AGORA_DOS_TESTES = new Date('2026-11-21T15:00:00Z');
/** AGORA_DOS_TESTES as the day in Brazil (aaaa-mm-dd). */
export const HOJE_DOS_TESTES = '2026-11-21';
