import { tokenCom } from '../../testing/token';
import { ATRASO_MINIMO_MS, atrasoAteRenovar, expiracaoDoToken, RENOVAR_ANTES_MS } from './jwt';

describe('renovação do token', () => {
  it('lê o exp do JWT', () => {
    expect(expiracaoDoToken(tokenCom(1_700_000_000))).toBe(1_700_000_000);
    expect(expiracaoDoToken('lixo')).toBeUndefined();
    expect(expiracaoDoToken('a.!!!.c')).toBeUndefined();
  });

  it('agenda cerca de um minuto antes de expirar', () => {
    const agora = 1_700_000_000_000;
    const exp = agora / 1000 + 15 * 60;
    expect(atrasoAteRenovar(tokenCom(exp), agora)).toBe(15 * 60_000 - RENOVAR_ANTES_MS);
  });

  it('nunca agenda em menos que o mínimo (evita laço quando a renovação falha)', () => {
    const agora = 1_700_000_000_000;
    expect(atrasoAteRenovar(tokenCom(agora / 1000 + 5), agora)).toBe(ATRASO_MINIMO_MS);
  });
});
