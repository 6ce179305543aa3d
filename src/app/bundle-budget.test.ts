/**
 * @jest-environment node
 */
// The bundle budget: the JavaScript needed to show /login is at most 178.5 KB gzip (measured 178.1
// KB on 2026-11-29, issue 37: the auth machine and redux-persist left the entry). Reads the
// production build's dist/stats.json (npm test builds before running jest); without a build this
// test FAILS, on purpose, so a missing build never passes as "within budget".
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const ORCAMENTO_LOGIN_BYTES = Math.round(178.5 * 1024);
const dist = path.join(process.cwd(), 'dist');
const arquivoStats = path.join(dist, 'stats.json');

interface Ativo {
  name: string;
}
interface Stats {
  entrypoints: Record<string, { assets: Ativo[] }>;
  namedChunkGroups: Record<string, { assets: Ativo[] }>;
}

function lerStats(): Stats {
  if (!existsSync(arquivoStats)) {
    throw new Error(`dist/stats.json não existe: run npm run build first (${arquivoStats}).`);
  }
  return JSON.parse(readFileSync(arquivoStats, 'utf8')) as Stats;
}

const js = (ativos: Ativo[] = []) => ativos.map((a) => a.name).filter((n) => n.endsWith('.js'));
const gzip = (nome: string) => gzipSync(readFileSync(path.join(dist, nome))).length;

/** The entry's files plus the route's own chunk group: everything fetched before it can show. */
function jsDaRota(stats: Stats, grupo: string): string[] {
  const entrada = stats.entrypoints.main;
  const rota = stats.namedChunkGroups[grupo];
  if (!entrada || !rota) throw new Error(`stats.json sem o entrypoint main ou o grupo ${grupo}`);
  return [...new Set([...js(entrada.assets), ...js(rota.assets)])];
}

describe('orçamento do bundle', () => {
  it('o JavaScript para mostrar /login cabe em 178,5 KB gzip', () => {
    const arquivos = jsDaRota(lerStats(), 'login');
    const total = arquivos.reduce((soma, a) => soma + gzip(a), 0);
    const detalhe = arquivos.map((a) => `${a}: ${(gzip(a) / 1024).toFixed(1)} KB`).join('\n');
    expect({
      total: `${(total / 1024).toFixed(1)} KB`,
      cabe: total <= ORCAMENTO_LOGIN_BYTES,
      detalhe,
    }).toMatchObject({
      cabe: true,
    });
  });

  it('o login não carrega o layout, o painel nem outras telas', () => {
    const stats = lerStats();
    const login = new Set(jsDaRota(stats, 'login'));
    for (const tela of [
      'layout',
      'dashboard',
      'perfil',
      'configuracoes',
      'em-construcao',
      'toasts',
    ]) {
      const proprios = js(stats.namedChunkGroups[tela]?.assets).filter((a) =>
        path.basename(a).startsWith(`${tela}.`),
      );
      expect(proprios.length).toBeGreaterThan(0);
      for (const a of proprios) expect(login.has(a)).toBe(false);
    }
  });

  it('cada tela construída tem o seu próprio chunk', () => {
    const grupos = Object.keys(lerStats().namedChunkGroups);
    expect(grupos).toEqual(
      expect.arrayContaining([
        'login',
        'layout',
        'dashboard',
        'perfil',
        'configuracoes',
        'turma-detalhe',
        'em-construcao',
      ]),
    );
  });
});

describe('efeitos de importação que o build precisa manter', () => {
  // A feature's api/index.ts declares, when imported, the cache tags its mutations invalidate
  // (enhanceEndpoints). Marked free of side effects, webpack dropped those modules and production
  // lost every such tag. Canary: the classes' 'a check changes nothing' must be in some chunk.
  it('as marcações de cache de api/index.ts chegam ao build de produção', () => {
    const pasta = path.join(dist, 'js');
    const achou = readdirSync(pasta)
      .filter((n) => n.endsWith('.js'))
      .some((n) =>
        readFileSync(path.join(pasta, n), 'utf8').includes(
          'alocacaoVerificar:{invalidatesTags:[]}',
        ),
      );
    expect(achou).toBe(true);
  });
});
