// Request and response shapes of /api/educadores. Decision (docs/API-TURMAS-PARCEIROS.md): the API
// keeps the seed's field names (EducNome, EducCPF...) in bodies, answers and 400 `errors`, so the
// form's inputs (name="EducNome") and the API match 1:1; only id, ativo, versao, turmasAtivas and
// the timestamps are ours. The database columns are snake_case like every table.
import { Type, type Static } from 'typebox';
import { componente } from '../../shared/componentes';
import { camposVersionados, Versao } from '../../shared/esquemas';
import { consultaLista } from '../../shared/lista';
import {
  EDUCADOR_NOME_MAXIMO,
  EDUCADOR_NOME_MINIMO,
  MENSAGENS_EDUCADOR as M,
  OBSERVACOES_MAXIMO,
  TEXTO_MAXIMO,
} from '../../../src/shared/validation/educador';

const Texto = (description?: string) =>
  Type.Union([Type.String(), Type.Null()], description ? { description } : {});

/** The seed's fields, as the API answers them (null when not given). */
const camposResposta = {
  EducNome: Type.String(),
  EducCPF: Texto(
    "CPF formatado (000.000.000-00), ou '***.456.789-**' para quem não tem educadores:escrever.",
  ),
  EducSexo: Texto('M, F ou TODOS.'),
  EducDataNascimento: Texto('aaaa-mm-dd'),
  EducEMail: Texto(),
  EducTelefone: Texto(),
  EducTelefoneCelular: Texto(),
  EducEndereco: Texto(),
  EducNumeroEndereco: Texto(),
  EducComplemento: Texto(),
  EducBairro: Texto(),
  EducCidade: Texto(),
  EducUF: Texto(),
  EducCEP: Texto('Oito dígitos, sem pontuação.'),
  EducEstadoCivil: Texto(),
  EducNaturalidade: Texto(),
  EducUFNaturalidade: Texto(),
  EducIdentidade: Texto(),
  EducExpedIdentidade: Texto(),
  EducDataEntrada: Texto('aaaa-mm-dd'),
  EducObservacoes: Texto(),
  EducGrauInstrucao: Type.Union([Type.Integer(), Type.Null()], {
    description: 'Id do grau de escolaridade (/api/cadastros/grau-escolaridade).',
  }),
};

export const Educador = Type.Object({
  id: Type.Integer(),
  ...camposResposta,
  turmasAtivas: Type.Integer({
    description: 'Turmas ativas não encerradas sob sua responsabilidade.',
  }),
  ativo: Type.Boolean(),
  ...camposVersionados(),
});
export type EducadorResposta = Static<typeof Educador>;
export const EducadorComponente = componente('Educador', Educador);

/**
 * An optional text of the form: absent, null or '' all mean "not given". The limits are the shared
 * rules' (src/shared/validation/educador.ts), so the document states what the server refuses.
 */
const TextoEntrada = (maxLength: number = TEXTO_MAXIMO, errorMessage: string = M.textoLongo) =>
  Type.Optional(Type.Union([Type.String({ maxLength, errorMessage }), Type.Null()]));

const camposEntrada = {
  // The minimum (EDUCADOR_NOME_MINIMO, after trimming) stays in the shared rule the service runs:
  // refused here, it would hide the other fields' messages of the same answer (ajv stops the
  // request before the rules run). Its words are in the description.
  EducNome: Type.String({
    maxLength: EDUCADOR_NOME_MAXIMO,
    description: `De ${String(EDUCADOR_NOME_MINIMO)} a ${String(EDUCADOR_NOME_MAXIMO)} caracteres, sem contar espaços nas pontas.`,
    errorMessage: {
      required: M.nomeCurto,
      type: M.nomeCurto,
      maxLength: M.nomeLongo,
      default: M.nomeCurto,
    },
  }),
  EducCPF: TextoEntrada(20, M.cpfInvalido),
  EducSexo: TextoEntrada(10, M.sexoInvalido),
  EducDataNascimento: TextoEntrada(10, M.dataInvalida),
  EducEMail: TextoEntrada(254, M.emailInvalido),
  EducTelefone: TextoEntrada(30, M.telefoneInvalido),
  EducTelefoneCelular: TextoEntrada(30, M.celularInvalido),
  EducEndereco: TextoEntrada(),
  EducNumeroEndereco: TextoEntrada(),
  EducComplemento: TextoEntrada(),
  EducBairro: TextoEntrada(),
  EducCidade: TextoEntrada(),
  EducUF: TextoEntrada(),
  EducCEP: TextoEntrada(20, M.cepInvalido),
  EducEstadoCivil: TextoEntrada(),
  EducNaturalidade: TextoEntrada(),
  EducUFNaturalidade: TextoEntrada(),
  EducIdentidade: TextoEntrada(),
  EducExpedIdentidade: TextoEntrada(),
  EducDataEntrada: TextoEntrada(10, M.dataInvalida),
  EducObservacoes: TextoEntrada(OBSERVACOES_MAXIMO, M.observacoesLongas),
};

/** The new-educator form: the seed's fields plus EducGrauInstrucao (a number). */
export const NovoEducador = Type.Object({
  ...camposEntrada,
  EducGrauInstrucao: Type.Optional(
    Type.Union([Type.Integer({ minimum: 1, errorMessage: M.grauInstrucaoInvalido }), Type.Null()]),
  ),
});
export type NovoEducador = Static<typeof NovoEducador>;

/** The edit form omits EducGrauInstrucao (seed-spec.md section 3): an update keeps the stored one. */
export const AlteracaoEducador = Type.Object({ ...camposEntrada, versao: Versao });
export type AlteracaoEducador = Static<typeof AlteracaoEducador>;

export const ORDENACOES_EDUCADORES = ['EducNome', 'EducDataEntrada', 'criadoEm'] as const;
export const ConsultaEducadores = consultaLista({ ordenacoes: ORDENACOES_EDUCADORES, filtros: {} });
export type ConsultaEducadores = Static<typeof ConsultaEducadores>;
