// Many apprentices' calendars at once (benefits generate a whole competência: hundreds of
// contracts): the same rule as calendarioDoAprendiz (montarDias), read with one query per kind of
// row instead of several per person, and each place's holidays computed once.
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import {
  afastamentos,
  alocacoes,
  aprendizes,
  frequencias,
  municipios,
  turmas,
} from '../../db/schema';
import type { Executor } from '../../shared/executor';
import { tocaOPeriodo } from '../../shared/periodo';
import { feriadosQueSeAplicam, type FeriadoDoDia, type Lugar } from '../feriados';
import { montarDias } from './calendario';
import { afastamentoDoAprendiz, marcaDoAprendiz } from './colunas';
import type { CalendarioResposta } from './esquemas';
import { diasDeAula } from './turma';

export interface PedidoDeCalendario {
  /** Whatever the caller keys its answers by (a contract's id). */
  chave: number;
  aprendizId: number;
  inicio: string;
  fim: string;
  /** The contract whose weekdays are practice days. */
  contrato: { dataInicio: string; dataFim: string } | null;
}

type Dia = CalendarioResposta['dias'][number];

const LOTE = 1000;
const menor = (a: string, b: string) => (a < b ? a : b);
const maior = (a: string, b: string) => (a > b ? a : b);

async function emLotes<T>(ids: number[], ler: (lote: number[]) => Promise<T[]>): Promise<T[]> {
  const todas: T[] = [];
  for (let i = 0; i < ids.length; i += LOTE) todas.push(...(await ler(ids.slice(i, i + LOTE))));
  return todas;
}

function agrupar<T>(linhas: T[], chave: (l: T) => number): Map<number, T[]> {
  const m = new Map<number, T[]>();
  for (const l of linhas) {
    const lista = m.get(chave(l));
    if (lista) lista.push(l);
    else m.set(chave(l), [l]);
  }
  return m;
}

export async function calendariosEmLote(
  executor: Executor,
  pedidos: readonly PedidoDeCalendario[],
): Promise<Map<number, Dia[]>> {
  const resposta = new Map<number, Dia[]>();
  if (pedidos.length === 0) return resposta;
  const inicio = pedidos.map((p) => p.inicio).reduce(menor);
  const fim = pedidos.map((p) => p.fim).reduce(maior);
  const ids = [...new Set(pedidos.map((p) => p.aprendizId))];

  const pessoas = await emLotes(ids, (lote) =>
    executor
      .select({ id: aprendizes.id, uf: aprendizes.uf, municipioId: aprendizes.municipioId })
      .from(aprendizes)
      .where(inArray(aprendizes.id, lote)),
  );
  const alocs = await emLotes(ids, (lote) =>
    executor
      .select({
        aprendizId: alocacoes.aprendizId,
        dataInicio: alocacoes.dataInicio,
        dataFim: alocacoes.dataFim,
        turma: {
          id: turmas.id,
          diasTeoria: turmas.diasTeoria,
          dataInicio: turmas.dataInicio,
          dataFim: turmas.dataFim,
        },
        municipioId: sql<number | null>`"turmas"."municipio_id"`,
        uf: municipios.uf,
      })
      .from(alocacoes)
      .innerJoin(turmas, eq(turmas.id, alocacoes.turmaId))
      .leftJoin(municipios, sql`${municipios.id} = "turmas"."municipio_id"`)
      .where(and(inArray(alocacoes.aprendizId, lote), tocaOPeriodo(alocacoes, inicio, fim))),
  );
  const leaves = await emLotes(ids, (lote) =>
    executor
      .select(afastamentoDoAprendiz)
      .from(afastamentos)
      .where(and(inArray(afastamentos.aprendizId, lote), tocaOPeriodo(afastamentos, inicio, fim))),
  );
  const marcas = await emLotes(ids, (lote) =>
    executor
      .select(marcaDoAprendiz)
      .from(frequencias)
      .where(
        and(
          inArray(frequencias.aprendizId, lote),
          gte(frequencias.data, inicio),
          lte(frequencias.data, fim),
        ),
      ),
  );

  const feriadosPorLugar = new Map<string, Map<string, FeriadoDoDia[]>>();
  async function feriadosDe(lugar: Lugar) {
    const chave = `${lugar.uf ?? ''}:${String(lugar.municipioId ?? '')}`;
    let f = feriadosPorLugar.get(chave);
    if (!f) {
      f = await feriadosQueSeAplicam(executor, inicio, fim, lugar);
      feriadosPorLugar.set(chave, f);
    }
    return f;
  }

  const pessoaPorId = new Map(pessoas.map((p) => [p.id, p]));
  const alocsPorAprendiz = agrupar(alocs, (a) => a.aprendizId);
  const leavesPorAprendiz = agrupar(leaves, (l) => l.aprendizId);
  const marcasPorAprendiz = agrupar(marcas, (m) => m.aprendizId);

  for (const p of pedidos) {
    const pessoa = pessoaPorId.get(p.aprendizId);
    const doLugar = await feriadosDe({
      uf: pessoa?.uf ?? null,
      municipioId: pessoa?.municipioId ?? null,
    });
    const feriados = new Map<string, FeriadoDoDia>();
    for (const [d, f] of doLugar) if (f[0] && d >= p.inicio && d <= p.fim) feriados.set(d, f[0]);
    const teoria = new Map<string, number>();
    for (const a of alocsPorAprendiz.get(p.aprendizId) ?? []) {
      const t = a.turma;
      const de = maior(maior(a.dataInicio, t.dataInicio), p.inicio);
      const ate = menor(menor(a.dataFim ?? t.dataFim, t.dataFim), p.fim);
      if (de > ate) continue;
      const daTurma = await feriadosDe({ uf: a.uf, municipioId: a.municipioId });
      for (const [d, f] of daTurma) {
        if (f[0] && d >= de && d <= ate && !feriados.has(d)) feriados.set(d, f[0]);
      }
      for (const d of diasDeAula(t, de, ate, daTurma)) teoria.set(d, t.id);
    }
    resposta.set(
      p.chave,
      montarDias({
        inicio: p.inicio,
        fim: p.fim,
        contrato: p.contrato,
        teoria,
        feriados,
        afastamentos: leavesPorAprendiz.get(p.aprendizId) ?? [],
        frequencia: new Map(
          (marcasPorAprendiz.get(p.aprendizId) ?? [])
            .filter((m) => m.data >= p.inicio && m.data <= p.fim)
            .map((m) => [m.data, m.status]),
        ),
      }),
    );
  }
  return resposta;
}
