// Drops what jest-global-setup.cjs made: the PostgreSQL template database and the PGlite dump.
'use strict';
const { rmSync } = require('node:fs');
const { Client } = require('pg');

module.exports = async function descartarModelos() {
  const url = process.env.TEST_DATABASE_URL;
  const modelo = process.env.APRENDIZ_MODELO_POSTGRES;
  if (url && modelo) {
    const cliente = new Client({ connectionString: url });
    await cliente.connect();
    await cliente.query(`DROP DATABASE IF EXISTS ${modelo} WITH (FORCE)`);
    await cliente.end();
  }
  if (process.env.APRENDIZ_MODELO_PASTA) {
    rmSync(process.env.APRENDIZ_MODELO_PASTA, { recursive: true, force: true });
  }
};
