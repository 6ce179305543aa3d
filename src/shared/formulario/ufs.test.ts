import { OPCOES_UF, UFS, ufDoMunicipio } from './ufs';

describe('UFs', () => {
  it('lists the 27 units once each, Acre first', () => {
    expect(new Set(UFS).size).toBe(27);
    expect(OPCOES_UF[0]).toEqual({ value: 'AC', label: 'AC' });
  });

  it("reads a municipality's state from its IBGE code", () => {
    expect(ufDoMunicipio(3550308)).toBe('SP');
    expect(ufDoMunicipio('5300108')).toBe('DF');
    expect(ufDoMunicipio(9999999)).toBeUndefined();
  });
});
