// Once per jest run that includes API tests: builds the migrated and seeded template of each
// engine (modelos-preparar.ts, in its own process with tsx, outside jest's sandbox) and tells the
// workers where it is through the environment they inherit. See api-banco.ts.
'use strict';
const { spawnSync } = require('node:child_process');
const { mkdtempSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');

module.exports = async function prepararModelos() {
  const pasta = mkdtempSync(path.join(tmpdir(), 'aprendiz-modelos-'));
  const script = path.join(__dirname, 'modelos-preparar.ts');
  const r = spawnSync(process.execPath, ['--import', 'tsx', script, pasta], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (r.status !== 0)
    throw new Error(`Não foi possível preparar os bancos-modelo dos testes (${r.status}).`);
  const modelos = JSON.parse(r.stdout.trim().split('\n').pop());
  process.env.APRENDIZ_MODELO_PASTA = pasta;
  process.env.APRENDIZ_MODELO_PGLITE = modelos.pglite;
  process.env.APRENDIZ_MODELO_POSTGRES = modelos.postgres ?? '';
};
