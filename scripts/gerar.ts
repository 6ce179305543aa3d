// The last step of `npm run codegen`: writes the lists generated from the folder tree and from the
// OpenAPI document it has just written (scripts/gerados.ts says which).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { arquivosGerados, type DocumentoOpenApi } from './gerados';

const raiz = join(import.meta.dirname, '..');
const documento = JSON.parse(
  readFileSync(join(raiz, 'docs/openapi.json'), 'utf8'),
) as DocumentoOpenApi;

for (const [arquivo, texto] of Object.entries(arquivosGerados(raiz, documento))) {
  writeFileSync(join(raiz, arquivo), texto);
}
