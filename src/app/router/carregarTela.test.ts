import { carregarTela, type Tela } from './carregarTela';

const Tela1: Tela = () => null;
const falha = () =>
  Object.assign(new Error('Loading chunk 12 failed.'), { name: 'ChunkLoadError' });

function ambiente() {
  const dados = new Map<string, string>();
  const recarregar = jest.fn();
  return {
    recarregar,
    dados,
    obter: () => ({
      armazenamento: {
        getItem: (k: string) => dados.get(k) ?? null,
        setItem: (k: string, v: string) => dados.set(k, v),
        removeItem: (k: string) => dados.delete(k),
      },
      recarregar,
    }),
  };
}

describe('carregar tela sob demanda', () => {
  it('carrega uma vez só, mesmo chamada várias vezes (preload + navegação)', async () => {
    const importar = jest.fn(() => Promise.resolve(Tela1));
    const carregar = carregarTela('x', importar, ambiente().obter);
    await Promise.all([carregar(), carregar()]);
    expect(importar).toHaveBeenCalledTimes(1);
  });

  it('falha de chunk recarrega a página uma vez; a segunda falha vai para a tela de erro', async () => {
    const amb = ambiente();
    const importar = jest.fn(() => Promise.reject(falha()));
    // First page load: the chunk fails -> reload, and the promise never settles.
    const primeira = carregarTela('config', importar, amb.obter)();
    let resolvida = false;
    void primeira.then(
      () => (resolvida = true),
      () => (resolvida = true),
    );
    await new Promise((r) => setTimeout(r, 0));
    expect(amb.recarregar).toHaveBeenCalledTimes(1);
    expect(resolvida).toBe(false);
    // After the reload (a fresh loader, same sessionStorage): fails again -> error, no reload.
    await expect(carregarTela('config', importar, amb.obter)()).rejects.toThrow('Loading chunk');
    expect(amb.recarregar).toHaveBeenCalledTimes(1);
  });

  it('outros erros não recarregam', async () => {
    const amb = ambiente();
    const carregar = carregarTela('x', () => Promise.reject(new Error('bug no módulo')), amb.obter);
    await expect(carregar()).rejects.toThrow('bug no módulo');
    expect(amb.recarregar).not.toHaveBeenCalled();
  });

  it('um carregamento bem-sucedido limpa a marca, para uma falha futura recarregar de novo', async () => {
    const amb = ambiente();
    amb.dados.set('tela-recarregada:x', '1');
    await carregarTela('x', () => Promise.resolve(Tela1), amb.obter)();
    expect(amb.dados.size).toBe(0);
  });
});
