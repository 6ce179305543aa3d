// `npm start`: build the SPA only when its sources changed since the last build, then run the
// API + SPA server in this same Node process (one process, one port).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fonteMudou, gravarImpressao } from './build-fingerprint.mjs';

// package.json's engines, said in Portuguese before anything fails in a stranger way.
const [maior, menor] = process.versions.node.split('.').map(Number);
if (maior < 20 || (maior === 20 && menor < 19)) {
  console.error(
    `Este projeto precisa do Node.js 20.19 ou mais novo; este é o ${process.versions.node}. Atualize o Node e rode de novo.`,
  );
  process.exit(1);
}

// Each phase of the start is timed and printed (issue 37): the build here, the rest in main.ts.
process.env.INICIO_PROCESSO_MS = String(Date.now() - performance.now());
if (!existsSync('dist/index.html') || fonteMudou()) {
  console.log('Compilando a interface (só quando o código mudou)...');
  const inicioBuild = performance.now();
  const build = spawnSync(
    process.execPath,
    ['node_modules/webpack/bin/webpack.js', '--mode', 'production'],
    {
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) {
    console.error('A compilação da interface falhou; veja as mensagens acima.');
    process.exit(build.status ?? 1);
  }
  gravarImpressao();
  process.env.TEMPO_COMPILACAO_MS = String(Math.round(performance.now() - inicioBuild));
}

// What an operator runs is production: docs and build artefacts stay private (server/config.ts).
process.env.NODE_ENV ??= 'production';

const { register } = await import('tsx/esm/api');
register();
await import('../server/main.ts');
