import { dataLocal } from './datas';

describe('dataLocal', () => {
  it('muda de dia à meia-noite de Brasília, mesmo pedindo várias vezes no mesmo minuto', () => {
    const antes = new Date('2026-11-30T02:59:59.000Z'); // 29/11, 23:59:59 em Brasília
    const depois = new Date('2026-11-30T03:00:00.000Z'); // 30/11, 00:00:00
    expect(dataLocal(antes)).toBe('2026-11-29');
    expect(dataLocal(new Date('2026-11-30T02:59:01.000Z'))).toBe('2026-11-29');
    expect(dataLocal(depois)).toBe('2026-11-30');
    expect(dataLocal(antes)).toBe('2026-11-29');
  });

  it('o mesmo instante em outro fuso não reaproveita o dia do anterior', () => {
    const instante = new Date('2026-11-30T01:30:00.000Z');
    expect(dataLocal(instante)).toBe('2026-11-29');
    expect(dataLocal(instante, 'UTC')).toBe('2026-11-30');
    expect(dataLocal(instante, 'Asia/Tokyo')).toBe('2026-11-30');
    expect(dataLocal(instante)).toBe('2026-11-29');
  });

  it('antes de 1980 não guarda nada (fusos com segundos) e ainda responde o dia certo', () => {
    expect(dataLocal(new Date('1910-06-15T12:00:00.000Z'))).toBe('1910-06-15');
  });
});
