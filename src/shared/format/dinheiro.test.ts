import { formatarDinheiro, lerDinheiro, lerReais } from './dinheiro';

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

describe('lerReais', () => {
  it('reads reais as typed, with a comma or a dot for the cents', () => {
    expect(lerReais('4,40')).toBe(4.4);
    expect(lerReais('4.40')).toBe(4.4);
    expect(lerReais('R$ 1.234,56')).toBe(1234.56);
    expect(lerReais(' 10 ')).toBe(10);
    expect(lerReais('1.500')).toBe(1500);
    expect(lerReais('1.234.567,8')).toBe(1234567.8);
  });

  it('is null for what is not an amount of at most two decimals', () => {
    expect(lerReais('')).toBeNull();
    expect(lerReais('4,405')).toBeNull();
    expect(lerReais('abc')).toBeNull();
    expect(lerReais('-5')).toBeNull();
  });

  it('with sinal reads a discount, written either way', () => {
    expect(lerReais('-33,33', { sinal: true })).toBe(-33.33);
    expect(lerReais('-33.33', { sinal: true })).toBe(-33.33);
    expect(lerReais('-R$ 1.000,00', { sinal: true })).toBe(-1000);
    expect(lerReais('12,5', { sinal: true })).toBe(12.5);
    expect(lerReais('--1', { sinal: true })).toBeNull();
  });
});
