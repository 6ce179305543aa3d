import { parseMoney } from './money';

describe('parseMoney', () => {
  it('reads display text and typed digits (cents last)', () => {
    expect(parseMoney('R$ 1.234,56')).toBe(1234.56);
    expect(parseMoney('123456')).toBe(1234.56);
    // Typing '2' after 'R$ 0,01' gives 'R$ 0,012': the digits shift left like a cash register.
    expect(parseMoney('R$ 0,012')).toBe(0.12);
    expect(parseMoney('0,10')).toBe(0.1);
    expect(parseMoney('R$ ')).toBeNull();
  });
});
