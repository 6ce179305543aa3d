// "Which holidays apply here in this range": the one answer attendance, the apprentice's calendar
// and (later) benefits take. National ones always; the UF's own when the place has a UF; the
// organisation's municipal holidays of that municipality (a yearly one on every year since its
// first); its recessos that cover everyone or that municipality.
import { and, eq, gte, isNull, lte, or } from 'drizzle-orm';
import { feriados, municipios } from '../../db/schema';
import type { Executor } from '../../shared/executor';
import { dataIsoValida } from '../../../src/shared/validation/datas';
import { diasEntre, type OrigemFeriado } from '../../../src/shared/validation/frequencia';
import { feriadosCalculadosEntre } from '../../../src/shared/validation/feriados';

export interface Lugar {
  uf: string | null;
  municipioId: number | null;
}

export interface FeriadoDoDia {
  data: string;
  nome: string;
  origem: OrigemFeriado;
  /** The stored row of a municipal holiday or recesso; null for a computed one. */
  feriadoId: number | null;
}

/** The UF of a municipality, when the place names only the municipality. */
export async function lugarDoMunicipio(
  executor: Executor,
  municipioId: number | null,
): Promise<Lugar> {
  if (municipioId === null) return { uf: null, municipioId: null };
  const [m] = await executor
    .select({ uf: municipios.uf })
    .from(municipios)
    .where(eq(municipios.id, municipioId));
  return { uf: m?.uf ?? null, municipioId };
}

const mesEDia = (data: string) => data.slice(5);

/** Each day of the organisation's rows that falls in the range, for the place. */
async function proprios(
  executor: Executor,
  inicio: string,
  fim: string,
  lugar: Lugar,
): Promise<FeriadoDoDia[]> {
  const doLugar =
    lugar.municipioId === null
      ? isNull(feriados.municipioId)
      : or(isNull(feriados.municipioId), eq(feriados.municipioId, lugar.municipioId));
  const linhas = await executor
    .select({
      id: feriados.id,
      tipo: feriados.tipo,
      nome: feriados.nome,
      dataInicio: feriados.dataInicio,
      dataFim: feriados.dataFim,
      anual: feriados.anual,
    })
    .from(feriados)
    .where(
      and(
        eq(feriados.ativo, true),
        doLugar,
        // A yearly one counts from its first year on; the others only inside their own dates.
        or(
          and(eq(feriados.anual, true), lte(feriados.dataInicio, fim)),
          and(lte(feriados.dataInicio, fim), gte(feriados.dataFim, inicio)),
        ),
      ),
    )
    .orderBy(feriados.dataInicio, feriados.id);
  const dias: FeriadoDoDia[] = [];
  for (const l of linhas) {
    const origem: OrigemFeriado = l.tipo;
    if (l.anual) {
      for (let ano = Number(inicio.slice(0, 4)); ano <= Number(fim.slice(0, 4)); ano += 1) {
        const data = `${ano}-${mesEDia(l.dataInicio)}`;
        // 29/02 of a yearly holiday exists only in leap years.
        if (dataIsoValida(data) && data >= l.dataInicio && data >= inicio && data <= fim) {
          dias.push({ data, nome: l.nome, origem, feriadoId: l.id });
        }
      }
      continue;
    }
    const de = l.dataInicio > inicio ? l.dataInicio : inicio;
    const ate = l.dataFim < fim ? l.dataFim : fim;
    for (const data of diasEntre(de, ate)) {
      dias.push({ data, nome: l.nome, origem, feriadoId: l.id });
    }
  }
  return dias;
}

/**
 * Every holiday day of the place between two dates (both included), by date. A day may have more
 * than one (a recesso over Christmas): the first one listed is the one messages name.
 */
export async function feriadosQueSeAplicam(
  executor: Executor,
  inicio: string,
  fim: string,
  lugar: Lugar,
): Promise<Map<string, FeriadoDoDia[]>> {
  const calculados: FeriadoDoDia[] = feriadosCalculadosEntre(inicio, fim, lugar.uf).map((f) => ({
    data: f.data,
    nome: f.nome,
    origem: f.origem,
    feriadoId: null,
  }));
  const todos = [...calculados, ...(await proprios(executor, inicio, fim, lugar))];
  const porDia = new Map<string, FeriadoDoDia[]>();
  for (const f of todos) porDia.set(f.data, [...(porDia.get(f.data) ?? []), f]);
  return porDia;
}
