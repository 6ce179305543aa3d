// POST /api/beneficios/competencias/{aaaa-mm}/gerar: vouchers and payments of every contract that
// ran in the month, in one transaction under a lock of the competência (two people generating at
// once wait for each other). Idempotent: a pending payment whose figures did not move is left as
// it is; one whose attendance or vouchers changed is recomputed; a paid one is locked and only
// reported. The answer says what happened to each contract and why.
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  beneficiosCompetencias,
  beneficiosPadroes,
  pagamentos,
  valesAlimentacao,
  valesTransporte,
} from '../../db/schema';
import {
  camposPreenchidos,
  registrarAuditoria,
  type EntradaAuditoria,
} from '../../shared/auditoria';
import type { Executor } from '../../shared/executor';
import { problema } from '../../shared/problem';
import {
  competenciaDe,
  contarDias,
  diasDeContratoNoMes,
  limitesCompetencia,
  MENSAGENS_BENEFICIOS as M,
  type Competencia,
} from '../../../src/shared/validation/beneficios';
import { formatarData } from '../../../src/shared/format/data';
import { calendariosEmLote } from '../frequencia';
import {
  calcular,
  colunasDoPagamento,
  contratosDoMes,
  type ContratoDoMes,
  type DiasDoContrato,
  type ParametrosVales,
} from './calculo';
import type { ResultadoGeracao } from './esquemas';

type Item = ResultadoGeracao['itens'][number];

export async function padroes(executor: Executor) {
  const [p] = await executor.select().from(beneficiosPadroes).where(eq(beneficiosPadroes.id, 1));
  if (!p) throw new Error('beneficios_padroes sem a linha 1 (migração 0012)');
  return p;
}

type LinhaVt = typeof valesTransporte.$inferSelect;
type LinhaVa = typeof valesAlimentacao.$inferSelect;
type LinhaPg = typeof pagamentos.$inferSelect;
type Resultado = Item['resultado'];

const LOTE = 500;

async function emLotes<T>(itens: T[], gravar: (lote: T[]) => Promise<unknown>) {
  for (let i = 0; i < itens.length; i += LOTE) await gravar(itens.slice(i, i + LOTE));
}

/** The rows already written for the month (of some contracts, or of all when none named). */
async function linhasDoMes(tx: Executor, competencia: Competencia, ids?: number[]) {
  const de = (t: typeof valesTransporte | typeof valesAlimentacao | typeof pagamentos) =>
    and(eq(t.competencia, competencia), ids ? inArray(t.contratoId, ids) : undefined);
  // One query after the other: a transaction is one connection (node-postgres warns against, and
  // its next major refuses, overlapping queries on one client).
  const vt = await tx.select().from(valesTransporte).where(de(valesTransporte));
  const va = await tx.select().from(valesAlimentacao).where(de(valesAlimentacao));
  const pg = await tx
    .select()
    .from(pagamentos)
    .where(and(de(pagamentos), eq(pagamentos.tipo, 'mensal')));
  return {
    vt: new Map<number, LinhaVt>(vt.map((l) => [l.contratoId, l])),
    va: new Map<number, LinhaVa>(va.map((l) => [l.contratoId, l])),
    pg: new Map<number, LinhaPg>(pg.map((l) => [l.contratoId, l])),
  };
}

/** The last vouchers before the month: the apprentice's transport terms, the contract's food value. */
async function anteriores(tx: Executor, competencia: Competencia, contratos: ContratoDoMes[]) {
  const vt = new Map<number, LinhaVt>();
  const va = new Map<number, LinhaVa>();
  for (let i = 0; i < contratos.length; i += LOTE) {
    const lote = contratos.slice(i, i + LOTE);
    const t = await tx
      .select()
      .from(valesTransporte)
      .where(
        and(
          inArray(
            valesTransporte.aprendizId,
            lote.map((c) => c.aprendizId),
          ),
          lt(valesTransporte.competencia, competencia),
        ),
      )
      .orderBy(
        valesTransporte.aprendizId,
        desc(valesTransporte.competencia),
        desc(valesTransporte.id),
      );
    const a = await tx
      .select()
      .from(valesAlimentacao)
      .where(
        and(
          inArray(
            valesAlimentacao.contratoId,
            lote.map((c) => c.id),
          ),
          lt(valesAlimentacao.competencia, competencia),
        ),
      )
      .orderBy(valesAlimentacao.contratoId, desc(valesAlimentacao.competencia));
    // Newest first: the first row of each key is its last.
    for (const l of t) if (!vt.has(l.aprendizId)) vt.set(l.aprendizId, l);
    for (const l of a) if (!va.has(l.contratoId)) va.set(l.contratoId, l);
  }
  return { vt, va };
}

const mudou = (atual: Record<string, unknown>, novo: Record<string, unknown>) =>
  Object.entries(novo).some(([k, v]) => atual[k] !== v);

/**
 * Computes and writes the month of the given contracts: inserts what is missing, updates what
 * moved (versao + 1), leaves alone what did not and what was paid. `termos` replaces a contract's
 * voucher terms (a PUT of a voucher); otherwise its month's own, the last ones, or the defaults.
 */
export async function processarMes(
  tx: Executor,
  competencia: Competencia,
  contratos: ContratoDoMes[],
  usuarioId: number | null,
  termos: ReadonlyMap<number, ParametrosVales> = new Map(),
): Promise<Item[]> {
  const ids = termos.size > 0 ? contratos.map((c) => c.id) : undefined;
  const atuais = await linhasDoMes(tx, competencia, ids);
  const antes = await anteriores(tx, competencia, contratos);
  const padrao = await padroes(tx);
  const mes = limitesCompetencia(competencia);
  const aCalcular = contratos.filter(
    (c) => c.bolsaCentavos !== null && atuais.pg.get(c.id)?.status !== 'pago',
  );
  const calendarios = await calendariosEmLote(
    tx,
    aCalcular.map((c) => ({
      chave: c.id,
      aprendizId: c.aprendizId,
      inicio: c.dataInicio > mes.inicio ? c.dataInicio : mes.inicio,
      fim: c.dataFim < mes.fim ? c.dataFim : mes.fim,
      contrato: { dataInicio: c.dataInicio, dataFim: c.dataFim },
    })),
  );

  const novosVt: (typeof valesTransporte.$inferInsert)[] = [];
  const novosVa: (typeof valesAlimentacao.$inferInsert)[] = [];
  const novosPg: (typeof pagamentos.$inferInsert)[] = [];
  const alterar = { versao: sql`versao + 1`, atualizadoEm: new Date() };
  const trilha: EntradaAuditoria[] = [];
  const itens: Item[] = [];

  for (const contrato of contratos) {
    const item = (resultado: Resultado, motivo: string | null = null): Item => ({
      contratoId: contrato.id,
      numero: contrato.numero,
      aprendiz: { id: contrato.aprendizId, nome: contrato.aprendizNome },
      resultado,
      motivo,
    });
    const { bolsaCentavos } = contrato;
    if (bolsaCentavos === null) {
      itens.push(
        item('ignorado', 'Contrato sem valor de bolsa: informe-o no contrato e gere de novo'),
      );
      continue;
    }
    const pgAtual = atuais.pg.get(contrato.id);
    if (pgAtual?.status === 'pago') {
      itens.push(
        item('bloqueado', `Pago em ${formatarData(pgAtual.dataPagamento)}: corrija com um ajuste`),
      );
      continue;
    }
    const vtAtual = atuais.vt.get(contrato.id);
    const vaAtual = atuais.va.get(contrato.id);
    const vtBase = vtAtual ?? antes.vt.get(contrato.aprendizId);
    const p: ParametrosVales = termos.get(contrato.id) ?? {
      tarifaCentavos: vtBase?.tarifaCentavos ?? padrao.tarifaCentavos,
      viagens: vtBase?.viagens ?? padrao.viagens,
      opcao: vtBase?.opcao ?? 'aderiu',
      dataOpcao: vtBase?.dataOpcao ?? null,
      valorDiarioCentavos:
        (vaAtual ?? antes.va.get(contrato.id))?.valorDiarioCentavos ?? padrao.valorDiarioCentavos,
    };
    const dias: DiasDoContrato = {
      ...contarDias(calendarios.get(contrato.id) ?? [], {
        inicio: contrato.dataInicio > mes.inicio ? contrato.dataInicio : mes.inicio,
        fim: contrato.dataFim < mes.fim ? contrato.dataFim : mes.fim,
      }),
      diasContrato: diasDeContratoNoMes(competencia, contrato),
    };
    const c = calcular({ ...contrato, bolsaCentavos }, dias, p);
    const vt = {
      tarifaCentavos: p.tarifaCentavos,
      viagens: p.viagens,
      opcao: p.opcao,
      dataOpcao: p.dataOpcao,
      dias: c.vt.dias,
      valorCentavos: c.vt.valorCentavos,
      descontoCentavos: c.vt.descontoCentavos,
    };
    const va = {
      valorDiarioCentavos: p.valorDiarioCentavos,
      dias: c.va.dias,
      valorCentavos: c.va.valorCentavos,
    };
    const pg = colunasDoPagamento(c, bolsaCentavos);
    const base = { contratoId: contrato.id, aprendizId: contrato.aprendizId, competencia };

    let resultado: Resultado = 'inalterado';
    if (!vtAtual) novosVt.push({ ...base, ...vt });
    else if (mudou(vtAtual, vt)) {
      await tx
        .update(valesTransporte)
        .set({ ...vt, ...alterar })
        .where(eq(valesTransporte.id, vtAtual.id));
      resultado = 'recalculado';
    }
    if (!vaAtual) novosVa.push({ ...base, ...va });
    else if (mudou(vaAtual, va)) {
      await tx
        .update(valesAlimentacao)
        .set({ ...va, ...alterar })
        .where(eq(valesAlimentacao.id, vaAtual.id));
      resultado = 'recalculado';
    }
    if (!pgAtual) {
      novosPg.push({ ...base, parceiroId: contrato.parceiroId, ...pg, criadoPor: usuarioId });
      resultado = 'criado';
    } else if (mudou(pgAtual, pg)) {
      await tx
        .update(pagamentos)
        .set({ ...pg, ...alterar })
        .where(eq(pagamentos.id, pgAtual.id));
      trilha.push({
        usuarioId,
        acao: 'recalcular',
        entidade: 'pagamento',
        entidadeId: pgAtual.id,
        campos: {
          valorLiquidoCentavos: { de: pgAtual.valorLiquidoCentavos, para: pg.valorLiquidoCentavos },
        },
      });
      resultado = 'recalculado';
    }
    itens.push(item(resultado));
  }

  await emLotes(novosVt, (l) => tx.insert(valesTransporte).values(l));
  await emLotes(novosVa, (l) => tx.insert(valesAlimentacao).values(l));
  // New payments are audited once, by the generation's own row (gerarCompetencia: how many were
  // created); each recomputation and payment has its own row.
  await emLotes(novosPg, (lote) => tx.insert(pagamentos).values(lote));
  await registrarAuditoria(tx, trilha);
  return itens;
}

/** The monthly payment of a contract and competência, when it was paid (then all is locked). */
export async function pagamentoPago(
  executor: Executor,
  contratoId: number,
  competencia: Competencia,
) {
  const [pago] = await executor
    .select({ id: pagamentos.id, dataPagamento: pagamentos.dataPagamento })
    .from(pagamentos)
    .where(
      and(
        eq(pagamentos.contratoId, contratoId),
        eq(pagamentos.competencia, competencia),
        eq(pagamentos.tipo, 'mensal'),
        eq(pagamentos.status, 'pago'),
      ),
    );
  return pago ?? null;
}

/** One transaction at a time per competência (both engines; harmless on PGlite's one connection). */
export async function travarCompetencia(tx: Executor, competencia: Competencia) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(13, ${Number(competencia.replace('-', ''))})`);
}

export async function gerarCompetencia(
  db: Database,
  competencia: Competencia,
  usuarioId: number | null,
  hoje: string,
): Promise<ResultadoGeracao> {
  if (competencia > competenciaDe(hoje)) {
    throw problema(422, M.competenciaFutura, { competencia: M.competenciaFutura });
  }
  return db.transaction(async (tx) => {
    await travarCompetencia(tx, competencia);
    const itens = await processarMes(
      tx,
      competencia,
      await contratosDoMes(tx, competencia),
      usuarioId,
    );
    const conta = (r: Item['resultado']) => itens.filter((i) => i.resultado === r).length;
    const resultado: ResultadoGeracao = {
      competencia,
      criados: conta('criado'),
      recalculados: conta('recalculado'),
      inalterados: conta('inalterado'),
      bloqueados: conta('bloqueado'),
      ignorados: conta('ignorado'),
      itens,
    };
    const [ja] = await tx
      .select()
      .from(beneficiosCompetencias)
      .where(eq(beneficiosCompetencias.competencia, competencia));
    const algoMudou = resultado.criados + resultado.recalculados > 0;
    if (!ja) {
      await tx.insert(beneficiosCompetencias).values({ competencia, geradaPor: usuarioId });
    } else if (algoMudou) {
      await tx
        .update(beneficiosCompetencias)
        .set({ geradaEm: new Date(), geradaPor: usuarioId, geracoes: sql`geracoes + 1` })
        .where(eq(beneficiosCompetencias.competencia, competencia));
    }
    if (!ja || algoMudou) {
      await registrarAuditoria(tx, {
        usuarioId,
        acao: 'gerar',
        entidade: 'competencia-beneficios',
        entidadeId: competencia,
        campos: camposPreenchidos({
          criados: resultado.criados,
          recalculados: resultado.recalculados,
        }),
      });
    }
    return resultado;
  });
}
