// `npm test`: every check this machine can run, then one closing line "N passed, N failed".
// Order: type-check, lint, production build (the bundle budget and the browser suite need it),
// jest (SPA + API; the API suite also runs on PostgreSQL when TEST_DATABASE_URL is set), and the
// browser suite when Chromium exists (E2E_REQUIRED=1 turns its absence into a failure).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const node = process.execPath;
const tmp = mkdtempSync(join(tmpdir(), 'aprendiz-test-'));
let passed = 0;
let failed = 0;

function run(title, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const r = spawnSync(node, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status === 0;
}

function step(title, args) {
  if (run(title, args)) passed += 1;
  else {
    failed += 1;
    console.error(`FALHOU: ${title}`);
  }
}

// One TypeScript project per place the code runs (tsconfig.app/server/e2e.json): the browser code
// may not use Node, the server may not use the DOM.
for (const [onde, projeto] of [
  ['navegador', 'tsconfig.app.json'],
  ['servidor', 'tsconfig.server.json'],
  ['testes de navegador', 'tsconfig.e2e.json'],
]) {
  step(`Verificação de tipos: ${onde} (tsc)`, ['node_modules/typescript/bin/tsc', '-p', projeto]);
}
step('Lint (eslint, zero avisos)', ['node_modules/eslint/bin/eslint.js', '--max-warnings=0', '.']);
const built = run('Build de produção (webpack)', ['node_modules/webpack/bin/webpack.js', '--mode', 'production']);
if (built) passed += 1;
else failed += 1;

const jestJson = join(tmp, 'jest.json');
run('Testes unitários e de API (jest)', [
  'node_modules/jest/bin/jest.js',
  '--ci',
  '--json',
  `--outputFile=${jestJson}`,
]);
if (existsSync(jestJson)) {
  const r = JSON.parse(readFileSync(jestJson, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests + r.numRuntimeErrorTestSuites;
  if (r.numTotalTests === 0) {
    console.error('jest não executou nenhum teste');
    failed += 1;
  }
} else {
  console.error('jest não produziu resultado');
  failed += 1;
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(chromium) && built) {
  const tap = join(tmp, 'e2e.tap');
  run('Testes de ponta a ponta (Chromium)', [
    '--import',
    'tsx',
    '--test',
    '--test-concurrency=1',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    `--test-reporter-destination=${tap}`,
    ...readdirE2e(),
  ]);
  const text = existsSync(tap) ? readFileSync(tap, 'utf8') : '';
  const count = (k) => Number(text.match(new RegExp(`^# ${k} (\\d+)$`, 'm'))?.[1] ?? 0);
  const p = count('pass');
  const f = count('fail');
  passed += p;
  failed += f;
  if (p + f === 0) {
    console.error('A suíte do navegador não executou nenhum teste');
    failed += 1;
  }
} else {
  const line = '!'.repeat(78);
  console.error(`\n${line}\n!! SUÍTE DO NAVEGADOR IGNORADA: ${existsSync(chromium) ? 'o build falhou' : `Chromium não encontrado em ${chromium}`}.`);
  console.error('!! Instale com: apt-get update && apt-get install -y chromium');
  console.error(`${line}\n`);
  if (process.env.E2E_REQUIRED === '1') failed += 1;
}

function readdirE2e() {
  return spawnSync('bash', ['-c', 'ls test/e2e/*.e2e.ts'], { encoding: 'utf8' })
    .stdout.split('\n')
    .filter(Boolean);
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
