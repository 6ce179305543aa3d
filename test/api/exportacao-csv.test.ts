import { celulaCsv, diaBr } from '../../server/shared/exportacao/csv';

describe('diaBr (the CSV date cell)', () => {
  // The formatter it replaces, as the reference: every day written the same way.
  const comoAntes = (d: Date) => d.toLocaleDateString('pt-BR', { timeZone: 'UTC' });

  it('escreve o dia como o pt-BR escreve, de texto e de Date', () => {
    for (const dia of ['2026-01-05', '2009-12-31', '1999-02-28', '2024-02-29', '2000-10-01']) {
      const data = new Date(`${dia}T00:00:00Z`);
      expect(diaBr(dia)).toBe(comoAntes(data));
      expect(diaBr(data)).toBe(comoAntes(data));
    }
    // A timestamp's day is its UTC day, as before.
    const instante = new Date('2026-03-09T23:30:00Z');
    expect(diaBr(instante)).toBe(comoAntes(instante));
    expect(diaBr('2026-03-09T23:30:00.000Z')).toBe('09/03/2026');
  });

  it('deixa o que não é data para a célula de texto', () => {
    expect(diaBr('amanhã')).toBeNull();
    expect(diaBr(new Date(Number.NaN))).toBeNull();
    expect(celulaCsv('amanhã', 'data')).toBe('amanhã');
    expect(celulaCsv('2026-11-29', 'data')).toBe('29/11/2026');
    expect(celulaCsv(null, 'data')).toBe('');
  });
});
