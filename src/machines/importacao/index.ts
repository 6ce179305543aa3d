// What the import screen takes from the import flow. Using useImportacao plugs the flow into the
// store.
export { useImportacao } from './efeitos';
export { problemaDoArquivo } from './importacaoMachine';
export * from './eventos';
export type * from './tipos';
