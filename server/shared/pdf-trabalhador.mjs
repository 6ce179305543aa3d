// Entry of the PDF worker thread (server/shared/pdf.ts). Plain JavaScript so it starts the same
// way under `npm start` (tsx registered in-process), `tsx server/main.ts` and jest: it registers
// tsx for itself, then loads the TypeScript body.
const { register } = await import('tsx/esm/api');
register();
await import('./pdf-trabalho.ts');
