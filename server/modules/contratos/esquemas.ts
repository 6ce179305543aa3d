// Request and response shapes of /api/contratos. The API keeps the seed's thirteen field names
// (Con_CodAprendiz...) in bodies, answers and 400 `errors`, beside camelCase product fields (id,
// numero, unidadeId, status...). The declared fields (CAMPOS_CONTRATO, src/shared/validation/
// contratos.ts) give the body and the answer: what is required, nullable, the lengths and limits,
// each failing with the shared rules' message; the rules across fields are the shared
// validarContrato, the same the form and the creation flow run. Money: reais with two decimals
// (stored as cents).
import { Type, type Static } from 'typebox';
import { componente } from '../../shared/componentes';
import { camposVersionados, Nulo, Referencia, Versao } from '../../shared/esquemas';
import { consultaLista } from '../../shared/lista';
import { ResumoAprendiz } from '../../shared/periodo';
import { corpoDosCampos, corpoParcialDosCampos, respostaDosCampos } from '../../shared/campos';
import {
  CAMPOS_CONTRATO,
  MENSAGENS_CONTRATO as M,
  OBSERVACOES_MAXIMO,
  STATUS_CONTRATO,
} from '../../../src/shared/validation/contratos';
import { MENSAGENS_LEGISLACAO as ML } from '../../../src/shared/validation/legislacao';

const Data = Type.String({ format: 'date', description: 'aaaa-mm-dd' });

const Status = Type.Union(
  STATUS_CONTRATO.map((s) => Type.Literal(s)),
  {
    description:
      'vigente, prorrogado, rescindido ou encerrado. Um contrato vigente ou prorrogado cujo término passou aparece como encerrado, sem ninguém agir.',
    errorMessage: 'Use vigente, prorrogado, rescindido ou encerrado',
  },
);
const Tipo = Type.Union([Type.Literal('A'), Type.Literal('E')], {
  description: 'A = Aprendizagem, E = Estágio.',
  errorMessage: M.selecioneTipo,
});
export const Contrato = Type.Object({
  id: Type.Integer(),
  numero: Type.String({ description: "Número mostrado às pessoas: 'aaaa/nnnnn' (ano do início)." }),
  ...respostaDosCampos(CAMPOS_CONTRATO),
  Con_DiasPratica: Nulo(
    Type.Array(Type.Integer()),
    'Dias da prática: 1 = segunda-feira ... 7 = domingo; null num contrato anterior a eles.',
  ),
  status: Type.String({
    description:
      'vigente, prorrogado, rescindido ou encerrado, como as pessoas o veem hoje (um término passado mostra encerrado).',
  }),
  statusGravado: Type.String({
    description:
      'O status gravado; difere de status só num contrato encerrado pela data que ninguém encerrou ainda (POST /api/contratos/encerrar).',
  }),
  aguardandoEncerramento: Type.Boolean({
    description: 'Terminou pela data e ainda não foi encerrado (entra no Encerrar em lote).',
  }),
  diasRestantes: Nulo(
    Type.Integer(),
    'Dias até o término (0 no último dia) enquanto vigente ou prorrogado; null nos demais.',
  ),
  vagaId: Nulo(Type.Integer()),
  encaminhamentoId: Nulo(Type.Integer()),
  aprendiz: ResumoAprendiz,
  parceiro: Type.Object({
    id: Type.Integer(),
    nome: Type.String({ description: 'Nome fantasia, ou a razão social.' }),
    razaoSocial: Type.String(),
  }),
  unidade: Nulo(Referencia),
  profissao: Nulo(Type.Object({ codigo: Type.String(), nome: Type.String() })),
  criadoPor: Nulo(Referencia, 'Quem criou o contrato (null nos dados de demonstração).'),
  encerramento: Nulo(
    Type.Object({
      em: Type.String({ format: 'date-time' }),
      por: Nulo(Referencia),
    }),
    'Quando e por quem o contrato foi encerrado (POST /api/contratos/encerrar ou ao criar o seguinte).',
  ),
  ...camposVersionados(),
});
export type ContratoResposta = Static<typeof Contrato>;
export const ContratoComponente = componente('Contrato', Contrato);

/** The practice days: a list, written by hand beside the declared fields. */
const DiasPratica = Type.Optional(
  Nulo(
    Type.Array(Type.Integer({ errorMessage: ML.diasPraticaInvalidos }), {
      maxItems: 7,
      errorMessage: ML.diasPraticaInvalidos,
    }),
    'Dias da prática (1 = segunda-feira ... 7 = domingo), com Con_HoraEntrada e Con_HoraSaida; os dias de teoria vêm da turma.',
  ),
);

const Origem = {
  vagaId: Type.Optional(Nulo(Type.Integer({ minimum: 1 }), 'A vaga de onde veio, se houver.')),
  encaminhamentoId: Type.Optional(
    Nulo(Type.Integer({ minimum: 1 }), 'O encaminhamento aprovado de onde veio, se houver.'),
  ),
};

/**
 * A new contract: the seven fields the seed requires must be there (an empty form is refused with
 * the seven seed messages); the others may be absent or null.
 */
export const NovoContrato = Type.Object({
  ...corpoDosCampos(CAMPOS_CONTRATO),
  Con_DiasPratica: DiasPratica,
  ...Origem,
});
export type NovoContrato = Static<typeof NovoContrato>;

/**
 * The creation flow's check (POST /api/contratos/verificar): the same body, any field may be
 * absent or null; what is missing comes back in the answer's `errors` with the same messages.
 */
export const ContratoAConferir = Type.Object({
  ...corpoParcialDosCampos(CAMPOS_CONTRATO, { nulos: true }),
  Con_DiasPratica: DiasPratica,
  ...Origem,
});
export type ContratoAConferir = Static<typeof ContratoAConferir>;

/** An update keeps what it leaves out; a required field sent must not be null. */
export const AlteracaoContrato = Type.Object({
  ...corpoParcialDosCampos(CAMPOS_CONTRATO),
  Con_DiasPratica: DiasPratica,
  versao: Versao,
});
export type AlteracaoContrato = Static<typeof AlteracaoContrato>;

export const ORDENACOES_CONTRATOS = [
  'numero',
  'aprendiz',
  'parceiro',
  'Con_DataInicio',
  'Con_DataTermino',
  'criadoEm',
] as const;

const IdFiltro = (description: string) =>
  Type.Optional(Type.Integer({ minimum: 1, description, errorMessage: 'Identificador inválido' }));

export const filtrosContratos = {
  status: Type.Optional(Status),
  Con_TipoContrato: Type.Optional(Tipo),
  parceiroId: IdFiltro('Só os contratos desta empresa.'),
  aprendizId: IdFiltro('Só os contratos deste aprendiz.'),
  unidadeId: IdFiltro('Só os contratos desta unidade.'),
  aguardandoEncerramento: Type.Optional(
    Type.Literal('true', {
      description:
        'Só os que terminaram pela data e ainda não foram encerrados (os do Encerrar em lote).',
      errorMessage: 'Use true',
    }),
  ),
  pendenciasLegais: Type.Optional(
    Type.Literal('true', {
      description:
        'Só os em curso que descumprem a legislação da aprendizagem (jornada, trabalho noturno, turno escolar, bolsa mínima): GET /api/contratos/pendencias-legais diz quais problemas.',
      errorMessage: 'Use true',
    }),
  ),
  venceEmDias: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 366,
      description: 'Vigentes ou prorrogados que terminam de hoje até daqui a N dias.',
      errorMessage: 'Informe um número de dias entre 0 e 366',
    }),
  ),
};

/** Lists without `ativo`: contracts are never inactivated, they end (status). */
export const ConsultaContratos = Type.Omit(
  consultaLista({ ordenacoes: ORDENACOES_CONTRATOS, filtros: filtrosContratos }),
  ['ativo'],
);
export type ConsultaContratos = Static<typeof ConsultaContratos>;

// ---- Stats ------------------------------------------------------------------------------------------

const PorStatus = Type.Object(
  Object.fromEntries(STATUS_CONTRATO.map((s) => [s, Type.Integer({ minimum: 0 })])) as Record<
    (typeof STATUS_CONTRATO)[number],
    ReturnType<typeof Type.Integer>
  >,
);

export const EstatisticasContratos = Type.Object({
  total: Type.Integer({ minimum: 0 }),
  porStatus: PorStatus,
  porTipo: Type.Object({ A: Type.Integer({ minimum: 0 }), E: Type.Integer({ minimum: 0 }) }),
  emCurso: Type.Integer({ minimum: 0, description: 'Vigentes e prorrogados (status de hoje).' }),
  vencendo: Type.Object(
    {
      em30: Type.Integer({ minimum: 0 }),
      em60: Type.Integer({ minimum: 0 }),
      em90: Type.Integer({ minimum: 0 }),
    },
    { description: 'Em curso que terminam de hoje até daqui a 30, 60 e 90 dias.' },
  ),
  aguardandoEncerramento: Type.Integer({
    minimum: 0,
    description: 'Terminaram pela data e ainda não foram encerrados.',
  }),
});
export type EstatisticasContratos = Static<typeof EstatisticasContratos>;

export const ConsultaEstatisticas = Type.Object({
  parceiroId: IdFiltro('Só os contratos desta empresa.'),
  aprendizId: IdFiltro('Só os contratos deste aprendiz.'),
});
export type ConsultaEstatisticas = Static<typeof ConsultaEstatisticas>;

// ---- Verification (the creation flow's server check) -----------------------------------------------

const Aviso = Type.Object({
  campo: Type.String({ description: 'O campo (nome do seed) a que se refere.' }),
  mensagem: Type.String(),
});

export const Verificacao = Type.Object({
  podeCriar: Type.Boolean({ description: 'Nenhum problema bloqueante.' }),
  errors: Type.Record(Type.String(), Type.String(), {
    description: 'Problemas bloqueantes por campo: os mesmos que o POST responderia (400 ou 409).',
  }),
  avisos: Type.Array(Aviso, { description: 'O que merece atenção mas não impede a criação.' }),
  contratoEmCurso: Nulo(
    Type.Object({
      id: Type.Integer(),
      numero: Type.String(),
      status: Type.String(),
      Con_DataInicio: Data,
      Con_DataTermino: Data,
      parceiro: Type.String(),
    }),
    'O contrato do aprendiz ainda gravado como em curso, se houver.',
  ),
  cota: Nulo(
    Type.Object({
      cota: Type.Integer({ description: 'Cota de aprendizes da empresa.' }),
      agora: Type.Integer({ description: 'Contratos em curso na empresa hoje.' }),
      depois: Type.Integer({ description: 'Com este contrato.' }),
    }),
  ),
  legislacao: Type.Object(
    {
      bolsaMinima: Nulo(
        Type.Number(),
        'A menor bolsa do ano de início (salário mínimo hora × carga semanal × 5), em reais; null sem o salário mínimo do ano.',
      ),
      fgts: Nulo(Type.Number(), 'FGTS de 2% sobre a bolsa, em reais (Lei 8.036, art. 15, § 7º).'),
      jornadaMaximaMinutos: Nulo(
        Type.Integer(),
        'O dia mais longo da semana (prática e teoria), em minutos; null sem os dias e horários.',
      ),
    },
    { description: 'Os números da legislação da aprendizagem (docs/LEGISLACAO.md).' },
  ),
});
export type VerificacaoResposta = Static<typeof Verificacao>;

export const PendenciasLegais = Type.Object({
  data: Type.Array(
    Type.Object({
      contratoId: Type.Integer(),
      numero: Type.String(),
      aprendizId: Type.Integer(),
      bloqueios: Type.Array(Aviso, {
        description: 'Cada regra descumprida, com o artigo, sob o campo a corrigir.',
      }),
    }),
  ),
  total: Type.Integer({ minimum: 0 }),
});

// ---- Extensions, terminations, closing -----------------------------------------------------------------

export const NovaProrrogacao = Type.Object({
  novaDataTermino: Type.Optional(
    Nulo(Type.String({ maxLength: 10, errorMessage: M.informeNovaDataTermino })),
  ),
  motivo: Type.Optional(
    Nulo(Type.String({ maxLength: 2000, errorMessage: M.informeMotivoProrrogacao })),
  ),
});
export type NovaProrrogacao = Static<typeof NovaProrrogacao>;

const ContratoResumo = Type.Object({
  id: Type.Integer(),
  numero: Type.String(),
  Con_TipoContrato: Type.String(),
  status: Type.String(),
  aprendiz: ResumoAprendiz,
  parceiro: Referencia,
});

export const Prorrogacao = Type.Object({
  id: Type.Integer(),
  contratoId: Type.Integer(),
  dataTerminoAnterior: Data,
  novaDataTermino: Data,
  motivo: Type.String(),
  usuario: Nulo(Referencia, 'Quem prorrogou.'),
  contrato: ContratoResumo,
  criadoEm: Type.String({ format: 'date-time' }),
});
export type ProrrogacaoResposta = Static<typeof Prorrogacao>;
export const ProrrogacaoComponente = componente('Prorrogacao', Prorrogacao);

export const NovaRescisao = Type.Object({
  data: Type.Optional(Nulo(Type.String({ maxLength: 10, errorMessage: M.informeDataRescisao }))),
  motivoDesligamentoId: Type.Optional(
    Nulo(
      Type.Integer({ errorMessage: M.selecioneMotivoDesligamento }),
      '/api/cadastros/motivo-desligamento',
    ),
  ),
  observacoes: Type.Optional(
    Nulo(Type.String({ maxLength: OBSERVACOES_MAXIMO, errorMessage: M.observacoesLongas })),
  ),
});
export type NovaRescisao = Static<typeof NovaRescisao>;

export const Rescisao = Type.Object({
  id: Type.Integer(),
  contratoId: Type.Integer(),
  data: Data,
  motivoDesligamento: Type.Object({
    id: Type.Integer(),
    codigo: Type.String(),
    nome: Type.String(),
    antecipado: Type.Boolean({
      description:
        'Extinção antecipada (art. 433, I a IV e outras); false no término e na idade máxima.',
    }),
  }),
  observacoes: Nulo(Type.String()),
  usuario: Nulo(Referencia, 'Quem rescindiu.'),
  contrato: ContratoResumo,
  criadoEm: Type.String({ format: 'date-time' }),
});
export type RescisaoResposta = Static<typeof Rescisao>;
export const RescisaoComponente = componente('Rescisao', Rescisao);

const periodo = {
  contratoId: IdFiltro('Só as deste contrato (a linha do tempo da página do contrato).'),
  de: Type.Optional(
    Type.String({ format: 'date', description: 'A partir desta data (aaaa-mm-dd).' }),
  ),
  ate: Type.Optional(Type.String({ format: 'date', description: 'Até esta data (aaaa-mm-dd).' })),
  parceiroId: IdFiltro('Só os contratos desta empresa.'),
  aprendizId: IdFiltro('Só os contratos deste aprendiz.'),
};

export const ConsultaProrrogacoes = Type.Omit(
  consultaLista({
    ordenacoes: ['dataTerminoAnterior', 'novaDataTermino', 'criadoEm'] as const,
    filtros: periodo,
  }),
  ['ativo'],
);
export type ConsultaProrrogacoes = Static<typeof ConsultaProrrogacoes>;

export const ConsultaRescisoes = Type.Omit(
  consultaLista({
    ordenacoes: ['data', 'criadoEm'] as const,
    filtros: {
      ...periodo,
      motivoDesligamentoId: IdFiltro('Só as rescisões por este motivo.'),
    },
  }),
  ['ativo'],
);
export type ConsultaRescisoes = Static<typeof ConsultaRescisoes>;

export const Encerramento = Type.Object({
  ids: Type.Array(Type.Integer({ minimum: 1 }), {
    minItems: 1,
    maxItems: 500,
    errorMessage: M.selecioneContratos,
  }),
});
export type Encerramento = Static<typeof Encerramento>;

export const ResultadoEncerramento = Type.Object({
  data: Type.Array(ContratoComponente.ref),
});
