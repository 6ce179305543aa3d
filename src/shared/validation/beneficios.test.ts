// The worked examples of issue 13, in integer cents (docs/API-BENEFICIOS.md has each formula and its
// legal basis): a month with holidays, a contract starting on the 10th, two unjustified absences and
// one justified, the 6% cap when the voucher is cheap, the opt-out, and rounding without drift.
import {
  bolsaProporcional,
  centavosDeReais,
  competenciaValida,
  contarDias,
  descontoFaltas,
  diasDeContratoNoMes,
  limitesCompetencia,
  multiplicarDividir,
  pagamento,
  valeAlimentacao,
  valeTransporte,
  type DiaDoCalendario,
} from './beneficios';
import { diaDaSemanaIso, diasEntre } from './frequencia';
import { somarMeses } from './datas';

/** A month's calendar: weekdays are practice days, except the given holidays and marks. */
function mes(
  competencia: string,
  opcoes: {
    feriados?: string[];
    marcas?: Record<string, DiaDoCalendario['frequencia']>;
    teoria?: string[];
    afastamento?: string[];
    desde?: string;
  } = {},
): DiaDoCalendario[] {
  const { inicio, fim } = limitesCompetencia(competencia);
  return diasEntre(opcoes.desde ?? inicio, fim)
    .filter((d) => diaDaSemanaIso(d) <= 5)
    .map((data) => {
      let tipo: DiaDoCalendario['tipo'] = 'pratica';
      if (opcoes.afastamento?.includes(data)) tipo = 'afastamento';
      else if (opcoes.feriados?.includes(data)) tipo = 'feriado';
      else if (opcoes.teoria?.includes(data)) tipo = 'teoria';
      return { data, tipo, frequencia: opcoes.marcas?.[data] ?? null };
    });
}

describe('competência', () => {
  it('aceita aaaa-mm e recusa o resto', () => {
    expect(competenciaValida('2026-03')).toBe(true);
    expect(competenciaValida('2026-13')).toBe(false);
    expect(competenciaValida('2026-3')).toBe(false);
    expect(competenciaValida('26-03')).toBe(false);
  });

  it('conhece o tamanho de cada mês e anda entre anos', () => {
    expect(limitesCompetencia('2026-02')).toEqual({
      inicio: '2026-02-01',
      fim: '2026-02-28',
      dias: 28,
    });
    expect(limitesCompetencia('2028-02').dias).toBe(29);
    expect(somarMeses('2026-01', -1)).toBe('2025-12');
    expect(somarMeses('2025-12', 1)).toBe('2026-01');
    expect(somarMeses('2026-11', -13)).toBe('2025-10');
  });
});

describe('arredondamento (meio para cima, no fim de cada fórmula, só inteiros)', () => {
  it('arredonda o meio centavo para cima e o resto para o mais próximo', () => {
    expect(multiplicarDividir(1, 1, 2)).toBe(1);
    expect(multiplicarDividir(5, 1, 10)).toBe(1);
    expect(multiplicarDividir(4, 1, 10)).toBe(0);
    expect(multiplicarDividir(-1, 1, 2)).toBe(-1);
    expect(multiplicarDividir(100_000, 2, 30)).toBe(6_667);
    expect(multiplicarDividir(100_000, 1, 30)).toBe(3_333);
  });

  it('não deriva como o ponto flutuante', () => {
    // 1.15 * 100 = 114.99999999999999 in floating point.
    expect(centavosDeReais(1.15)).toBe(115);
    expect(centavosDeReais(1234.56)).toBe(123_456);
    expect(centavosDeReais(0.1 + 0.2)).toBe(30);
    expect(centavosDeReais(1.234)).toBeNull();
    // Thirty days of a third of a real, summed in cents, are exactly ten reais.
    let total = 0;
    for (let i = 0; i < 30; i += 1) total += 33;
    expect(total + 10).toBe(1_000);
    // 30 days of R$ 1.234,56 / 30 is the whole bolsa, not a cent more or less.
    expect(bolsaProporcional(123_456, 30)).toBe(123_456);
  });
});

describe('dias de contrato no mês (mês comercial de 30 dias)', () => {
  it('um mês inteiro vale 30 dias, tenha ele 28 ou 31', () => {
    const ano = { dataInicio: '2025-01-01', dataFim: '2027-12-31' };
    expect(diasDeContratoNoMes('2026-02', ano)).toBe(30);
    expect(diasDeContratoNoMes('2026-03', ano)).toBe(30);
  });

  it('um contrato que começa no dia 10 conta os dias corridos até o fim do mês', () => {
    const c = { dataInicio: '2026-03-10', dataFim: '2027-03-09' };
    expect(diasDeContratoNoMes('2026-03', c)).toBe(22);
    expect(diasDeContratoNoMes('2026-02', { ...c, dataInicio: '2026-02-10' })).toBe(19);
    // From the 2nd of a 31-day month: 30 days, a full month's pay.
    expect(diasDeContratoNoMes('2026-03', { ...c, dataInicio: '2026-03-02' })).toBe(30);
    // Ended on the 15th.
    expect(
      diasDeContratoNoMes('2026-03', { dataInicio: '2025-01-01', dataFim: '2026-03-15' }),
    ).toBe(15);
    expect(
      diasDeContratoNoMes('2026-04', { dataInicio: '2025-01-01', dataFim: '2026-03-15' }),
    ).toBe(0);
  });
});

describe('exemplos do issue 13', () => {
  it('um mês com feriados: abril de 2026 tem 22 dias úteis, menos Sexta-feira Santa e Tiradentes', () => {
    const dias = contarDias(mes('2026-04', { feriados: ['2026-04-03', '2026-04-21'] }), {
      inicio: '2026-04-01',
      fim: '2026-04-30',
    });
    expect(dias.diasUteis).toBe(20);
    expect(dias.feriados).toBe(2);
    const bruto = bolsaProporcional(100_000, 30);
    // R$ 5,00 × 2 viagens × 20 dias = R$ 200,00; 6% de R$ 1.000,00 = R$ 60,00.
    expect(
      valeTransporte({
        tarifaCentavos: 500,
        viagens: 2,
        dias: dias.diasUteis,
        bolsaProporcionalCentavos: bruto,
        opcao: 'aderiu',
      }),
    ).toEqual({ valor: 20_000, desconto: 6_000, custo: 14_000 });
  });

  it('afastamento não é dia útil', () => {
    const dias = contarDias(mes('2026-04', { afastamento: ['2026-04-06', '2026-04-07'] }), {
      inicio: '2026-04-01',
      fim: '2026-04-30',
    });
    expect(dias.diasUteis).toBe(20);
    expect(dias.afastamento).toBe(2);
  });

  it('um contrato que começa no dia 10: bolsa de 22/30, dias úteis só a partir do início', () => {
    const contrato = { dataInicio: '2026-03-10', dataFim: '2027-03-09' };
    const diasContrato = diasDeContratoNoMes('2026-03', contrato);
    // R$ 1.234,56 × 22 / 30 = R$ 905,344 -> R$ 905,34.
    expect(bolsaProporcional(123_456, diasContrato)).toBe(90_534);
    const dias = contarDias(mes('2026-03'), { inicio: '2026-03-10', fim: '2026-03-31' });
    expect(dias.diasUteis).toBe(16);
    const vt = valeTransporte({
      tarifaCentavos: 440,
      viagens: 2,
      dias: dias.diasUteis,
      bolsaProporcionalCentavos: 90_534,
      opcao: 'aderiu',
    });
    // R$ 4,40 × 2 × 16 = R$ 140,80; 6% of R$ 905,34 = R$ 54,3204 -> R$ 54,32.
    expect(vt).toEqual({ valor: 14_080, desconto: 5_432, custo: 8_648 });
    expect(
      pagamento({
        bolsaCentavos: 123_456,
        diasContrato,
        faltas: 0,
        descontoValeTransporte: vt.desconto,
      }),
    ).toEqual({
      valorBruto: 90_534,
      descontoFaltas: 0,
      descontoValeTransporte: 5_432,
      valorLiquido: 85_102,
    });
  });

  it('duas faltas injustificadas e uma justificada: desconta duas, o VA perde duas', () => {
    const marcas = {
      '2026-03-04': 'falta',
      '2026-03-11': 'falta',
      '2026-03-18': 'falta-justificada',
      '2026-03-25': 'presente',
    } as const;
    const teoria = Object.keys(marcas);
    const dias = contarDias(mes('2026-03', { marcas, teoria }), {
      inicio: '2026-03-01',
      fim: '2026-03-31',
    });
    expect(dias).toEqual({
      diasUteis: 22,
      faltas: 2,
      justificadas: 1,
      feriados: 0,
      afastamento: 0,
      diasTrabalhados: 20,
    });
    // 2 × R$ 1.000,00 / 30 = R$ 66,666… -> R$ 66,67.
    expect(descontoFaltas(100_000, dias.faltas)).toBe(6_667);
    // R$ 25,00 × 20 dias.
    expect(valeAlimentacao(2_500, dias.diasTrabalhados)).toBe(50_000);
    expect(
      pagamento({
        bolsaCentavos: 100_000,
        diasContrato: 30,
        faltas: 2,
        descontoValeTransporte: 6_000,
      }),
    ).toEqual({
      valorBruto: 100_000,
      descontoFaltas: 6_667,
      descontoValeTransporte: 6_000,
      valorLiquido: 87_333,
    });
  });

  it('o desconto de 6% não passa do valor do vale quando ele é barato', () => {
    // R$ 1,00 × 2 × 10 dias = R$ 20,00 < 6% de R$ 1.000,00 (R$ 60,00).
    expect(
      valeTransporte({
        tarifaCentavos: 100,
        viagens: 2,
        dias: 10,
        bolsaProporcionalCentavos: 100_000,
        opcao: 'aderiu',
      }),
    ).toEqual({ valor: 2_000, desconto: 2_000, custo: 0 });
  });

  it('quem recusou o vale-transporte não recebe nem é descontado', () => {
    const vt = valeTransporte({
      tarifaCentavos: 500,
      viagens: 2,
      dias: 22,
      bolsaProporcionalCentavos: 100_000,
      opcao: 'recusou',
    });
    expect(vt).toEqual({ valor: 0, desconto: 0, custo: 0 });
    expect(
      pagamento({
        bolsaCentavos: 100_000,
        diasContrato: 30,
        faltas: 0,
        descontoValeTransporte: vt.desconto,
      }).valorLiquido,
    ).toBe(100_000);
  });

  it('o líquido nunca fica abaixo de zero', () => {
    expect(
      pagamento({
        bolsaCentavos: 100_000,
        diasContrato: 3,
        faltas: 5,
        descontoValeTransporte: 600,
      }),
    ).toEqual({
      valorBruto: 10_000,
      descontoFaltas: 16_667,
      descontoValeTransporte: 600,
      valorLiquido: 0,
    });
  });
});
