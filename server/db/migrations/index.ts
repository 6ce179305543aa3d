// Every migration, in the order it must run: the ones that change several modules' tables, listed
// here, and each module's own (its manifest's `migracoes`), ordered together by their number.
// Never edit or renumber a migration that has shipped; write a new one with the next free number
// (docs/ARCHITECTURE.md, "Migrations").
import { MODULOS } from '../../modules/manifestos';
import * as fundacao from './0001_fundacao';
import * as turmasParceiros from './0003_turmas_parceiros';
import * as administracao from './0004_administracao';
import * as aprendizesListas from './0005_aprendizes_listas';
import * as bloqueioPorEmail from './0009_bloqueio_por_email';
import * as estatisticas from './0013_estatisticas';
import * as alertasFrequencia from './0016_alertas_frequencia';
import * as legislacaoAprendiz from './0017_legislacao_aprendiz';
import * as responsavelEmail from './0021_responsavel_email';
import * as permissoesOferecidas from './0022_permissoes_oferecidas';
import * as aprendizesKeyset from './0023_aprendizes_keyset';
import * as aprendizesTextoBusca from './0024_aprendizes_texto_busca';

export interface Migracao {
  nome: string;
  comandos: readonly string[];
}

const compartilhadas: readonly Migracao[] = [
  fundacao,
  turmasParceiros,
  administracao,
  aprendizesListas,
  bloqueioPorEmail,
  estatisticas,
  alertasFrequencia,
  legislacaoAprendiz,
  responsavelEmail,
  permissoesOferecidas,
  aprendizesKeyset,
  aprendizesTextoBusca,
];

const numero = (m: Migracao) => Number(/^(\d{4})_/.exec(m.nome)?.[1] ?? Number.NaN);

function emOrdem(todas: readonly Migracao[]): Migracao[] {
  const porNumero = new Map<number, string>();
  for (const m of todas) {
    const n = numero(m);
    if (!Number.isInteger(n)) throw new Error(`Migração sem número de 4 dígitos: ${m.nome}.`);
    const outra = porNumero.get(n);
    // Two branches that took the same number: the second must be renumbered before it ships.
    if (outra) throw new Error(`As migrações ${outra} e ${m.nome} têm o mesmo número.`);
    porNumero.set(n, m.nome);
  }
  return [...todas].sort((a, b) => numero(a) - numero(b));
}

export const migracoes: readonly Migracao[] = emOrdem([
  ...compartilhadas,
  ...MODULOS.flatMap((m) => m.migracoes ?? []),
]);
