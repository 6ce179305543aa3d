// Every environment variable the server reads, in one place. buildApp receives the result as a
// plain object, so tests build configurations without touching process.env or the file system.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { VALIDADE_PADRAO_DIAS } from '../src/shared/validation/portal';

export type NivelLog = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /** undefined = decide at start: on for a new embedded database, off with DATABASE_URL. */
  seedDemo: boolean | undefined;
  loginMaxFalhas: number;
  loginBloqueioMinutos: number;
  loginIpPorMinuto: number;
  tokenMinutos: number;
  sessaoHoras: number;
  logLevel: NivelLog;
  /** '' turns the SPA off (npm run dev serves it from webpack-dev-server). */
  staticDir: string;
  /** Behind a reverse proxy the client's IP comes from X-Forwarded-For; the IP limit needs it. */
  trustProxy: boolean;
  /**
   * TELEMETRY_CONNECTION_STRING, the one the SPA was built with ('' = telemetry off): the page may
   * then connect to its ingestion host, and to no telemetry host otherwise.
   */
  telemetria: string;
  /**
   * Whether /api/docs (page and document) is open to anyone: yes in development and tests; in
   * production (NODE_ENV=production, what `npm start` runs) only with API_DOCS=1, otherwise the
   * document answers only signed-in users (a bearer token) and the page is not served.
   */
  docsPublicas: boolean;
  /**
   * CARGA_MAX_ATRASO_MS: above this average event-loop delay new requests are shed with 503
   * (plugins/carga.ts); 0 turns shedding off.
   */
  cargaMaxAtrasoMs: number;
  /** What the issued certificates and declarations print (issue 35, docs/API-DOCUMENTOS.md). */
  documentos: ConfigDocumentos;
  /**
   * SMTP_URL (smtp://user:pass@host:587, smtps://…): where the outbox's e-mail goes; undefined
   * leaves every message in the outbox as "não enviado: e-mail não configurado".
   */
  smtpUrl: string | undefined;
  /** EMAIL_REMETENTE: the From of every message ("Jovem Aprendiz <nao-responda@exemplo.org>"). */
  emailRemetente: string;
  /** EMAIL_INTERVALO_MS: how often each process's sender looks at the outbox (0 = never). */
  emailIntervaloMs: number;
  /** ALERTA_FREQUENCIA_EMAIL: e-mail the educator and the coordination on a new absence alert. */
  alertaFrequenciaEmail: boolean;
  /** CONTRATOS_A_VENCER_EMAIL: the coordination's weekly list of contracts ending in 30 days. */
  contratosAVencerEmail: boolean;
  /** ENTREVISTA_EMAIL: e-mail the apprentice when an interview is scheduled or moved. */
  entrevistaEmail: boolean;
  /**
   * PORTAL_CHAVE: the partner portal's link-signing key (at least 32 characters), separate from
   * JWT_SECRET; undefined = a random key generated once and kept in the database (portal_chave).
   */
  portalChave: string | undefined;
  /** PORTAL_VALIDADE_DIAS: how long a supervisor's link opens the portal (default 30). */
  portalValidadeDias: number;
  /** AVALIACAO_SUPERVISOR_EMAIL: e-mail the supervisor when a practice evaluation is applied. */
  avaliacaoSupervisorEmail: boolean;
}

/** How the organisation's certificates and declarations read; set by environment variables. */
export interface ConfigDocumentos {
  /** ORGANIZACAO_NOME: the organisation named in every document's header and text. */
  organizacao: string;
  /** DOCUMENTOS_LOCAL: the place before the date ('São Paulo'). */
  local: string;
  /** DOCUMENTOS_SIGNATARIO and DOCUMENTOS_CARGO: who signs, and as what. */
  signatarioNome: string;
  signatarioCargo: string;
  /** DOCUMENTOS_FREQUENCIA_MINIMA: the % of attendance a certificate or a conclusion needs. */
  frequenciaMinima: number;
  /** DOCUMENTOS_CPF: 'parcial' (***.456.789-**), 'completo' or 'oculto' on the documents. */
  cpf: 'parcial' | 'completo' | 'oculto';
  /** ENDERECO_PUBLICO: the origin the QR codes point to; '' = the request's own origin. */
  enderecoPublico: string;
}

export const DOCUMENTOS_PADRAO: ConfigDocumentos = {
  organizacao: 'Programa Jovem Aprendiz',
  local: 'São Paulo',
  signatarioNome: 'Coordenação do Programa',
  signatarioCargo: 'Coordenador(a) pedagógico(a)',
  frequenciaMinima: 75,
  cpf: 'parcial',
  enderecoPublico: '',
};

export class ErroDeConfiguracao extends Error {}

type Env = Record<string, string | undefined>;

const NIVEIS: readonly NivelLog[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function texto(env: Env, nome: string): string | undefined {
  const valor = env[nome]?.trim();
  return valor === '' ? undefined : valor;
}

function inteiro(env: Env, nome: string, padrao: number): number {
  const valor = texto(env, nome);
  if (valor === undefined) return padrao;
  const numero = Number(valor);
  if (!Number.isInteger(numero) || numero <= 0) {
    throw new ErroDeConfiguracao(
      `${nome} deve ser um número inteiro positivo (recebido: "${valor}").`,
    );
  }
  return numero;
}

function chave(env: Env, nome: string): boolean | undefined {
  const valor = texto(env, nome);
  if (valor === undefined) return undefined;
  if (valor === '1') return true;
  if (valor === '0') return false;
  throw new ErroDeConfiguracao(`${nome} aceita apenas '0' ou '1' (recebido: "${valor}").`);
}

function nivelLog(env: Env): NivelLog {
  const valor = texto(env, 'LOG_LEVEL') ?? 'info';
  const nivel = NIVEIS.find((n) => n === valor);
  if (!nivel) throw new ErroDeConfiguracao(`LOG_LEVEL deve ser um de: ${NIVEIS.join(', ')}.`);
  return nivel;
}

/**
 * The embedded default must work with zero setup, yet a secret that changes on every start would
 * sign everybody out on each restart: generate it once and keep it beside the data, readable only
 * by the server's user.
 */
function segredoEmbutido(dataDir: string): string {
  const arquivo = join(dataDir, 'jwt-secret');
  if (existsSync(arquivo)) return readFileSync(arquivo, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const segredo = randomBytes(48).toString('base64url');
  writeFileSync(arquivo, `${segredo}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(arquivo, 0o600);
  return segredo;
}

function segredoJwt(env: Env, databaseUrl: string | undefined, dataDir: string): string {
  const segredo = texto(env, 'JWT_SECRET');
  if (segredo !== undefined) {
    if (segredo.length < 32) {
      throw new ErroDeConfiguracao('JWT_SECRET deve ter pelo menos 32 caracteres.');
    }
    return segredo;
  }
  if (databaseUrl !== undefined) {
    // Several API processes share one PostgreSQL: each generating its own secret would make
    // tokens valid on one process and rejected on the next.
    throw new ErroDeConfiguracao(
      'JWT_SECRET é obrigatório quando DATABASE_URL está definido: defina o mesmo segredo ' +
        '(pelo menos 32 caracteres) em todos os processos da API.',
    );
  }
  return segredoEmbutido(dataDir);
}

function chavePortal(env: Env): string | undefined {
  const valor = texto(env, 'PORTAL_CHAVE');
  if (valor !== undefined && valor.length < 32) {
    throw new ErroDeConfiguracao('PORTAL_CHAVE deve ter pelo menos 32 caracteres.');
  }
  if (valor !== undefined && valor === texto(env, 'JWT_SECRET')) {
    // A key shared with the sessions would let one leak forge the other.
    throw new ErroDeConfiguracao('PORTAL_CHAVE deve ser diferente de JWT_SECRET.');
  }
  return valor;
}

function configDocumentos(env: Env): ConfigDocumentos {
  const p = DOCUMENTOS_PADRAO;
  const minima = inteiro(env, 'DOCUMENTOS_FREQUENCIA_MINIMA', p.frequenciaMinima);
  if (minima > 100) {
    throw new ErroDeConfiguracao('DOCUMENTOS_FREQUENCIA_MINIMA deve ser de 1 a 100.');
  }
  const cpf = texto(env, 'DOCUMENTOS_CPF') ?? p.cpf;
  if (cpf !== 'parcial' && cpf !== 'completo' && cpf !== 'oculto') {
    throw new ErroDeConfiguracao("DOCUMENTOS_CPF aceita 'parcial', 'completo' ou 'oculto'.");
  }
  const endereco = (texto(env, 'ENDERECO_PUBLICO') ?? '').replace(/\/+$/, '');
  if (endereco !== '' && !/^https?:\/\/[^/\s]+$/.test(endereco)) {
    throw new ErroDeConfiguracao(
      'ENDERECO_PUBLICO deve ser a origem do site, como https://aprendiz.exemplo.org.br.',
    );
  }
  return {
    organizacao: texto(env, 'ORGANIZACAO_NOME') ?? p.organizacao,
    local: texto(env, 'DOCUMENTOS_LOCAL') ?? p.local,
    signatarioNome: texto(env, 'DOCUMENTOS_SIGNATARIO') ?? p.signatarioNome,
    signatarioCargo: texto(env, 'DOCUMENTOS_CARGO') ?? p.signatarioCargo,
    frequenciaMinima: minima,
    cpf,
    enderecoPublico: endereco,
  };
}

export function loadConfig(env: Env = process.env): AppConfig {
  const databaseUrl = texto(env, 'DATABASE_URL');
  const dataDir = resolve(texto(env, 'DATA_DIR') ?? './data');
  const staticDir = env.STATIC_DIR === undefined ? resolve('./dist') : env.STATIC_DIR.trim();
  return {
    port: inteiro(env, 'PORT', 3000),
    host: texto(env, 'HOST') ?? '0.0.0.0',
    dataDir,
    databaseUrl,
    jwtSecret: segredoJwt(env, databaseUrl, dataDir),
    adminEmail: texto(env, 'ADMIN_EMAIL')?.toLowerCase(),
    adminPassword: env.ADMIN_PASSWORD === '' ? undefined : env.ADMIN_PASSWORD,
    seedDemo: chave(env, 'SEED_DEMO'),
    loginMaxFalhas: inteiro(env, 'LOGIN_MAX_FALHAS', 5),
    loginBloqueioMinutos: inteiro(env, 'LOGIN_BLOQUEIO_MINUTOS', 15),
    loginIpPorMinuto: inteiro(env, 'LOGIN_IP_POR_MINUTO', 10),
    tokenMinutos: inteiro(env, 'TOKEN_MINUTOS', 15),
    sessaoHoras: inteiro(env, 'SESSAO_HORAS', 12),
    logLevel: nivelLog(env),
    staticDir: staticDir === '' ? '' : resolve(staticDir),
    trustProxy: chave(env, 'TRUST_PROXY') ?? false,
    telemetria: texto(env, 'TELEMETRY_CONNECTION_STRING') ?? '',
    docsPublicas: chave(env, 'API_DOCS') ?? texto(env, 'NODE_ENV') !== 'production',
    cargaMaxAtrasoMs:
      texto(env, 'CARGA_MAX_ATRASO_MS') === '0' ? 0 : inteiro(env, 'CARGA_MAX_ATRASO_MS', 1000),
    documentos: configDocumentos(env),
    smtpUrl: texto(env, 'SMTP_URL'),
    emailRemetente: texto(env, 'EMAIL_REMETENTE') ?? 'Jovem Aprendiz <nao-responda@localhost>',
    emailIntervaloMs:
      texto(env, 'EMAIL_INTERVALO_MS') === '0' ? 0 : inteiro(env, 'EMAIL_INTERVALO_MS', 10_000),
    alertaFrequenciaEmail: chave(env, 'ALERTA_FREQUENCIA_EMAIL') ?? true,
    contratosAVencerEmail: chave(env, 'CONTRATOS_A_VENCER_EMAIL') ?? true,
    entrevistaEmail: chave(env, 'ENTREVISTA_EMAIL') ?? true,
    portalChave: chavePortal(env),
    portalValidadeDias: inteiro(env, 'PORTAL_VALIDADE_DIAS', VALIDADE_PADRAO_DIAS),
    avaliacaoSupervisorEmail: chave(env, 'AVALIACAO_SUPERVISOR_EMAIL') ?? true,
  };
}
