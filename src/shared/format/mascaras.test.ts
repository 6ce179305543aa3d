import { cepMask, cnpjMask, cpfMask, mascararCnpj, phoneMask } from './mascaras';

describe('masks', () => {
  it('CPF: formats progressively and stores digits only', () => {
    expect(cpfMask.format('123')).toBe('123');
    expect(cpfMask.format('1234')).toBe('123.4');
    expect(cpfMask.format('12345678901')).toBe('123.456.789-01');
    expect(cpfMask.parse('123.456.789-01')).toBe('12345678901');
    expect(cpfMask.parse('123.456.789-0123')).toBe('12345678901');
    expect(cpfMask.format(cpfMask.parse('123.456.789-01'))).toBe('123.456.789-01');
  });

  it('CNPJ: numeric and the new alphanumeric format, check digits numeric', () => {
    expect(cnpjMask.format('11222333000181')).toBe('11.222.333/0001-81');
    expect(cnpjMask.parse('12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(cnpjMask.format('12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
    // A letter typed where a check digit goes is dropped, not stored.
    expect(cnpjMask.parse('12ABC34501DEX5')).toBe('12ABC34501DE5');
  });

  it('mascararCnpj keeps the letters of a stored alphanumeric CNPJ', () => {
    expect(mascararCnpj('12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
    expect(mascararCnpj('12.abc.345/01de-35')).toBe('12.ABC.345/01DE-35');
    expect(mascararCnpj('12ABC')).toBe('12.ABC');
  });

  it('CEP', () => {
    expect(cepMask.format('01310100')).toBe('01310-100');
    expect(cepMask.parse('01310-100')).toBe('01310100');
  });

  it('phone: landline up to 10 digits, mobile at 11', () => {
    expect(phoneMask.format('1133334444')).toBe('(11) 3333-4444');
    expect(phoneMask.format('11987654321')).toBe('(11) 98765-4321');
    expect(phoneMask.format('11')).toBe('(11');
    expect(phoneMask.format('119')).toBe('(11) 9');
    expect(phoneMask.parse('(11) 98765-4321')).toBe('11987654321');
  });
});
