// `npm run openapi [arquivo]`: writes the OpenAPI document without a database or a listening
// server (the client's codegen runs from it). Without an argument it prints to stdout.
import { writeFileSync } from 'node:fs';
import { buildApp } from './app';
import { DOCUMENTOS_PADRAO, type AppConfig } from './config';
import type { Database } from './db/client';

// Building the document never touches the database; a handler that tried would say so loudly.
const semBanco = new Proxy(
  {},
  {
    get(_alvo, propriedade) {
      // Fastify's decorate() and promise checks probe these; they are not database use.
      if (typeof propriedade === 'symbol' || ['getter', 'setter', 'then'].includes(propriedade))
        return undefined;
      throw new Error(`openapi.ts não tem banco de dados (acesso a db.${propriedade})`);
    },
  },
) as unknown as Database;

const config: AppConfig = {
  port: 0,
  host: '127.0.0.1',
  dataDir: '',
  databaseUrl: undefined,
  jwtSecret: 'documento-openapi-nao-assina-tokens-de-verdade',
  adminEmail: undefined,
  adminPassword: undefined,
  seedDemo: false,
  loginMaxFalhas: 5,
  loginBloqueioMinutos: 15,
  loginIpPorMinuto: 10,
  tokenMinutos: 15,
  sessaoHoras: 12,
  logLevel: 'silent',
  staticDir: '',
  trustProxy: false,
  telemetria: '',
  docsPublicas: true,
  cargaMaxAtrasoMs: 0,
  documentos: DOCUMENTOS_PADRAO,
  smtpUrl: undefined,
  emailRemetente: '',
  emailIntervaloMs: 0,
  alertaFrequenciaEmail: true,
  contratosAVencerEmail: true,
  entrevistaEmail: true,
  portalChave: undefined,
  portalValidadeDias: 30,
  avaliacaoSupervisorEmail: true,
};

async function gerar(): Promise<void> {
  const app = await buildApp({ db: semBanco, config, logger: false });
  await app.ready();
  const documento = `${JSON.stringify(app.swagger(), null, 2)}\n`;
  await app.close();
  const destino = process.argv[2];
  if (destino) {
    writeFileSync(destino, documento);
    console.error(`OpenAPI gravado em ${destino}`);
  } else {
    process.stdout.write(documento);
  }
}

gerar().catch((erro: unknown) => {
  console.error('Falha ao gerar o OpenAPI:', erro);
  process.exit(1);
});
