// Request and response shapes of /api/aprendiz, by job.
import { Afastamento, HistoricoSituacao } from './afastamento';
import { Aprendiz } from './cadastro';
import { AprendizResumo } from './lista';

export * from './afastamento';
export * from './cadastro';
export * from './entrada';
export * from './lista';

export const componentesAprendiz = [Aprendiz, AprendizResumo, Afastamento, HistoricoSituacao];
