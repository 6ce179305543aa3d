// server/main.ts as an operator runs it: first start prints the generated administrator once,
// serves the SPA with history fallback and the right caching, shuts down cleanly on SIGTERM, and
// a second start on the same data keeps sessions valid (same persisted JWT secret).
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PRAZO = 90_000;

interface Processo {
  filho: ChildProcessWithoutNullStreams;
  saida: () => string;
  url: string;
}

function portaLivre(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const endereco = s.address();
      s.close(() => resolve(typeof endereco === 'object' && endereco ? endereco.port : 0));
    });
  });
}

async function iniciar(dataDir: string, staticDir: string): Promise<Processo> {
  const porta = await portaLivre();
  // The operator's first start: no database URL, no administrator or secret chosen in advance.
  const herdado = ['DATABASE_URL', 'ADMIN_EMAIL', 'ADMIN_PASSWORD', 'JWT_SECRET', 'SEED_DEMO'];
  const env: NodeJS.ProcessEnv = {
    ...Object.fromEntries(Object.entries(process.env).filter(([nome]) => !herdado.includes(nome))),
    PORT: String(porta),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    STATIC_DIR: staticDir,
    LOG_LEVEL: 'warn',
  };
  const filho = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env });
  let saida = '';
  filho.stdout.on('data', (b: Buffer) => (saida += b.toString()));
  filho.stderr.on('data', (b: Buffer) => (saida += b.toString()));
  const limite = Date.now() + 60_000;
  while (!saida.includes(`Servidor em http://localhost:${porta}`)) {
    if (filho.exitCode !== null) throw new Error(`o servidor terminou ao iniciar:\n${saida}`);
    if (Date.now() > limite) throw new Error(`o servidor não iniciou em 60 s:\n${saida}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { filho, saida: () => saida, url: `http://127.0.0.1:${porta}` };
}

async function parar(p: Processo): Promise<number | null> {
  const fim = new Promise<number | null>((resolve) =>
    p.filho.once('exit', (codigo) => resolve(codigo)),
  );
  p.filho.kill('SIGTERM');
  return fim;
}

describe('servidor (server/main.ts)', () => {
  let pasta: string;
  let staticDir: string;
  let dataDir: string;

  beforeAll(() => {
    pasta = mkdtempSync(join(tmpdir(), 'aprendiz-servidor-'));
    dataDir = join(pasta, 'dados', 'aninhados');
    staticDir = join(pasta, 'dist');
    mkdirSync(join(staticDir, 'assets'), { recursive: true });
    writeFileSync(
      join(staticDir, 'index.html'),
      '<!doctype html><title>Aprendiz</title><div id="root"></div>',
    );
    writeFileSync(join(staticDir, 'assets', 'main.0123abcd.js'), 'console.log(1)');
  });
  afterAll(() => rmSync(pasta, { recursive: true, force: true }));

  it(
    'primeiro início: mostra o administrador gerado uma vez, serve a SPA e encerra limpo',
    async () => {
      const p = await iniciar(dataDir, staticDir);
      let codigo: number | null;
      let token: string;
      try {
        const [, email, senha] = /E-mail: (\S+)\n\s+Senha:\s+(\S+)/.exec(p.saida()) ?? [];
        expect(email).toBe('admin@aprendiz.local');
        expect(p.saida()).toContain('NÃO será mostrada de novo');
        // The box is the last thing before the listening line: nothing (demo data, migrations)
        // pushes it up the terminal.
        const depoisDaCaixa = p.saida().split('='.repeat(72)).pop() ?? '';
        expect(depoisDaCaixa.trim()).toMatch(/^Servidor em http:\/\/localhost:\d+$/);

        const login = await fetch(`${p.url}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, senha }),
        });
        expect(login.status).toBe(200);
        token = ((await login.json()) as { token: string }).token;

        const rotaDoCliente = await fetch(`${p.url}/aprendizes/12`);
        expect(rotaDoCliente.status).toBe(200);
        expect(rotaDoCliente.headers.get('cache-control')).toBe('no-cache');
        expect(rotaDoCliente.headers.get('content-security-policy')).toContain("script-src 'self'");
        expect(await rotaDoCliente.text()).toContain('<div id="root">');

        const raiz = await fetch(`${p.url}/`);
        expect(raiz.status).toBe(200);
        expect(raiz.headers.get('cache-control')).toBe('no-cache');

        const asset = await fetch(`${p.url}/assets/main.0123abcd.js`);
        expect(asset.status).toBe(200);
        expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

        const arquivoQueFalta = await fetch(`${p.url}/assets/nao-existe.js`);
        expect(arquivoQueFalta.status).toBe(404);
        expect(arquivoQueFalta.headers.get('content-type')).toMatch(/^application\/problem\+json/);

        const apiQueFalta = await fetch(`${p.url}/api/nao-existe`);
        expect(apiQueFalta.status).toBe(404);
        expect(((await apiQueFalta.json()) as { detail: string }).detail).toBe(
          'Rota da API não encontrada.',
        );
      } finally {
        codigo = await parar(p);
      }
      expect(codigo).toBe(0);
      expect(p.saida()).toContain('Servidor encerrado.');

      const segundo = await iniciar(dataDir, staticDir);
      try {
        expect(segundo.saida()).not.toContain('Senha:');
        const me = await fetch(`${segundo.url}/api/auth/me`, {
          headers: { authorization: `Bearer ${token}` },
        });
        expect(me.status).toBe(200);
      } finally {
        expect(await parar(segundo)).toBe(0);
      }
    },
    PRAZO,
  );
});
