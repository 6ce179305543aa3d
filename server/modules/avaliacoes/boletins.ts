// Report cards (boletins): an apprentice's grades by bimester and attendance per discipline of a
// class's plan, with the average, its conceito and the result (src/shared/validation/avaliacoes.ts
// holds the criteria). Attendance per discipline counts the class days recorded with that
// discipline on which the apprentice was marked; a justified absence is an absence in the %
// (as attendance counts it). The class's summary computes every apprentice's card at once.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { alocacoes, aprendizes, frequenciaDias, frequencias, notas } from '../../db/schema';
import type { Executor } from '../../shared/executor';
import { problema } from '../../shared/problem';
import { normalizada } from '../../shared/lista';
import {
  CRITERIOS_APROVACAO_TEXTO,
  FREQUENCIA_MINIMA_APROVACAO,
  media,
  MEDIA_MINIMA,
  MENSAGENS_NOTAS as M,
  periodosDaTurma,
  resultadoDaDisciplina,
  type Resultado,
} from '../../../src/shared/validation/avaliacoes';
import {
  aprendizDasNotas,
  conceitoDe,
  conceitosPorId,
  disciplinasDoPlano,
  resumoTurma,
  turmaDasNotas,
  type TurmaDasNotas,
} from './notas-leitura';
import type { BoletimResposta } from './esquemas-notas';

const umaCasa = (n: number) => Math.round(n * 10) / 10;
const percentual = (presentes: number, dias: number) =>
  dias === 0 ? null : umaCasa((presentes * 100) / dias);

export const criterios = () => ({
  mediaMinima: MEDIA_MINIMA,
  frequenciaMinima: Math.round(FREQUENCIA_MINIMA_APROVACAO * 100),
  texto: CRITERIOS_APROVACAO_TEXTO,
});

/** The overall result: em curso while any discipline is; else failed when any failed. */
function resultadoGeral(resultados: readonly Resultado[]): Resultado {
  if (resultados.length === 0 || resultados.includes('em curso')) return 'em curso';
  if (resultados.includes('reprovado por falta')) return 'reprovado por falta';
  if (resultados.includes('reprovado por nota')) return 'reprovado por nota';
  return 'aprovado';
}

interface Pessoa {
  id: number;
  nome: string;
  nomeSocial: string | null;
}

/** The report cards of `pessoas` in class `t`, read in four queries whatever their number. */
export async function boletinsDaTurma(
  executor: Executor,
  t: TurmaDasNotas,
  pessoas: readonly Pessoa[],
  hoje: string,
): Promise<BoletimResposta[]> {
  const ids = pessoas.map((p) => p.id).concat(0);
  const [plano, gravadas, presencas, c] = await Promise.all([
    disciplinasDoPlano(executor, t.planoId),
    executor
      .select({
        aprendizId: notas.aprendizId,
        disciplinaId: notas.disciplinaId,
        periodo: notas.periodo,
        valor: notas.valor,
        conceitoId: notas.conceitoId,
      })
      .from(notas)
      .where(and(eq(notas.turmaId, t.id), inArray(notas.aprendizId, ids))),
    executor
      .select({
        aprendizId: frequencias.aprendizId,
        disciplinaId: frequenciaDias.disciplinaId,
        dias: sql<number>`count(*)::int`.mapWith(Number),
        presentes:
          sql<number>`count(*) FILTER (WHERE ${frequencias.status} = 'presente')::int`.mapWith(
            Number,
          ),
      })
      .from(frequencias)
      .innerJoin(
        frequenciaDias,
        and(
          eq(frequenciaDias.turmaId, frequencias.turmaId),
          eq(frequenciaDias.data, frequencias.data),
        ),
      )
      .where(and(eq(frequencias.turmaId, t.id), inArray(frequencias.aprendizId, ids)))
      .groupBy(frequencias.aprendizId, frequenciaDias.disciplinaId),
    conceitosPorId(executor),
  ]);
  const encerrada = t.status === 'encerrada' || t.dataFim < hoje;
  const periodos = periodosDaTurma(t.dataInicio, t.dataFim);
  const nota = new Map(gravadas.map((g) => [`${g.aprendizId}:${g.disciplinaId}:${g.periodo}`, g]));
  const freq = new Map(presencas.map((p) => [`${p.aprendizId}:${p.disciplinaId ?? 0}`, p]));
  return pessoas.map((pessoa) => {
    const disciplinas = plano.map((d) => {
      const porPeriodo = periodos.map((p) => {
        const g = nota.get(`${pessoa.id}:${d.id}:${p.periodo}`);
        return {
          periodo: p.periodo,
          valor: g?.valor ?? null,
          conceito: conceitoDe(g?.valor ?? null, g?.conceitoId ?? null, c.ativos, c.todos),
        };
      });
      const m = media(porPeriodo.map((n) => n.valor));
      const f = freq.get(`${pessoa.id}:${d.id}`);
      const frequencia = f ? percentual(f.presentes, f.dias) : null;
      return {
        disciplina: { id: d.id, nome: d.nome },
        modulo: d.modulo,
        cargaHoraria: d.cargaHoraria,
        notas: porPeriodo,
        media: m,
        conceito: conceitoDe(m, null, c.ativos, c.todos),
        diasDeAula: f?.dias ?? 0,
        faltas: f ? f.dias - f.presentes : 0,
        frequencia,
        resultado: resultadoDaDisciplina({
          notas: porPeriodo.map((n) => n.valor),
          // The exact fraction: 74,96% shows as 75,0% but does not pass.
          frequencia: f && f.dias > 0 ? f.presentes / f.dias : null,
          turmaEncerrada: encerrada,
        }),
      };
    });
    const todas = presencas.filter((p) => p.aprendizId === pessoa.id);
    const dias = todas.reduce((s, p) => s + p.dias, 0);
    const presentes = todas.reduce((s, p) => s + p.presentes, 0);
    return {
      aprendiz: pessoa,
      turma: {
        ...resumoTurma(t),
        dataInicio: t.dataInicio,
        dataFim: t.dataFim,
        curso: t.cursoNome,
        educador: t.educadorNome,
        encerrada,
      },
      criterios: criterios(),
      periodos,
      disciplinas,
      resumo: {
        media: media(disciplinas.map((d) => d.media)),
        diasDeAula: dias,
        faltas: dias - presentes,
        frequencia: percentual(presentes, dias),
        resultado: resultadoGeral(disciplinas.map((d) => d.resultado)),
      },
      aviso:
        t.planoId === null
          ? 'A turma não tem plano de curso: não há disciplinas no boletim.'
          : null,
    };
  });
}

/** The class an apprentice's card is about: the one asked (they were in it), or their latest. */
async function turmaDoAprendiz(executor: Executor, aprendizId: number, turmaId?: number) {
  const [a] = await executor
    .select({ turmaId: alocacoes.turmaId })
    .from(alocacoes)
    .where(
      and(
        eq(alocacoes.aprendizId, aprendizId),
        turmaId === undefined ? undefined : eq(alocacoes.turmaId, turmaId),
      ),
    )
    .orderBy(sql`${alocacoes.dataFim} IS NULL DESC`, sql`${alocacoes.dataInicio} DESC`)
    .limit(1);
  if (a) return a.turmaId;
  if (turmaId !== undefined) {
    // Not allocated there, but graded there (a grade survives the allocation's correction).
    const [n] = await executor
      .select({ turmaId: notas.turmaId })
      .from(notas)
      .where(and(eq(notas.aprendizId, aprendizId), eq(notas.turmaId, turmaId)))
      .limit(1);
    if (n) return n.turmaId;
  }
  throw problema(422, turmaId === undefined ? M.semTurma : 'O aprendiz não esteve nesta turma.');
}

export async function boletimDoAprendiz(
  executor: Executor,
  aprendizId: number,
  turmaId: number | undefined,
  hoje: string,
): Promise<BoletimResposta> {
  const pessoa = await aprendizDasNotas(executor, aprendizId);
  const t = await turmaDasNotas(executor, await turmaDoAprendiz(executor, aprendizId, turmaId));
  const [boletim] = await boletinsDaTurma(executor, t, [pessoa], hoje);
  if (!boletim) throw new Error('boletim sem linha');
  return boletim;
}

/** Everyone ever allocated in the class (inactive people left out), by name. */
export async function aprendizesDaTurma(executor: Executor, turmaId: number): Promise<Pessoa[]> {
  return executor
    .select({ id: aprendizes.id, nome: aprendizes.nome, nomeSocial: aprendizes.nomeSocial })
    .from(aprendizes)
    .where(
      and(
        eq(aprendizes.ativo, true),
        sql`${aprendizes.id} IN (SELECT a.aprendiz_id FROM alocacoes a WHERE a.turma_id = ${turmaId})`,
      ),
    )
    .orderBy(normalizada(aprendizes.nome), aprendizes.id);
}

export async function resumoDaTurma(executor: Executor, turmaId: number, hoje: string) {
  const t = await turmaDasNotas(executor, turmaId);
  const pessoas = await aprendizesDaTurma(executor, turmaId);
  const boletins = await boletinsDaTurma(executor, t, pessoas, hoje);
  const plano = await disciplinasDoPlano(executor, t.planoId);
  const contar = (r: (x: Resultado) => boolean) =>
    boletins.filter((b) => r(b.resumo.resultado)).length;
  return {
    turma: boletins[0]?.turma ?? {
      ...resumoTurma(t),
      dataInicio: t.dataInicio,
      dataFim: t.dataFim,
      curso: t.cursoNome,
      educador: t.educadorNome,
      encerrada: t.status === 'encerrada' || t.dataFim < hoje,
    },
    criterios: criterios(),
    periodos: periodosDaTurma(t.dataInicio, t.dataFim),
    disciplinas: plano.map((d) => ({ id: d.id, nome: d.nome })),
    aprendizes: boletins.map((b) => ({
      aprendiz: b.aprendiz,
      media: b.resumo.media,
      frequencia: b.resumo.frequencia,
      resultado: b.resumo.resultado,
      disciplinas: b.disciplinas.map((d) => ({
        disciplinaId: d.disciplina.id,
        media: d.media,
        frequencia: d.frequencia,
        resultado: d.resultado,
      })),
    })),
    totais: {
      aprendizes: boletins.length,
      aprovados: contar((r) => r === 'aprovado'),
      reprovados: contar((r) => r.startsWith('reprovado')),
      emCurso: contar((r) => r === 'em curso'),
    },
    aviso:
      t.planoId === null ? 'A turma não tem plano de curso: não há disciplinas no boletim.' : null,
  };
}
