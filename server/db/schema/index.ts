export * from './aprendizes';
export * from './auth';
export * from './auditoria';
export * from './cadastros';
export * from './sistema';
