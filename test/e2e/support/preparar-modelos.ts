// Run once by npm test before the browser suite: the real server (server/main.ts, as npm start
// runs it) builds each database a browser test file may start from, in <pasta>/vazio and
// <pasta>/demo, and stops cleanly; iniciarServidor copies one per file (servidor.ts).
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { iniciarServidor, type Modelo } from './servidor';

async function preparar(pasta: string, modelo: Modelo): Promise<void> {
  const dataDir = join(pasta, modelo);
  const servidor = await iniciarServidor(modelo === 'demo' ? { SEED_DEMO: '1' } : {}, dataDir);
  await servidor.parar({ manterDados: true });
  // Each file's server makes its own token secret.
  rmSync(join(dataDir, 'jwt-secret'), { force: true });
}

const pasta = process.argv[2];
if (!pasta) throw new Error('uso: preparar-modelos.ts <pasta>');
// Without E2E_MODELOS in this process, iniciarServidor builds from nothing, as wanted here.
delete process.env.E2E_MODELOS;
await Promise.all([preparar(pasta, 'vazio'), preparar(pasta, 'demo')]);
