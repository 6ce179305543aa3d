// Municípios brasileiros (5.571), com o código IBGE de 7 dígitos e a UF.
// Fonte: IBGE, API de Localidades (servicodados.ibge.gov.br/api/docs/localidades), lida em tempo de
// execução da cópia offline em @brazilian-utils/brazilian-utils 2.4.0 (getMunicipalities). O
// subcaminho do pacote resolve para .cjs no jest/CommonJS e para .js (ESM) no tsx e nos bundlers.
import { getMunicipalities } from '@brazilian-utils/brazilian-utils/get-municipalities';
import type { SiglaUf } from './ufs';

export interface Municipio {
  /** Código IBGE do município, 7 dígitos (ex.: São Paulo = 3550308). */
  readonly codigoIbge: string;
  readonly nome: string;
  readonly uf: SiglaUf;
}

let cache: readonly Municipio[] | undefined;

/** Todos os municípios, em ordem alfabética (pt-BR). A lista é montada uma vez e reaproveitada. */
export function listarMunicipios(): readonly Municipio[] {
  cache ??= Object.freeze(
    getMunicipalities().map((m): Municipio =>
      Object.freeze({ codigoIbge: m.code, nome: m.name, uf: m.stateCode }),
    ),
  );
  return cache;
}
