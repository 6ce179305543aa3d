// RTK Query codegen (`npm run codegen`): the server's OpenAPI document -> files of endpoints,
// injected into the single api of src/store/api.ts. Generated files are never edited by hand; tags
// and invalidation are added with enhanceEndpoints next to them (api/index.ts).
//
// One file per OpenAPI tag. A tag whose endpoints a machine calls (src/machines: contracts,
// allocations, evaluations, the import) or several features share is generated in
// src/store/generated, where features and machines may both import it, whole: every type of it is
// generated once, there (a cut-out of a tag generates the tag's shared types a second time). The
// other tags are generated in the feature that owns the domain. Features never import each other, so an operation of a
// feature-owned tag that another feature needs is still cut out by `pega` (first match wins):
// - every lookup (`...Opcoes`: the `{ data }` lists the forms' selects use) -> src/store/generated;
// - the rest below, each saying who needs it.
// Every other OpenAPI tag named like a feature folder is generated in that feature,
// `src/features/<tag>/api/<tag>.generated.ts` (see the end of the list): a domain whose feature
// folder is named as its tag joins with no line here. A tag whose endpoints another feature owns
// (feriados in cadastros, funções in admin) is listed. `test/api/codegen.test.ts` fails when a
// file is stale.
const { existsSync, readFileSync } = require('node:fs');
const { join } = require('node:path');

const destinos = [
  {
    arquivo: 'src/store/generated/opcoes.generated.ts',
    pega: (op) => /Opcoes$/.test(op.operationId ?? ''),
  },
  // The lists of users and funções are pickers on both administration features (the função of a
  // user on /usuarios, the person in the audit filters on /admin/auditoria).
  {
    arquivo: 'src/store/generated/administracao.generated.ts',
    pega: (op) => ['usuarioListar', 'funcaoListar'].includes(op.operationId ?? ''),
  },
  {
    arquivo: 'src/features/dashboard/api/painel-turmas.generated.ts',
    pega: (op) => op.operationId === 'turmaEstatisticas',
  },
  // A class follows a course plan: the class form picks one and the class page shows it with its
  // curriculum, so the plans list and a plan's curriculum serve the turmas feature as well as
  // modulos.
  {
    arquivo: 'src/store/generated/planos.generated.ts',
    pega: (op) => ['planoListar', 'planoCurriculo'].includes(op.operationId ?? ''),
  },
  // The apprentice page's Frequência tab: that person's attendance by month.
  {
    arquivo: 'src/features/aprendizes/api/frequencia-do-aprendiz.generated.ts',
    pega: (op) => op.operationId === 'frequenciaDoAprendiz',
  },
  // The apprentice page's LGPD action (anonymise); the titular report is a file, fetched directly.
  {
    arquivo: 'src/features/aprendizes/api/lgpd-do-aprendiz.generated.ts',
    pega: (op) => op.operationId === 'lgpdAnonimizar',
  },
  // The apprentice page's Benefícios tab: that person's vouchers and payments by month.
  {
    arquivo: 'src/features/aprendizes/api/beneficios-do-aprendiz.generated.ts',
    pega: (op) => op.operationId === 'beneficioDoAprendiz',
  },
  // The apprentice page's Documentos tab: issue, list, revoke and reissue that person's documents.
  {
    arquivo: 'src/features/aprendizes/api/documentos-do-aprendiz.generated.ts',
    pega: (op) =>
      ['documentosDoAprendiz', 'documentoEmitir', 'documentoRevogar', 'documentoReemitir'].includes(
        op.operationId ?? '',
      ),
  },
  // The class page's batch of certificates and declarations (issue 35).
  {
    arquivo: 'src/features/turmas/api/documentos-da-turma.generated.ts',
    pega: (op) => op.operationId === 'documentosEmitirLote',
  },
  // The partner portal (issue 36): staff manage a unit's supervisors and links on the unit's page
  // (empresas); the public page reads and answers through the link only (portal).
  {
    arquivo: 'src/features/empresas/api/supervisores.generated.ts',
    pega: (op) => /^supervisor/.test(op.operationId ?? ''),
  },
  { arquivo: 'src/store/generated/auth.generated.ts', tag: 'auth' },
  // Called by the machines (contract, allocation, evaluation answering) and by several features.
  { arquivo: 'src/store/generated/aprendizes.generated.ts', tag: 'aprendizes' },
  { arquivo: 'src/store/generated/parceiros.generated.ts', tag: 'parceiros' },
  { arquivo: 'src/store/generated/alocacoes.generated.ts', tag: 'alocacoes' },
  { arquivo: 'src/store/generated/contratos.generated.ts', tag: 'contratos' },
  { arquivo: 'src/store/generated/vagas.generated.ts', tag: 'vagas' },
  { arquivo: 'src/store/generated/avaliacoes.generated.ts', tag: 'avaliacoes' },
  // The spreadsheet import's machine (src/machines/importacao) runs the dry run.
  { arquivo: 'src/store/generated/importacao.generated.ts', tag: 'importacao' },
  { arquivo: 'src/features/cadastros/api/feriados.generated.ts', tag: 'feriados' },
  { arquivo: 'src/features/aprendizes/api/situacoes.generated.ts', tag: 'situacoes' },
  { arquivo: 'src/features/admin/api/funcoes.generated.ts', tag: 'funcoes' },
  { arquivo: 'src/features/admin/api/auditoria.generated.ts', tag: 'auditoria' },
  { arquivo: 'src/features/admin/api/salarios-minimos.generated.ts', tag: 'salarios-minimos' },
  { arquivo: 'src/features/admin/api/emails.generated.ts', tag: 'emails' },
];

// The tags of the document `npm run codegen` has just written (docs/openapi.json), in its order.
const documento = JSON.parse(readFileSync(join(__dirname, 'docs/openapi.json'), 'utf8'));
const listadas = new Set(destinos.map((d) => d.tag));
for (const { name: tag } of documento.tags ?? []) {
  if (!listadas.has(tag) && existsSync(join(__dirname, 'src/features', tag))) {
    destinos.push({ arquivo: `src/features/${tag}/api/${tag}.generated.ts`, tag });
  }
}

const aceita = (destino, op) =>
  destino.pega ? destino.pega(op) : (op.tags ?? []).includes(destino.tag);

module.exports = {
  schemaFile: './docs/openapi.json',
  apiFile: './src/store/api.ts',
  apiImport: 'api',
  hooks: true,
  tag: true,
  outputFiles: Object.fromEntries(
    destinos.map((destino) => [
      `./${destino.arquivo}`,
      {
        filterEndpoints: (_name, definition) =>
          destinos.find((d) => aceita(d, definition.operation)) === destino,
      },
    ]),
  ),
};
