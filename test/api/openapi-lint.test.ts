/** @jest-environment ./test/support/api-environment.ts */
// The published document (docs/openapi.json, kept fresh by codegen.test.ts) is a valid OpenAPI 3
// document for outside tools: swagger-parser validates it (schema and $refs), and Spectral's
// `spectral:oas` ruleset (its recommended rules, what `spectral lint` runs) finds zero errors and
// zero warnings. One override: `x-errorMessage` (the field's Portuguese messages, plugins/swagger.ts)
// is an object with keys such as `type`, `required` and `default`, which the example rule mistakes
// for a schema with a default; the rule is the same with that extension left out of its paths.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

// Loaded by Node itself (see api-environment.ts): ESM inside, and nothing here needs jest's modules.
function requireNativo(modulo: string): unknown {
  const nativo = (globalThis as { __requireNativo?: (m: string) => unknown }).__requireNativo;
  if (!nativo) throw new Error('Rode este teste no projeto jest "api".');
  return nativo(modulo);
}

type Spectral = typeof import('@stoplight/spectral-core');
type Regras = typeof import('@stoplight/spectral-rulesets');
type Parsers = typeof import('@stoplight/spectral-parsers');
type SwaggerParser = typeof import('@apidevtools/swagger-parser');

const caminho = resolve(__dirname, '../../docs/openapi.json');
const texto = readFileSync(caminho, 'utf8');

test('swagger-parser valida o documento publicado', async () => {
  const parser = requireNativo('@apidevtools/swagger-parser') as SwaggerParser;
  await expect(parser.validate(JSON.parse(texto) as never)).resolves.toBeDefined();
});

test('spectral:oas: zero erros e zero avisos', async () => {
  const { Spectral, Document } = requireNativo('@stoplight/spectral-core') as Spectral;
  const { oas } = requireNativo('@stoplight/spectral-rulesets') as Regras;
  const { Json } = requireNativo('@stoplight/spectral-parsers') as Parsers;
  const exemplo = oas.rules['oas3-valid-schema-example'];
  const spectral = new Spectral();
  spectral.setRuleset({
    extends: [[oas as never, 'recommended']],
    rules: {
      'oas3-valid-schema-example': {
        ...exemplo,
        given: [exemplo.given]
          .flat()
          .map((g) =>
            g.replace(
              "@property !== 'properties'",
              "@property !== 'properties' && @property !== 'x-errorMessage'",
            ),
          ),
      } as never,
    },
  });
  const resultados = await spectral.run(new Document(texto, Json, caminho));
  const achados = resultados
    .filter((r) => ['0', '1'].includes(String(r.severity)))
    .map((r) => `${r.code}: ${r.message} em ${r.path.join('.')}`);
  expect(achados).toEqual([]);
});
