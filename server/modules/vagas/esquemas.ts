// Request and response shapes of /api/vagas and /api/encaminhamentos. The vacancy's fields come
// from their declaration (CAMPOS_VAGA, src/shared/validation/vagas.ts): what a create requires,
// what may be null and every limit, with the words of the rules the form runs too. Money: reais
// with two decimals (stored as cents), as contracts.
import { Type, type Static } from 'typebox';
import { corpoDosCampos, corpoParcialDosCampos, respostaDosCampos } from '../../shared/campos';
import { componente } from '../../shared/componentes';
import { camposVersionados, Nulo, parametroId, Referencia, Versao } from '../../shared/esquemas';
import { consultaLista, respostaListaCompleta } from '../../shared/lista';
import { ResumoAprendiz } from '../../shared/periodo';
import {
  CAMPOS_ENCAMINHAMENTO,
  CAMPOS_VAGA,
  MENSAGENS_VAGA as M,
  STATUS_CANDIDATO,
  STATUS_ENCAMINHAMENTO,
  STATUS_VAGA,
  TURNOS_VAGA,
} from '../../../src/shared/validation/vagas';

const Data = Type.String({ format: 'date', description: 'aaaa-mm-dd' });
/** A string that is one of `valores` (a Union of literals, typed as their union: TypeBox types a
 * Union built from an array, not a tuple, as never). */
const Literais = <T extends string>(
  valores: readonly T[],
  errorMessage: string,
  description?: string,
) =>
  Type.Unsafe<T>(
    Type.Union(
      valores.map((v) => Type.Literal(v)),
      { errorMessage, ...(description === undefined ? {} : { description }) },
    ),
  );

const StatusVaga = Literais(
  STATUS_VAGA,
  'Use aberta, em seleção, preenchida ou cancelada',
  'aberta, em seleção (primeiro candidato selecionado), preenchida (contratos chegaram à quantidade) ou cancelada.',
);
const StatusCandidato = Literais(STATUS_CANDIDATO, M.statusCandidatoInvalido);
const StatusEncaminhamento = Literais(STATUS_ENCAMINHAMENTO, M.statusEncaminhamentoInvalido);
const Turno = Literais(
  TURNOS_VAGA.map((t) => t.valor),
  M.selecioneTurno,
  'manha, tarde, noite ou integral.',
);

export const ParametroVaga = parametroId({ errorMessage: M.idInvalido });
export const ParametroEncaminhamento = parametroId({ errorMessage: M.encaminhamentoIdInvalido });
export const ParametroCandidato = Type.Object({
  id: Type.Integer({ minimum: 1, errorMessage: M.idInvalido }),
  candidatoId: Type.Integer({ minimum: 1, errorMessage: M.candidatoNaoEncontrado }),
});

// ---- Vaga -----------------------------------------------------------------------------------------

export const Funil = Type.Object(
  {
    candidatos: Type.Integer(),
    selecionados: Type.Integer(),
    encaminhados: Type.Integer({ description: 'Encaminhamentos feitos (qualquer status).' }),
    aprovados: Type.Integer(),
    contratados: Type.Integer({ description: 'Contratos criados a partir da vaga.' }),
  },
  {
    description:
      'O funil da vaga: candidatos → selecionados → encaminhados → aprovados → contratados.',
  },
);

export const Vaga = Type.Object({
  id: Type.Integer(),
  ...respostaDosCampos(CAMPOS_VAGA),
  parceiro: Type.Object({ id: Type.Integer(), nome: Type.String(), razaoSocial: Type.String() }),
  unidade: Type.Object({
    id: Type.Integer(),
    nome: Type.String(),
    municipio: Nulo(Type.String(), "'Cidade/UF' da unidade."),
  }),
  profissao: Type.Object({ id: Type.Integer(), codigo: Type.String(), nome: Type.String() }),
  preenchidas: Type.Integer({ description: 'Contratos criados a partir desta vaga.' }),
  grauEscolaridade: Nulo(Referencia),
  status: Type.String({ description: 'aberta, em seleção, preenchida ou cancelada.' }),
  funil: Funil,
  ...camposVersionados(),
});
export type VagaResposta = Static<typeof Vaga>;
export const VagaComponente = componente('Vaga', Vaga);

/** A new vacancy: every required field present and never null (`{}` is a 400 naming each one). */
export const NovaVaga = Type.Object(corpoDosCampos(CAMPOS_VAGA));
export type NovaVaga = Static<typeof NovaVaga>;
/** An update carries only what changes: what it leaves out keeps its stored value. */
export const AlteracaoVaga = Type.Object({ ...corpoParcialDosCampos(CAMPOS_VAGA), versao: Versao });
export type AlteracaoVaga = Static<typeof AlteracaoVaga>;

const IdFiltro = (description: string) =>
  Type.Optional(Type.Integer({ minimum: 1, description, errorMessage: 'Código inválido' }));

export const ConsultaVagas = consultaLista({
  ordenacoes: ['titulo', 'parceiro', 'dataAbertura', 'dataEncerramento', 'status', 'criadoEm'],
  filtros: {
    status: Type.Optional(StatusVaga),
    parceiroId: IdFiltro('Vagas desta empresa.'),
    unidadeId: IdFiltro('Vagas desta unidade.'),
    profissaoId: IdFiltro('Vagas desta profissão (CBO).'),
    turno: Type.Optional(Turno),
    abertas: Type.Optional(
      Type.Literal('true', {
        description: 'Só as que recebem candidatos (aberta ou em seleção).',
        errorMessage: 'Use true',
      }),
    ),
  },
});
export type ConsultaVagas = Static<typeof ConsultaVagas>;

export const ConsultaEstatisticas = Type.Object({ parceiroId: IdFiltro('Só desta empresa.') });
export const EstatisticasVagas = Type.Object({
  total: Type.Integer(),
  porStatus: Type.Record(Type.String(), Type.Integer(), {
    description: 'Vagas por status (aberta, em seleção, preenchida, cancelada).',
  }),
  abertas: Type.Integer({ description: 'Vagas aberta ou em seleção.' }),
  postos: Type.Object(
    {
      total: Type.Integer({ description: 'Soma das quantidades das vagas não canceladas.' }),
      preenchidos: Type.Integer({ description: 'Contratos criados a partir delas.' }),
      abertos: Type.Integer({ description: 'Postos ainda sem contrato nas vagas abertas.' }),
    },
    { description: 'Postos (a quantidade de cada vaga).' },
  ),
  entrevistasHoje: Type.Integer({ description: 'Entrevistas de hoje em encaminhamentos abertos.' }),
});

// ---- Candidatos -------------------------------------------------------------------------------------

export const Candidato = Type.Object({
  id: Type.Integer(),
  vagaId: Type.Integer(),
  status: Type.String({ description: 'inscrito, selecionado ou não selecionado.' }),
  motivo: Nulo(Type.String(), 'Por que a candidatura fechou sem decisão (vaga cancelada...).'),
  aprendiz: ResumoAprendiz,
  encaminhamento: Nulo(
    Type.Object({ id: Type.Integer(), status: Type.String() }),
    'O último encaminhamento deste candidato por esta vaga.',
  ),
  vaga: Type.Object({
    id: Type.Integer(),
    titulo: Type.String(),
    status: Type.String(),
    parceiro: Type.String(),
  }),
  ...camposVersionados(),
});
export type CandidatoResposta = Static<typeof Candidato>;
export const CandidatoComponente = componente('Candidato', Candidato);

export const ConsultaCandidatos = consultaLista({
  ordenacoes: ['nome', 'status', 'criadoEm'],
  filtros: { status: Type.Optional(StatusCandidato) },
});
export type ConsultaCandidatos = Static<typeof ConsultaCandidatos> & {
  vagaId?: number;
  aprendizId?: number;
};

export const ConsultaCandidaturas = consultaLista({
  ordenacoes: ['nome', 'status', 'criadoEm'],
  filtros: {
    status: Type.Optional(StatusCandidato),
    aprendizId: IdFiltro('As candidaturas deste aprendiz.'),
  },
});

export const NovosCandidatos = Type.Object({
  aprendizIds: Type.Array(Type.Integer({ minimum: 1, errorMessage: M.aprendizNaoEncontrado }), {
    maxItems: 500,
    description: 'Todos ou nenhum: um aprendiz recusado recusa o pedido, com o motivo de cada um.',
    errorMessage: M.selecioneAprendizes,
  }),
});
export const CandidatosCriados = respostaListaCompleta(CandidatoComponente.ref);

export const AlteracaoCandidato = Type.Object({
  status: StatusCandidato,
  versao: Type.Optional(Versao),
});

// ---- Sugestões ---------------------------------------------------------------------------------------

export const Sugestao = Type.Object({
  aprendiz: ResumoAprendiz,
  idade: Nulo(Type.Integer()),
  turnoEscolar: Nulo(Type.String()),
  municipio: Nulo(Type.String(), "'Cidade/UF' do aprendiz."),
  escolaridade: Nulo(Type.String()),
  pontos: Type.Integer({ description: 'Motivos a favor menos motivos contra: a ordem da lista.' }),
  aFavor: Type.Array(Type.String()),
  contra: Type.Array(Type.String()),
});
export const ConsultaSugestoes = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, errorMessage: 'Página inválida' })),
  pageSize: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 100, errorMessage: 'Tamanho de página entre 1 e 100' }),
  ),
  q: Type.Optional(
    Type.String({ maxLength: 200, description: 'Nome do aprendiz (busca livre entre os aptos).' }),
  ),
});
export const ListaSugestoes = Type.Object({
  data: Type.Array(Sugestao),
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});

// ---- Encaminhamentos -----------------------------------------------------------------------------------

export const Encaminhamento = Type.Object({
  id: Type.Integer(),
  vagaId: Type.Integer(),
  vaga: Type.Object({
    id: Type.Integer(),
    titulo: Type.String(),
    status: Type.String(),
    turno: Type.String(),
    cargaHoraria: Type.Integer(),
    valorBolsa: Type.Number(),
    profissao: Type.Object({ codigo: Type.String(), nome: Type.String() }),
  }),
  parceiro: Type.Object({ id: Type.Integer(), nome: Type.String(), razaoSocial: Type.String() }),
  unidade: Referencia,
  aprendiz: ResumoAprendiz,
  data: Data,
  ...respostaDosCampos(CAMPOS_ENCAMINHAMENTO),
  status: Type.String({
    description: 'encaminhado, entrevista agendada, aprovado, reprovado ou desistente.',
  }),
  contrato: Nulo(
    Type.Object({ id: Type.Integer(), numero: Type.String() }),
    'O contrato criado a partir deste encaminhamento.',
  ),
  ...camposVersionados(),
});
export type EncaminhamentoResposta = Static<typeof Encaminhamento>;
export const EncaminhamentoComponente = componente('Encaminhamento', Encaminhamento);

export const ConsultaEncaminhamentos = consultaLista({
  ordenacoes: ['dataEntrevista', 'data', 'aprendiz', 'status', 'criadoEm'],
  filtros: {
    status: Type.Optional(StatusEncaminhamento),
    abertos: Type.Optional(
      Type.Literal('true', {
        description: 'Só encaminhado e entrevista agendada.',
        errorMessage: 'Use true',
      }),
    ),
    parceiroId: IdFiltro('Encaminhamentos para esta empresa.'),
    vagaId: IdFiltro('Encaminhamentos desta vaga.'),
    aprendizId: IdFiltro('Encaminhamentos deste aprendiz.'),
    entrevista: Type.Optional(
      Type.Union([Type.Literal('hoje'), Type.Literal('semana')], {
        description: 'Entrevistas de hoje, ou desta semana (segunda a domingo).',
        errorMessage: 'Use hoje ou semana',
      }),
    ),
    de: Type.Optional(Type.String({ format: 'date', description: 'Entrevista a partir de.' })),
    ate: Type.Optional(Type.String({ format: 'date', description: 'Entrevista até.' })),
  },
});
export type ConsultaEncaminhamentos = Static<typeof ConsultaEncaminhamentos>;

/**
 * A new referral: the candidate (required: `{}` answers its words) and the declared fields
 * (CAMPOS_ENCAMINHAMENTO, src/shared/validation/vagas.ts).
 */
export const NovoEncaminhamento = Type.Object({
  aprendizId: Type.Integer({
    minimum: 1,
    description: 'Um candidato selecionado desta vaga.',
    errorMessage: M.informeAprendiz,
  }),
  ...corpoDosCampos(CAMPOS_ENCAMINHAMENTO),
});
export type NovoEncaminhamento = Static<typeof NovoEncaminhamento>;

/** A change: the status, and the declared fields (one left out keeps its stored value). */
export const AlteracaoEncaminhamento = Type.Object({
  status: StatusEncaminhamento,
  ...corpoDosCampos(CAMPOS_ENCAMINHAMENTO),
  versao: Versao,
});
export type AlteracaoEncaminhamento = Static<typeof AlteracaoEncaminhamento>;
