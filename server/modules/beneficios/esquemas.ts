// Request and response shapes of /api/beneficios. Money is reais with two decimals in every body
// and answer (stored as integer cents); the days behind each figure travel beside it. Messages
// are src/shared/validation/beneficios.ts, the same the screens show.
import { Arquivo } from '../../shared/arquivo';
import { Type, type Static } from 'typebox';
import { componente } from '../../shared/componentes';
import { Nulo, PADRAO_MES, Referencia } from '../../shared/esquemas';
import { consultaExportacao, consultaLista, respostaLista } from '../../shared/lista';
import {
  MENSAGENS_BENEFICIOS as M,
  MOTIVO_MAXIMO,
  MOTIVO_MINIMO,
  OPCOES_VALE_TRANSPORTE,
  STATUS_PAGAMENTO,
  TIPOS_PAGAMENTO,
  TARIFA_MAXIMA_CENTAVOS,
  VALOR_DIARIO_MAXIMO_CENTAVOS,
  VIAGENS_MAXIMAS,
} from '../../../src/shared/validation/beneficios';

/** The API carries reais; the shared rules' limits are in cents. */
const TARIFA_MAXIMA = TARIFA_MAXIMA_CENTAVOS / 100;
const VALOR_DIARIO_MAXIMO = VALOR_DIARIO_MAXIMO_CENTAVOS / 100;

const Reais = (description: string) =>
  Type.Number({ description: `${description} Em reais, com dois centavos.` });
const DataEntrada = (description: string) =>
  Type.String({ format: 'date', description, errorMessage: M.dataInvalida });
const Competencia = Type.String({
  pattern: PADRAO_MES,
  description: 'Competência aaaa-mm.',
  errorMessage: M.competenciaInvalida,
});
const Status = Type.Union([Type.Literal(STATUS_PAGAMENTO[0]), Type.Literal(STATUS_PAGAMENTO[1])], {
  description: 'pendente ou pago.',
  errorMessage: 'Use pendente ou pago',
});
const Tipo = Type.Union([Type.Literal(TIPOS_PAGAMENTO[0]), Type.Literal(TIPOS_PAGAMENTO[1])], {
  description: 'mensal ou ajuste.',
  errorMessage: 'Use mensal ou ajuste',
});
const Opcao = Type.Union(
  [Type.Literal(OPCOES_VALE_TRANSPORTE[0]), Type.Literal(OPCOES_VALE_TRANSPORTE[1])],
  { description: 'aderiu ou recusou (não optante).', errorMessage: M.opcaoInvalida },
);
const Id = (errorMessage: string) => Type.Integer({ minimum: 1, errorMessage });

export const ParametroCompetencia = Type.Object({ competencia: Competencia });
export const ParametroPagamento = Type.Object({ id: Id(M.pagamentoNaoEncontrado) });
export const ParametroAprendiz = Type.Object({ id: Id(M.aprendizNaoEncontrado) });

const filtros = {
  // The list convention's ativo, here of the apprentice and by default every row: a payment of
  // someone who has left is still paid (issue 31: q and ativo were documented and ignored).
  ativo: Type.Optional(
    Type.Union([Type.Literal('true'), Type.Literal('false'), Type.Literal('todos')], {
      description: 'Aprendiz ativo (true), inativo (false) ou todos (padrão).',
      errorMessage: 'Use true, false ou todos',
    }),
  ),
  competencia: Type.Optional(Competencia),
  aprendizId: Type.Optional(Id('Aprendiz inválido')),
  parceiroId: Type.Optional(Id('Empresa inválida')),
};

const comuns = {
  id: Type.Integer(),
  competencia: Type.String(),
  contrato: Type.Object({
    id: Type.Integer(),
    numero: Type.String(),
    tipo: Type.Union([Type.Literal('A'), Type.Literal('E')], {
      description: 'A = Aprendizagem, E = Estágio (sem o desconto de 6% do vale-transporte).',
    }),
  }),
  aprendiz: Referencia,
  parceiro: Referencia,
  /** The contract's monthly payment was paid: nothing of the month changes any more. */
  bloqueado: Type.Boolean({ description: 'O pagamento do mês foi pago: nada do mês muda mais.' }),
  versao: Type.Integer(),
};

export const ValeTransporte = Type.Object({
  ...comuns,
  tarifa: Reais('Tarifa por viagem.'),
  viagens: Type.Integer({ description: 'Viagens por dia.' }),
  opcao: Opcao,
  dataOpcao: Nulo(Type.String({ format: 'date' }), 'Quando recusou.'),
  dias: Type.Integer({
    description: 'Dias úteis: teoria + prática no contrato, sem feriados e afastamentos.',
  }),
  valor: Reais('tarifa × viagens × dias.'),
  desconto: Reais('Parte do aprendiz: 6% da bolsa proporcional, no máximo o valor.'),
  custo: Reais('Custo da organização: valor − desconto.'),
});
export const ValeTransporteComponente = componente('ValeTransporte', ValeTransporte);

export const ValeAlimentacao = Type.Object({
  ...comuns,
  valorDiario: Reais('Valor por dia trabalhado.'),
  dias: Type.Integer({ description: 'Dias trabalhados: dias úteis menos faltas injustificadas.' }),
  valor: Reais('valor diário × dias.'),
});
export const ValeAlimentacaoComponente = componente('ValeAlimentacao', ValeAlimentacao);

export const Pagamento = Type.Object({
  ...comuns,
  tipo: Tipo,
  ajusteDe: Nulo(Type.Integer(), 'O pagamento que este ajuste corrige.'),
  motivo: Nulo(Type.String()),
  bolsa: Reais('Bolsa mensal do contrato (Con_ValorBolsa) usada no cálculo.'),
  diasContrato: Type.Integer({ description: 'Dias do contrato no mês (mês comercial, até 30).' }),
  diasUteis: Type.Integer(),
  faltas: Type.Integer({ description: 'Faltas injustificadas.' }),
  justificadas: Type.Integer(),
  feriados: Type.Integer(),
  afastamento: Type.Integer(),
  valorBruto: Reais('bolsa × diasContrato / 30.'),
  descontoFaltas: Reais('faltas × bolsa / 30.'),
  descontoValeTransporte: Reais('A parte do aprendiz no vale-transporte.'),
  valorLiquido: Reais('bruto − descontos, nunca abaixo de zero (um ajuste pode ser negativo).'),
  status: Status,
  dataPagamento: Nulo(Type.String({ format: 'date' })),
  criadoEm: Type.String({ format: 'date-time' }),
});
export const PagamentoComponente = componente('Pagamento', Pagamento);

export const ConsultaValesTransporte = consultaLista({
  ordenacoes: ['aprendiz', 'competencia'],
  filtros,
});
export const ConsultaValesAlimentacao = consultaLista({
  ordenacoes: ['aprendiz', 'competencia'],
  filtros,
});
export const ConsultaPagamentos = consultaLista({
  ordenacoes: ['aprendiz', 'competencia', 'valorLiquido'],
  filtros: { ...filtros, status: Type.Optional(Status), tipo: Type.Optional(Tipo) },
});
export const ExportacaoPagamentos = consultaExportacao(ConsultaPagamentos);
export type ConsultaValesTransporte = Static<typeof ConsultaValesTransporte>;
export type ConsultaValesAlimentacao = Static<typeof ConsultaValesAlimentacao>;
export type ConsultaPagamentos = Static<typeof ConsultaPagamentos>;

const TotaisVt = Type.Object({
  valor: Type.Number(),
  desconto: Type.Number(),
  custo: Type.Number(),
});
const TotaisPagamentos = Type.Object({
  quantidade: Type.Integer(),
  valorBruto: Type.Number(),
  descontoFaltas: Type.Number(),
  descontoValeTransporte: Type.Number(),
  valorLiquido: Type.Number(),
  pendentes: Type.Integer(),
  valorPendente: Type.Number(),
  pagos: Type.Integer(),
  valorPago: Type.Number(),
});

export const ListaValesTransporte = Type.Object({
  ...respostaLista(ValeTransporteComponente.ref).properties,
  totais: TotaisVt,
});
export const ListaValesAlimentacao = Type.Object({
  ...respostaLista(ValeAlimentacaoComponente.ref).properties,
  totais: Type.Object({ valor: Type.Number(), dias: Type.Integer() }),
});
export const ListaPagamentos = Type.Object({
  ...respostaLista(PagamentoComponente.ref).properties,
  totais: TotaisPagamentos,
});

export const AlteracaoValeTransporte = Type.Object(
  {
    id: Id(M.valeNaoEncontrado),
    versao: Type.Integer({ minimum: 1, errorMessage: 'Informe a versão do registro que foi lida' }),
    tarifa: Type.Optional(
      Type.Number({ minimum: 0, maximum: TARIFA_MAXIMA, errorMessage: M.tarifaInvalida }),
    ),
    viagens: Type.Optional(
      Type.Integer({ minimum: 0, maximum: VIAGENS_MAXIMAS, errorMessage: M.viagensInvalidas }),
    ),
    opcao: Type.Optional(Opcao),
    dataOpcao: Type.Optional(Nulo(DataEntrada('Quando recusou (obrigatória ao recusar).'))),
  },
  { additionalProperties: false },
);
export type AlteracaoValeTransporte = Static<typeof AlteracaoValeTransporte>;

export const AlteracaoValeAlimentacao = Type.Object(
  {
    id: Id(M.valeNaoEncontrado),
    versao: Type.Integer({ minimum: 1, errorMessage: 'Informe a versão do registro que foi lida' }),
    valorDiario: Type.Number({
      minimum: 0,
      maximum: VALOR_DIARIO_MAXIMO,
      errorMessage: M.valorDiarioInvalido,
    }),
  },
  { additionalProperties: false },
);
export type AlteracaoValeAlimentacao = Static<typeof AlteracaoValeAlimentacao>;

export const Padroes = Type.Object({
  tarifa: Reais('Tarifa por viagem de quem ainda não tem vale.'),
  viagens: Type.Integer(),
  valorDiario: Reais('Valor diário do vale-alimentação de quem ainda não tem.'),
  versao: Type.Integer(),
});
export const AlteracaoPadroes = Type.Object(
  {
    versao: Type.Integer({ minimum: 1, errorMessage: 'Informe a versão do registro que foi lida' }),
    tarifa: Type.Number({ minimum: 0, maximum: TARIFA_MAXIMA, errorMessage: M.tarifaInvalida }),
    viagens: Type.Integer({
      minimum: 0,
      maximum: VIAGENS_MAXIMAS,
      errorMessage: M.viagensInvalidas,
    }),
    valorDiario: Type.Number({
      minimum: 0,
      maximum: VALOR_DIARIO_MAXIMO,
      errorMessage: M.valorDiarioInvalido,
    }),
  },
  { additionalProperties: false },
);
export type AlteracaoPadroes = Static<typeof AlteracaoPadroes>;

export const Pagar = Type.Object(
  {
    ids: Type.Array(Type.Integer({ minimum: 1, errorMessage: M.idsInvalidos }), {
      minItems: 1,
      maxItems: 500,
      uniqueItems: true,
      errorMessage: M.idsInvalidos,
    }),
    dataPagamento: DataEntrada('Dia do pagamento (não futuro).'),
  },
  { additionalProperties: false },
);
export type Pagar = Static<typeof Pagar>;
export const ResultadoPagar = Type.Object({
  pagos: Type.Integer(),
  valor: Type.Number({ description: 'Soma dos líquidos pagos, em reais.' }),
  dataPagamento: Type.String({ format: 'date' }),
});

export const NovoAjuste = Type.Object(
  {
    valor: Type.Number({ minimum: -100000, maximum: 100000, errorMessage: M.ajusteInvalido }),
    motivo: Type.String({
      minLength: MOTIVO_MINIMO,
      maxLength: MOTIVO_MAXIMO,
      errorMessage: M.motivoObrigatorio,
    }),
  },
  { additionalProperties: false },
);
export type NovoAjuste = Static<typeof NovoAjuste>;

const ItemGeracao = Type.Object({
  contratoId: Type.Integer(),
  numero: Type.String(),
  aprendiz: Referencia,
  resultado: Type.Union([
    Type.Literal('criado'),
    Type.Literal('recalculado'),
    Type.Literal('inalterado'),
    Type.Literal('bloqueado'),
    Type.Literal('ignorado'),
  ]),
  motivo: Nulo(Type.String()),
});
export const ResultadoGeracao = Type.Object({
  competencia: Type.String(),
  criados: Type.Integer(),
  recalculados: Type.Integer(),
  inalterados: Type.Integer(),
  bloqueados: Type.Integer(),
  ignorados: Type.Integer(),
  itens: Type.Array(ItemGeracao),
});
export type ResultadoGeracao = Static<typeof ResultadoGeracao>;

const TotaisCompetencia = Type.Object({
  valeTransporte: TotaisVt,
  valeAlimentacao: Type.Object({ valor: Type.Number() }),
  pagamentos: TotaisPagamentos,
});
export const ConsultaResumo = Type.Object({ competencia: Competencia });
export const Resumo = Type.Object({
  competencia: Type.String(),
  gerada: Type.Boolean(),
  geradaEm: Nulo(Type.String({ format: 'date-time' })),
  geracoes: Type.Integer(),
  totais: TotaisCompetencia,
  porParceiro: Type.Array(
    Type.Object({
      parceiro: Referencia,
      quantidade: Type.Integer(),
      valeTransporte: Type.Number(),
      valeAlimentacao: Type.Number(),
      valorLiquido: Type.Number(),
    }),
  ),
  porStatus: Type.Array(
    Type.Object({ status: Status, quantidade: Type.Integer(), valorLiquido: Type.Number() }),
  ),
});
export type Resumo = Static<typeof Resumo>;

export const ConsultaRelatorio = Type.Object({
  ano: Type.Integer({
    minimum: 2000,
    maximum: 2100,
    errorMessage: 'Informe um ano de 2000 a 2100',
  }),
  parceiroId: Type.Optional(Id('Empresa inválida')),
});
export const ExportacaoRelatorio = Type.Object({
  ...ConsultaRelatorio.properties,
  formato: Type.Optional(
    Type.Union([Type.Literal('csv'), Type.Literal('xlsx')], { errorMessage: 'Use csv ou xlsx' }),
  ),
});
export type ExportacaoRelatorio = Static<typeof ExportacaoRelatorio>;
export const LinhaRelatorio = Type.Object({
  competencia: Type.String(),
  quantidade: Type.Integer(),
  valeTransporte: Type.Number(),
  descontoValeTransporte: Type.Number(),
  valeAlimentacao: Type.Number(),
  valorBruto: Type.Number(),
  descontoFaltas: Type.Number(),
  valorLiquido: Type.Number(),
  valorPago: Type.Number(),
  valorPendente: Type.Number(),
});
export type LinhaRelatorio = Static<typeof LinhaRelatorio>;
export const Relatorio = Type.Object({
  ano: Type.Integer(),
  competencias: Type.Array(LinhaRelatorio),
  parceiros: Type.Array(
    Type.Object({
      parceiro: Referencia,
      valeTransporte: Type.Number(),
      valeAlimentacao: Type.Number(),
      valorLiquido: Type.Number(),
    }),
  ),
});
export type Relatorio = Static<typeof Relatorio>;

export const BeneficiosDoAprendiz = Type.Object({
  aprendiz: Referencia,
  pagamentos: Type.Array(PagamentoComponente.ref),
  valesTransporte: Type.Array(ValeTransporteComponente.ref),
  valesAlimentacao: Type.Array(ValeAlimentacaoComponente.ref),
});

export const ArquivoExportado = Arquivo('csv', 'xlsx');
