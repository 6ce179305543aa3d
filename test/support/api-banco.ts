// The databases the API tests run on: in-memory PGlite always, and a fresh PostgreSQL database per
// test file when TEST_DATABASE_URL is set (created from that connection, dropped afterwards).
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { openDatabase, type ConexaoBanco } from '../../server/db/client';
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

async function bancoPostgres(urlBase: string): Promise<BancoDeTeste> {
  const nome = `t_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: urlBase });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${nome}`);
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

export async function abrirBanco(engine: Engine): Promise<BancoDeTeste> {
  const url = process.env.TEST_DATABASE_URL;
  if (engine === 'postgres' && url) return bancoPostgres(url);
  const conexao = await openDatabase({ memory: true });
  return { conexao, descartar: () => conexao.close() };
}
