// Screen tests see the same day whenever they run: the setup stops Date at AGORA_DOS_TESTES.
import { dataLocal } from '../shared/validation/datas';
import { AGORA_DOS_TESTES, HOJE_DOS_TESTES } from './relogio';

it('o relógio dos testes de tela está parado no dia combinado', () => {
  expect(new Date().toISOString()).toBe(AGORA_DOS_TESTES.toISOString());
  expect(dataLocal(new Date())).toBe(HOJE_DOS_TESTES);
});

it('os temporizadores continuam reais (só a data é fixa)', async () => {
  const antes = performance.now();
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(performance.now() - antes).toBeGreaterThanOrEqual(15);
});
