// API test harness: `forEachEngine(nome, corpo)` runs the same describe block on in-memory PGlite
// and, when TEST_DATABASE_URL is set, on a fresh PostgreSQL database created for the file (and
// dropped afterwards). Every response that goes through its helpers is checked for password
// hashes, and against the published OpenAPI document (contrato-openapi.ts: status, media type,
// body schema, required headers), so no test can forget to.
//
// Each test file starts with the docblock `/** @jest-environment ./test/support/api-environment.ts */`
// and imports this harness before any server module: PGlite must come from Node's own require (see
// api-environment.ts), and these mocks are what hand it over. jest.config.js could name the
// environment for the whole api project instead; the docblock keeps this working either way.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../server/app';
import type { AppConfig } from '../../server/config';
import type { Database } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { funcoes, usuarios } from '../../server/db/schema';
import { seed } from '../../server/db/seed';
import type { ChaveFuncao } from '../../server/shared/permissoes';
import { abrirSessao } from '../../server/modules/auth/consultas';
import { gerarHash } from '../../server/shared/senha';
import { assinarToken, novoId } from '../../server/modules/auth/tokens';
import { abrirBanco, abrirBancoPronto, engines, type BancoDeTeste } from './api-banco';
import { conferirContrato } from './contrato-openapi';
import {
  ADMIN_EMAIL,
  ADMIN_SENHA,
  configDeTeste,
  HORA,
  Relogio,
  semSegredos,
  type Engine,
} from './api-config';

export * from './api-config';
export { conferirContrato, violacoesDoContrato } from './contrato-openapi';

/** The path and query an injection asked for, however it named them. */
function urlDaInjecao(injecao: InjectOptions): string {
  const alvo = injecao.url ?? injecao.path;
  if (typeof alvo === 'string') return alvo;
  return alvo?.pathname ?? '/';
}
export { abrirBanco, abrirBancoPronto, engines } from './api-banco';

function requireNativo(modulo: string): unknown {
  const nativo = (globalThis as { __requireNativo?: (m: string) => unknown }).__requireNativo;
  if (!nativo) {
    throw new Error(
      'Falta /** @jest-environment ./test/support/api-environment.ts */ no topo do arquivo de teste.',
    );
  }
  return nativo(modulo);
}
jest.mock('@electric-sql/pglite', () => requireNativo('@electric-sql/pglite'));
jest.mock('@electric-sql/pglite/contrib/pg_trgm', () =>
  requireNativo('@electric-sql/pglite/contrib/pg_trgm'),
);
jest.mock('@electric-sql/pglite/contrib/unaccent', () =>
  requireNativo('@electric-sql/pglite/contrib/unaccent'),
);
// Every password the tests hash costs the test's argon2 (api-config.ts), not production's ~40 ms.
jest.mock('@node-rs/argon2', () => {
  const real = jest.requireActual<typeof import('@node-rs/argon2')>('@node-rs/argon2');
  const { CUSTO_ARGON2_DE_TESTE } =
    jest.requireActual<typeof import('./api-config')>('./api-config');
  return {
    ...real,
    hash: (senha: string, opcoes?: object) =>
      real.hash(senha, { ...opcoes, ...CUSTO_ARGON2_DE_TESTE }),
  };
});

export interface OpcoesRequisicao {
  token?: string;
  body?: unknown;
  ip?: string;
  headers?: Record<string, string>;
}

export interface UsuarioDeTeste {
  id: number;
  email: string;
  senha: string;
}

export interface Harness {
  readonly engine: Engine;
  readonly app: FastifyInstance;
  readonly db: Database;
  readonly relogio: Relogio;
  /** Every request goes through here (or `inject`): the answer is scanned for password hashes. */
  request(
    method: InjectOptions['method'],
    url: string,
    opcoes?: OpcoesRequisicao,
  ): Promise<LightMyRequestResponse>;
  inject(opcoes: InjectOptions): Promise<LightMyRequestResponse>;
  login(email: string, senha: string, ip?: string): Promise<LightMyRequestResponse>;
  /** Signs in and returns the token; fails the test when sign-in does not answer 200. */
  entrar(email: string, senha: string): Promise<string>;
  createUser(
    funcao: ChaveFuncao,
    dados?: { ativo?: boolean; senha?: string },
  ): Promise<UsuarioDeTeste>;
  /** A valid token for the user without going through sign-in (no argon2, no attempt limits). */
  tokenPara(usuarioId: number): Promise<string>;
  /** A distinct client IP, so the per-IP limit of one test never leaks into another. */
  novoIp(): string;
}

export interface OpcoesHarness {
  config?: Partial<AppConfig>;
  /** Test-only routes, registered before the app is ready. */
  rotas?: (app: FastifyInstance) => void;
  /** Receives the server's log lines (set config.logLevel too). */
  destinoLog?: { write(linha: string): void };
}

// Opening PGlite takes 3-4 s alone; two jest workers on two cores can double that.
const PRAZO_PREPARO_MS = 60_000;

let contadorIp = 0;
let contadorUsuario = 0;

function criarHarness(engine: Engine, opcoes: OpcoesHarness): Harness {
  let banco: BancoDeTeste | undefined;
  let app: FastifyInstance | undefined;
  const relogio = new Relogio();

  beforeAll(async () => {
    const config = configDeTeste(opcoes.config);
    // The run's template holds the default test administrator; another one means building anew.
    const administradorPadrao =
      config.adminEmail === ADMIN_EMAIL && config.adminPassword === ADMIN_SENHA;
    const copia = administradorPadrao ? await abrirBancoPronto(engine) : undefined;
    banco = copia ?? (await abrirBanco(engine));
    const { db } = banco.conexao;
    if (!copia) {
      await migrate(db);
      await seed(db, { adminEmail: config.adminEmail, adminPassword: config.adminPassword });
    }
    app = await buildApp({ db, config, agora: relogio.agora, destinoLog: opcoes.destinoLog });
    opcoes.rotas?.(app);
    await app.ready();
  }, PRAZO_PREPARO_MS);

  afterAll(async () => {
    await app?.close();
    await banco?.descartar();
  }, PRAZO_PREPARO_MS);

  const pronto = (): FastifyInstance => {
    if (!app) throw new Error('O app ainda não foi criado (use-o dentro de um teste ou hook).');
    return app;
  };

  const h: Harness = {
    engine,
    get app() {
      return pronto();
    },
    get db() {
      return pronto().db;
    },
    relogio,
    async inject(injecao) {
      const resposta = semSegredos(await pronto().inject(injecao));
      conferirContrato(String(injecao.method ?? 'GET'), urlDaInjecao(injecao), resposta);
      return resposta;
    },
    async request(method, url, o = {}) {
      const headers: Record<string, string> = { ...o.headers };
      if (o.token) headers.authorization = `Bearer ${o.token}`;
      return h.inject({
        method,
        url,
        headers,
        remoteAddress: o.ip ?? '127.0.0.1',
        ...(o.body === undefined ? {} : { payload: o.body as InjectOptions['payload'] }),
      });
    },
    login(email, senha, ip) {
      return h.request('POST', '/api/auth/login', { body: { email, senha }, ip: ip ?? h.novoIp() });
    },
    async entrar(email, senha) {
      const resposta = await h.login(email, senha);
      expect(resposta.statusCode).toBe(200);
      return resposta.json<{ token: string }>().token;
    },
    async createUser(funcao, dados = {}) {
      const db = pronto().db;
      const [linhaFuncao] = await db
        .select({ id: funcoes.id })
        .from(funcoes)
        .where(eq(funcoes.chave, funcao));
      if (!linhaFuncao) throw new Error(`Função ${funcao} não existe`);
      contadorUsuario += 1;
      const email = `${funcao}.${contadorUsuario}.${randomBytes(3).toString('hex')}@teste.local`;
      const senha = dados.senha ?? `Senha-de-teste-${randomBytes(4).toString('hex')}`;
      const [linha] = await db
        .insert(usuarios)
        .values({
          nome: `Pessoa ${funcao} ${contadorUsuario}`,
          email,
          senhaHash: await gerarHash(senha),
          funcaoId: linhaFuncao.id,
          ativo: dados.ativo ?? true,
        })
        .returning({ id: usuarios.id });
      return { id: linha!.id, email, senha };
    },
    async tokenPara(usuarioId) {
      const app = pronto();
      const agora = relogio.agora();
      const sessao = {
        id: novoId(),
        usuarioId,
        jti: novoId(),
        expiraEm: new Date(agora.getTime() + app.config.sessaoHoras * HORA),
        ip: '127.0.0.1',
        userAgent: 'api-harness',
        agora,
      };
      await abrirSessao(app.db, sessao);
      return assinarToken(app, {
        usuarioId,
        sessaoId: sessao.id,
        jti: sessao.jti,
        sessaoExpiraEm: sessao.expiraEm,
        agora,
      });
    },
    novoIp() {
      contadorIp += 1;
      return `10.${(contadorIp >> 16) & 255}.${(contadorIp >> 8) & 255}.${contadorIp & 255}`;
    },
  };
  return h;
}

export function forEachEngine(
  nome: string,
  corpo: (h: Harness) => void,
  opcoes: OpcoesHarness = {},
): void {
  for (const engine of engines()) {
    describe(`${nome} [${engine}]`, () => {
      corpo(criarHarness(engine, opcoes));
    });
  }
}
