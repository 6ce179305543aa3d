// The 27 federative units with their IBGE codes (the first two digits of every municipality's
// code: 3550308 is in 35, SP), in the order the selects list them: by the state's name.
import type { Opcao } from './opcoes';

const UFS_E_CODIGOS = [
  ['AC', 12],
  ['AL', 27],
  ['AP', 16],
  ['AM', 13],
  ['BA', 29],
  ['CE', 23],
  ['DF', 53],
  ['ES', 32],
  ['GO', 52],
  ['MA', 21],
  ['MT', 51],
  ['MS', 50],
  ['MG', 31],
  ['PA', 15],
  ['PB', 25],
  ['PR', 41],
  ['PE', 26],
  ['PI', 22],
  ['RJ', 33],
  ['RN', 24],
  ['RS', 43],
  ['RO', 11],
  ['RR', 14],
  ['SC', 42],
  ['SP', 35],
  ['SE', 28],
  ['TO', 17],
] as const;

export type Uf = (typeof UFS_E_CODIGOS)[number][0];

export const UFS: readonly Uf[] = UFS_E_CODIGOS.map(([uf]) => uf);

export const OPCOES_UF: readonly Opcao[] = UFS.map((uf) => ({ value: uf, label: uf }));

const UF_DO_CODIGO = new Map<number, Uf>(UFS_E_CODIGOS.map(([uf, codigo]) => [codigo, uf]));

/** The state of an IBGE municipality code (3550308 -> 'SP'); undefined for a code that is not one. */
export const ufDoMunicipio = (codigoIbge: number | string): Uf | undefined =>
  UF_DO_CODIGO.get(Number(String(codigoIbge).slice(0, 2)));
