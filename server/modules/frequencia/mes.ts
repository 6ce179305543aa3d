// A class's month as a grid: its class days until today (the columns, with the day's totals) and
// every apprentice allocated in the month (the rows: one mark per day, afastado on leave days,
// their totals and %). The export writes the same grid as CSV or XLSX.
import { and, between, eq } from 'drizzle-orm';
import { afastamentos, alocacoes, frequenciaDias, frequencias } from '../../db/schema';
import type { Executor } from '../../shared/executor';
import { tocaOPeriodo } from '../../shared/periodo';
import type { ColunaExportacao } from '../../shared/exportacao';
import { formatarData } from '../../../src/shared/format/data';
import {
  percentualFrequencia,
  ROTULOS_STATUS_FREQUENCIA,
  type StatusFrequencia,
} from '../../../src/shared/validation/frequencia';
import { afastamentoDoAprendiz, marcaDoAprendiz } from './colunas';
import { alocadosNoPeriodo, diasDeAula, feriadosDaTurma, type TurmaDaFrequencia } from './turma';
import { somarDias } from '../../../src/shared/validation/datas';

type Marcacao = StatusFrequencia | 'afastado' | null;

const ultimoDiaDoMes = (mes: string) =>
  somarDias(`${somarDias(`${mes}-28`, 4).slice(0, 7)}-01`, -1);

export async function mesDaTurma(
  executor: Executor,
  t: TurmaDaFrequencia,
  mes: string,
  hoje: string,
) {
  const inicio = `${mes}-01`;
  const fimDoMes = ultimoDiaDoMes(mes);
  const fim = fimDoMes < hoje ? fimDoMes : hoje;
  const feriados = await feriadosDaTurma(executor, t, inicio, fimDoMes);
  const dias = fim < inicio ? [] : diasDeAula(t, inicio, fim, feriados);
  const [pessoas, marcas, registrados, licencas] = await Promise.all([
    alocadosNoPeriodo(executor, t.id, inicio, fimDoMes),
    executor
      .select(marcaDoAprendiz)
      .from(frequencias)
      .where(and(eq(frequencias.turmaId, t.id), between(frequencias.data, inicio, fimDoMes))),
    executor
      .select({ data: frequenciaDias.data })
      .from(frequenciaDias)
      .where(and(eq(frequenciaDias.turmaId, t.id), between(frequenciaDias.data, inicio, fimDoMes))),
    executor
      .select(afastamentoDoAprendiz)
      .from(afastamentos)
      .innerJoin(alocacoes, eq(alocacoes.aprendizId, afastamentos.aprendizId))
      .where(and(eq(alocacoes.turmaId, t.id), tocaOPeriodo(afastamentos, inicio, fimDoMes))),
  ]);
  const marca = new Map(marcas.map((m) => [`${m.aprendizId}|${m.data}`, m.status]));
  const tomados = new Set(registrados.map((r) => r.data));
  const afastadoEm = (id: number, dia: string) =>
    licencas.some(
      (l) => l.aprendizId === id && l.dataInicio <= dia && (l.dataFim === null || l.dataFim >= dia),
    );
  // One row per person even with two allocations in the month (moved out and back).
  const porPessoa = new Map(pessoas.map((p) => [p.aprendizId, { nome: p.nome }]));
  const linhas = [...porPessoa.entries()].map(([aprendizId, p]) => {
    const marcacoes: Marcacao[] = dias.map((dia) => {
      const status = marca.get(`${aprendizId}|${dia}`);
      if (status) return status;
      if (afastadoEm(aprendizId, dia)) return 'afastado';
      return null;
    });
    const conta = (s: StatusFrequencia) => marcacoes.filter((m) => m === s).length;
    const presentes = conta('presente');
    const faltas = conta('falta');
    const justificadas = conta('falta-justificada');
    const diasMarcados = presentes + faltas + justificadas;
    return {
      aprendizId,
      nome: p.nome,
      marcacoes,
      dias: diasMarcados,
      presentes,
      faltas,
      justificadas,
      percentual: percentualFrequencia(presentes, diasMarcados),
    };
  });
  return {
    turma: { id: t.id, codigo: t.codigo, nome: t.nome },
    mes,
    dias: dias.map((data, i) => {
      const doDia = linhas.map((l) => l.marcacoes[i]);
      return {
        data,
        registrado: tomados.has(data),
        presentes: doDia.filter((m) => m === 'presente').length,
        faltas: doDia.filter((m) => m === 'falta').length,
        justificadas: doDia.filter((m) => m === 'falta-justificada').length,
      };
    }),
    aprendizes: linhas,
  };
}

export type MesDaTurma = Awaited<ReturnType<typeof mesDaTurma>>;
type LinhaMes = MesDaTurma['aprendizes'][number];

const sigla = (m: Marcacao | undefined) =>
  m === null || m === undefined ? '' : m === 'afastado' ? 'A' : ROTULOS_STATUS_FREQUENCIA[m].sigla;

/** The grid's columns for the export: name, one per class day (P, F, FJ, A), then totals. */
export function colunasDoMes(mes: MesDaTurma): ColunaExportacao<LinhaMes>[] {
  return [
    { titulo: 'Aprendiz', valor: (l) => l.nome },
    ...mes.dias.map((d, i): ColunaExportacao<LinhaMes> => ({
      titulo: formatarData(d.data).slice(0, 5),
      valor: (l) => sigla(l.marcacoes[i]),
    })),
    { titulo: 'Presenças', valor: (l) => l.presentes, tipo: 'numero' },
    { titulo: 'Faltas', valor: (l) => l.faltas, tipo: 'numero' },
    { titulo: 'Faltas justificadas', valor: (l) => l.justificadas, tipo: 'numero' },
    {
      titulo: 'Frequência (%)',
      valor: (l) => (l.percentual === null ? null : Math.round(l.percentual * 1000) / 10),
      tipo: 'numero',
    },
  ];
}
