// Test configuration, the movable clock and the password-hash scan shared by the API tests.
import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { DOCUMENTOS_PADRAO, type AppConfig } from '../../server/config';

export type Engine = 'pglite' | 'postgres';

export const ADMIN_EMAIL = 'admin@teste.local';
export const ADMIN_SENHA = 'Administrador-de-teste-2024';

export function configDeTeste(extra: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: '',
    databaseUrl: undefined,
    jwtSecret: randomBytes(32).toString('hex'),
    adminEmail: ADMIN_EMAIL,
    adminPassword: ADMIN_SENHA,
    seedDemo: false,
    loginMaxFalhas: 5,
    loginBloqueioMinutos: 15,
    loginIpPorMinuto: 10,
    tokenMinutos: 15,
    sessaoHoras: 12,
    // TEST_LOG_LEVEL=error shows what a failing test's server logged.
    logLevel: (process.env.TEST_LOG_LEVEL as AppConfig['logLevel'] | undefined) ?? 'silent',
    staticDir: '',
    trustProxy: false,
    telemetria: '',
    docsPublicas: true,
    cargaMaxAtrasoMs: 0,
    documentos: DOCUMENTOS_PADRAO,
    smtpUrl: undefined,
    emailRemetente: 'Jovem Aprendiz <nao-responda@teste.local>',
    // Tests run the sender's passes themselves (app.enviarEmails()).
    emailIntervaloMs: 0,
    alertaFrequenciaEmail: true,
    contratosAVencerEmail: true,
    entrevistaEmail: true,
    // undefined: the key is generated once into portal_chave, as in production without one.
    portalChave: undefined,
    portalValidadeDias: 30,
    avaliacaoSupervisorEmail: true,
    ...extra,
  };
}

/** The app's clock, movable forward: token expiry, rotation grace and lockouts without sleeping. */
export class Relogio {
  private deslocamentoMs = 0;
  agora = (): Date => new Date(Date.now() + this.deslocamentoMs);
  avancar(ms: number): void {
    this.deslocamentoMs += ms;
  }
}

export const MINUTO = 60_000;
export const HORA = 60 * MINUTO;

// Words that must never leave the server in any answer.
const SEGREDOS = [/senha_?hash/i, /\$argon2/i];

export function semSegredos(resposta: LightMyRequestResponse): LightMyRequestResponse {
  for (const segredo of SEGREDOS) {
    if (segredo.test(resposta.body)) {
      throw new Error(`A resposta contém ${segredo.source}: ${resposta.body.slice(0, 200)}`);
    }
  }
  return resposta;
}

/**
 * argon2id at a test's cost (1 MiB, one pass) for every password the API tests hash: the same
 * algorithm and the same code paths as production's OWASP parameters, at ~1 ms instead of ~40 ms.
 * api-harness.ts applies it to every hash; verification reads the cost from the hash itself.
 */
export const CUSTO_ARGON2_DE_TESTE = { memoryCost: 1024, timeCost: 1, parallelism: 1 } as const;
