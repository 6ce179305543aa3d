// The session check of every request, remembered for a moment. Each authenticated request read its
// session, user and função from the database: a third of a list page's queries and of the server's
// socket writes (docs/benchmarks.md). The answer is kept per session id for VALIDADE_MS of the
// app's clock, and all of it is forgotten the moment any request that may write (not GET, HEAD or
// OPTIONS) answers, so in this process a sign-out, a deactivated user, a revoked session or a
// função's new permissions hold for the very next request, as before. A change this process did not
// make (another instance on the same PostgreSQL, a script, SQL by hand) holds within VALIDADE_MS.
import type { SessaoComUsuario } from './consultas';

export const VALIDADE_MS = 2_000;
/** Past this many sessions the cache starts again: memory stays bounded under any load. */
const MAXIMO = 10_000;

interface Lembrada {
  linha: SessaoComUsuario;
  em: number;
}

export interface CacheDeSessoes {
  ler(
    sessaoId: string,
    buscar: () => Promise<SessaoComUsuario | undefined>,
  ): Promise<SessaoComUsuario | undefined>;
  esquecer(): void;
}

export function criarCacheDeSessoes(agora: () => Date): CacheDeSessoes {
  const lembradas = new Map<string, Lembrada>();
  // A read that began before a write and ends after it must not store what it read before.
  let geracao = 0;
  return {
    async ler(sessaoId, buscar) {
      const inicio = agora().getTime();
      const lembrada = lembradas.get(sessaoId);
      const idade = lembrada ? inicio - lembrada.em : -1;
      if (lembrada && idade >= 0 && idade < VALIDADE_MS) return lembrada.linha;
      const daGeracao = geracao;
      const linha = await buscar();
      if (linha && daGeracao === geracao) {
        if (lembradas.size >= MAXIMO) lembradas.clear();
        lembradas.set(sessaoId, { linha, em: inicio });
      } else if (!linha) {
        lembradas.delete(sessaoId);
      }
      return linha;
    },
    esquecer() {
      geracao += 1;
      lembradas.clear();
    },
  };
}
