// Loaded with Node's own require (api-harness.ts, through the API test environment), not by jest's
// sandbox: what this module keeps lives as long as the jest worker, across test files. PGlite's two
// WebAssembly programs are compiled once per worker instead of once per file, and the prepared
// template (modelos-preparar.ts) is read from disk once.
'use strict';
const { readFileSync } = require('node:fs');
const path = require('node:path');

let programas;
const modelos = new Map();

function compilados() {
  if (!programas) {
    const dist = path.dirname(require.resolve('@electric-sql/pglite'));
    const ler = (nome) => readFileSync(path.join(dist, nome));
    programas = {
      pgliteWasmModule: new WebAssembly.Module(ler('pglite.wasm')),
      initdbWasmModule: new WebAssembly.Module(ler('initdb.wasm')),
      fsBundle: new Blob([ler('pglite.data')]),
    };
  }
  return programas;
}

/** PGlite's creation options that start from the template at `arquivo` (a dumped data dir). */
function inicioDoModelo(arquivo) {
  if (!modelos.has(arquivo)) modelos.set(arquivo, new Blob([readFileSync(arquivo)]));
  return { ...compilados(), loadDataDir: modelos.get(arquivo) };
}

module.exports = { inicioDoModelo };
