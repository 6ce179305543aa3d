// Request and response shapes of /api/turmas. The schemas check shapes and types; the rules and
// their messages are src/shared/validation/turma.ts, the same the class form runs.
import { Type, type Static } from 'typebox';
import { componente } from '../../shared/componentes';
import { camposVersionados, parametroId, Versao } from '../../shared/esquemas';
import { consultaLista, respostaLista } from '../../shared/lista';
import { MENSAGENS_TURMA as M } from '../../../src/shared/validation/turma';

const Data = Type.String({ format: 'date', description: 'aaaa-mm-dd' });

const Status = Type.Union(
  [Type.Literal('planejada'), Type.Literal('em andamento'), Type.Literal('encerrada')],
  { errorMessage: M.selecioneStatus, description: 'planejada, em andamento ou encerrada.' },
);

export const Turma = Type.Object({
  id: Type.Integer(),
  codigo: Type.String(),
  nome: Type.String(),
  cursoId: Type.Integer(),
  curso: Type.Object({ id: Type.Integer(), nome: Type.String() }),
  planoId: Type.Union([Type.Integer(), Type.Null()]),
  plano: Type.Union([Type.Object({ id: Type.Integer(), nome: Type.String() }), Type.Null()], {
    description: 'O plano de curso que a turma segue.',
  }),
  educadorId: Type.Union([Type.Integer(), Type.Null()]),
  educador: Type.Union([Type.Object({ id: Type.Integer(), nome: Type.String() }), Type.Null()]),
  turno: Type.String({ description: 'manha, tarde, noite ou integral.' }),
  diasTeoria: Type.Array(Type.Integer({ minimum: 1, maximum: 7 }), {
    description: 'Dias da semana ISO das aulas teóricas: 1 = segunda-feira ... 7 = domingo.',
  }),
  dataInicio: Data,
  dataFim: Data,
  capacidade: Type.Integer(),
  local: Type.Union([Type.String(), Type.Null()]),
  status: Type.String({ description: 'planejada, em andamento ou encerrada.' }),
  ativo: Type.Boolean(),
  ocupacao: Type.Integer({ description: 'Aprendizes alocados agora (alocações abertas).' }),
  vagasRestantes: Type.Integer(),
  ...camposVersionados(),
});
export type TurmaResposta = Static<typeof Turma>;
export const TurmaComponente = componente('Turma', Turma);

const IdOpcional = (mensagem: string, description: string) =>
  Type.Optional(
    Type.Union([Type.Integer({ minimum: 1, errorMessage: mensagem }), Type.Null()], {
      description,
    }),
  );

const camposTurma = {
  codigo: Type.String({ maxLength: 100, errorMessage: { required: M.informeCodigo } }),
  nome: Type.String({ maxLength: 500, errorMessage: { required: M.informeNome } }),
  cursoId: Type.Integer({ minimum: 1, errorMessage: M.selecioneCurso }),
  planoId: IdOpcional(
    'Plano inválido',
    'Plano de curso (/api/planos) do curso da turma, em vigor na data de início; opcional.',
  ),
  educadorId: IdOpcional(M.educadorInexistente, 'Educador responsável; opcional.'),
  turno: Type.String({ maxLength: 20, errorMessage: M.selecioneTurno }),
  diasTeoria: Type.Array(Type.Integer({ errorMessage: M.diasInvalidos }), {
    maxItems: 7,
    errorMessage: { required: M.selecioneDias, default: M.diasInvalidos },
  }),
  dataInicio: Type.String({
    maxLength: 10,
    errorMessage: { required: M.informeDataInicio, default: M.dataInvalida },
  }),
  dataFim: Type.String({
    maxLength: 10,
    errorMessage: { required: M.informeDataFim, default: M.dataInvalida },
  }),
  capacidade: Type.Integer({
    errorMessage: { required: M.informeCapacidade, default: M.capacidadeInvalida },
  }),
  local: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
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
