// `npm test`: every check this machine can run, then one closing line "N passed, N failed".
// Order: type-check ×3, lint, the unused-export check (knip) and the production build (the bundle budget and the browser suite
// need it), run two at a time on the machine's two cores; then jest (SPA + API; the API suite also
// runs on PostgreSQL when TEST_DATABASE_URL is set) on two workers; then the browser suite when
// Chromium exists (E2E_REQUIRED=1 turns its absence into a failure). Before the closing line it
// prints how long each stage took, so the next person sees where the time goes.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';

const node = process.execPath;
const tmp = mkdtempSync(join(tmpdir(), 'aprendiz-test-'));
// Two workers is this machine's size; a bigger one may say more (TEST_WORKERS).
const workers = Number(process.env.TEST_WORKERS) || Math.max(2, Math.min(cpus().length, 4));
const inicioGeral = Date.now();
const tempos = [];
let passed = 0;
let failed = 0;

const segundos = (ms) => `${(ms / 1000).toFixed(0)} s`;

function run(title, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const inicio = Date.now();
  const r = spawnSync(node, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  tempos.push([title, Date.now() - inicio]);
  return r.status === 0;
}

function contar(title, ok) {
  if (ok) passed += 1;
  else {
    failed += 1;
    console.error(`FALHOU: ${title}`);
  }
}

/** One check with its output kept, printed whole when it ends (two run at once). */
function emParalelo(title, args) {
  return new Promise((resolve) => {
    const inicio = Date.now();
    const filho = spawn(node, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    let saida = '';
    filho.stdout.on('data', (b) => (saida += b));
    filho.stderr.on('data', (b) => (saida += b));
    filho.on('close', (status) => {
      const ms = Date.now() - inicio;
      tempos.push([title, ms]);
      console.log(`\n=== ${title} (${segundos(ms)}) ===`);
      if (saida.trim()) console.log(saida.trimEnd());
      resolve(status === 0);
    });
  });
}

async function doisAUm(tarefas) {
  const resultados = new Map();
  const fila = [...tarefas];
  const trabalhador = async () => {
    for (let t = fila.shift(); t; t = fila.shift())
      resultados.set(t.title, await emParalelo(t.title, t.args));
  };
  await Promise.all([trabalhador(), trabalhador()]);
  return resultados;
}

// One TypeScript project per place the code runs (tsconfig.app/server/e2e.json): the browser code
// may not use Node, the server may not use the DOM. The build goes first: it is the longest.
const BUILD = 'Build de produção (webpack)';
const verificacoes = [
  { title: BUILD, args: ['node_modules/webpack/bin/webpack.js', '--mode', 'production'] },
  ...[
    ['navegador', 'tsconfig.app.json'],
    ['servidor', 'tsconfig.server.json'],
    ['testes de navegador', 'tsconfig.e2e.json'],
  ].map(([onde, projeto]) => ({
    title: `Verificação de tipos: ${onde} (tsc)`,
    args: ['node_modules/typescript/bin/tsc', '-p', projeto],
  })),
  {
    title: 'Lint (eslint, zero avisos)',
    args: ['node_modules/eslint/bin/eslint.js', '--max-warnings=0', '.'],
  },
  // Unused files, exports and dependencies (knip.jsonc says what the entries are).
  { title: 'Exportações sem uso (knip)', args: ['node_modules/knip/bin/knip.js'] },
];
const inicioVerificacoes = Date.now();
const resultados = await doisAUm(verificacoes);
for (const { title } of verificacoes) contar(title, resultados.get(title));
tempos.push(['  (as seis acima, duas de cada vez)', Date.now() - inicioVerificacoes]);
const built = resultados.get(BUILD);

const jestJson = join(tmp, 'jest.json');
run('Testes unitários e de API (jest)', [
  'node_modules/jest/bin/jest.js',
  '--ci',
  `--maxWorkers=${workers}`,
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
  // The two databases the files start from, built once by the real server (servidor.ts).
  const modelos = join(tmp, 'e2e-modelos');
  const prontos = run('Bancos-modelo da suíte do navegador', [
    '--import',
    'tsx',
    'test/e2e/support/preparar-modelos.ts',
    modelos,
  ]);
  contar('Bancos-modelo da suíte do navegador', prontos);
  run(
    'Testes de ponta a ponta (Chromium)',
    [
      '--import',
      'tsx',
      '--test',
      // Two files at once: each has its own server and browser, and much of a file's time is a
      // person's typing delays and waits, so the second core is not idle.
      `--test-concurrency=${process.env.E2E_CONCURRENCIA ?? 2}`,
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=tap',
      `--test-reporter-destination=${tap}`,
      ...readdirE2e(),
    ],
    prontos ? { E2E_MODELOS: modelos } : {},
  );
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
  console.error(
    `\n${line}\n!! SUÍTE DO NAVEGADOR IGNORADA: ${existsSync(chromium) ? 'o build falhou' : `Chromium não encontrado em ${chromium}`}.`,
  );
  console.error('!! Instale com: apt-get update && apt-get install -y chromium');
  console.error(`${line}\n`);
  if (process.env.E2E_REQUIRED === '1') failed += 1;
}

function readdirE2e() {
  return spawnSync('bash', ['-c', 'ls test/e2e/*.e2e.ts'], { encoding: 'utf8' })
    .stdout.split('\n')
    .filter(Boolean);
}

console.log('\nTempo de cada etapa:');
for (const [etapa, ms] of [...tempos, ['Total', Date.now() - inicioGeral]]) {
  console.log(`  ${etapa.padEnd(48, ' ')} ${segundos(ms).padStart(7, ' ')}`);
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
