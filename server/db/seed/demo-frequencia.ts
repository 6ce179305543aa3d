// Demo attendance (issue 11): the past class days of the demo classes that are running or have
// ended (the last twelve weeks of each, until yesterday), mostly present, some absences and
// justified ones, and a few apprentices who trigger the alerts (three absences in a row, or a
// low rate); a few real municipal holidays of the São Paulo region and a year-end recesso. The
// classes meet at the organisation's seat in São Paulo (their municipality, for the holidays).
// Bulk inserts in one transaction; idempotent: does nothing once a day has been taken.
import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { diasEntre } from '../../../src/shared/validation/frequencia';
import { dataLocal } from '../../../src/shared/validation/datas';
import { feriadosCalculadosEntre } from '../../../src/shared/validation/feriados';
import { recalcularTodosOsIndicadores } from '../../shared/indicadores-frequencia';
import type { Database } from '../client';
import { afastamentos, alocacoes, feriados, frequenciaDias, turmas, usuarios } from '../schema';
import { criarSorteio } from './demo-sorteio';
import { emSequencia } from '../../shared/executor';
import { somarDias } from '../../../src/shared/validation/datas';

const SEMENTE = 11_2026;
const SEMANAS = 12;
const SAO_PAULO = 3550308;

const JUSTIFICATIVAS = [
  'Atestado médico',
  'Consulta médica com declaração',
  'Convocação da escola para prova',
  'Falecimento na família',
  'Alistamento militar',
  'Audiência judicial (declaração)',
];

/** Real municipal holidays of the region (laws of each municipality) and the year-end recesso. */
function feriadosDemo(ano: number) {
  return [
    {
      tipo: 'municipal' as const,
      nome: 'Aniversário de São Paulo',
      dataInicio: `${ano - 1}-01-25`,
      dataFim: `${ano - 1}-01-25`,
      municipioId: SAO_PAULO,
      anual: true,
    },
    {
      tipo: 'municipal' as const,
      nome: 'Aniversário de Santo André',
      dataInicio: `${ano - 1}-04-08`,
      dataFim: `${ano - 1}-04-08`,
      municipioId: 3547809,
      anual: true,
    },
    {
      tipo: 'municipal' as const,
      nome: 'Aniversário de Guarulhos',
      dataInicio: `${ano - 1}-12-08`,
      dataFim: `${ano - 1}-12-08`,
      municipioId: 3518800,
      anual: true,
    },
    {
      tipo: 'recesso' as const,
      nome: 'Recesso de fim de ano',
      dataInicio: `${ano}-12-21`,
      dataFim: `${ano + 1}-01-09`,
      municipioId: null,
      anual: false,
    },
  ];
}

export async function semearDemoFrequencia(
  db: Database,
  agora: Date = new Date(),
): Promise<Record<string, number>> {
  const [feitos] = await db.select({ n: count() }).from(frequenciaDias);
  if ((feitos?.n ?? 0) > 0) return {};
  const hoje = dataLocal(agora);
  const ontem = somarDias(hoje, -1);
  const s = criarSorteio(SEMENTE);

  return db.transaction(async (tx): Promise<Record<string, number>> => {
    const daTurma = await tx
      .select({
        id: turmas.id,
        diasTeoria: turmas.diasTeoria,
        dataInicio: turmas.dataInicio,
        dataFim: turmas.dataFim,
      })
      .from(turmas)
      .where(and(eq(turmas.ativo, true), ne(turmas.status, 'planejada')));
    if (daTurma.length === 0) return {};
    await tx.execute(sql`UPDATE turmas SET municipio_id = ${SAO_PAULO} WHERE municipio_id IS NULL`);
    const proprios = feriadosDemo(Number(hoje.slice(0, 4)));
    const novosFeriados = await tx.insert(feriados).values(proprios).returning({ id: feriados.id });
    const [quem] = await tx
      .select({ id: usuarios.id })
      .from(usuarios)
      .orderBy(usuarios.id)
      .limit(1);
    const ids = daTurma.map((t) => t.id);
    const [alocs, leaves] = await emSequencia([
      tx
        .select({
          turmaId: alocacoes.turmaId,
          aprendizId: alocacoes.aprendizId,
          dataInicio: alocacoes.dataInicio,
          dataFim: alocacoes.dataFim,
        })
        .from(alocacoes)
        .where(inArray(alocacoes.turmaId, ids)),
      tx
        .select({
          aprendizId: afastamentos.aprendizId,
          dataInicio: afastamentos.dataInicio,
          dataFim: afastamentos.dataFim,
        })
        .from(afastamentos),
    ]);
    const licencas = new Map<number, { dataInicio: string; dataFim: string | null }[]>();
    for (const l of leaves) licencas.set(l.aprendizId, [...(licencas.get(l.aprendizId) ?? []), l]);
    const afastado = (id: number, d: string) =>
      (licencas.get(id) ?? []).some(
        (l) => l.dataInicio <= d && (l.dataFim === null || l.dataFim >= d),
      );

    const cabecalhos: {
      turma_id: number;
      data: string;
      conteudo: string;
      usuario_id: number | null;
      salvo_em: string;
    }[] = [];
    const linhas: {
      turma_id: number;
      data: string;
      aprendiz_id: number;
      status: string;
      justificativa: string | null;
    }[] = [];
    // About one apprentice in 40 stops coming (three or more absences in a row up to the last day)
    // and one in 40 misses often: the alerts have someone to show.
    const perfil = new Map<number, 'some' | 'falta-muito' | 'regular'>();
    const perfilDe = (id: number) => {
      let p = perfil.get(id);
      if (!p) {
        const x = s.proximo();
        p = x < 0.025 ? 'some' : x < 0.05 ? 'falta-muito' : 'regular';
        perfil.set(id, p);
      }
      return p;
    };
    // The days off of São Paulo: national and state ones, and the demo's own that apply there
    // (its anniversary every year, the recesso for everyone).
    const desde = somarDias(hoje, -7 * SEMANAS - 7);
    const holidays = new Set(feriadosCalculadosEntre(desde, hoje, 'SP').map((f) => f.data));
    for (const f of proprios) {
      if (f.municipioId !== null && f.municipioId !== SAO_PAULO) continue;
      if (f.anual) {
        for (const ano of [Number(desde.slice(0, 4)), Number(hoje.slice(0, 4))]) {
          holidays.add(`${ano}${f.dataInicio.slice(4)}`);
        }
      } else {
        for (const d of diasEntre(f.dataInicio, f.dataFim)) holidays.add(d);
      }
    }
    for (const t of daTurma) {
      const de = [somarDias(hoje, -7 * SEMANAS), t.dataInicio].sort().at(-1) ?? t.dataInicio;
      const ate = [ontem, t.dataFim].sort()[0] ?? ontem;
      if (de > ate) continue;
      const dias = diasEntre(de, ate).filter((d) => {
        const semana = new Date(`${d}T00:00:00Z`).getUTCDay() || 7;
        return t.diasTeoria.includes(semana) && !holidays.has(d);
      });
      const daqui = alocs.filter((a) => a.turmaId === t.id);
      for (const [i, d] of dias.entries()) {
        const presentesNoDia = daqui.filter(
          (a) =>
            a.dataInicio <= d &&
            (a.dataFim === null || a.dataFim >= d) &&
            !afastado(a.aprendizId, d),
        );
        if (presentesNoDia.length === 0) continue;
        cabecalhos.push({
          turma_id: t.id,
          data: d,
          conteudo: '',
          usuario_id: quem?.id ?? null,
          // Saved at the end of the class day, Brasília's 18:00.
          salvo_em: `${d}T21:00:00Z`,
        });
        const ultimos = dias.length - i <= 3;
        for (const a of presentesNoDia) {
          const p = perfilDe(a.aprendizId);
          const x = s.proximo();
          let status: 'presente' | 'falta' | 'falta-justificada' = 'presente';
          if (p === 'some' && ultimos) status = 'falta';
          else if (p === 'falta-muito' && x < 0.35) status = 'falta';
          else if (x < 0.04) status = 'falta';
          else if (x < 0.07) status = 'falta-justificada';
          linhas.push({
            turma_id: t.id,
            data: d,
            aprendiz_id: a.aprendizId,
            status,
            justificativa: status === 'falta-justificada' ? s.escolher(JUSTIFICATIVAS) : null,
          });
        }
      }
    }
    // One statement per table with the rows as one JSON parameter: thousands of bound parameters
    // cost PGlite far more than parsing a document.
    await tx.execute(sql`
      INSERT INTO frequencia_dias (turma_id, data, conteudo, usuario_id, salvo_em)
      SELECT turma_id, data, conteudo, usuario_id, salvo_em
      FROM json_to_recordset(${JSON.stringify(cabecalhos)}::json)
        AS x(turma_id int, data date, conteudo text, usuario_id int, salvo_em timestamptz)`);
    await tx.execute(sql`
      INSERT INTO frequencias (turma_id, data, aprendiz_id, status, justificativa)
      SELECT turma_id, data, aprendiz_id, status, justificativa
      FROM json_to_recordset(${JSON.stringify(linhas)}::json)
        AS x(turma_id int, data date, aprendiz_id int, status text, justificativa text)`);
    await recalcularTodosOsIndicadores(tx);
    return {
      feriados: novosFeriados.length,
      frequencia_dias: cabecalhos.length,
      frequencias: linhas.length,
    };
  });
}
