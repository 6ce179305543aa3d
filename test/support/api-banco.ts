// The databases the API tests run on: in-memory PGlite always, and a fresh PostgreSQL database per
// test file when TEST_DATABASE_URL is set (created from that connection, dropped afterwards).
//
// `abrirBancoPronto` starts from the template jest-global-setup.cjs built once for the run
// (migrated, reference data and the test administrator in place): PGlite loads its dumped data
// directory, PostgreSQL copies the template database. `abrirBanco` is an empty database, for the
// tests of migrations and seeds themselves.
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { openDatabase, type ConexaoBanco, type InicioPglite } from '../../server/db/client';
import type { Engine } from './api-config';

export function engines(): Engine[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface BancoDeTeste {
  conexao: ConexaoBanco;
  /** PostgreSQL only: the URL of the database created for this file. */
  url?: string;
  descartar(): Promise<void>;
}

/** Where jest-global-setup.cjs left the run's templates (absent when jest ran without it). */
function modelos(): { pglite?: string; postgres?: string } {
  return {
    pglite: process.env.APRENDIZ_MODELO_PGLITE || undefined,
    postgres: process.env.APRENDIZ_MODELO_POSTGRES || undefined,
  };
}

async function bancoPostgres(urlBase: string, modelo?: string): Promise<BancoDeTeste> {
  const nome = `t_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: urlBase });
  await admin.connect();
  await admin.query(
    modelo ? `CREATE DATABASE ${nome} TEMPLATE ${modelo}` : `CREATE DATABASE ${nome}`,
  );
  await admin.end();
  const url = new URL(urlBase);
  url.pathname = `/${nome}`;
  const conexao = await openDatabase({ databaseUrl: url.toString() });
  return {
    conexao,
    url: url.toString(),
    async descartar() {
      await conexao.close();
      const cliente = new Client({ connectionString: urlBase });
      await cliente.connect();
      await cliente.query(`DROP DATABASE IF EXISTS ${nome} WITH (FORCE)`);
      await cliente.end();
    },
  };
}

async function bancoPglite(inicio?: InicioPglite): Promise<BancoDeTeste> {
  const conexao = await openDatabase(inicio ? { memory: true, inicio } : { memory: true });
  return { conexao, descartar: () => conexao.close() };
}

/** An empty database: nothing migrated. */
export async function abrirBanco(engine: Engine): Promise<BancoDeTeste> {
  const url = process.env.TEST_DATABASE_URL;
  if (engine === 'postgres' && url) return bancoPostgres(url);
  return bancoPglite();
}

/** A copy of the run's template; `undefined` when there is none (the caller migrates and seeds). */
export async function abrirBancoPronto(engine: Engine): Promise<BancoDeTeste | undefined> {
  const url = process.env.TEST_DATABASE_URL;
  const { pglite, postgres } = modelos();
  if (engine === 'postgres') return url && postgres ? bancoPostgres(url, postgres) : undefined;
  if (!pglite) return undefined;
  const nativo = (globalThis as { __requireNativo?: (m: string) => unknown }).__requireNativo;
  if (!nativo) return undefined;
  const modulo = nativo(require.resolve('./pglite-nativo.cjs')) as {
    inicioDoModelo: (arquivo: string) => InicioPglite;
  };
  return bancoPglite(modulo.inicioDoModelo(pglite));
}
