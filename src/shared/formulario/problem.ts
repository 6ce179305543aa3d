// Problems are read in one module, shared/api/problema. This re-export remains only for the list
// and detail blocks' (shared/lista, shared/detalhe) own imports, which move there with their rework.
export * from '../api/problema';
