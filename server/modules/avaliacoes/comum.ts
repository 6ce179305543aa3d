// What the evaluations' files share.
import { sql } from 'drizzle-orm';
import { FUSO_HORARIO } from '../../../src/shared/validation/datas';

/**
 * Today in Brasília's time, for SQL that has no request at hand (the template's overdue count in
 * its list). Everything with a request uses the app's clock (app.agora) instead.
 */
export const hojeSql = sql`(now() AT TIME ZONE ${FUSO_HORARIO})::date`;

export const tags = ['avaliacoes'];
export const ler = { permissao: 'avaliacoes:ler' } as const;
export const escrever = { permissao: 'avaliacoes:escrever' } as const;

// The record rule (plugins/escopo.ts): which fields name a class-bound record.
const daTurma = { turmaId: 'turma', aprendizId: 'aprendiz' } as const;
export const lerDaTurma = { ...ler, escopo: daTurma } as const;
export const lerSoDaTurma = { ...ler, escopo: { turmaId: 'turma' } } as const;
export const escreverDaTurma = { ...escrever, escopo: { turmaId: 'turma' } } as const;
export const daAplicada = { escopo: { id: 'avaliacaoAplicada' } } as const;
