import { contraste, coresDo, FUNDOS, PALETAS, SEMANTICAS } from './cores';

describe('cores dos gráficos', () => {
  it.each(['claro', 'escuro'] as const)(
    'no esquema %s, cada cor de série e de significado tem 3:1 contra os fundos',
    (esquema) => {
      const cores = [...PALETAS[esquema], ...Object.values(SEMANTICAS[esquema])];
      for (const fundo of FUNDOS[esquema]) {
        for (const cor of cores) {
          expect({ cor, fundo, razao: contraste(cor, fundo) >= 3 }).toEqual({
            cor,
            fundo,
            razao: true,
          });
        }
      }
    },
  );

  it('a razão de contraste é a da WCAG', () => {
    expect(contraste('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contraste('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('o calor vai de transparente ao tom mais forte, sem passar dele', () => {
    expect(coresDo('claro').calor(0)).toBe('rgba(198, 40, 40, 0)');
    expect(coresDo('claro').calor(1)).toBe('rgba(198, 40, 40, 0.55)');
    expect(coresDo('escuro').calor(7)).toBe('rgba(239, 83, 80, 0.55)');
  });
});
