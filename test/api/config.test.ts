import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DOCUMENTOS_PADRAO, loadConfig } from '../../server/config';

describe('loadConfig', () => {
  let pasta: string;
  beforeEach(() => {
    pasta = mkdtempSync(join(tmpdir(), 'aprendiz-config-'));
  });
  afterEach(() => rmSync(pasta, { recursive: true, force: true }));

  it('usa os padrões documentados', () => {
    const config = loadConfig({ DATA_DIR: pasta });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: pasta,
      databaseUrl: undefined,
      seedDemo: undefined,
      loginMaxFalhas: 5,
      loginBloqueioMinutos: 15,
      loginIpPorMinuto: 10,
      tokenMinutos: 15,
      sessaoHoras: 12,
      logLevel: 'info',
      staticDir: resolve('./dist'),
      trustProxy: false,
      telemetria: '',
      docsPublicas: true,
      cargaMaxAtrasoMs: 1000,
      documentos: DOCUMENTOS_PADRAO,
      smtpUrl: undefined,
      emailRemetente: 'Jovem Aprendiz <nao-responda@localhost>',
      emailIntervaloMs: 10_000,
    });
  });

  it('gera o segredo JWT uma vez, guarda em DATA_DIR/jwt-secret com modo 600 e o reutiliza', () => {
    const dataDir = join(pasta, 'sub', 'pasta');
    const primeiro = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    expect(primeiro.length).toBeGreaterThanOrEqual(32);
    const arquivo = join(dataDir, 'jwt-secret');
    expect(readFileSync(arquivo, 'utf8').trim()).toBe(primeiro);
    expect(statSync(arquivo).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(primeiro);
  });

  it('com DATABASE_URL e sem JWT_SECRET, recusa com mensagem em português', () => {
    expect(() => loadConfig({ DATA_DIR: pasta, DATABASE_URL: 'postgres://x@y/z' })).toThrow(
      /^JWT_SECRET é obrigatório quando DATABASE_URL está definido/,
    );
  });

  it('lê as variáveis e valida números, chaves e nível de log', () => {
    const config = loadConfig({
      DATA_DIR: pasta,
      DATABASE_URL: 'postgres://x@y/z',
      JWT_SECRET: 'um-segredo-com-mais-de-trinta-e-dois-caracteres',
      PORT: '3100',
      SEED_DEMO: '1',
      LOGIN_IP_POR_MINUTO: '1000',
      ADMIN_EMAIL: 'Admin@Exemplo.org',
      LOG_LEVEL: 'warn',
      STATIC_DIR: '',
      CONTRATOS_A_VENCER_EMAIL: '0',
      ENTREVISTA_EMAIL: '0',
    });
    expect(config).toMatchObject({
      alertaFrequenciaEmail: true,
      contratosAVencerEmail: false,
      entrevistaEmail: false,
      port: 3100,
      seedDemo: true,
      loginIpPorMinuto: 1000,
      adminEmail: 'admin@exemplo.org',
      logLevel: 'warn',
      staticDir: '',
    });
    expect(() => loadConfig({ DATA_DIR: pasta, PORT: 'abc' })).toThrow(
      'PORT deve ser um número inteiro positivo',
    );
    expect(() => loadConfig({ DATA_DIR: pasta, SEED_DEMO: 'sim' })).toThrow(
      "SEED_DEMO aceita apenas '0' ou '1'",
    );
    expect(() => loadConfig({ DATA_DIR: pasta, LOG_LEVEL: 'verbose' })).toThrow(
      'LOG_LEVEL deve ser um de',
    );
    expect(() => loadConfig({ DATA_DIR: pasta, JWT_SECRET: 'curto' })).toThrow(
      'pelo menos 32 caracteres',
    );
  });

  it('DATABASE_URL vazia conta como ausente (banco embutido)', () => {
    expect(loadConfig({ DATA_DIR: pasta, DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });
});
