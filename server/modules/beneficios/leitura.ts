// The lists of /api/beneficios (transport and food vouchers, payments) with their filters, paging
// and totals under the same filters, and the rows as the API answers them (reais, not cents).
import { and, asc, count, desc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  aprendizes,
  contratos,
  pagamentos,
  parceiros,
  valesAlimentacao,
  valesTransporte,
} from '../../db/schema';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { Executor } from '../../shared/executor';
import { busca, ordenacao, pagina, umaPagina, type Ordenavel } from '../../shared/lista';
import { nomeDoParceiro } from '../../shared/parceiro';
import { reaisDeCentavos as r } from '../../../src/shared/validation/beneficios';
import type {
  ConsultaPagamentos,
  ConsultaValesAlimentacao,
  ConsultaValesTransporte,
} from './esquemas';

/** A sum of cents that may pass int's range (a year, every contract): bigint in SQL, a number here. */
export const soma = (c: SQL | AnyColumn) =>
  sql<number>`coalesce(sum(${c}), 0)::bigint`.mapWith(Number);

/** Whether the contract's monthly payment of that competência was paid (the month is locked). */
const pagoNoMes = (t: typeof valesTransporte | typeof valesAlimentacao | typeof pagamentos) =>
  sql<boolean>`exists (select 1 from beneficios_pagamentos p where p.contrato_id = ${t.contratoId}
    and p.competencia = ${t.competencia} and p.tipo = 'mensal' and p.status = 'pago')`;

const comuns = (t: typeof valesTransporte | typeof valesAlimentacao | typeof pagamentos) => ({
  id: t.id,
  competencia: t.competencia,
  contratoId: t.contratoId,
  contratoNumero: contratos.numero,
  contratoTipo: contratos.tipo,
  aprendizId: t.aprendizId,
  aprendizNome: aprendizes.nome,
  parceiroId: parceiros.id,
  parceiroNome: nomeDoParceiro,
  bloqueado: pagoNoMes(t),
  versao: t.versao,
});

/**
 * A benefit row's select with its contract, apprentice and company joined (the company by
 * `parceiroId`: the contract's, or the one a payment keeps).
 */
const comContrato = <Q extends PgSelect>(
  consulta: Q,
  t: typeof valesTransporte | typeof valesAlimentacao | typeof pagamentos,
  parceiroId: AnyPgColumn,
) =>
  consulta
    .innerJoin(contratos, eq(contratos.id, t.contratoId))
    .innerJoin(aprendizes, eq(aprendizes.id, t.aprendizId))
    .innerJoin(parceiros, eq(parceiros.id, parceiroId));

type Comuns = {
  id: number;
  competencia: string;
  contratoId: number;
  contratoNumero: string;
  contratoTipo: 'A' | 'E';
  aprendizId: number;
  aprendizNome: string;
  parceiroId: number;
  parceiroNome: string;
  bloqueado: boolean;
  versao: number;
};

const paraComuns = (l: Comuns) => ({
  id: l.id,
  competencia: l.competencia,
  contrato: { id: l.contratoId, numero: l.contratoNumero, tipo: l.contratoTipo },
  aprendiz: { id: l.aprendizId, nome: l.aprendizNome },
  parceiro: { id: l.parceiroId, nome: l.parceiroNome },
  bloqueado: l.bloqueado,
  versao: l.versao,
});

function filtrosComuns(
  t: typeof valesTransporte | typeof valesAlimentacao | typeof pagamentos,
  c: {
    q?: string | undefined;
    ativo?: 'true' | 'false' | 'todos' | undefined;
    competencia?: string | undefined;
    aprendizId?: number | undefined;
    parceiroId?: number | undefined;
  },
): SQL[] {
  const f: SQL[] = [];
  // Through a subquery: the totals read the table with contratos only, not the page's joins.
  const doAprendiz = (coluna: AnyPgColumn) =>
    sql`(select ${coluna} from ${aprendizes} where ${aprendizes.id} = ${t.aprendizId})`;
  const porTexto = busca(c.q, [doAprendiz(aprendizes.nome), contratos.numero]);
  if (porTexto) f.push(porTexto);
  if (c.ativo === 'true' || c.ativo === 'false') {
    f.push(sql`${doAprendiz(aprendizes.ativo)} = ${c.ativo === 'true'}`);
  }
  if (c.competencia) f.push(eq(t.competencia, c.competencia));
  if (c.aprendizId) f.push(eq(t.aprendizId, c.aprendizId));
  if (c.parceiroId) f.push(eq(contratos.parceiroId, c.parceiroId));
  return f;
}

type TabelaDeVale = typeof valesTransporte | typeof valesAlimentacao;

/** Sums of a voucher column under a filter, in cents (0 over no rows). */
const somaDeVale = (coluna: AnyColumn) => sql<number>`coalesce(sum(${coluna}), 0)::int`;

/**
 * A voucher list (transport or food): a page of `ler`'s rows as `para` answers them, sorted by
 * aprendiz (default) or competencia, and under the same filters the count and the `totais` made of
 * the sum of valor_centavos and of the voucher's own `soma` column (both lists take the same query:
 * ConsultaValesAlimentacao has ConsultaValesTransporte's shape).
 */
async function listarVales<L, R, T>(
  executor: Executor,
  c: ConsultaValesTransporte,
  vale: {
    tabela: TabelaDeVale;
    ler: (executor: Executor, onde: SQL | undefined) => Ordenavel<L>;
    para: (l: L) => R;
    soma: AnyColumn;
    totais: (valor: number, soma: number) => T;
  },
) {
  const t = vale.tabela;
  const p = pagina(c);
  const onde = and(...filtrosComuns(t, c));
  const ordem = ordenacao<'aprendiz' | 'competencia'>(
    c.sort,
    { aprendiz: aprendizes.nomeBusca, competencia: t.competencia },
    'aprendiz',
    t.id,
  );
  const [linhas, [totais]] = await Promise.all([
    umaPagina(vale.ler(executor, onde), ordem, p),
    executor
      .select({ total: count(), valor: somaDeVale(t.valorCentavos), soma: somaDeVale(vale.soma) })
      .from(t)
      .innerJoin(contratos, eq(contratos.id, t.contratoId))
      .where(onde),
  ]);
  const s = totais ?? { total: 0, valor: 0, soma: 0 };
  return {
    data: linhas.map(vale.para),
    total: s.total,
    page: p.page,
    pageSize: p.pageSize,
    totais: vale.totais(s.valor, s.soma),
  };
}

// ---- Vale-transporte -----------------------------------------------------------------------------

const colunasVt = {
  ...comuns(valesTransporte),
  tarifaCentavos: valesTransporte.tarifaCentavos,
  viagens: valesTransporte.viagens,
  opcao: valesTransporte.opcao,
  dataOpcao: valesTransporte.dataOpcao,
  dias: valesTransporte.dias,
  valorCentavos: valesTransporte.valorCentavos,
  descontoCentavos: valesTransporte.descontoCentavos,
};

export const paraValeTransporte = (l: Awaited<ReturnType<typeof lerValesTransporte>>[number]) => ({
  ...paraComuns(l),
  tarifa: r(l.tarifaCentavos),
  viagens: l.viagens,
  opcao: l.opcao,
  dataOpcao: l.dataOpcao,
  dias: l.dias,
  valor: r(l.valorCentavos),
  desconto: r(l.descontoCentavos),
  custo: r(l.valorCentavos - l.descontoCentavos),
});

export const lerValesTransporte = (executor: Executor, onde: SQL | undefined) =>
  comContrato(
    executor.select(colunasVt).from(valesTransporte).$dynamic(),
    valesTransporte,
    contratos.parceiroId,
  ).where(onde);

export const listarValesTransporte = (executor: Executor, c: ConsultaValesTransporte) =>
  listarVales(executor, c, {
    tabela: valesTransporte,
    ler: lerValesTransporte,
    para: paraValeTransporte,
    soma: valesTransporte.descontoCentavos,
    totais: (valor, desconto) => ({
      valor: r(valor),
      desconto: r(desconto),
      custo: r(valor - desconto),
    }),
  });

// ---- Vale-alimentação ----------------------------------------------------------------------------

const colunasVa = {
  ...comuns(valesAlimentacao),
  valorDiarioCentavos: valesAlimentacao.valorDiarioCentavos,
  dias: valesAlimentacao.dias,
  valorCentavos: valesAlimentacao.valorCentavos,
};

export const lerValesAlimentacao = (executor: Executor, onde: SQL | undefined) =>
  comContrato(
    executor.select(colunasVa).from(valesAlimentacao).$dynamic(),
    valesAlimentacao,
    contratos.parceiroId,
  ).where(onde);

export const paraValeAlimentacao = (
  l: Awaited<ReturnType<typeof lerValesAlimentacao>>[number],
) => ({
  ...paraComuns(l),
  valorDiario: r(l.valorDiarioCentavos),
  dias: l.dias,
  valor: r(l.valorCentavos),
});

export const listarValesAlimentacao = (executor: Executor, c: ConsultaValesAlimentacao) =>
  listarVales(executor, c, {
    tabela: valesAlimentacao,
    ler: lerValesAlimentacao,
    para: paraValeAlimentacao,
    soma: valesAlimentacao.dias,
    totais: (valor, dias) => ({ valor: r(valor), dias }),
  });

// ---- Pagamentos ----------------------------------------------------------------------------------

const colunasPagamento = {
  ...comuns(pagamentos),
  tipo: pagamentos.tipo,
  ajusteDeId: pagamentos.ajusteDeId,
  motivo: pagamentos.motivo,
  bolsaCentavos: pagamentos.bolsaCentavos,
  diasContrato: pagamentos.diasContrato,
  diasUteis: pagamentos.diasUteis,
  faltas: pagamentos.faltas,
  justificadas: pagamentos.justificadas,
  feriados: pagamentos.feriados,
  afastamento: pagamentos.afastamento,
  valorBrutoCentavos: pagamentos.valorBrutoCentavos,
  descontoFaltasCentavos: pagamentos.descontoFaltasCentavos,
  descontoVtCentavos: pagamentos.descontoVtCentavos,
  valorLiquidoCentavos: pagamentos.valorLiquidoCentavos,
  status: pagamentos.status,
  dataPagamento: pagamentos.dataPagamento,
  criadoEm: pagamentos.criadoEm,
  aprendizCpf: aprendizes.cpf,
};

export const lerPagamentos = (executor: Executor, onde: SQL | undefined) =>
  comContrato(
    executor.select(colunasPagamento).from(pagamentos).$dynamic(),
    pagamentos,
    pagamentos.parceiroId,
  ).where(onde);
export type LinhaPagamento = Awaited<ReturnType<typeof lerPagamentos>>[number];

export const paraPagamento = (l: LinhaPagamento) => ({
  ...paraComuns(l),
  // An adjusting entry is never locked by its month: it is what corrects a locked month.
  bloqueado: l.status === 'pago' || (l.tipo === 'mensal' && l.bloqueado),
  tipo: l.tipo,
  ajusteDe: l.ajusteDeId,
  motivo: l.motivo,
  bolsa: r(l.bolsaCentavos),
  diasContrato: l.diasContrato,
  diasUteis: l.diasUteis,
  faltas: l.faltas,
  justificadas: l.justificadas,
  feriados: l.feriados,
  afastamento: l.afastamento,
  valorBruto: r(l.valorBrutoCentavos),
  descontoFaltas: r(l.descontoFaltasCentavos),
  descontoValeTransporte: r(l.descontoVtCentavos),
  valorLiquido: r(l.valorLiquidoCentavos),
  status: l.status,
  dataPagamento: l.dataPagamento,
  criadoEm: l.criadoEm.toISOString(),
});

export function ondePagamentos(c: Omit<ConsultaPagamentos, 'page' | 'pageSize'>): SQL | undefined {
  const f = filtrosComuns(pagamentos, c);
  if (c.status) f.push(eq(pagamentos.status, c.status));
  if (c.tipo) f.push(eq(pagamentos.tipo, c.tipo));
  return and(...f);
}

export const ordemPagamentos = (sort: string | undefined) =>
  ordenacao<'aprendiz' | 'competencia' | 'valorLiquido'>(
    sort,
    {
      aprendiz: aprendizes.nomeBusca,
      competencia: pagamentos.competencia,
      valorLiquido: pagamentos.valorLiquidoCentavos,
    },
    'aprendiz',
    pagamentos.id,
  );

/** Totals of payments under a filter (the list's, the summary's, the report's). */
export async function totaisPagamentos(executor: Executor, onde: SQL | undefined) {
  const pago = sql`${pagamentos.status} = 'pago'`;
  const [t] = await executor
    .select({
      quantidade: count(),
      valorBruto: soma(pagamentos.valorBrutoCentavos),
      descontoFaltas: soma(pagamentos.descontoFaltasCentavos),
      descontoValeTransporte: soma(pagamentos.descontoVtCentavos),
      valorLiquido: soma(pagamentos.valorLiquidoCentavos),
      pagos: sql<number>`count(*) filter (where ${pago})`.mapWith(Number),
      valorPago: soma(sql`case when ${pago} then ${pagamentos.valorLiquidoCentavos} else 0 end`),
    })
    .from(pagamentos)
    .innerJoin(contratos, eq(contratos.id, pagamentos.contratoId))
    .where(onde);
  const v = t ?? {
    quantidade: 0,
    valorBruto: 0,
    descontoFaltas: 0,
    descontoValeTransporte: 0,
    valorLiquido: 0,
    pagos: 0,
    valorPago: 0,
  };
  return {
    quantidade: v.quantidade,
    valorBruto: r(v.valorBruto),
    descontoFaltas: r(v.descontoFaltas),
    descontoValeTransporte: r(v.descontoValeTransporte),
    valorLiquido: r(v.valorLiquido),
    pendentes: v.quantidade - v.pagos,
    valorPendente: r(v.valorLiquido - v.valorPago),
    pagos: v.pagos,
    valorPago: r(v.valorPago),
  };
}

export async function listarPagamentos(executor: Executor, c: ConsultaPagamentos) {
  const p = pagina(c);
  const onde = ondePagamentos(c);
  const [linhas, totais] = await Promise.all([
    umaPagina(lerPagamentos(executor, onde), ordemPagamentos(c.sort), p),
    totaisPagamentos(executor, onde),
  ]);
  return {
    data: linhas.map(paraPagamento),
    total: totais.quantidade,
    page: p.page,
    pageSize: p.pageSize,
    totais,
  };
}

/** An apprentice's vouchers and payments by month, newest first (the apprentice page's tab). */
export async function beneficiosDoAprendiz(executor: Executor, aprendizId: number) {
  const [pg, vt, va] = await Promise.all([
    lerPagamentos(executor, eq(pagamentos.aprendizId, aprendizId)).orderBy(
      desc(pagamentos.competencia),
      asc(pagamentos.id),
    ),
    lerValesTransporte(executor, eq(valesTransporte.aprendizId, aprendizId)).orderBy(
      desc(valesTransporte.competencia),
    ),
    lerValesAlimentacao(executor, eq(valesAlimentacao.aprendizId, aprendizId)).orderBy(
      desc(valesAlimentacao.competencia),
    ),
  ]);
  return {
    pagamentos: pg.map(paraPagamento),
    valesTransporte: vt.map(paraValeTransporte),
    valesAlimentacao: va.map(paraValeAlimentacao),
  };
}
