export * from './auth';
export * from './auditoria';
export * from './sistema';
