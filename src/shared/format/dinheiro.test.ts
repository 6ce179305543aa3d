import { formatarDinheiro, lerDinheiro } from './dinheiro';

describe('lerDinheiro', () => {
  it('reads display text and typed digits (cents last)', () => {
    expect(lerDinheiro('R$ 1.234,56')).toBe(1234.56);
    expect(lerDinheiro('123456')).toBe(1234.56);
    // Typing '2' after 'R$ 0,01' gives 'R$ 0,012': the digits shift left like a cash register.
    expect(lerDinheiro('R$ 0,012')).toBe(0.12);
    expect(lerDinheiro('0,10')).toBe(0.1);
    expect(lerDinheiro('-R$ 5,00')).toBe(-5);
    expect(lerDinheiro('R$ ')).toBeNull();
  });

  it('reads back what formatarDinheiro wrote', () => {
    for (const valor of [0, 0.1, 15.5, 1234.56, 1_000_000]) {
      expect(lerDinheiro(formatarDinheiro(valor))).toBe(valor);
    }
  });
});
