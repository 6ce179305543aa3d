// `npm run dev`: the API in watch mode on API_PORT (3100) and webpack-dev-server with hot reload on
// PORT (3000) proxying /api to it.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3100';
const filhos = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, STATIC_DIR: '' },
  }),
  spawn(
    process.execPath,
    ['node_modules/webpack/bin/webpack.js', 'serve', '--mode', 'development'],
    {
      stdio: 'inherit',
      env: { ...process.env, API_PORT: apiPort },
    },
  ),
];

const encerrar = () => {
  for (const f of filhos) f.kill('SIGTERM');
};
process.on('SIGINT', encerrar);
process.on('SIGTERM', encerrar);
for (const f of filhos)
  f.on('exit', (code) => {
    encerrar();
    process.exitCode = code ?? 0;
  });
