import { dataPorExtenso, formatarMes, formatarMesLongo } from './data';

describe('datas por extenso', () => {
  it('escreve o dia de um documento como se assina', () => {
    expect(dataPorExtenso('2026-11-29')).toBe('29 de novembro de 2026');
    expect(dataPorExtenso('2026-03-01')).toBe('1 de março de 2026');
  });

  it('devolve como veio o que não é uma data ISO', () => {
    expect(dataPorExtenso('29/11/2026')).toBe('29/11/2026');
    expect(dataPorExtenso('2026-13-01')).toBe('2026-13-01');
  });

  it('escreve o mês curto e o longo', () => {
    expect(formatarMes('2026-01')).toBe('jan/2026');
    expect(formatarMesLongo('2026-10')).toBe('outubro de 2026');
  });
});
