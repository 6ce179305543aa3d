// Request and response shapes of /api/turmas. The class's plain fields come from their declaration
// (CAMPOS_TURMA, src/shared/validation/turma.ts): what is required, what may be null and every
// limit, with the words of the rules the class form runs too.
import { Type, type Static } from 'typebox';
import { corpoDosCampos, respostaDosCampos } from '../../shared/campos';
import { componente } from '../../shared/componentes';
import { camposVersionados, parametroId, Versao } from '../../shared/esquemas';
import { consultaLista, respostaLista } from '../../shared/lista';
import { CAMPOS_TURMA, MENSAGENS_TURMA as M } from '../../../src/shared/validation/turma';

const Status = Type.Union(
  [Type.Literal('planejada'), Type.Literal('em andamento'), Type.Literal('encerrada')],
  { errorMessage: M.selecioneStatus, description: 'planejada, em andamento ou encerrada.' },
);

const DIAS_TEORIA = 'Dias da semana ISO das aulas teóricas: 1 = segunda-feira ... 7 = domingo.';

export const Turma = Type.Object({
  id: Type.Integer(),
  ...respostaDosCampos(CAMPOS_TURMA),
  curso: Type.Object({ id: Type.Integer(), nome: Type.String() }),
  plano: Type.Union([Type.Object({ id: Type.Integer(), nome: Type.String() }), Type.Null()], {
    description: 'O plano de curso que a turma segue.',
  }),
  educador: Type.Union([Type.Object({ id: Type.Integer(), nome: Type.String() }), Type.Null()]),
  diasTeoria: Type.Array(Type.Integer({ minimum: 1, maximum: 7 }), { description: DIAS_TEORIA }),
  status: Type.String({ description: 'planejada, em andamento ou encerrada.' }),
  ativo: Type.Boolean(),
  ocupacao: Type.Integer({ description: 'Aprendizes alocados agora (alocações abertas).' }),
  vagasRestantes: Type.Integer(),
  ...camposVersionados(),
});
export type TurmaResposta = Static<typeof Turma>;
export const TurmaComponente = componente('Turma', Turma);

/** Beside the declared fields: the weekdays (a list) and the status (optional on create). */
const camposTurma = {
  ...corpoDosCampos(CAMPOS_TURMA),
  diasTeoria: Type.Array(Type.Integer({ errorMessage: M.diasInvalidos }), {
    maxItems: 7,
    description: `${DIAS_TEORIA} Pelo menos um, sem repetir.`,
    errorMessage: { required: M.selecioneDias, default: M.diasInvalidos },
  }),
  status: Type.Optional(Status),
};

export const NovaTurma = Type.Object(camposTurma);
export type NovaTurma = Static<typeof NovaTurma>;

export const AlteracaoTurma = Type.Object({
  ...camposTurma,
  status: Status,
  versao: Versao,
});
export type AlteracaoTurma = Static<typeof AlteracaoTurma>;

export const ORDENACOES_TURMAS = [
  'codigo',
  'nome',
  'dataInicio',
  'dataFim',
  'status',
  'capacidade',
  'ocupacao',
] as const;

const filtrosTurmas = {
  status: Type.Optional(Status),
  cursoId: Type.Optional(Type.Integer({ minimum: 1, description: 'Só as turmas deste curso.' })),
};

export const ConsultaTurmas = consultaLista({
  ordenacoes: ORDENACOES_TURMAS,
  filtros: {
    ...filtrosTurmas,
    educadorId: Type.Optional(
      Type.Integer({ minimum: 1, description: 'Só as turmas deste educador.' }),
    ),
  },
});
export type ConsultaTurmas = Static<typeof ConsultaTurmas>;

/** /api/educadores/{id}/turmas: the same list, the educator comes from the path. */
export const ConsultaTurmasDoEducador = consultaLista({
  ordenacoes: ORDENACOES_TURMAS,
  filtros: filtrosTurmas,
});

export const ListaTurmas = respostaLista(TurmaComponente.ref);

export const ParametroTurma = parametroId({ errorMessage: M.idInvalido });

export const EstatisticasTurmas = Type.Object({
  total: Type.Integer({ description: 'Turmas ativas.' }),
  inativas: Type.Integer(),
  porStatus: Type.Array(
    Type.Object({
      status: Type.String(),
      turmas: Type.Integer(),
      capacidade: Type.Integer(),
      ocupacao: Type.Integer(),
    }),
    { description: 'Turmas ativas por status, na ordem planejada, em andamento, encerrada.' },
  ),
  capacidade: Type.Integer({
    description: 'Soma das capacidades das turmas ativas não encerradas.',
  }),
  ocupacao: Type.Integer({ description: 'Aprendizes alocados nessas turmas.' }),
  vagasRestantes: Type.Integer(),
  taxaOcupacao: Type.Number({ description: 'ocupacao / capacidade, de 0 a 1 (0 sem turmas).' }),
  lotadas: Type.Integer({ description: 'Turmas ativas não encerradas sem vagas.' }),
  semEducador: Type.Integer({ description: 'Turmas ativas não encerradas sem educador.' }),
});
