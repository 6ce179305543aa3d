// POST /api/beneficios/competencias/{aaaa-mm}/gerar: vouchers and payments of every contract that
// ran in the month, in one transaction under a lock of the competência (two people generating at
// once wait for each other). Idempotent: a pending payment whose figures did not move is left as
// it is; one whose attendance or vouchers changed is recomputed; a paid one is locked and only
// reported. The answer says what happened to each contract and why.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  beneficiosCompetencias,
  beneficiosPadroes,
  pagamentos,
  valesAlimentacao,
  valesTransporte,
} from '../../db/schema';
import { registrarAuditoria } from '../../shared/auditoria';
import type { Executor } from '../../shared/executor';
import { problema } from '../../shared/problem';
import {
  competenciaDe,
  MENSAGENS_BENEFICIOS as M,
  type Competencia,
} from '../../../src/shared/validation/beneficios';
import { formatarData } from '../../../src/shared/format/data';
import {
  calcular,
  colunasDoPagamento,
  contratosDoMes,
  diasDoContrato,
  type Calculo,
  type ContratoDoMes,
  type ParametrosVales,
} from './calculo';
import type { ResultadoGeracao } from './schemas';

type Item = ResultadoGeracao['itens'][number];

export async function padroes(executor: Executor) {
  const [p] = await executor.select().from(beneficiosPadroes).where(eq(beneficiosPadroes.id, 1));
  if (!p) throw new Error('beneficios_padroes sem a linha 1 (migração 0012)');
  return p;
}

/** The vouchers a contract starts a month with: its own of the month, the last ones, the defaults. */
async function parametros(
  executor: Executor,
  contrato: ContratoDoMes,
  competencia: Competencia,
  padrao: Awaited<ReturnType<typeof padroes>>,
): Promise<ParametrosVales> {
  const [vt] = await executor
    .select()
    .from(valesTransporte)
    .where(
      and(
        eq(valesTransporte.aprendizId, contrato.aprendizId),
        sql`${valesTransporte.competencia} <= ${competencia}`,
      ),
    )
    .orderBy(desc(valesTransporte.competencia), desc(valesTransporte.id))
    .limit(1);
  const [va] = await executor
    .select()
    .from(valesAlimentacao)
    .where(
      and(
        eq(valesAlimentacao.contratoId, contrato.id),
        sql`${valesAlimentacao.competencia} <= ${competencia}`,
      ),
    )
    .orderBy(desc(valesAlimentacao.competencia))
    .limit(1);
  return {
    tarifaCentavos: vt?.tarifaCentavos ?? padrao.tarifaCentavos,
    viagens: vt?.viagens ?? padrao.viagens,
    opcao: vt?.opcao ?? 'aderiu',
    dataOpcao: vt?.dataOpcao ?? null,
    valorDiarioCentavos: va?.valorDiarioCentavos ?? padrao.valorDiarioCentavos,
  };
}

/**
 * Writes a contract's month: inserts what is missing, updates what moved (versao + 1), leaves
 * alone what did not. Answers 'criado', 'recalculado' or 'inalterado'.
 */
export async function gravarMes(
  tx: Executor,
  contrato: ContratoDoMes & { bolsaCentavos: number },
  competencia: Competencia,
  c: Calculo,
  p: ParametrosVales,
  usuarioId: number | null,
): Promise<'criado' | 'recalculado' | 'inalterado'> {
  const chave = (t: typeof valesTransporte | typeof valesAlimentacao | typeof pagamentos) =>
    and(eq(t.contratoId, contrato.id), eq(t.competencia, competencia));
  const [vtAtual] = await tx.select().from(valesTransporte).where(chave(valesTransporte));
  const [vaAtual] = await tx.select().from(valesAlimentacao).where(chave(valesAlimentacao));
  const [pgAtual] = await tx
    .select()
    .from(pagamentos)
    .where(and(chave(pagamentos), eq(pagamentos.tipo, 'mensal')));
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
  const pg = colunasDoPagamento(c, contrato.bolsaCentavos);
  const base = { contratoId: contrato.id, aprendizId: contrato.aprendizId, competencia };
  const mudou = (atual: Record<string, unknown>, novo: Record<string, unknown>) =>
    Object.entries(novo).some(([k, v]) => atual[k] !== v);
  const alterar = { versao: sql`versao + 1`, atualizadoEm: new Date() };

  let resultado: 'criado' | 'recalculado' | 'inalterado' = 'inalterado';
  if (!vtAtual) {
    await tx.insert(valesTransporte).values({ ...base, ...vt });
    resultado = 'criado';
  } else if (mudou(vtAtual, vt)) {
    await tx
      .update(valesTransporte)
      .set({ ...vt, ...alterar })
      .where(eq(valesTransporte.id, vtAtual.id));
    resultado = 'recalculado';
  }
  if (!vaAtual) {
    await tx.insert(valesAlimentacao).values({ ...base, ...va });
    resultado = 'criado';
  } else if (mudou(vaAtual, va)) {
    await tx
      .update(valesAlimentacao)
      .set({ ...va, ...alterar })
      .where(eq(valesAlimentacao.id, vaAtual.id));
    if (resultado === 'inalterado') resultado = 'recalculado';
  }
  if (!pgAtual) {
    const [novo] = await tx
      .insert(pagamentos)
      .values({ ...base, parceiroId: contrato.parceiroId, ...pg, criadoPor: usuarioId })
      .returning({ id: pagamentos.id });
    await registrarAuditoria(tx, {
      usuarioId,
      acao: 'criar',
      entidade: 'pagamento',
      entidadeId: novo?.id ?? 0,
      campos: {
        competencia: { de: null, para: competencia },
        valorLiquidoCentavos: { de: null, para: pg.valorLiquidoCentavos },
      },
    });
    return 'criado';
  }
  if (mudou(pgAtual, pg)) {
    await tx
      .update(pagamentos)
      .set({ ...pg, ...alterar })
      .where(eq(pagamentos.id, pgAtual.id));
    await registrarAuditoria(tx, {
      usuarioId,
      acao: 'recalcular',
      entidade: 'pagamento',
      entidadeId: pgAtual.id,
      campos: {
        valorLiquidoCentavos: { de: pgAtual.valorLiquidoCentavos, para: pg.valorLiquidoCentavos },
      },
    });
    return resultado === 'criado' ? 'criado' : 'recalculado';
  }
  return resultado;
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
    const padrao = await padroes(tx);
    const itens: Item[] = [];
    for (const contrato of await contratosDoMes(tx, competencia)) {
      const item = (resultado: Item['resultado'], motivo: string | null = null): Item => ({
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
      const pago = await pagamentoPago(tx, contrato.id, competencia);
      if (pago) {
        itens.push(
          item('bloqueado', `Pago em ${formatarData(pago.dataPagamento)}: corrija com um ajuste`),
        );
        continue;
      }
      const p = await parametros(tx, contrato, competencia, padrao);
      const dias = await diasDoContrato(tx, contrato, competencia, hoje);
      const c = calcular({ ...contrato, bolsaCentavos }, dias, p);
      itens.push(
        item(await gravarMes(tx, { ...contrato, bolsaCentavos }, competencia, c, p, usuarioId)),
      );
    }
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
        campos: {
          criados: { de: null, para: resultado.criados },
          recalculados: { de: null, para: resultado.recalculados },
        },
      });
    }
    return resultado;
  });
}
