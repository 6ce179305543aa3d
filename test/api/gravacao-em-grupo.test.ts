import { gravacaoEmGrupo } from '../../server/shared/gravacao-em-grupo';

// The access log's group commit: batches form while one is being written, every caller is answered
// only after its own batch, and a failed batch fails exactly its callers.
describe('gravação em grupo', () => {
  it('grava o primeiro item sozinho e junta os que chegam enquanto ele grava', async () => {
    const lotes: number[][] = [];
    let liberar: () => void = () => undefined;
    const gravar = gravacaoEmGrupo<number>(async (itens) => {
      lotes.push([...itens]);
      if (lotes.length === 1) await new Promise<void>((r) => (liberar = r));
    });
    const feitos: number[] = [];
    const promessas = [1, 2, 3, 4].map((n) => gravar(n).then(() => feitos.push(n)));
    await new Promise((r) => setImmediate(r));
    expect(lotes).toEqual([[1]]);
    expect(feitos).toEqual([]); // nobody answered before the commit
    liberar();
    await Promise.all(promessas);
    expect(lotes).toEqual([[1], [2, 3, 4]]);
    expect(feitos).toEqual([1, 2, 3, 4]);
  });

  it('respeita o tamanho máximo do lote', async () => {
    const lotes: number[][] = [];
    let liberar: () => void = () => undefined;
    const gravar = gravacaoEmGrupo<number>(async (itens) => {
      lotes.push([...itens]);
      if (lotes.length === 1) await new Promise<void>((r) => (liberar = r));
    }, 2);
    const promessas = [1, 2, 3, 4, 5].map((n) => gravar(n));
    liberar();
    await Promise.all(promessas);
    expect(lotes).toEqual([[1], [2, 3], [4, 5]]);
  });

  it('um lote que falha rejeita só os seus, e o próximo grava normalmente', async () => {
    let vezes = 0;
    let liberar: () => void = () => undefined;
    const gravar = gravacaoEmGrupo<string>(async () => {
      vezes += 1;
      if (vezes === 1) {
        await new Promise<void>((r) => (liberar = r));
        throw new Error('disco cheio');
      }
    });
    const primeiro = gravar('a');
    const segundo = gravar('b');
    liberar();
    await expect(primeiro).rejects.toThrow('disco cheio');
    await expect(segundo).resolves.toBeUndefined();
    await expect(gravar('c')).resolves.toBeUndefined();
  });
});
