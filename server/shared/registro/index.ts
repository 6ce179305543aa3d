// The kit for an audited record: a domain declares what is its own (definicao.ts), gets its use
// cases (registro.ts) and its standard routes (rotas.ts), and writes by hand only what is extra.
export * from './definicao';
export { definirRegistro, type Registro } from './registro';
export { rotasPadrao } from './rotas';
export type { DocumentacaoRota, RotaPadrao, RotasRegistro } from './rotas-http';
