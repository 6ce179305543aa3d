// `npm run bench`: how fast the apprentice list and record answer on this machine.
//
// Seeds N apprentices (BENCH_N; default 150,000 on PostgreSQL via DATABASE_URL, 20,000 on an
// embedded PGlite in a temporary folder), starts the real server as a child process on loopback,
// and drives it from a third process (scripts/bench-gerador.ts): list first page, a deep page, a
// search, a filter and GET by id, first at saturation, then at a fixed rate the saturation run shows
// the machine can serve (70% of it, up to the target rate). Beside each figure: the server
// process's own CPU time per request, read from /proc, and the share of requests shed (503). The
// floors (scripts/bench-piso.ts): the same page read with the bare driver + JSON.stringify in this
// process, and behind a bare node:http server driven like the API. Prints a table and writes it into docs/benchmarks.md (one section per engine).
//
// The seed also writes what the statistics read (issue 14): each apprentice's situação history,
// partners with units and placements (scripts/bench-estatisticas.ts) and attendance
// (scripts/bench-frequencia.ts).
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npm run bench
//   npm run bench                        # PGlite
//   BENCH_N=50000 BENCH_SEGUNDOS=5 ...    # smaller / shorter
//   BENCH_CENARIOS=estatisticas ...       # only these groups of scenarios (comma-separated:
//                                         # aprendizes, frequencia, estatisticas, busca,
//                                         # concorrencia); a filtered run prints its table and
//                                         # leaves docs/benchmarks.md alone
//
// The `concorrencia` group (issue 37) asks for the list's first page at a steady rate while this
// process keeps a full CSV export and a spreadsheet import running (scripts/bench-concorrencia.ts).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, freemem, loadavg, release, tmpdir, totalmem, type as osType } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { count, eq, sql } from 'drizzle-orm';
import { openDatabase, linhas, type ConexaoBanco } from '../server/db/client';
import { migrate } from '../server/db/migrate';
import { aprendizes, funcoes, usuarios } from '../server/db/schema';
import { seed } from '../server/db/seed';
import { gerarAprendizes } from '../server/db/seed/demo/aprendizes';
import { carregarReferencias, inserirAprendizes } from '../server/db/seed/demo/inserir';
import { gerarHash } from '../server/shared/senha';
import { cenariosEstatisticas, prepararEstatisticas } from './bench-estatisticas';
import {
  iniciarTrabalhoDeFundo,
  limparImportados,
  resumoDoFundo,
  type TrabalhoDeFundo,
} from './bench-concorrencia';
import { cenariosFrequencia, prepararFrequencia } from './bench-frequencia';
import { medirPiso, type Piso } from './bench-piso';
import type { Resultado, Trabalho } from './bench-gerador';
import { dataLocal } from '../src/shared/validation/datas';

// ---- Settings -------------------------------------------------------------------------------

const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
const engine = databaseUrl ? 'postgres' : 'pglite';
const N = Number(process.env.BENCH_N ?? (databaseUrl ? 150_000 : 20_000));
const SEGUNDOS = Number(process.env.BENCH_SEGUNDOS ?? 10);
const AQUECIMENTO = 2;
const CONEXOES_SATURACAO = Number(process.env.BENCH_CONEXOES ?? 20);
const NIVEL_LOG = process.env.BENCH_LOG_LEVEL ?? 'warn';
const SEMENTE = 7_310_150;
const EMAIL = 'bench@aprendiz.local';
const SENHA = 'Benchmark-apenas-local-2026';
const JWT = 'benchmark-local-segredo-com-mais-de-32-caracteres';
const PAGE_SIZE = 25;
/** Groups of scenarios to run (BENCH_CENARIOS); undefined: all, and the figures go to the docs. */
const GRUPOS = process.env.BENCH_CENARIOS?.trim()
  ? new Set(process.env.BENCH_CENARIOS.split(',').map((g) => g.trim()))
  : undefined;
const GRUPOS_CONHECIDOS = ['aprendizes', 'frequencia', 'estatisticas', 'busca', 'concorrencia'];
/** Rows of each spreadsheet the concurrent scenario imports (BENCH_LINHAS_IMPORTACAO). */
const LINHAS_IMPORTACAO = Number(process.env.BENCH_LINHAS_IMPORTACAO ?? 2000);
/** The concurrent scenario's steady rate on the list (a few people browsing meanwhile). */
const TAXA_CONCORRENCIA = Number(process.env.BENCH_TAXA_CONCORRENCIA ?? 20);
/** What people type in the command palette: common and rare words, a word's start, CPF digits. */
const TERMOS_PALETA = ['maria', 'joao araujo', 'jo', 'silva', 'ana clara', 'vitor', 'zq', '123'];

const dataDir = join(tmpdir(), `aprendiz-bench-${N}`);

function log(texto: string): void {
  process.stderr.write(`${texto}\n`);
}

// ---- Database -------------------------------------------------------------------------------

async function abrir(): Promise<ConexaoBanco> {
  return openDatabase(databaseUrl ? { databaseUrl } : { dataDir: join(dataDir, 'pglite') });
}

async function prepararBanco(conexao: ConexaoBanco): Promise<void> {
  const { db } = conexao;
  await migrate(db);
  await seed(db, { adminEmail: 'admin@aprendiz.local', adminPassword: SENHA });
  const [atual] = await db.select({ n: count() }).from(aprendizes);
  // A database seeded before the statistics has no situação history: it is seeded again.
  const [historico] = linhas<{ existe: boolean }>(
    await db.execute(sql`SELECT EXISTS (SELECT 1 FROM aprendiz_situacoes) AS existe`),
  );
  if ((atual?.n ?? 0) === N && historico?.existe) {
    log(`Banco já tem ${N} aprendizes: reaproveitado.`);
  } else {
    const inicio = performance.now();
    // The classes and partners of an earlier seed go too: their attendance and placements went
    // with the apprentices, and scripts/bench-frequencia.ts and bench-estatisticas.ts seed again
    // only into an empty database.
    await db.execute(sql`TRUNCATE aprendizes, turmas, parceiros RESTART IDENTITY CASCADE`);
    // Building an index once over the loaded table is far cheaper than growing it row by row
    // (the GIN trigram ones above all): drop the secondary indexes, load, create them again.
    const indices = linhas<{ indexname: string; indexdef: string }>(
      await db.execute(sql`
        SELECT indexname, indexdef FROM pg_indexes
         WHERE tablename = 'aprendizes'
           AND indexname NOT IN (SELECT conname FROM pg_constraint)`),
    );
    await db.transaction(async (tx) => {
      for (const i of indices) await tx.execute(sql.raw(`DROP INDEX ${i.indexname}`));
      const referencias = await carregarReferencias(tx);
      const gerados = gerarAprendizes({
        quantidade: N,
        semente: SEMENTE,
        hoje: dataLocal(new Date()),
        referencias,
      });
      // With their situação history (the statistics' series and flow), leaves and contacts.
      await inserirAprendizes(tx, gerados, referencias, true);
      for (const i of indices) await tx.execute(sql.raw(i.indexdef));
    });
    log(`${N} aprendizes inseridos em ${((performance.now() - inicio) / 1000).toFixed(1)} s.`);
  }
  // Fresh statistics and visibility map (index-only scans), as autovacuum would leave them.
  await db.execute(sql`VACUUM ANALYZE`);

  const [existente] = await db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(eq(usuarios.email, EMAIL));
  if (!existente) {
    const [funcao] = await db
      .select({ id: funcoes.id })
      .from(funcoes)
      .where(eq(funcoes.chave, 'administrador'));
    if (!funcao) throw new Error('função administrador ausente');
    await db.insert(usuarios).values({
      nome: 'Benchmark',
      email: EMAIL,
      senhaHash: await gerarHash(SENHA),
      funcaoId: funcao.id,
    });
  }
}

// ---- The server, as a child process on loopback --------------------------------------------------

async function portaLivre(): Promise<number> {
  return new Promise((resolve, reject) => {
    const servidor = createServer();
    servidor.listen(0, '127.0.0.1', () => {
      const endereco = servidor.address();
      servidor.close(() => {
        if (endereco && typeof endereco === 'object') resolve(endereco.port);
        else reject(new Error('sem porta'));
      });
    });
  });
}

async function iniciarServidor(porta: number): Promise<ChildProcess> {
  // BENCH_PERFIL=<pasta>: the server writes a V8 CPU profile there when it exits, read with
  // scripts/perfil.ts (where the CPU of a target the bench misses went).
  const perfil = process.env.BENCH_PERFIL
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PERFIL}`]
    : [];
  return iniciarProcesso(porta, [...perfil, '--import', 'tsx', 'server/main.ts'], {
    JWT_SECRET: JWT,
    LOG_LEVEL: NIVEL_LOG,
    STATIC_DIR: '',
    SEED_DEMO: '0',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir }),
  });
}

/** The HTTP floor (scripts/bench-piso.ts) on `porta`, on the same database. */
const iniciarPisoHttp = (porta: number) =>
  iniciarProcesso(porta, ['--import', 'tsx', 'scripts/bench-piso.ts'], {
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { PISO_PGLITE: join(dataDir, 'pglite') }),
  });

/** A server as a child process on loopback, once it answers /api/health. */
async function iniciarProcesso(
  porta: number,
  argumentos: string[],
  env: Record<string, string>,
): Promise<ChildProcess> {
  const filho = spawn(process.execPath, argumentos, {
    env: { ...process.env, PORT: String(porta), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // 120 s: on the shared 2-core machine (load ~19) the server took 73 s to answer, 30 s of it
  // preparing the routes, and the bench failed after its seeding.
  const prazo = Date.now() + 120_000;
  while (Date.now() < prazo) {
    try {
      const resposta = await fetch(`http://127.0.0.1:${porta}/api/health`);
      if (resposta.ok) return filho;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  filho.kill('SIGTERM');
  throw new Error('O servidor não respondeu em 120 s.');
}

/** Stops a child server and waits for it (an embedded database's folder is its until then). */
async function parar(filho: ChildProcess): Promise<void> {
  if (filho.exitCode !== null || filho.signalCode !== null) return;
  const saiu = new Promise((r) => filho.once('exit', r));
  filho.kill('SIGTERM');
  await saiu;
}

async function entrar(base: string): Promise<string> {
  const resposta = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, senha: SENHA }),
  });
  if (!resposta.ok) throw new Error(`login: ${resposta.status} ${await resposta.text()}`);
  return ((await resposta.json()) as { token: string }).token;
}

// ---- Scenarios --------------------------------------------------------------------------------

interface Cenario {
  /** Group of BENCH_CENARIOS. */
  grupo?: string;
  nome: string;
  descricao: string;
  taxa: number;
  /** p95 target at the fixed rate, ms. */
  alvoP95: number;
  /** The path of the next request (GET by id draws a new id each time). */
  caminho: () => string;
  /**
   * Measured only at this steady rate, while an export and an import run in the background (no
   * saturation run: the point is what a person waits, not how much the server can do).
   */
  comFundo?: { taxa: number };
}

interface Medida extends Resultado {
  cenario: string;
  modo: string;
  /** The rate asked for (fixed rate) or null (saturation). */
  taxa: number | null;
  /** The server process's CPU time (user + system) per answered request, ms. */
  cpuPorReq: number;
}

const TICKS_POR_SEGUNDO = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** A process's CPU time so far (user + system, every thread), ms; NaN off Linux. */
function cpuDoProcesso(pid: number | undefined): number {
  try {
    const campos = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // Fields 14 and 15 of stat (utime, stime) are 12 and 13 after the "pid (comm) " prefix.
    return ((Number(campos[11]) + Number(campos[12])) * 1000) / TICKS_POR_SEGUNDO;
  } catch {
    return Number.NaN;
  }
}

const pastaTrabalhos = mkdtempSync(join(tmpdir(), 'aprendiz-bench-carga-'));

/** One measure, generated by scripts/bench-gerador.ts in its own process. */
async function medir(
  trabalho: Omit<Trabalho, 'caminhos'>,
  cenario: Cenario,
  servidor: ChildProcess,
): Promise<Medida> {
  const arquivo = join(pastaTrabalhos, 'trabalho.json');
  const caminhos = Array.from({ length: 2000 }, () => cenario.caminho());
  writeFileSync(arquivo, JSON.stringify({ ...trabalho, caminhos }));
  const cpuAntes = cpuDoProcesso(servidor.pid);
  const saida = await new Promise<string>((resolve, reject) => {
    const gerador = spawn(
      process.execPath,
      ['--import', 'tsx', 'scripts/bench-gerador.ts', arquivo],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let texto = '';
    gerador.stdout.on('data', (parte: Buffer) => (texto += parte.toString()));
    gerador.on('error', reject);
    gerador.on('exit', (codigo) =>
      codigo === 0 ? resolve(texto) : reject(new Error(`gerador saiu com ${codigo}`)),
    );
  });
  const cpu = cpuDoProcesso(servidor.pid) - cpuAntes;
  const r = JSON.parse(saida) as Resultado;
  return {
    ...r,
    cenario: cenario.nome,
    modo:
      trabalho.modo === 'taxa'
        ? `${trabalho.taxa} req/s`
        : `saturação (${trabalho.conexoes} conexões)`,
    taxa: trabalho.modo === 'taxa' ? trabalho.taxa : null,
    cpuPorReq: cpu / Math.max(1, r.total),
  };
}

/**
 * The HTTP floor at saturation, measured like the API's first page (same generator, connections
 * and seconds, after the same warm-up), with its process's CPU per request.
 */
async function medirPisoHttp(): Promise<Medida> {
  log('Piso HTTP (as mesmas consultas atrás de um node:http puro)...');
  const porta = await portaLivre();
  const processo = await iniciarPisoHttp(porta);
  try {
    const cenario: Cenario = {
      nome: 'Piso HTTP',
      descricao: 'GET / (scripts/bench-piso.ts)',
      taxa: 0,
      alvoP95: 0,
      caminho: () => '/api/aprendiz',
    };
    const comum = {
      base: `http://127.0.0.1:${porta}`,
      token: '',
      segundos: SEGUNDOS,
      conexoes: CONEXOES_SATURACAO,
      taxa: 0,
    };
    await medir({ ...comum, modo: 'saturacao', segundos: AQUECIMENTO }, cenario, processo);
    return await medir({ ...comum, modo: 'saturacao' }, cenario, processo);
  } finally {
    await parar(processo);
  }
}

// ---- Report -----------------------------------------------------------------------------------

const ms = (v: number) => (Number.isFinite(v) ? v.toFixed(1) : '—');
const ms2 = (v: number) => (Number.isFinite(v) ? v.toFixed(2) : '—');

/**
 * Targets (issue 16): at saturation a scenario serves its target rate with p95 within its bound;
 * at the fixed rate (what the saturation run showed it can serve) p95 within the bound, no errors
 * and nothing shed.
 */
function meta(m: Medida, cenario: Cenario | undefined): string {
  if (!cenario) return '';
  const limpo = m.erros === 0 && m.descartadas === 0;
  if (m.taxa === null) {
    const ok = m.porSegundo >= cenario.taxa && m.p95 <= cenario.alvoP95 && limpo;
    return `${ok ? 'sim' : '**não**'} (≥ ${cenario.taxa} req/s, p95 ≤ ${cenario.alvoP95} ms)`;
  }
  const ok = m.p95 <= cenario.alvoP95 && limpo && m.porSegundo >= m.taxa * 0.95;
  return `${ok ? 'sim' : '**não**'} (p95 ≤ ${cenario.alvoP95} ms)`;
}

function tabela(medidas: Medida[], cenarios: Cenario[]): string {
  const linhasTabela = medidas.map((m) => {
    const cenario = cenarios.find((c) => c.nome === m.cenario);
    const descarte = m.total > 0 ? `${((m.descartadas / m.total) * 100).toFixed(1)}%` : '—';
    return `| ${m.cenario} | ${m.modo} | ${m.porSegundo.toFixed(0)} | ${ms(m.p50)} | ${ms(m.p95)} | ${ms(m.p99)} | ${m.erros} | ${descarte} | ${ms2(m.cpuPorReq)} | ${meta(m, cenario)} |`;
  });
  return [
    '| Cenário | Carga | req/s | p50 ms | p95 ms | p99 ms | Erros | Descartadas (503) | CPU do servidor ms/req | Meta |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...linhasTabela,
  ].join('\n');
}

async function versaoDoBanco(conexao: ConexaoBanco): Promise<string> {
  const [linha] = linhas<{ version: string }>(await conexao.db.execute(sql`SELECT version()`));
  return linha?.version.split(',')[0] ?? '?';
}

async function escreverDocumento(secao: string): Promise<void> {
  const arquivo = 'docs/benchmarks.md';
  const inicio = `<!-- bench:${engine} -->`;
  const fim = `<!-- /bench:${engine} -->`;
  const bloco = `${inicio}\n${secao}\n${fim}`;
  let texto = existsSync(arquivo)
    ? readFileSync(arquivo, 'utf8')
    : '# Benchmarks\n\nGerado por `npm run bench` (scripts/bench.ts). Cada motor tem sua seção, reescrita a cada execução.\n';
  if (texto.includes(inicio) && texto.includes(fim)) {
    texto =
      texto.slice(0, texto.indexOf(inicio)) + bloco + texto.slice(texto.indexOf(fim) + fim.length);
  } else {
    texto = `${texto.trimEnd()}\n\n${bloco}\n`;
  }
  mkdirSync('docs', { recursive: true });
  // Formatted like the rest of the repository (prettier --check passes on the generated file).
  const prettier = await import('prettier');
  const opcoes = (await prettier.resolveConfig(arquivo)) ?? {};
  writeFileSync(arquivo, await prettier.format(texto, { ...opcoes, parser: 'markdown' }));
}

// ---- Main -------------------------------------------------------------------------------------

async function principal(): Promise<void> {
  const comeco = performance.now();
  const cargaInicial = loadavg()[0] ?? 0;
  log(`Motor: ${engine}; ${N} aprendizes; ${SEGUNDOS} s por medida.`);
  const conexao = await abrir();
  await prepararBanco(conexao);
  const banco = await versaoDoBanco(conexao);
  const [ids] = linhas<{ min: number | string; max: number | string }>(
    await conexao.db.execute(sql`SELECT min(id) AS min, max(id) AS max FROM aprendizes`),
  );
  const [contratado] = linhas<{ id: number }>(
    await conexao.db.execute(sql`SELECT id FROM situacoes_aprendiz WHERE codigo = 'contratado'`),
  );
  await prepararFrequencia(conexao.db, log);
  await prepararEstatisticas(conexao.db, log);
  const deFrequencia = await cenariosFrequencia(conexao.db);
  const deEstatisticas = await cenariosEstatisticas(conexao.db);
  const desconhecidos = [...(GRUPOS ?? [])].filter((g) => !GRUPOS_CONHECIDOS.includes(g));
  if (desconhecidos.length > 0) {
    throw new Error(
      `BENCH_CENARIOS: use ${GRUPOS_CONHECIDOS.join(', ')} (não ${desconhecidos.join(', ')})`,
    );
  }
  const medirLista = !GRUPOS || GRUPOS.has('aprendizes');
  if (medirLista) log('Piso (consulta direta + JSON.stringify)...');
  const piso: Piso = medirLista
    ? await medirPiso(conexao)
    : { p50: Number.NaN, p95: Number.NaN, porSegundo: Number.NaN, cpuPorPagina: Number.NaN };
  await conexao.close();
  const pisoHttp = medirLista ? await medirPisoHttp() : undefined;

  const porta = await portaLivre();
  const base = `http://127.0.0.1:${porta}`;
  const servidor = await iniciarServidor(porta);
  try {
    const token = await entrar(base);
    const paginaProfunda = Math.max(2, Math.min(2000, Math.floor(N / PAGE_SIZE / 2)));
    // The deep page as the grid reaches it (issue 37): next from the page before, by its cursor.
    const anterior = await fetch(`${base}/api/aprendiz?page=${paginaProfunda - 1}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const { proxima } = (await anterior.json()) as { proxima?: string };
    if (!proxima) throw new Error(`a página ${paginaProfunda - 1} não deu o cursor da próxima`);
    const minId = Number(ids?.min ?? 1);
    const maxId = Number(ids?.max ?? 1);
    const todos: Cenario[] = [
      {
        nome: 'Lista, 1ª página',
        descricao: 'GET /api/aprendiz',
        taxa: 500,
        alvoP95: 50,
        caminho: () => '/api/aprendiz',
      },
      {
        nome: `Lista, página ${paginaProfunda} (próxima)`,
        descricao: `GET /api/aprendiz?page=${paginaProfunda}&depois={cursor da página ${paginaProfunda - 1}} (keyset: a página depois da linha ${(paginaProfunda - 1) * PAGE_SIZE})`,
        taxa: 500,
        alvoP95: 50,
        caminho: () => `/api/aprendiz?page=${paginaProfunda}&depois=${proxima}`,
      },
      {
        nome: `Lista, página ${paginaProfunda} digitada`,
        descricao: `GET /api/aprendiz?page=${paginaProfunda} (OFFSET ${(paginaProfunda - 1) * PAGE_SIZE}: um número de página aberto pelo endereço)`,
        taxa: 500,
        alvoP95: 50,
        caminho: () => `/api/aprendiz?page=${paginaProfunda}`,
      },
      {
        nome: 'Busca "joao araujo"',
        descricao: 'GET /api/aprendiz?q=joao%20araujo',
        taxa: 500,
        alvoP95: 50,
        caminho: () => '/api/aprendiz?q=joao%20araujo',
      },
      {
        nome: 'Filtro situação + idade',
        descricao: `GET /api/aprendiz?situacaoId=${contratado?.id ?? 4}&idadeMin=18&idadeMax=20`,
        taxa: 500,
        alvoP95: 50,
        caminho: () => `/api/aprendiz?situacaoId=${contratado?.id ?? 4}&idadeMin=18&idadeMax=20`,
      },
      {
        nome: 'Cadastro por id',
        descricao: 'GET /api/aprendiz/{id aleatório} (grava o registro de acesso)',
        taxa: 1000,
        alvoP95: 20,
        caminho: () => `/api/aprendiz/${minId + Math.floor(Math.random() * (maxId - minId + 1))}`,
      },
      ...deFrequencia.map((c) => ({ ...c, grupo: 'frequencia' })),
      ...deEstatisticas.map((c) => ({ ...c, grupo: 'estatisticas' })),
      {
        nome: 'Lista, 1ª página, durante exportação e importação',
        descricao: `GET /api/aprendiz a ${TAXA_CONCORRENCIA} req/s enquanto GET /api/aprendiz/exportar?formato=csv (todos os ${N.toLocaleString('pt-BR')}) e POST /api/aprendiz/importar (${LINHAS_IMPORTACAO.toLocaleString('pt-BR')} linhas) rodam sem parar`,
        taxa: TAXA_CONCORRENCIA,
        alvoP95: engine === 'postgres' ? 100 : 250,
        grupo: 'concorrencia',
        comFundo: { taxa: TAXA_CONCORRENCIA },
        caminho: () => '/api/aprendiz',
      },
      {
        nome: 'Busca da paleta',
        descricao: `GET /api/busca?q= (sorteado: ${TERMOS_PALETA.join(', ')}; os quatro grupos)`,
        taxa: 200,
        alvoP95: 50,
        grupo: 'busca',
        caminho: () =>
          `/api/busca?q=${encodeURIComponent(TERMOS_PALETA[Math.floor(Math.random() * TERMOS_PALETA.length)] ?? 'maria')}`,
      },
    ];
    const cenarios = todos.filter((c) => !GRUPOS || GRUPOS.has(c.grupo ?? 'aprendizes'));

    const medidas: Medida[] = [];
    let trabalhoDeFundo: TrabalhoDeFundo | undefined;
    const comum = { base, token, segundos: SEGUNDOS, conexoes: CONEXOES_SATURACAO, taxa: 0 };
    for (const cenario of cenarios) {
      log(`${cenario.nome}: aquecendo, saturação, taxa fixa...`);
      await medir({ ...comum, modo: 'saturacao', segundos: AQUECIMENTO }, cenario, servidor);
      if (cenario.comFundo) {
        const fundo = iniciarTrabalhoDeFundo(base, token, LINHAS_IMPORTACAO);
        // Let the export and the import get going before the first measured request.
        await new Promise((r) => setTimeout(r, 2000));
        medidas.push(
          await medir({ ...comum, modo: 'taxa', taxa: cenario.comFundo.taxa }, cenario, servidor),
        );
        trabalhoDeFundo = await fundo.parar();
        continue;
      }
      const saturada = await medir({ ...comum, modo: 'saturacao' }, cenario, servidor);
      medidas.push(saturada);
      // A fixed rate the machine can serve: 70% of what saturation delivered, up to the target.
      const taxa = Math.max(
        10,
        Math.min(cenario.taxa, Math.floor((saturada.porSegundo * 0.7) / 10) * 10),
      );
      medidas.push(await medir({ ...comum, modo: 'taxa', taxa }, cenario, servidor));
    }

    const listaSaturada = medidas.find((m) => m.cenario === 'Lista, 1ª página' && m.taxa === null);
    const razao = listaSaturada ? listaSaturada.porSegundo / piso.porSegundo : Number.NaN;
    const listaFixa = medidas.find((m) => m.cenario === 'Lista, 1ª página' && m.taxa !== null);
    const duracao = ((performance.now() - comeco) / 1000).toFixed(0);
    const cpu = cpus();
    const secao = [
      `## ${engine === 'postgres' ? 'PostgreSQL' : 'PGlite (embutido)'}: ${N.toLocaleString('pt-BR')} aprendizes`,
      '',
      `Medido em ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC; execução completa em ${duracao} s.`,
      '',
      `- Máquina: ${cpu.length} × ${cpu[0]?.model.trim() ?? '?'}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB de RAM (${(freemem() / 2 ** 30).toFixed(1)} livres no fim), ${osType()} ${release()}`,
      `- Carga da máquina (load average de 1 min) no início: ${cargaInicial.toFixed(1)}; no fim: ${(loadavg()[0] ?? 0).toFixed(1)}. Acima de ~2 nestes 2 núcleos, outros processos disputavam a CPU e os números saem piores do que a máquina dá.`,
      `- Node ${process.version}; banco: ${banco}; servidor em processo próprio, log em \`${NIVEL_LOG}\`; gerador de carga em outro processo (scripts/bench-gerador.ts), na mesma máquina (loopback) e nos mesmos núcleos.`,
      `- Cada cenário: ${AQUECIMENTO} s de aquecimento, depois ${SEGUNDOS} s de saturação (autocannon, ${CONEXOES_SATURACAO} conexões sem limite) e ${SEGUNDOS} s de taxa fixa a 70% do que a saturação entregou (no máximo a taxa da meta): requisições espaçadas por igual (laço aberto, keep-alive), cada latência contada do instante em que era devida. "Erros" = falhas de conexão + timeouts + respostas não 2xx fora os 503; "Descartadas" = 503 da proteção de carga. CPU do servidor = tempo de CPU (usuário + sistema, /proc) do processo do servidor na medida ÷ respostas${engine === 'postgres' ? ' (o PostgreSQL, em processos próprios, fica fora)' : ' (o PGlite roda dentro do processo do servidor e entra na conta)'}.`,
      '',
      tabela(medidas, cenarios),
      '',
      'Cenários:',
      '',
      ...cenarios.map((c) => `- **${c.nome}**: \`${c.descricao}\``),
      '',
      ...(trabalhoDeFundo ? [resumoDoFundo(trabalhoDeFundo, LINHAS_IMPORTACAO), ''] : []),
      `Piso (a mesma 1ª página: as duas consultas da API direto no driver${engine === 'postgres' ? ', preparadas como a API as prepara' : ''} + \`JSON.stringify\`, neste processo): p50 ${ms(piso.p50)} ms, p95 ${ms(piso.p95)} ms sequencial; ${piso.porSegundo.toFixed(0)} por segundo com 10 em paralelo, ${ms2(piso.cpuPorPagina)} ms de CPU por página. ` +
        `A API saturada entrega ${Number.isFinite(razao) ? `${(razao * 100).toFixed(0)}%` : '—'} do piso em req/s (meta: ≥ 70%), com ${ms2(listaSaturada?.cpuPorReq ?? Number.NaN)} ms de CPU do servidor por requisição; na taxa fixa (${listaFixa?.taxa ?? '—'} req/s), p50 ${ms(listaFixa?.p50 ?? Number.NaN)} ms contra ${ms(piso.p50)} ms do piso.`,
      ...(pisoHttp
        ? [
            '',
            `Piso HTTP (as mesmas consultas e o mesmo \`JSON.stringify\` atrás de um \`node:http\` puro, sem rotas, sessão, validação nem o nosso código; scripts/bench-piso.ts), medido como a 1ª página da API (o mesmo gerador, ${CONEXOES_SATURACAO} conexões, ${SEGUNDOS} s): ${pisoHttp.porSegundo.toFixed(0)} req/s, p95 ${ms(pisoHttp.p95)} ms, ${ms2(pisoHttp.cpuPorReq)} ms de CPU do processo por requisição, ${pisoHttp.erros} erros. ` +
              `O piso HTTP entrega ${Number.isFinite(piso.porSegundo) ? `${((pisoHttp.porSegundo / piso.porSegundo) * 100).toFixed(0)}%` : '—'} do piso do driver (o quanto responder por HTTP já custa nesta máquina); a API entrega ${listaSaturada ? `${((listaSaturada.porSegundo / pisoHttp.porSegundo) * 100).toFixed(0)}%` : '—'} do piso HTTP (o custo do nosso servidor: fastify, sessão, escopo, drizzle, serialização).`,
          ]
        : []),
    ].join('\n');
    console.log(`\n${secao}\n`);
    if (GRUPOS) {
      log('BENCH_CENARIOS: execução parcial, docs/benchmarks.md não foi alterado.');
    } else {
      await escreverDocumento(secao);
      log('docs/benchmarks.md atualizado.');
    }
  } finally {
    await parar(servidor);
    if (!GRUPOS || GRUPOS.has('concorrencia')) {
      const limpeza = await abrir();
      log(`Importados pelo cenário concorrente apagados: ${await limparImportados(limpeza.db)}.`);
      await limpeza.close();
    }
  }
}

principal().catch((erro: unknown) => {
  console.error('O benchmark falhou:', erro);
  process.exit(1);
});
