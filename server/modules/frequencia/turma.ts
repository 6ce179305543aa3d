// A class as attendance sees it: its period, theory weekdays, educator, plan and the place whose
// holidays apply (turmas.municipio_id, migration 0008), and the rule of a class day.
import { and, asc, eq, sql } from 'drizzle-orm';
import { alocacoes, aprendizes, educadores, municipios, turmas } from '../../db/schema';
import type { Executor } from '../../shared/executor';
import { tocaOPeriodo } from '../../shared/periodo';
import { problema } from '../../shared/problem';
import { DIAS_SEMANA } from '../../../src/shared/validation/turma';
import {
  diaDaSemanaIso,
  diasEntre,
  MENSAGENS_FREQUENCIA as M,
  ROTULOS_ORIGEM_FERIADO,
} from '../../../src/shared/validation/frequencia';
import { feriadosQueSeAplicam, type FeriadoDoDia } from '../feriados';
import { somarDias } from '../../../src/shared/validation/datas';

// The column is added by migration 0008 and read here only, so the classes' own schema stays as
// the turmas module declares it until its form sets a municipality.
const municipioDaTurma = sql<number | null>`"turmas"."municipio_id"`;

export async function turmaDaFrequencia(executor: Executor, id: number) {
  const [t] = await executor
    .select({
      id: turmas.id,
      codigo: turmas.codigo,
      nome: turmas.nome,
      diasTeoria: turmas.diasTeoria,
      dataInicio: turmas.dataInicio,
      dataFim: turmas.dataFim,
      educadorId: turmas.educadorId,
      educadorNome: educadores.nome,
      planoId: turmas.planoId,
      ativo: turmas.ativo,
      municipioId: municipioDaTurma,
      municipioNome: municipios.nome,
      uf: municipios.uf,
    })
    .from(turmas)
    .leftJoin(educadores, eq(educadores.id, turmas.educadorId))
    .leftJoin(municipios, sql`${municipios.id} = "turmas"."municipio_id"`)
    .where(eq(turmas.id, id));
  if (!t) throw problema(404, M.turmaNaoEncontrada);
  return t;
}

export type TurmaDaFrequencia = Awaited<ReturnType<typeof turmaDaFrequencia>>;

export const lugarDaTurma = (t: TurmaDaFrequencia) => ({ uf: t.uf, municipioId: t.municipioId });

export const feriadosDaTurma = (
  executor: Executor,
  t: TurmaDaFrequencia,
  inicio: string,
  fim: string,
) => feriadosQueSeAplicam(executor, inicio, fim, lugarDaTurma(t));

/** Everyone allocated in the class at some day of [inicio, fim], marked or not yet, by name. */
export const alocadosNoPeriodo = (
  executor: Executor,
  turmaId: number,
  inicio: string,
  fim: string,
) =>
  executor
    .select({ aprendizId: aprendizes.id, nome: aprendizes.nome })
    .from(alocacoes)
    .innerJoin(aprendizes, eq(aprendizes.id, alocacoes.aprendizId))
    .where(and(eq(alocacoes.turmaId, turmaId), tocaOPeriodo(alocacoes, inicio, fim)))
    .orderBy(asc(aprendizes.nomeBusca), asc(aprendizes.nome), asc(aprendizes.id));

const rotuloDoDia = (data: string) =>
  (DIAS_SEMANA.find((d) => d.valor === diaDaSemanaIso(data))?.rotulo ?? '').toLowerCase();

/** Why `data` is not a class day of the class (the 422's words), or null when it is one. */
export function motivoSemAula(
  t: Pick<TurmaDaFrequencia, 'dataInicio' | 'dataFim' | 'diasTeoria'>,
  data: string,
  feriados: ReadonlyMap<string, FeriadoDoDia[]>,
): { motivo: string; feriado: FeriadoDoDia | null } | null {
  if (data < t.dataInicio || data > t.dataFim) {
    return { motivo: M.foraDoPeriodo(t.dataInicio, t.dataFim), feriado: null };
  }
  if (!t.diasTeoria.includes(diaDaSemanaIso(data))) {
    return { motivo: M.diaSemAula(rotuloDoDia(data)), feriado: null };
  }
  const feriado = feriados.get(data)?.[0];
  if (feriado) {
    return {
      motivo: M.feriado(feriado.nome, ROTULOS_ORIGEM_FERIADO[feriado.origem]),
      feriado,
    };
  }
  return null;
}

/** The class days between two dates (both included). */
export function diasDeAula(
  t: Pick<TurmaDaFrequencia, 'dataInicio' | 'dataFim' | 'diasTeoria'>,
  inicio: string,
  fim: string,
  feriados: ReadonlyMap<string, FeriadoDoDia[]>,
): string[] {
  const de = inicio > t.dataInicio ? inicio : t.dataInicio;
  const ate = fim < t.dataFim ? fim : t.dataFim;
  if (de > ate) return [];
  return diasEntre(de, ate).filter((d) => motivoSemAula(t, d, feriados) === null);
}

/** The class days just before and after `data` (the next one never after `hoje`). */
export async function vizinhos(
  executor: Executor,
  t: TurmaDaFrequencia,
  data: string,
  hoje: string,
): Promise<{ anterior: string | null; proximo: string | null }> {
  // Two months each way find a neighbour for any class with at least one theory weekday, even
  // across the year-end recesso.
  const de = somarDias(data, -62);
  const ate = somarDias(data, 62);
  const feriados = await feriadosDaTurma(executor, t, de, ate);
  const dias = diasDeAula(t, de, ate, feriados);
  const anterior = dias.filter((d) => d < data).at(-1) ?? null;
  const proximo = dias.find((d) => d > data && d <= hoje) ?? null;
  return { anterior, proximo };
}
