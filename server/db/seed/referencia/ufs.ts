// Unidades da Federação (27), com a região e o código IBGE de dois dígitos (cUF).
// Fonte: IBGE, API de Localidades (servicodados.ibge.gov.br/api/v1/localidades/estados), a mesma
// tabela que @brazilian-utils/brazilian-utils 2.4.0 traz em getStates(); o teste confere uma com a
// outra. Ordem: código IBGE, que agrupa por região (Norte, Nordeste, Sudeste, Sul, Centro-Oeste).

export type Regiao = 'Norte' | 'Nordeste' | 'Sudeste' | 'Sul' | 'Centro-Oeste';

export interface Uf {
  readonly sigla: string;
  readonly nome: string;
  readonly regiao: Regiao;
  /** Código IBGE da UF (cUF), dois dígitos. */
  readonly codigoIbge: string;
}

export const UFS = [
  { sigla: 'RO', nome: 'Rondônia', regiao: 'Norte', codigoIbge: '11' },
  { sigla: 'AC', nome: 'Acre', regiao: 'Norte', codigoIbge: '12' },
  { sigla: 'AM', nome: 'Amazonas', regiao: 'Norte', codigoIbge: '13' },
  { sigla: 'RR', nome: 'Roraima', regiao: 'Norte', codigoIbge: '14' },
  { sigla: 'PA', nome: 'Pará', regiao: 'Norte', codigoIbge: '15' },
  { sigla: 'AP', nome: 'Amapá', regiao: 'Norte', codigoIbge: '16' },
  { sigla: 'TO', nome: 'Tocantins', regiao: 'Norte', codigoIbge: '17' },
  { sigla: 'MA', nome: 'Maranhão', regiao: 'Nordeste', codigoIbge: '21' },
  { sigla: 'PI', nome: 'Piauí', regiao: 'Nordeste', codigoIbge: '22' },
  { sigla: 'CE', nome: 'Ceará', regiao: 'Nordeste', codigoIbge: '23' },
  { sigla: 'RN', nome: 'Rio Grande do Norte', regiao: 'Nordeste', codigoIbge: '24' },
  { sigla: 'PB', nome: 'Paraíba', regiao: 'Nordeste', codigoIbge: '25' },
  { sigla: 'PE', nome: 'Pernambuco', regiao: 'Nordeste', codigoIbge: '26' },
  { sigla: 'AL', nome: 'Alagoas', regiao: 'Nordeste', codigoIbge: '27' },
  { sigla: 'SE', nome: 'Sergipe', regiao: 'Nordeste', codigoIbge: '28' },
  { sigla: 'BA', nome: 'Bahia', regiao: 'Nordeste', codigoIbge: '29' },
  { sigla: 'MG', nome: 'Minas Gerais', regiao: 'Sudeste', codigoIbge: '31' },
  { sigla: 'ES', nome: 'Espírito Santo', regiao: 'Sudeste', codigoIbge: '32' },
  { sigla: 'RJ', nome: 'Rio de Janeiro', regiao: 'Sudeste', codigoIbge: '33' },
  { sigla: 'SP', nome: 'São Paulo', regiao: 'Sudeste', codigoIbge: '35' },
  { sigla: 'PR', nome: 'Paraná', regiao: 'Sul', codigoIbge: '41' },
  { sigla: 'SC', nome: 'Santa Catarina', regiao: 'Sul', codigoIbge: '42' },
  { sigla: 'RS', nome: 'Rio Grande do Sul', regiao: 'Sul', codigoIbge: '43' },
  { sigla: 'MS', nome: 'Mato Grosso do Sul', regiao: 'Centro-Oeste', codigoIbge: '50' },
  { sigla: 'MT', nome: 'Mato Grosso', regiao: 'Centro-Oeste', codigoIbge: '51' },
  { sigla: 'GO', nome: 'Goiás', regiao: 'Centro-Oeste', codigoIbge: '52' },
  { sigla: 'DF', nome: 'Distrito Federal', regiao: 'Centro-Oeste', codigoIbge: '53' },
] as const satisfies readonly Uf[];

export type SiglaUf = (typeof UFS)[number]['sigla'];
