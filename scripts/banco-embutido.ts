// The embedded database (PGlite) seen from the command line: where it is (DATA_DIR/pglite, as the
// server finds it), whether a server has it open, a consistent copy of it and its restoration.
// Used by `npm run backup`, `npm run restore` and `npm run anonimizar-vencidos` (docs/LGPD.md).
//
// PGlite is one process's database: a second process opening the same folder while the server
// runs would corrupt it, and a copy of files under a running server is not consistent. So the
// commands need the server stopped, and they can tell: PGlite keeps `postmaster.pid` in the folder
// while it is open and removes it on a clean close.
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

export class ErroDoComando extends Error {}

type Env = Record<string, string | undefined>;

/** DATA_DIR/pglite, resolved as server/config.ts does. */
export const pastaDoBanco = (env: Env = process.env) =>
  join(resolve(env.DATA_DIR?.trim() || './data'), 'pglite');

export const comPostgres = (env: Env = process.env) => Boolean(env.DATABASE_URL?.trim());

/** Refuses while a process has the folder open (or was killed with it open). */
export function exigirServidorParado(pasta: string): void {
  if (existsSync(join(pasta, 'postmaster.pid'))) {
    throw new ErroDoComando(
      `O banco embutido está aberto (${join(pasta, 'postmaster.pid')}): pare o servidor ` +
        '(Ctrl+C ou SIGTERM) e rode o comando de novo. Se nenhum servidor está rodando, ele foi ' +
        'interrompido sem fechar o banco: suba e pare uma vez (npm start, Ctrl+C) para fechá-lo.',
    );
  }
}

const extensions = { pg_trgm, unaccent };

async function contarAprendizes(cliente: PGlite): Promise<number> {
  const r = await cliente.query<{ total: number }>('SELECT count(*)::int AS total FROM aprendizes');
  return r.rows[0]?.total ?? 0;
}

export interface ResultadoBackup {
  arquivo: string;
  bytes: number;
  aprendizes: number;
}

/** A gzip'd tarball of the whole data folder (PGlite's dumpDataDir), readable only by its owner. */
export async function fazerBackup(pasta: string, arquivo: string): Promise<ResultadoBackup> {
  if (!existsSync(join(pasta, 'PG_VERSION'))) {
    throw new ErroDoComando(`Não há banco embutido em ${pasta} (confira DATA_DIR).`);
  }
  exigirServidorParado(pasta);
  const cliente = await PGlite.create({ dataDir: pasta, extensions });
  try {
    const aprendizes = await contarAprendizes(cliente);
    const copia = await cliente.dumpDataDir('gzip');
    const bytes = Buffer.from(await copia.arrayBuffer());
    mkdirSync(dirname(resolve(arquivo)), { recursive: true });
    // Personal data of minors: the file is the owner's only, and never overwritten by accident.
    writeFileSync(arquivo, bytes, { mode: 0o600, flag: 'wx' });
    return { arquivo: resolve(arquivo), bytes: bytes.length, aprendizes };
  } finally {
    await cliente.close();
  }
}

export interface ResultadoRestauracao {
  pasta: string;
  aprendizes: number;
  /** Where the folder that was there went (never erased), when there was one. */
  anterior: string | null;
}

/**
 * Restores a backup into `pasta`. A folder already there is moved aside (`<pasta>.antes-<stamp>`),
 * never erased; the restored database is opened once to prove it reads.
 */
export async function restaurar(
  arquivo: string,
  pasta: string,
  agora: Date = new Date(),
): Promise<ResultadoRestauracao> {
  if (!existsSync(arquivo)) throw new ErroDoComando(`Arquivo não encontrado: ${arquivo}`);
  let anterior: string | null = null;
  if (existsSync(pasta) && readdirSync(pasta).length > 0) {
    exigirServidorParado(pasta);
    anterior = `${pasta}.antes-${agora.toISOString().replace(/[:.]/g, '-')}`;
    renameSync(pasta, anterior);
  }
  mkdirSync(pasta, { recursive: true });
  const conteudo = readFileSync(arquivo);
  const cliente = await PGlite.create({
    dataDir: pasta,
    extensions,
    loadDataDir: new Blob([conteudo], { type: 'application/x-gzip' }),
  });
  try {
    return { pasta, aprendizes: await contarAprendizes(cliente), anterior };
  } finally {
    await cliente.close();
  }
}

/** backups/aprendiz-2026-11-24T07-30-00.tar.gz */
export const nomePadraoDoBackup = (agora: Date = new Date()) =>
  join('backups', `aprendiz-${agora.toISOString().slice(0, 19).replace(/:/g, '-')}.tar.gz`);
