// Grades (notas): a class's grid for one discipline of its plan and one bimester (read and saved
// whole, with versao). A grade is 0–10 with one decimal or a conceito (its range's middle is the
// number). Who may write: whoever holds avaliacoes:escrever, for a bimester that has begun; which
// classes a user reaches (an educator, their own) is the kit's record rule (server/shared/escopo).
import type { Executor } from '../../shared/executor';
import { invalido } from '../../shared/problem';
import type { UsuarioAutenticado } from '../../tipos-fastify';
import { MENSAGENS_NOTAS as M } from '../../../src/shared/validation/avaliacoes';
import type { ConsultaNotas, NotasResposta } from './esquemas-notas';
import {
  conceitoDe,
  conceitosPorId,
  resumoTurma,
  turmaDasNotas,
  type TurmaDasNotas,
} from './notas-leitura';
import {
  bimestre,
  cabecalho,
  conferirDisciplina,
  notasDaGrade,
  rosterDoBimestre,
} from './grade-leitura';
import { notasDoAprendiz } from './notas-do-aprendiz';

/** Why the user cannot save this grid now, or null. */
export function bloqueioDeEscrita(
  inicio: string,
  usuario: UsuarioAutenticado,
  hoje: string,
): { status: 403 | 422; motivo: string } | null {
  if (!usuario.permissoes.includes('avaliacoes:escrever'))
    return { status: 403, motivo: M.semPermissao };
  if (inicio > hoje) return { status: 422, motivo: M.bimestreFuturo(inicio) };
  return null;
}

export async function gradeDaTurma(
  executor: Executor,
  t: TurmaDasNotas,
  disciplinaId: number,
  periodo: number,
  usuario: UsuarioAutenticado,
  hoje: string,
): Promise<NotasResposta> {
  const disciplina = await conferirDisciplina(executor, t, disciplinaId);
  const { inicio, fim } = bimestre(t, periodo);
  const [roster, gravadas, l, c] = await Promise.all([
    rosterDoBimestre(executor, t.id, inicio, fim),
    notasDaGrade(executor, t.id, disciplinaId, periodo),
    cabecalho(executor, t.id, disciplinaId, periodo),
    conceitosPorId(executor),
  ]);
  const porAprendiz = new Map(gravadas.map((g) => [g.aprendizId, g]));
  const alocados = new Set(roster.map((r) => r.id));
  // Someone with a grade stored who is no longer on the bimester's roster still shows (alocado false).
  const fora = gravadas
    .filter((g) => !alocados.has(g.aprendizId))
    .map((g) => ({ id: g.aprendizId, nome: g.nome, nomeSocial: g.nomeSocial }));
  const turma = resumoTurma(t);
  const bloqueio = bloqueioDeEscrita(inicio, usuario, hoje);
  return {
    turma: {
      ...turma,
      dataInicio: t.dataInicio,
      dataFim: t.dataFim,
      planoId: t.planoId,
      educador:
        t.educadorId === null || t.educadorNome === null
          ? null
          : { id: t.educadorId, nome: t.educadorNome },
    },
    disciplina,
    periodo,
    inicio,
    fim,
    aprendiz: null,
    lancamento: l
      ? {
          versao: l.versao,
          salvoEm: l.salvoEm,
          salvoPor: l.usuarioId === null ? null : { id: l.usuarioId, nome: l.usuarioNome ?? '' },
        }
      : null,
    podeAlterar: bloqueio === null,
    bloqueio: bloqueio?.motivo ?? null,
    linhas: [...roster, ...fora].map((a) => {
      const g = porAprendiz.get(a.id);
      return {
        aprendiz: a,
        turma,
        disciplina,
        periodo,
        valor: g?.valor ?? null,
        conceito: conceitoDe(g?.valor ?? null, g?.conceitoId ?? null, c.ativos, c.todos),
        conceitoInformado: (g?.conceitoId ?? null) !== null,
        alocado: alocados.has(a.id),
      };
    }),
  };
}

export async function lerNotas(
  executor: Executor,
  consulta: ConsultaNotas,
  usuario: UsuarioAutenticado,
  hoje: string,
): Promise<NotasResposta> {
  if (consulta.aprendizId !== undefined) {
    return notasDoAprendiz(executor, consulta.aprendizId, consulta.turmaId);
  }
  const { turmaId, disciplinaId, periodo } = consulta;
  if (turmaId === undefined || disciplinaId === undefined || periodo === undefined) {
    throw invalido({
      ...(turmaId === undefined && { turmaId: M.informeFiltro }),
      ...(disciplinaId === undefined && { disciplinaId: M.informeFiltro }),
      ...(periodo === undefined && { periodo: M.informeFiltro }),
    });
  }
  const t = await turmaDasNotas(executor, turmaId);
  return gradeDaTurma(executor, t, disciplinaId, periodo, usuario, hoje);
}
