// The curriculum's request and response shapes (tag 'modulos'), one file per record.
export * from './cursos';
export * from './modulos';
export * from './disciplinas';
export * from './planos';
export * from './curriculo';
