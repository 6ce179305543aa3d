/** @jest-environment ./test/support/api-environment.ts */
// The client's endpoints are generated from the server's OpenAPI document (npm run codegen) and
// committed. This test builds the document in-process from the current server code (no database,
// as server/openapi.ts does), runs the same codegen for every output of codegen.config.cjs and
// fails when a file on disk differs: a route changed and nobody regenerated the client. The same
// for the lists scripts/gerados.ts writes (the feature manifests, the cache tags, the NDJSON lines).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { generateEndpoints, parseConfig, type ConfigFile } from '@rtk-query/codegen-openapi';
import { buildApp } from '../../server/app';
import { DOCUMENTOS_PADRAO, type AppConfig } from '../../server/config';
import type { Database } from '../../server/db/client';
import { arquivosGerados, type DocumentoOpenApi } from '../../scripts/gerados';

// Loaded by Node itself (see api-environment.ts).
function requireNativo(modulo: string): unknown {
  const nativo = (globalThis as { __requireNativo?: (m: string) => unknown }).__requireNativo;
  if (!nativo) throw new Error('Rode este teste no projeto jest "api".');
  return nativo(modulo);
}
// The codegen formats with prettier, which loads its plugins with import(): outside the sandbox too.
jest.mock('@rtk-query/codegen-openapi', () => requireNativo('@rtk-query/codegen-openapi'));

const raiz = resolve(__dirname, '../..');

// Building the document never touches the database; a handler that tried would say so.
const semBanco = new Proxy(
  {},
  {
    get(_alvo, propriedade) {
      if (typeof propriedade === 'symbol' || ['getter', 'setter', 'then'].includes(propriedade))
        return undefined;
      throw new Error(`o documento OpenAPI não tem banco (acesso a db.${propriedade})`);
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

async function documentoAtual(): Promise<string> {
  const app = await buildApp({ db: semBanco, config, logger: false });
  await app.ready();
  const documento = `${JSON.stringify(app.swagger(), null, 2)}\n`;
  await app.close();
  return documento;
}

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the codegen's own CommonJS config
const configuracao = require(join(raiz, 'codegen.config.cjs')) as ConfigFile;
const saidas = parseConfig(configuracao);

describe('endpoints gerados (npm run codegen)', () => {
  let pasta: string;
  let esquema: string;

  beforeAll(async () => {
    pasta = mkdtempSync(join(tmpdir(), 'codegen-'));
    esquema = join(pasta, 'openapi.json');
    writeFileSync(esquema, await documentoAtual());
  });
  afterAll(() => {
    rmSync(pasta, { recursive: true, force: true });
  });

  it.each(saidas.map((s) => [relative(raiz, resolve(raiz, s.outputFile)), s] as const))(
    '%s está em dia com o servidor',
    async (arquivo, opcoes) => {
      const destino = resolve(raiz, opcoes.outputFile);
      // The import of the api, relative to the output file, exactly as the CLI writes it.
      let apiFile = relative(dirname(destino), resolve(raiz, opcoes.apiFile)).replace(/\\/g, '/');
      if (!apiFile.startsWith('.')) apiFile = `./${apiFile}`;
      // Without outputFile the codegen returns the text instead of writing it.
      const gerado = await generateEndpoints({
        ...opcoes,
        outputFile: undefined,
        apiFile,
        schemaFile: esquema,
      });
      // A tag spelled wrong in codegen.config.cjs would quietly generate an empty file.
      expect(gerado).toMatch(/build\.(query|mutation)</);
      const noDisco = readFileSync(destino, 'utf8');
      if (gerado !== noDisco) {
        throw new Error(
          `${arquivo} está desatualizado em relação às rotas do servidor: rode \`npm run codegen\` ` +
            'e faça commit dos arquivos gerados (nunca os edite à mão).',
        );
      }
    },
  );

  // The feature manifests' list (from the folder tree), the cache tags and the NDJSON lines' types
  // (from the document): scripts/gerados.ts.
  it('as listas geradas da árvore de pastas e do documento estão em dia', () => {
    const documento = JSON.parse(readFileSync(esquema, 'utf8')) as DocumentoOpenApi;
    const gerados = arquivosGerados(raiz, documento);
    expect(gerados['src/store/generated/linhas.generated.ts']).toMatch(
      /export type AprendizImportarApiLinha = \{/,
    );
    const desatualizados = Object.entries(gerados)
      .filter(([arquivo, texto]) => readFileSync(join(raiz, arquivo), 'utf8') !== texto)
      .map(([arquivo]) => arquivo);
    if (desatualizados.length > 0) {
      throw new Error(
        `${desatualizados.join(', ')} desatualizado(s): rode \`npm run codegen\` e faça commit ` +
          '(nunca os edite à mão).',
      );
    }
  });
});
