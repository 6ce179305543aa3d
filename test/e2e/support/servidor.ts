// Starts the real server (built SPA + API + a fresh embedded database) on a free port for one
// browser test file, exactly as `npm start` would after a build.
//
// With E2E_MODELOS (npm test sets it; preparar-modelos.ts), the database is a copy of one the
// real server built once for the run — 'vazio' (migrations, reference data, the administrator)
// or 'demo' (the same plus SEED_DEMO's data) — instead of being built again by every file.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const ADMIN = { email: 'admin@teste.local', senha: 'Uma-senha-de-teste-bem-longa-42' };

export interface Servidor {
  url: string;
  /** Stops the server and deletes its data folder (unless asked to keep it). */
  parar: (opcoes?: { manterDados?: boolean }) => Promise<void>;
}

function portaLivre(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const endereco = s.address();
      const porta = typeof endereco === 'object' && endereco ? endereco.port : 0;
      s.close(() => {
        resolve(porta);
      });
    });
  });
}

export type Modelo = 'vazio' | 'demo';

/** The prepared database this start can copy, and the SEED_DEMO the copy already holds. */
function copiaDoModelo(env: Record<string, string>, dataDir: string): Record<string, string> {
  const pasta = process.env.E2E_MODELOS;
  const modelo: Modelo = env.SEED_DEMO === '1' ? 'demo' : 'vazio';
  if (!pasta || !existsSync(join(pasta, modelo))) return {};
  cpSync(join(pasta, modelo), dataDir, { recursive: true });
  // The copy holds the demo already; the server need not look for missing rows again.
  return { SEED_DEMO: '0' };
}

export async function iniciarServidor(
  env: Record<string, string> = {},
  dataDir = mkdtempSync(join(tmpdir(), 'aprendiz-e2e-')),
): Promise<Servidor> {
  const porta = await portaLivre();
  const jaPronto = copiaDoModelo(env, dataDir);
  const filho = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(porta),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      // E2E_STATIC_DIR: a build kept apart (`webpack --output-path dist-x`) when two people test at once.
      STATIC_DIR: process.env.E2E_STATIC_DIR ?? 'dist',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.senha,
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      LOGIN_IP_POR_MINUTO: '1000',
      // The browser suite shares 2 cores with Chromium and the build; shedding (tested in
      // test/api/carga.test.ts) would turn a slow moment into a failed screen here.
      CARGA_MAX_ATRASO_MS: '0',
      ...env,
      ...jaPronto,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let saida = '';
  filho.stdout.on('data', (b: Buffer) => (saida += b.toString()));
  filho.stderr.on('data', (b: Buffer) => (saida += b.toString()));
  const url = `http://127.0.0.1:${porta}`;
  const limite = Date.now() + 90_000;
  for (;;) {
    if (filho.exitCode !== null) throw new Error(`O servidor terminou ao iniciar:\n${saida}`);
    try {
      const r = await fetch(`${url}/api/health`);
      if (r.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > limite) {
      filho.kill('SIGKILL');
      throw new Error(`O servidor não respondeu em 90 s:\n${saida}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    parar: async (opcoes = {}) => {
      const fim = new Promise((r) => filho.once('exit', r));
      filho.kill('SIGTERM');
      await fim;
      if (!opcoes.manterDados) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
