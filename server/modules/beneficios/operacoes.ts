// The writes of /api/beneficios besides generation: a voucher's terms (tarifa, viagens, opt-out,
// valor diário) recomputing its month at once, the defaults, paying a selection and the adjusting
// entry that corrects a paid month. Each in one transaction with its audit rows; a paid month is
// locked (409) and nothing changes when a request is refused.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { beneficiosPadroes, pagamentos, valesAlimentacao, valesTransporte } from '../../db/schema';
import { camposPreenchidos, diferencas, registrarAuditoria } from '../../shared/auditoria';
import { versaoDesatualizada } from '../../shared/concorrencia';
import type { Executor } from '../../shared/executor';
import { problema } from '../../shared/problem';
import {
  centavosDeReais,
  MENSAGENS_BENEFICIOS as M,
  MOTIVO_MINIMO,
  reaisDeCentavos as r,
} from '../../../src/shared/validation/beneficios';
import { contratosDoMes, type ParametrosVales } from './calculo';
import { padroes, pagamentoPago, processarMes, travarCompetencia } from './gerar';
import {
  lerPagamentos,
  lerValesAlimentacao,
  lerValesTransporte,
  paraPagamento,
  paraValeAlimentacao,
  paraValeTransporte,
} from './leitura';
import type {
  AlteracaoPadroes,
  AlteracaoValeAlimentacao,
  AlteracaoValeTransporte,
  NovoAjuste,
  Pagar,
} from './esquemas';

function centavos(reais: number, campo: string, mensagem: string): number {
  const c = centavosDeReais(reais);
  if (c === null) throw problema(400, mensagem, { [campo]: mensagem });
  return c;
}

/** Recomputes a contract's month with new voucher terms and writes what moved. */
async function recalcularMes(
  tx: Executor,
  contratoId: number,
  competencia: string,
  p: ParametrosVales,
  usuarioId: number | null,
) {
  const [contrato] = await contratosDoMes(tx, competencia, contratoId);
  if (!contrato || contrato.bolsaCentavos === null) {
    throw problema(
      422,
      'O contrato não tem bolsa ou não está em curso nesta competência: gere a competência de novo',
    );
  }
  await processarMes(tx, competencia, [contrato], usuarioId, new Map([[contrato.id, p]]));
}

/** A voucher's row of the same contract and month as `vale` (a change to one reads the other). */
const doMesmoMes = (
  t: typeof valesTransporte | typeof valesAlimentacao,
  vale: { contratoId: number; competencia: string },
) => and(eq(t.contratoId, vale.contratoId), eq(t.competencia, vale.competencia));

async function travarVale<T extends typeof valesTransporte | typeof valesAlimentacao>(
  tx: Executor,
  tabela: T,
  id: number,
  versao: number,
) {
  const [linha] = (await tx
    .select()
    .from(tabela as typeof valesTransporte)
    .where(eq(tabela.id, id))
    .for('update')) as T['$inferSelect'][];
  if (!linha) throw problema(404, M.valeNaoEncontrado);
  await travarCompetencia(tx, linha.competencia);
  if (await pagamentoPago(tx, linha.contratoId, linha.competencia)) {
    throw problema(409, M.competenciaBloqueada, undefined, { tipo: '/problemas/competencia-paga' });
  }
  if (linha.versao !== versao) throw versaoDesatualizada();
  return linha;
}

/** The terms each voucher holds (the others in ParametrosVales are the month's other voucher's). */
const TERMOS = {
  'vale-transporte': ['tarifaCentavos', 'viagens', 'opcao', 'dataOpcao'],
  'vale-alimentacao': ['valorDiarioCentavos'],
} as const satisfies Record<string, readonly (keyof ParametrosVales)[]>;

/**
 * A voucher's new terms `p`: its contract's month recomputed with them, then one audit row with
 * the voucher's own terms before and after.
 */
async function mudarTermos(
  tx: Executor,
  entidade: keyof typeof TERMOS,
  atual: Partial<ParametrosVales> & { id: number; contratoId: number; competencia: string },
  p: ParametrosVales,
  usuarioId: number | null,
) {
  await recalcularMes(tx, atual.contratoId, atual.competencia, p, usuarioId);
  const termos = (x: Partial<ParametrosVales>) =>
    Object.fromEntries(TERMOS[entidade].map((t) => [t, x[t]]));
  await registrarAuditoria(tx, {
    usuarioId,
    acao: 'atualizar',
    entidade,
    entidadeId: atual.id,
    campos: diferencas(termos(atual), termos(p)),
  });
}

export async function alterarValeTransporte(
  db: Database,
  corpo: AlteracaoValeTransporte,
  usuarioId: number | null,
  hoje: string,
) {
  return db.transaction(async (tx) => {
    const atual = await travarVale(tx, valesTransporte, corpo.id, corpo.versao);
    const tarifaCentavos =
      corpo.tarifa === undefined
        ? atual.tarifaCentavos
        : centavos(corpo.tarifa, 'tarifa', M.tarifaInvalida);
    const opcao = corpo.opcao ?? atual.opcao;
    let dataOpcao = corpo.dataOpcao === undefined ? atual.dataOpcao : corpo.dataOpcao;
    if (opcao === 'aderiu') dataOpcao = null;
    else if (dataOpcao === null)
      throw problema(400, M.dataOpcaoObrigatoria, { dataOpcao: M.dataOpcaoObrigatoria });
    else if (dataOpcao > hoje) throw problema(400, M.dataFutura, { dataOpcao: M.dataFutura });
    const [va] = await tx
      .select({ valorDiarioCentavos: valesAlimentacao.valorDiarioCentavos })
      .from(valesAlimentacao)
      .where(doMesmoMes(valesAlimentacao, atual));
    const padrao = await padroes(tx);
    const p: ParametrosVales = {
      tarifaCentavos,
      viagens: corpo.viagens ?? atual.viagens,
      opcao,
      dataOpcao,
      valorDiarioCentavos: va?.valorDiarioCentavos ?? padrao.valorDiarioCentavos,
    };
    await mudarTermos(tx, 'vale-transporte', atual, p, usuarioId);
    const [depois] = await lerValesTransporte(tx, eq(valesTransporte.id, atual.id));
    if (!depois) throw problema(404, M.valeNaoEncontrado);
    return paraValeTransporte(depois);
  });
}

export async function alterarValeAlimentacao(
  db: Database,
  corpo: AlteracaoValeAlimentacao,
  usuarioId: number | null,
) {
  return db.transaction(async (tx) => {
    const atual = await travarVale(tx, valesAlimentacao, corpo.id, corpo.versao);
    const valorDiarioCentavos = centavos(corpo.valorDiario, 'valorDiario', M.valorDiarioInvalido);
    const [vt] = await tx.select().from(valesTransporte).where(doMesmoMes(valesTransporte, atual));
    const padrao = await padroes(tx);
    const p: ParametrosVales = {
      tarifaCentavos: vt?.tarifaCentavos ?? padrao.tarifaCentavos,
      viagens: vt?.viagens ?? padrao.viagens,
      opcao: vt?.opcao ?? 'aderiu',
      dataOpcao: vt?.dataOpcao ?? null,
      valorDiarioCentavos,
    };
    await mudarTermos(tx, 'vale-alimentacao', atual, p, usuarioId);
    const [depois] = await lerValesAlimentacao(tx, eq(valesAlimentacao.id, atual.id));
    if (!depois) throw problema(404, M.valeNaoEncontrado);
    return paraValeAlimentacao(depois);
  });
}

export const paraPadroes = (p: Awaited<ReturnType<typeof padroes>>) => ({
  tarifa: r(p.tarifaCentavos),
  viagens: p.viagens,
  valorDiario: r(p.valorDiarioCentavos),
  versao: p.versao,
});

export async function alterarPadroes(
  db: Database,
  corpo: AlteracaoPadroes,
  usuarioId: number | null,
) {
  const valores = {
    tarifaCentavos: centavos(corpo.tarifa, 'tarifa', M.tarifaInvalida),
    viagens: corpo.viagens,
    valorDiarioCentavos: centavos(corpo.valorDiario, 'valorDiario', M.valorDiarioInvalido),
  };
  return db.transaction(async (tx) => {
    const antes = await padroes(tx);
    const [depois] = await tx
      .update(beneficiosPadroes)
      .set({ ...valores, versao: sql`versao + 1`, atualizadoEm: new Date() })
      .where(and(eq(beneficiosPadroes.id, 1), eq(beneficiosPadroes.versao, corpo.versao)))
      .returning();
    if (!depois) throw versaoDesatualizada();
    await registrarAuditoria(tx, {
      usuarioId,
      acao: 'atualizar',
      entidade: 'beneficios-padroes',
      entidadeId: 1,
      campos: diferencas(
        {
          tarifaCentavos: antes.tarifaCentavos,
          viagens: antes.viagens,
          valorDiarioCentavos: antes.valorDiarioCentavos,
        },
        valores,
      ),
    });
    return paraPadroes(depois);
  });
}

export async function pagar(db: Database, corpo: Pagar, usuarioId: number | null, hoje: string) {
  if (corpo.dataPagamento > hoje) {
    throw problema(400, M.dataFutura, { dataPagamento: M.dataFutura });
  }
  return db.transaction(async (tx) => {
    const linhas = await tx
      .select({
        id: pagamentos.id,
        status: pagamentos.status,
        valorLiquidoCentavos: pagamentos.valorLiquidoCentavos,
      })
      .from(pagamentos)
      .where(inArray(pagamentos.id, corpo.ids))
      .orderBy(pagamentos.id)
      .for('update');
    const faltando = corpo.ids.filter((id) => !linhas.some((l) => l.id === id));
    if (faltando.length > 0) {
      throw problema(404, `${M.pagamentoNaoEncontrado}: ${faltando.join(', ')}`);
    }
    const pagos = linhas.filter((l) => l.status === 'pago').map((l) => l.id);
    if (pagos.length > 0) {
      throw problema(409, `${M.jaPago}: ${pagos.join(', ')}. Tire-os da seleção e tente de novo.`);
    }
    await tx
      .update(pagamentos)
      .set({
        status: 'pago',
        dataPagamento: corpo.dataPagamento,
        pagoPor: usuarioId,
        versao: sql`versao + 1`,
        atualizadoEm: new Date(),
      })
      .where(inArray(pagamentos.id, corpo.ids));
    await registrarAuditoria(
      tx,
      linhas.map((l) => ({
        usuarioId,
        acao: 'pagar',
        entidade: 'pagamento',
        entidadeId: l.id,
        campos: {
          status: { de: 'pendente', para: 'pago' },
          dataPagamento: { de: null, para: corpo.dataPagamento },
        },
      })),
    );
    const total = linhas.reduce((s, l) => s + l.valorLiquidoCentavos, 0);
    return { pagos: linhas.length, valor: r(total), dataPagamento: corpo.dataPagamento };
  });
}

export async function lancarAjuste(
  db: Database,
  id: number,
  corpo: NovoAjuste,
  usuarioId: number | null,
) {
  const valor = centavosDeReais(corpo.valor);
  if (valor === null || valor === 0)
    throw problema(400, M.ajusteInvalido, { valor: M.ajusteInvalido });
  const motivo = corpo.motivo.trim();
  if (motivo.length < MOTIVO_MINIMO)
    throw problema(400, M.motivoObrigatorio, { motivo: M.motivoObrigatorio });
  return db.transaction(async (tx) => {
    const [original] = await tx
      .select()
      .from(pagamentos)
      .where(eq(pagamentos.id, id))
      .for('update');
    if (!original) throw problema(404, M.pagamentoNaoEncontrado);
    if (original.status !== 'pago') throw problema(422, M.ajusteDePendente);
    const [novo] = await tx
      .insert(pagamentos)
      .values({
        contratoId: original.contratoId,
        aprendizId: original.aprendizId,
        parceiroId: original.parceiroId,
        competencia: original.competencia,
        tipo: 'ajuste',
        ajusteDeId: original.id,
        motivo,
        bolsaCentavos: original.bolsaCentavos,
        diasContrato: 0,
        diasUteis: 0,
        faltas: 0,
        justificadas: 0,
        feriados: 0,
        afastamento: 0,
        valorBrutoCentavos: valor,
        descontoFaltasCentavos: 0,
        descontoVtCentavos: 0,
        valorLiquidoCentavos: valor,
        criadoPor: usuarioId,
      })
      .returning({ id: pagamentos.id });
    if (!novo) throw new Error('insert sem retorno');
    await registrarAuditoria(tx, {
      usuarioId,
      acao: 'criar',
      entidade: 'pagamento',
      entidadeId: novo.id,
      campos: camposPreenchidos({
        tipo: 'ajuste',
        ajusteDeId: original.id,
        valorLiquidoCentavos: valor,
        motivo,
      }),
    });
    const [linha] = await lerPagamentos(tx, eq(pagamentos.id, novo.id));
    if (!linha) throw new Error('ajuste não encontrado');
    return paraPagamento(linha);
  });
}
