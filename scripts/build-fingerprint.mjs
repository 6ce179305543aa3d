// A content fingerprint of everything the SPA build reads, so `npm start` rebuilds only when needed.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const entradas = ['src', 'public', 'webpack.config.js', 'package-lock.json', 'tsconfig.json'];
const arquivo = 'dist/.fingerprint';

function arquivos(caminho) {
  if (!existsSync(caminho)) return [];
  if (statSync(caminho).isFile()) return [caminho];
  return readdirSync(caminho)
    .sort()
    .flatMap((nome) =>
      nome.endsWith('.test.ts') || nome.endsWith('.test.tsx') ? [] : arquivos(join(caminho, nome)),
    );
}

export function impressao() {
  const hash = createHash('sha256');
  for (const f of entradas.flatMap(arquivos)) hash.update(f).update(readFileSync(f));
  return hash.digest('hex');
}

export function fonteMudou() {
  return !existsSync(arquivo) || readFileSync(arquivo, 'utf8') !== impressao();
}

export function gravarImpressao() {
  writeFileSync(arquivo, impressao());
}
