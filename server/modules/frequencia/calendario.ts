// The apprentice's learning calendar, computed on every request (never stored): theory days from
// their allocations' classes, practice days at the partner (the contract's weekdays — Monday to
// Friday, contracts keep no weekdays of their own — minus theory days, within the contract's
// period), the holidays and recessos of their place, their leaves, the contract's first and last
// day, and the attendance already taken.
import { and, asc, between, eq } from 'drizzle-orm';
import { afastamentos, alocacoes, frequencias, turmas } from '../../db/schema';
import type { Executor } from '../../shared/executor';
import { tocaOPeriodo } from '../../shared/periodo';
import { problema } from '../../shared/problem';
import { diaDaSemanaIso, diasEntre } from '../../../src/shared/validation/frequencia';
import { feriadosQueSeAplicam, type FeriadoDoDia } from '../feriados';
import { aprendizExistente } from './aprendiz';
import { contratoDoPeriodo } from './contrato';
import type { CalendarioResposta } from './esquemas';
import { diasDeAula, turmaDaFrequencia } from './turma';

/** Monday to Friday: the working weekdays of a contract (the partner's days). */
const DIAS_DE_PRATICA = [1, 2, 3, 4, 5];
/** A calendar covers at most four years (a contract lasts at most three, with extensions). */
const DIAS_MAXIMOS = 1461;

const menor = (a: string, b: string) => (a < b ? a : b);
const maior = (a: string, b: string) => (a > b ? a : b);

type Dia = CalendarioResposta['dias'][number];

/** The counts of some of the calendar's days (the whole period's, or a semester's in the PDF). */
export function contar(dias: readonly Dia[]): CalendarioResposta['contagens'] {
  const de = (f: (d: Dia) => boolean) => dias.filter(f).length;
  return {
    teoria: de((d) => d.tipo === 'teoria'),
    pratica: de((d) => d.tipo === 'pratica'),
    feriados: de((d) => d.tipo === 'feriado'),
    afastamento: de((d) => d.tipo === 'afastamento'),
    presentes: de((d) => d.frequencia === 'presente'),
    faltas: de((d) => d.frequencia === 'falta'),
    justificadas: de((d) => d.frequencia === 'falta-justificada'),
  };
}

/** What a calendar is built from, once read (one apprentice, or many in calendariosEmLote). */
export interface DadosDoCalendario {
  inicio: string;
  fim: string;
  contrato: { dataInicio: string; dataFim: string } | null;
  /** Theory days and the class of each. */
  teoria: ReadonlyMap<string, number>;
  feriados: ReadonlyMap<string, FeriadoDoDia>;
  afastamentos: readonly { dataInicio: string; dataFim: string | null }[];
  frequencia: ReadonlyMap<string, Dia['frequencia']>;
}

/** The days of a calendar: the one rule of which day is theory, practice, holiday or leave. */
export function montarDias(e: DadosDoCalendario): Dia[] {
  const { contrato, teoria, feriados } = e;
  const afastado = (d: string) =>
    e.afastamentos.some((l) => l.dataInicio <= d && (l.dataFim === null || l.dataFim >= d));
  const dias: Dia[] = [];
  for (const d of diasEntre(e.inicio, e.fim)) {
    const util = DIAS_DE_PRATICA.includes(diaDaSemanaIso(d));
    const feriado = feriados.get(d) ?? null;
    const noContrato = contrato !== null && d >= contrato.dataInicio && d <= contrato.dataFim;
    const marcos: ('inicio-contrato' | 'fim-contrato')[] = [];
    if (contrato?.dataInicio === d) marcos.push('inicio-contrato');
    if (contrato?.dataFim === d) marcos.push('fim-contrato');
    let tipo: Dia['tipo'] = null;
    if (afastado(d) && (util || teoria.has(d))) tipo = 'afastamento';
    else if (teoria.has(d)) tipo = 'teoria';
    else if (feriado && util) tipo = 'feriado';
    else if (noContrato && util) tipo = 'pratica';
    const status = e.frequencia.get(d) ?? null;
    if (tipo === null && marcos.length === 0 && status === null) continue;
    dias.push({
      data: d,
      tipo,
      turmaId: teoria.get(d) ?? null,
      feriado:
        feriado && tipo === 'feriado' ? { nome: feriado.nome, origem: feriado.origem } : null,
      frequencia: status,
      marcos,
    });
  }
  return dias;
}

export async function calendarioDoAprendiz(
  executor: Executor,
  aprendizId: number,
  pedido: { inicio?: string | undefined; fim?: string | undefined },
  hoje: string,
): Promise<CalendarioResposta> {
  const aprendiz = await aprendizExistente(executor, aprendizId);
  const ano = hoje.slice(0, 4);
  const vigente = await contratoDoPeriodo(executor, aprendizId, pedido.inicio, pedido.fim);
  const inicio = pedido.inicio ?? vigente?.dataInicio ?? `${ano}-01-01`;
  const fim = pedido.fim ?? vigente?.dataFim ?? `${ano}-12-31`;
  if (fim < inicio) {
    throw problema(400, 'A data final deve ser igual ou posterior à inicial', {
      fim: 'A data final deve ser igual ou posterior à inicial',
    });
  }
  if (diasEntre(inicio, fim).length > DIAS_MAXIMOS) {
    throw problema(400, 'Escolha um período de no máximo 4 anos', {
      fim: 'Escolha um período de no máximo 4 anos',
    });
  }
  const contrato =
    vigente && vigente.dataInicio <= fim && vigente.dataFim >= inicio ? vigente : null;

  const [alocs, leaves, marcas, feriadosDoLugar] = await Promise.all([
    executor
      .select({
        turmaId: alocacoes.turmaId,
        dataInicio: alocacoes.dataInicio,
        dataFim: alocacoes.dataFim,
      })
      .from(alocacoes)
      .innerJoin(turmas, eq(turmas.id, alocacoes.turmaId))
      .where(and(eq(alocacoes.aprendizId, aprendizId), tocaOPeriodo(alocacoes, inicio, fim)))
      .orderBy(asc(alocacoes.dataInicio)),
    executor
      .select({ dataInicio: afastamentos.dataInicio, dataFim: afastamentos.dataFim })
      .from(afastamentos)
      .where(and(eq(afastamentos.aprendizId, aprendizId), tocaOPeriodo(afastamentos, inicio, fim))),
    executor
      .select({ data: frequencias.data, status: frequencias.status })
      .from(frequencias)
      .where(and(eq(frequencias.aprendizId, aprendizId), between(frequencias.data, inicio, fim))),
    feriadosQueSeAplicam(executor, inicio, fim, {
      uf: aprendiz.uf,
      municipioId: aprendiz.municipioId,
    }),
  ]);

  const teoria = new Map<string, number>();
  const feriados = new Map<string, FeriadoDoDia>(
    [...feriadosDoLugar.entries()].flatMap(([d, f]) => (f[0] ? [[d, f[0]] as const] : [])),
  );
  const turmasDoPeriodo: CalendarioResposta['turmas'] = [];
  for (const a of alocs) {
    const t = await turmaDaFrequencia(executor, a.turmaId);
    const de = maior(maior(a.dataInicio, t.dataInicio), inicio);
    const ate = menor(menor(a.dataFim ?? t.dataFim, t.dataFim), fim);
    turmasDoPeriodo.push({
      id: t.id,
      codigo: t.codigo,
      nome: t.nome,
      diasTeoria: t.diasTeoria,
      dataInicio: maior(a.dataInicio, t.dataInicio),
      dataFim: menor(a.dataFim ?? t.dataFim, t.dataFim),
    });
    if (de > ate) continue;
    // The class's own place decides its holidays (a class may meet in another municipality).
    const daTurma = await feriadosQueSeAplicam(executor, de, ate, {
      uf: t.uf,
      municipioId: t.municipioId,
    });
    for (const [d, f] of daTurma) if (f[0] && !feriados.has(d)) feriados.set(d, f[0]);
    for (const d of diasDeAula(t, de, ate, daTurma)) teoria.set(d, t.id);
  }
  const dias = montarDias({
    inicio,
    fim,
    contrato,
    teoria,
    feriados,
    afastamentos: leaves,
    frequencia: new Map(marcas.map((m) => [m.data, m.status])),
  });
  return {
    aprendiz: { id: aprendiz.id, nome: aprendiz.nome },
    inicio,
    fim,
    contrato: contrato
      ? {
          id: contrato.id,
          numero: contrato.numero,
          parceiro: { id: contrato.parceiroId, nome: contrato.parceiroNome },
          dataInicio: contrato.dataInicio,
          dataFim: contrato.dataFim,
        }
      : null,
    turmas: turmasDoPeriodo,
    dias,
    contagens: contar(dias),
  };
}
