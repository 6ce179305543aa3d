// Request and response shapes of /api/feriados: every holiday of a year with its origin (computed
// national and state ones, the organisation's municipal ones and recessos), and the organisation's
// own as an audited record.
import { Type, type Static } from 'typebox';
import { componente } from '../../shared/componentes';
import { camposVersionados, Versao } from '../../shared/esquemas';
import { consultaLista } from '../../shared/lista';
import {
  MENSAGENS_FERIADO as M,
  NOME_FERIADO_MAXIMO,
} from '../../../src/shared/validation/frequencia';

const Data = (errorMessage: string = M.informeData) =>
  Type.String({ format: 'date', description: 'aaaa-mm-dd', errorMessage });

export const Origem = Type.Union(
  [
    Type.Literal('nacional'),
    Type.Literal('estadual'),
    Type.Literal('ponto-facultativo'),
    Type.Literal('municipal'),
    Type.Literal('recesso'),
  ],
  {
    description:
      'nacional, estadual, ponto-facultativo (calculados), municipal ou recesso (da organização).',
  },
);

export const FeriadoDoAno = Type.Object({
  data: Type.String({ format: 'date' }),
  nome: Type.String(),
  origem: Origem,
  feriadoId: Type.Union([Type.Integer(), Type.Null()], {
    description: 'O registro da organização (municipal ou recesso); null nos calculados.',
  }),
});

export const FeriadosDoAno = Type.Object({
  ano: Type.Integer(),
  uf: Type.Union([Type.String(), Type.Null()]),
  municipioId: Type.Union([Type.Integer(), Type.Null()]),
  data: Type.Array(FeriadoDoAno, {
    description: 'Um item por dia (um recesso aparece em cada dia), em ordem de data.',
  }),
});

export const ConsultaFeriadosDoAno = Type.Object({
  ano: Type.Integer({ minimum: 1900, maximum: 2099, errorMessage: M.anoInvalido }),
  uf: Type.Optional(
    Type.String({
      pattern: '^[A-Za-z]{2}$',
      description: 'Soma os feriados estaduais da UF. Com municipioId, vale a UF do município.',
      errorMessage: M.ufInvalida,
    }),
  ),
  municipioId: Type.Optional(
    Type.Integer({
      minimum: 1,
      description: 'Código IBGE: soma os feriados municipais e recessos dele.',
    }),
  ),
});
export type ConsultaFeriadosDoAno = Static<typeof ConsultaFeriadosDoAno>;

const Tipo = Type.Union([Type.Literal('municipal'), Type.Literal('recesso')], {
  errorMessage: M.tipoInvalido,
  description: 'municipal (um dia, de um município) ou recesso (um período).',
});

export const Feriado = Type.Object({
  id: Type.Integer(),
  tipo: Type.String({ description: 'municipal ou recesso.' }),
  nome: Type.String(),
  dataInicio: Type.String({ format: 'date' }),
  dataFim: Type.String({ format: 'date' }),
  municipioId: Type.Union([Type.Integer(), Type.Null()]),
  municipio: Type.Union([
    Type.Object({ id: Type.Integer(), nome: Type.String(), uf: Type.String() }),
    Type.Null(),
  ]),
  anual: Type.Boolean({ description: 'Feriado municipal que se repete todo ano no mesmo dia.' }),
  ativo: Type.Boolean(),
  ...camposVersionados(),
});
export type FeriadoResposta = Static<typeof Feriado>;
export const FeriadoComponente = componente('Feriado', Feriado);

const camposFeriado = {
  tipo: Tipo,
  nome: Type.String({ maxLength: NOME_FERIADO_MAXIMO * 2, errorMessage: M.informeNome }),
  dataInicio: Data(),
  dataFim: Type.Optional(Data()),
  municipioId: Type.Optional(
    Type.Union([Type.Integer({ minimum: 1, errorMessage: M.municipioInexistente }), Type.Null()]),
  ),
  anual: Type.Optional(Type.Boolean()),
};

export const NovoFeriado = Type.Object(camposFeriado);
export type CorpoFeriado = Static<typeof NovoFeriado>;
export const AlteracaoFeriado = Type.Object({ ...camposFeriado, versao: Versao });

export const ORDENACOES_FERIADOS = ['dataInicio', 'nome', 'tipo'] as const;
export const ConsultaFeriados = consultaLista({
  ordenacoes: ORDENACOES_FERIADOS,
  filtros: {
    tipo: Type.Optional(Tipo),
    ano: Type.Optional(
      Type.Integer({
        minimum: 1900,
        maximum: 2099,
        description: 'Os que caem no ano (os anuais aparecem sempre).',
        errorMessage: M.anoInvalido,
      }),
    ),
    municipioId: Type.Optional(Type.Integer({ minimum: 1 })),
  },
});
export type ConsultaFeriados = Static<typeof ConsultaFeriados>;
