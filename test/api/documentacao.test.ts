// The code the docs show is the code the project runs. A fenced block whose info string names a
// file (```ts arquivo=server/modules/curriculo/cursos.ts) must appear, line for line, in that
// file, which the type-check and the tests already compile and run; an example that drifts from
// the real code, or names a file that no longer exists, fails here.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const raiz = resolve(__dirname, '../..');
const BLOCO = /^```\w*[ \t]+arquivo=(\S+)[^\n]*\n([\s\S]*?)^```$/gm;

// Lines compared without trailing spaces; "// …" lines in a block stand for lines left out.
const linhas = (texto: string) => texto.split('\n').map((l) => l.trimEnd());

function contem(arquivo: string[], trecho: string[]): boolean {
  const partes: string[][] = [[]];
  for (const l of trecho) {
    if (/^\s*\/\/ …$/.test(l)) partes.push([]);
    else partes.at(-1)?.push(l);
  }
  let desde = 0;
  for (const parte of partes.filter((p) => p.length > 0)) {
    let achou = -1;
    for (let i = desde; i + parte.length <= arquivo.length && achou < 0; i += 1) {
      if (parte.every((l, j) => arquivo[i + j] === l)) achou = i;
    }
    if (achou < 0) return false;
    desde = achou + parte.length;
  }
  return true;
}

const documentos = readdirSync(join(raiz, 'docs')).filter((n) => n.endsWith('.md'));
const blocos = documentos.flatMap((doc) =>
  [...readFileSync(join(raiz, 'docs', doc), 'utf8').matchAll(BLOCO)].map((m) => ({
    doc,
    arquivo: m[1] ?? '',
    trecho: m[2] ?? '',
  })),
);

it('os documentos mostram código de arquivos de verdade', () => {
  expect(blocos.length).toBeGreaterThanOrEqual(5);
});

it.each(blocos.map((b) => [`${b.doc} → ${b.arquivo}`, b] as const))('%s', (_, b) => {
  const caminho = join(raiz, b.arquivo);
  expect(existsSync(caminho)).toBe(true);
  const trecho = linhas(b.trecho.replace(/\n$/, ''));
  if (!contem(linhas(readFileSync(caminho, 'utf8')), trecho)) {
    throw new Error(`${b.doc}: o trecho de ${b.arquivo} não está mais no arquivo:\n${b.trecho}`);
  }
});
