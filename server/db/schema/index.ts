export * from './aprendizes';
export * from './auth';
export * from './auditoria';
export * from './cadastros';
export * from './educadores';
export * from './parceiros';
export * from './sistema';
export * from './turmas';
