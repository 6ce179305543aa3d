// The figures of /beneficios and /beneficios/relatorios: a competência at a glance (generated or
// not, totals by benefit, partner and status) and a year by competência and partner.
import { and, asc, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  beneficiosCompetencias,
  contratos,
  pagamentos,
  parceiros,
  valesAlimentacao,
  valesTransporte,
} from '../../db/schema';
import type { Executor } from '../../shared/executor';
import { nomeDoParceiro } from '../../shared/parceiro';
import { reaisDeCentavos as r } from '../../../src/shared/validation/beneficios';
import { soma, totaisPagamentos } from './leitura';
import type { LinhaRelatorio, Relatorio, Resumo } from './esquemas';

/** Voucher totals grouped by a key (competência or partner) under a filter on the competência. */
async function vales(executor: Executor, onde: (c: AnyColumn) => SQL | undefined) {
  const [vt, va] = await Promise.all([
    executor
      .select({
        competencia: valesTransporte.competencia,
        parceiroId: contratos.parceiroId,
        valor: soma(valesTransporte.valorCentavos),
        desconto: soma(valesTransporte.descontoCentavos),
      })
      .from(valesTransporte)
      .innerJoin(contratos, eq(contratos.id, valesTransporte.contratoId))
      .where(onde(valesTransporte.competencia))
      .groupBy(valesTransporte.competencia, contratos.parceiroId),
    executor
      .select({
        competencia: valesAlimentacao.competencia,
        parceiroId: contratos.parceiroId,
        valor: soma(valesAlimentacao.valorCentavos),
      })
      .from(valesAlimentacao)
      .innerJoin(contratos, eq(contratos.id, valesAlimentacao.contratoId))
      .where(onde(valesAlimentacao.competencia))
      .groupBy(valesAlimentacao.competencia, contratos.parceiroId),
  ]);
  return { vt, va };
}

async function pagamentosAgrupados(executor: Executor, onde: SQL | undefined) {
  return executor
    .select({
      competencia: pagamentos.competencia,
      parceiroId: pagamentos.parceiroId,
      parceiroNome: nomeDoParceiro,
      status: pagamentos.status,
      quantidade: sql<number>`count(*)`.mapWith(Number),
      valorBruto: soma(pagamentos.valorBrutoCentavos),
      descontoFaltas: soma(pagamentos.descontoFaltasCentavos),
      valorLiquido: soma(pagamentos.valorLiquidoCentavos),
    })
    .from(pagamentos)
    .innerJoin(parceiros, eq(parceiros.id, pagamentos.parceiroId))
    .where(onde)
    .groupBy(pagamentos.competencia, pagamentos.parceiroId, parceiros.id, pagamentos.status);
}

const somar = <T>(linhas: T[], f: (l: T) => number) => linhas.reduce((s, l) => s + f(l), 0);

/** One partner's share of the grouped vouchers (`vt` or `va`), in reais. */
const valeDoParceiro = (vales: { parceiroId: number; valor: number }[], id: number) =>
  r(
    somar(
      vales.filter((l) => l.parceiroId === id),
      (l) => l.valor,
    ),
  );

export async function resumoCompetencia(executor: Executor, competencia: string): Promise<Resumo> {
  const [[gerada], { vt, va }, grupos, totais] = await Promise.all([
    executor
      .select()
      .from(beneficiosCompetencias)
      .where(eq(beneficiosCompetencias.competencia, competencia)),
    vales(executor, (c) => eq(c, competencia)),
    pagamentosAgrupados(executor, eq(pagamentos.competencia, competencia)),
    totaisPagamentos(executor, eq(pagamentos.competencia, competencia)),
  ]);
  const vtValor = somar(vt, (l) => l.valor);
  const vtDesconto = somar(vt, (l) => l.desconto);
  const parceirosIds = [...new Set(grupos.map((g) => g.parceiroId))];
  return {
    competencia,
    gerada: gerada !== undefined,
    geradaEm: gerada ? gerada.geradaEm.toISOString() : null,
    geracoes: gerada?.geracoes ?? 0,
    totais: {
      valeTransporte: {
        valor: r(vtValor),
        desconto: r(vtDesconto),
        custo: r(vtValor - vtDesconto),
      },
      valeAlimentacao: { valor: r(somar(va, (l) => l.valor)) },
      pagamentos: totais,
    },
    porParceiro: parceirosIds
      .map((id) => {
        const doParceiro = grupos.filter((g) => g.parceiroId === id);
        return {
          parceiro: { id, nome: doParceiro[0]?.parceiroNome ?? '' },
          quantidade: somar(doParceiro, (g) => g.quantidade),
          valeTransporte: valeDoParceiro(vt, id),
          valeAlimentacao: valeDoParceiro(va, id),
          valorLiquido: r(somar(doParceiro, (g) => g.valorLiquido)),
        };
      })
      .sort((a, b) => a.parceiro.nome.localeCompare(b.parceiro.nome, 'pt-BR')),
    porStatus: (['pendente', 'pago'] as const).map((status) => {
      const doStatus = grupos.filter((g) => g.status === status);
      return {
        status,
        quantidade: somar(doStatus, (g) => g.quantidade),
        valorLiquido: r(somar(doStatus, (g) => g.valorLiquido)),
      };
    }),
  };
}

export async function relatorioAnual(
  executor: Executor,
  ano: number,
  parceiroId?: number,
): Promise<Relatorio> {
  const doAno = (c: AnyColumn) =>
    and(
      sql`${c} between ${`${String(ano)}-01`} and ${`${String(ano)}-12`}`,
      parceiroId === undefined ? undefined : eq(contratos.parceiroId, parceiroId),
    );
  const [{ vt, va }, grupos] = await Promise.all([
    vales(executor, doAno),
    pagamentosAgrupados(
      executor,
      and(
        sql`${pagamentos.competencia} between ${`${String(ano)}-01`} and ${`${String(ano)}-12`}`,
        parceiroId === undefined ? undefined : eq(pagamentos.parceiroId, parceiroId),
      ),
    ),
  ]);
  const meses = Array.from(
    { length: 12 },
    (_, i) => `${String(ano)}-${String(i + 1).padStart(2, '0')}`,
  );
  const competencias: LinhaRelatorio[] = meses.map((competencia) => {
    const g = grupos.filter((l) => l.competencia === competencia);
    const vtMes = vt.filter((l) => l.competencia === competencia);
    const pago = g.filter((l) => l.status === 'pago');
    const liquido = somar(g, (l) => l.valorLiquido);
    return {
      competencia,
      quantidade: somar(g, (l) => l.quantidade),
      valeTransporte: r(somar(vtMes, (l) => l.valor)),
      descontoValeTransporte: r(somar(vtMes, (l) => l.desconto)),
      valeAlimentacao: r(
        somar(
          va.filter((l) => l.competencia === competencia),
          (l) => l.valor,
        ),
      ),
      valorBruto: r(somar(g, (l) => l.valorBruto)),
      descontoFaltas: r(somar(g, (l) => l.descontoFaltas)),
      valorLiquido: r(liquido),
      valorPago: r(somar(pago, (l) => l.valorLiquido)),
      valorPendente: r(liquido - somar(pago, (l) => l.valorLiquido)),
    };
  });
  const nomes = new Map(grupos.map((g) => [g.parceiroId, g.parceiroNome]));
  const ids = [...new Set([...nomes.keys(), ...vt.map((l) => l.parceiroId)])];
  const faltantes = ids.filter((id) => !nomes.has(id));
  if (faltantes.length > 0) {
    for (const p of await executor
      .select({ id: parceiros.id, nome: nomeDoParceiro })
      .from(parceiros)
      .where(inArray(parceiros.id, faltantes))
      .orderBy(asc(parceiros.id))) {
      nomes.set(p.id, p.nome);
    }
  }
  return {
    ano,
    competencias,
    parceiros: ids
      .map((id) => ({
        parceiro: { id, nome: nomes.get(id) ?? '' },
        valeTransporte: valeDoParceiro(vt, id),
        valeAlimentacao: valeDoParceiro(va, id),
        valorLiquido: r(
          somar(
            grupos.filter((g) => g.parceiroId === id),
            (g) => g.valorLiquido,
          ),
        ),
      }))
      .sort((a, b) => b.valorLiquido - a.valorLiquido),
  };
}
