// Request and response shapes of /api/feriados: every holiday of a year with its origin (computed
// national and state ones, the organisation's municipal ones and recessos), and the organisation's
// own as an audited record.
import { Type, type Static } from 'typebox';
import { componente } from '../../shared/componentes';
import { camposVersionados, Versao } from '../../shared/esquemas';
import { consultaLista } from '../../shared/lista';
import { corpoDosCampos, respostaDosCampos } from '../../shared/campos';
import {
  CAMPOS_FERIADO,
  MENSAGENS_FERIADO as M,
  TIPOS_FERIADO,
} from '../../../src/shared/validation/frequencia';

const Data = (errorMessage: string = M.informeData, description = 'aaaa-mm-dd') =>
  Type.String({ format: 'date', description, errorMessage });

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

/** CAMPOS_FERIADO's tipo, stated as the enum it is (the kit's opcao is a string). */
const Tipo = Type.Enum(TIPOS_FERIADO, {
  errorMessage: M.tipoInvalido,
  description: CAMPOS_FERIADO.tipo.descricao,
});

// tipo, nome, municipioId and anual: CAMPOS_FERIADO (src/shared/validation/frequencia.ts).
export const Feriado = Type.Object({
  id: Type.Integer(),
  ...respostaDosCampos(CAMPOS_FERIADO),
  dataInicio: Type.String({ format: 'date' }),
  dataFim: Type.String({ format: 'date' }),
  municipio: Type.Union([
    Type.Object({ id: Type.Integer(), nome: Type.String(), uf: Type.String() }),
    Type.Null(),
  ]),
  ativo: Type.Boolean(),
  ...camposVersionados(),
});
export type FeriadoResposta = Static<typeof Feriado>;
export const FeriadoComponente = componente('Feriado', Feriado);

const camposFeriado = {
  ...corpoDosCampos(CAMPOS_FERIADO),
  tipo: Tipo,
  dataInicio: Data(),
  dataFim: Type.Optional(Data(M.informeData, 'aaaa-mm-dd; sem ela, a mesma da inicial.')),
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
