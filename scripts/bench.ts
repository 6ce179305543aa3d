// `npm run bench`: how fast the apprentice list and record answer on this machine.
//
// Seeds N apprentices (BENCH_N; default 150,000 on PostgreSQL via DATABASE_URL, 20,000 on an
// embedded PGlite in a temporary folder), starts the real server as a child process on loopback,
// and drives it with autocannon: list first page, a deep page, a search, a filter and GET by id,
// each at a fixed rate (500 req/s lists, 1,000 req/s by id) and at saturation. The floor is the
// same page read with a bare driver query + JSON.stringify in this process. Prints a table and
// writes it into docs/benchmarks.md (one section per engine), with the machine's description.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npm run bench
//   npm run bench                        # PGlite
//   BENCH_N=50000 BENCH_SEGUNDOS=5 ...    # smaller / shorter
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Agent, request as httpRequest } from 'node:http';
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
import { cenariosFrequencia, prepararFrequencia } from './bench-frequencia';
import { dataLocal } from '../src/shared/validation/datas';

// ---- autocannon (CommonJS, no type declarations): the part of its API used here -----------------

interface ResultadoAutocannon {
  requests: { average: number; total: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  duration: number;
}
interface Instancia {
  on(
    evento: 'response',
    f: (cliente: unknown, status: number, bytes: number, ms: number) => void,
  ): void;
}
interface Requisicao {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  setupRequest?: (r: Requisicao) => Requisicao;
}
type Autocannon = ((
  opcoes: {
    url: string;
    connections: number;
    duration: number;
    overallRate?: number;
    headers?: Record<string, string>;
    requests?: Requisicao[];
    timeout?: number;
  },
  pronto: (erro: Error | null, resultado: ResultadoAutocannon) => void,
) => Instancia) & { track?: unknown };

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

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
  if ((atual?.n ?? 0) === N) {
    log(`Banco já tem ${N} aprendizes: reaproveitado.`);
  } else {
    const inicio = performance.now();
    await db.execute(sql`TRUNCATE aprendizes RESTART IDENTITY CASCADE`);
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
      await inserirAprendizes(tx, gerados, referencias, false);
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

// ---- The floor: the same page with a bare driver query + JSON.stringify -------------------------

const SQL_PAGINA = `
  SELECT a.id, a.nome, a.nome_social, a.cpf, a.data_nascimento, a.situacao_id, s.nome AS situacao,
         s.cor AS situacao_cor, a.municipio_id, m.nome AS municipio, a.uf, a.pcd, a.data_cadastro, a.ativo
    FROM aprendizes a
    JOIN situacoes_aprendiz s ON s.id = a.situacao_id
    LEFT JOIN municipios m ON m.id = a.municipio_id
   WHERE a.id IN (SELECT id FROM aprendizes WHERE ativo = true
                   ORDER BY nome_busca, id LIMIT ${PAGE_SIZE} OFFSET 0)
   ORDER BY a.nome_busca, a.id`;
const SQL_TOTAL = `SELECT coalesce(sum(total), 0) AS total FROM aprendizes_contagem WHERE ativo = true`;

interface Piso {
  p50: number;
  p95: number;
  porSegundo: number;
}

async function medirPiso(conexao: ConexaoBanco): Promise<Piso> {
  const consultar = async () => {
    const [pagina, total] = await Promise.all([
      conexao.db.execute(sql.raw(SQL_PAGINA)),
      conexao.db.execute(sql.raw(SQL_TOTAL)),
    ]);
    return JSON.stringify({
      data: linhas(pagina),
      total: linhas(total)[0],
      page: 1,
      pageSize: PAGE_SIZE,
    });
  };
  // drizzle's execute on a raw string is one round trip per query, as bare as node-postgres gets
  // without prepared statements (the API does not prepare either).
  for (let i = 0; i < 50; i += 1) await consultar();
  const tempos: number[] = [];
  for (let i = 0; i < 300; i += 1) {
    const t = performance.now();
    await consultar();
    tempos.push(performance.now() - t);
  }
  const fim = performance.now() + 5000;
  let feitas = 0;
  const inicio = performance.now();
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (performance.now() < fim) {
        await consultar();
        feitas += 1;
      }
    }),
  );
  const ordenados = tempos.sort((a, b) => a - b);
  return {
    p50: percentil(ordenados, 50),
    p95: percentil(ordenados, 95),
    porSegundo: feitas / ((performance.now() - inicio) / 1000),
  };
}

function percentil(ordenados: number[], p: number): number {
  if (ordenados.length === 0) return Number.NaN;
  const i = Math.min(ordenados.length - 1, Math.ceil((p / 100) * ordenados.length) - 1);
  return ordenados[Math.max(0, i)] ?? Number.NaN;
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
  const filho = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(porta),
      HOST: '127.0.0.1',
      JWT_SECRET: JWT,
      LOG_LEVEL: NIVEL_LOG,
      STATIC_DIR: '',
      SEED_DEMO: '0',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir }),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const prazo = Date.now() + 60_000;
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
  throw new Error('O servidor não respondeu em 60 s.');
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
  nome: string;
  descricao: string;
  taxa: number;
  /** p95 target at the fixed rate, ms. */
  alvoP95: number;
  /** The path of the next request (GET by id draws a new id each time). */
  caminho: () => string;
}

interface Medida {
  cenario: string;
  modo: string;
  porSegundo: number;
  p50: number;
  p95: number;
  p99: number;
  erros: number;
  total: number;
}

/**
 * A steady rate: requests evenly spaced (open loop), each timed from the instant it was due, so a
 * server falling behind shows as latency instead of silently sending less (coordinated omission).
 * autocannon's overallRate is not used here: it sends each connection's quota at the start of
 * every second, which measures bursts, not a steady rate.
 */
async function taxaFixa(base: string, token: string, cenario: Cenario): Promise<Medida> {
  const { hostname, port } = new URL(base);
  const agente = new Agent({ keepAlive: true, maxSockets: 256 });
  const tempos: number[] = [];
  let erros = 0;
  const total = cenario.taxa * SEGUNDOS;
  const inicio = performance.now();
  const uma = (devidaEm: number) =>
    new Promise<void>((resolve) => {
      const requisicao = httpRequest(
        {
          hostname,
          port,
          path: cenario.caminho(),
          agent: agente,
          headers: { authorization: `Bearer ${token}` },
          timeout: 10_000,
        },
        (resposta) => {
          resposta.resume();
          resposta.on('end', () => {
            tempos.push(performance.now() - devidaEm);
            const status = resposta.statusCode ?? 0;
            if (status < 200 || status >= 300) erros += 1;
            resolve();
          });
        },
      );
      requisicao.on('timeout', () => requisicao.destroy(new Error('timeout')));
      requisicao.on('error', () => {
        erros += 1;
        resolve();
      });
      requisicao.end();
    });
  const emAndamento: Promise<void>[] = [];
  await new Promise<void>((resolve) => {
    let enviadas = 0;
    const relogio = setInterval(() => {
      const devidas = Math.min(
        total,
        Math.floor(((performance.now() - inicio) / 1000) * cenario.taxa),
      );
      for (; enviadas < devidas; enviadas += 1) {
        emAndamento.push(uma(inicio + (enviadas * 1000) / cenario.taxa));
      }
      if (enviadas >= total) {
        clearInterval(relogio);
        resolve();
      }
    }, 1);
  });
  await Promise.all(emAndamento);
  const duracao = (performance.now() - inicio) / 1000;
  agente.destroy();
  const ordenados = tempos.sort((a, b) => a - b);
  return {
    cenario: cenario.nome,
    modo: `${cenario.taxa} req/s`,
    porSegundo: tempos.length / duracao,
    p50: percentil(ordenados, 50),
    p95: percentil(ordenados, 95),
    p99: percentil(ordenados, 99),
    erros,
    total: tempos.length,
  };
}

function rodar(
  base: string,
  token: string,
  cenario: Cenario,
  modo: 'taxa' | 'saturacao' | 'aquecimento',
): Promise<Medida> {
  if (modo === 'taxa') return taxaFixa(base, token, cenario);
  const tempos: number[] = [];
  return new Promise((resolve, reject) => {
    const instancia = autocannon(
      {
        url: base,
        connections: CONEXOES_SATURACAO,
        duration: modo === 'aquecimento' ? AQUECIMENTO : SEGUNDOS,
        headers: { authorization: `Bearer ${token}` },
        requests: [{ method: 'GET', setupRequest: (r) => ({ ...r, path: cenario.caminho() }) }],
        timeout: 10,
      },
      (erro, r) => {
        if (erro) {
          reject(erro);
          return;
        }
        const ordenados = tempos.sort((a, b) => a - b);
        resolve({
          cenario: cenario.nome,
          modo: `saturação (${CONEXOES_SATURACAO} conexões)`,
          porSegundo: r.requests.total / (r.duration || SEGUNDOS),
          p50: percentil(ordenados, 50),
          p95: percentil(ordenados, 95),
          p99: percentil(ordenados, 99),
          erros: r.errors + r.timeouts + r.non2xx,
          total: r.requests.total,
        });
      },
    );
    instancia.on('response', (_cliente, _status, _bytes, ms) => tempos.push(ms));
  });
}

// ---- Report -----------------------------------------------------------------------------------

const ms = (v: number) => (Number.isFinite(v) ? v.toFixed(1) : '—');

function tabela(medidas: Medida[], cenarios: Cenario[]): string {
  const linhasTabela = medidas.map((m) => {
    const cenario = cenarios.find((c) => c.nome === m.cenario);
    const alvo =
      cenario && m.modo.endsWith('req/s')
        ? m.p95 <= cenario.alvoP95 && m.erros === 0 && m.porSegundo >= cenario.taxa * 0.95
          ? `sim (p95 ≤ ${cenario.alvoP95} ms)`
          : `**não** (p95 ≤ ${cenario.alvoP95} ms)`
        : '';
    return `| ${m.cenario} | ${m.modo} | ${m.porSegundo.toFixed(0)} | ${ms(m.p50)} | ${ms(m.p95)} | ${ms(m.p99)} | ${m.erros} | ${alvo} |`;
  });
  return [
    '| Cenário | Carga | req/s | p50 ms | p95 ms | p99 ms | Erros | Meta |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | --- |',
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
  const deFrequencia = await cenariosFrequencia(conexao.db);
  log('Piso (consulta direta + JSON.stringify)...');
  const piso = await medirPiso(conexao);
  await conexao.close();

  const porta = await portaLivre();
  const base = `http://127.0.0.1:${porta}`;
  const servidor = await iniciarServidor(porta);
  try {
    const token = await entrar(base);
    const paginaProfunda = Math.max(2, Math.min(2000, Math.floor(N / PAGE_SIZE / 2)));
    const minId = Number(ids?.min ?? 1);
    const maxId = Number(ids?.max ?? 1);
    const cenarios: Cenario[] = [
      {
        nome: 'Lista, 1ª página',
        descricao: 'GET /api/aprendiz',
        taxa: 500,
        alvoP95: 50,
        caminho: () => '/api/aprendiz',
      },
      {
        nome: `Lista, página ${paginaProfunda}`,
        descricao: `GET /api/aprendiz?page=${paginaProfunda} (OFFSET ${(paginaProfunda - 1) * PAGE_SIZE})`,
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
      ...deFrequencia,
    ];

    const medidas: Medida[] = [];
    for (const cenario of cenarios) {
      log(`${cenario.nome}: aquecendo, taxa fixa, saturação...`);
      await rodar(base, token, cenario, 'aquecimento');
      medidas.push(await rodar(base, token, cenario, 'taxa'));
      medidas.push(await rodar(base, token, cenario, 'saturacao'));
    }

    const listaSaturada = medidas.find(
      (m) => m.cenario === 'Lista, 1ª página' && !m.modo.endsWith('req/s'),
    );
    const razao = listaSaturada ? listaSaturada.porSegundo / piso.porSegundo : Number.NaN;
    const listaP50 = medidas.find((m) => m.cenario === 'Lista, 1ª página')?.p50 ?? Number.NaN;
    const duracao = ((performance.now() - comeco) / 1000).toFixed(0);
    const cpu = cpus();
    const secao = [
      `## ${engine === 'postgres' ? 'PostgreSQL' : 'PGlite (embutido)'}: ${N.toLocaleString('pt-BR')} aprendizes`,
      '',
      `Medido em ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC; execução completa em ${duracao} s.`,
      '',
      `- Máquina: ${cpu.length} × ${cpu[0]?.model.trim() ?? '?'}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB de RAM (${(freemem() / 2 ** 30).toFixed(1)} livres no fim), ${osType()} ${release()}`,
      `- Carga da máquina (load average de 1 min) no início: ${cargaInicial.toFixed(1)}; no fim: ${(loadavg()[0] ?? 0).toFixed(1)}. Acima de ~2 nestes 2 núcleos, outros processos disputavam a CPU e os números saem piores do que a máquina dá.`,
      `- Node ${process.version}; banco: ${banco}; servidor em processo próprio, log em \`${NIVEL_LOG}\`; autocannon no processo do benchmark, na mesma máquina (loopback).`,
      `- Cada medida: ${SEGUNDOS} s depois de ${AQUECIMENTO} s de aquecimento (autocannon). Taxa fixa: requisições espaçadas por igual (laço aberto, keep-alive), cada latência contada do instante em que a requisição era devida — o \`overallRate\` do autocannon manda a cota de cada conexão no começo de cada segundo, em rajadas. Saturação: autocannon com ${CONEXOES_SATURACAO} conexões sem limite. p50/p95/p99 de todas as respostas; "Erros" = falhas de conexão + timeouts + respostas não 2xx.`,
      '',
      tabela(medidas, cenarios),
      '',
      'Cenários:',
      '',
      ...cenarios.map((c) => `- **${c.nome}**: \`${c.descricao}\``),
      '',
      `Piso (a mesma 1ª página: as duas consultas da API direto no driver + \`JSON.stringify\`, neste processo): p50 ${ms(piso.p50)} ms, p95 ${ms(piso.p95)} ms sequencial; ${piso.porSegundo.toFixed(0)} por segundo com 10 em paralelo. ` +
        `A API saturada entrega ${Number.isFinite(razao) ? `${(razao * 100).toFixed(0)}%` : '—'} do piso em req/s; na taxa fixa, p50 ${ms(listaP50)} ms contra ${ms(piso.p50)} ms do piso.`,
    ].join('\n');
    console.log(`\n${secao}\n`);
    await escreverDocumento(secao);
    log('docs/benchmarks.md atualizado.');
  } finally {
    servidor.kill('SIGTERM');
  }
}

principal().catch((erro: unknown) => {
  console.error('O benchmark falhou:', erro);
  process.exit(1);
});
