// Group commit for rows that must be on disk before an answer leaves, but need not each pay a
// commit of their own: the access log (LGPD) is written on every record read, and on the embedded
// database one INSERT + commit per read halved the reads a second. Callers await `gravar(item)`;
// items that arrive while a batch is being written wait for the next one, so under load one INSERT
// carries many rows and at rest a row is written at once. Nothing is deferred past the answer: a
// request answers only after its row's batch committed, so a crash after the answer loses nothing,
// and a failed batch fails every request in it (the reader sees an error, not data read unlogged).

export type GravarLote<T> = (itens: readonly T[]) => Promise<void>;

interface Pendente<T> {
  item: T;
  pronto: () => void;
  falhou: (erro: unknown) => void;
}

/** At most `maximo` rows per INSERT (PostgreSQL's 65,535 parameters bound a multi-row insert). */
export function gravacaoEmGrupo<T>(gravarLote: GravarLote<T>, maximo = 500) {
  let fila: Pendente<T>[] = [];
  let gravando = false;

  async function esvaziar(): Promise<void> {
    gravando = true;
    while (fila.length > 0) {
      const lote = fila.slice(0, maximo);
      fila = fila.slice(lote.length);
      try {
        await gravarLote(lote.map((p) => p.item));
        for (const p of lote) p.pronto();
      } catch (erro) {
        for (const p of lote) p.falhou(erro);
      }
    }
    gravando = false;
  }

  return function gravar(item: T): Promise<void> {
    return new Promise<void>((pronto, falhou) => {
      fila.push({ item, pronto, falhou });
      if (!gravando) void esvaziar();
    });
  };
}
