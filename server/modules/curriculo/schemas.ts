// Request and response shapes of the curriculum (tag 'modulos'): courses, modules, disciplines,
// course plans and a plan's ordered curriculum. Hours are whole numbers; dates are aaaa-mm-dd.
import { Type, type Static } from 'typebox';
import { componente } from '../../shared/componentes';
import { Versao } from '../../shared/esquemas';
import { consultaLista } from '../../shared/lista';
import { HORAS_MAXIMAS, MENSAGENS_CURRICULO as M } from '../../../src/shared/validation/curriculo';

const carimbos = {
  ativo: Type.Boolean(),
  criadoEm: Type.String({ format: 'date-time' }),
  atualizadoEm: Type.String({ format: 'date-time' }),
  versao: Type.Integer(),
};
const Data = (description: string) => Type.String({ format: 'date', description });
const Horas = (description: string) => Type.Integer({ minimum: 0, description });
const Nome = Type.String({ maxLength: 500, errorMessage: M.informeNome });
const HorasEntrada = Type.Integer({
  minimum: 1,
  maximum: HORAS_MAXIMAS,
  errorMessage: M.horasInvalidas,
});
const IdDe = (mensagem: string) => Type.Integer({ minimum: 1, errorMessage: mensagem });
const TextoLongo = Type.Optional(Type.Union([Type.String({ maxLength: 5000 }), Type.Null()]));
const Referencia = Type.Object({ id: Type.Integer(), nome: Type.String() });

// ---- Courses ----------------------------------------------------------------------------------

export const Curso = Type.Object({
  id: Type.Integer(),
  codigo: Type.Union([Type.String(), Type.Null()]),
  nome: Type.String(),
  profissaoId: Type.Union([Type.Integer(), Type.Null()]),
  profissao: Type.Union([
    Type.Object({ id: Type.Integer(), codigo: Type.String(), nome: Type.String() }),
    Type.Null(),
  ]),
  cargaHorariaTotal: Horas('Horas da formação teórica.'),
  descricao: Type.String(),
  planosAtivos: Type.Integer({ description: 'Planos de curso ativos.' }),
  turmasAtivas: Type.Integer({ description: 'Turmas ativas não encerradas do curso.' }),
  ...carimbos,
});
export type CursoResposta = Static<typeof Curso>;
// 'Curso' names the lookup of /api/cadastros/curso (the same rows, fewer fields).
export const CursoComponente = componente('CursoRegistro', Curso);

const camposCurso = {
  nome: Nome,
  profissaoId: Type.Optional(
    Type.Union([IdDe(M.profissaoInexistente), Type.Null()], {
      description: 'Ocupação CBO (/api/cadastros/profissao).',
    }),
  ),
  cargaHorariaTotal: HorasEntrada,
  descricao: TextoLongo,
};
export const NovoCurso = Type.Object(camposCurso);
export const AlteracaoCurso = Type.Object({ ...camposCurso, versao: Versao });
export type CorpoCurso = Static<typeof NovoCurso>;

export const ConsultaCursos = consultaLista({
  ordenacoes: ['nome', 'cargaHorariaTotal', 'criadoEm'] as const,
  filtros: {},
});
export type ConsultaCursos = Static<typeof ConsultaCursos>;

// ---- Modules ----------------------------------------------------------------------------------

export const Modulo = Type.Object({
  id: Type.Integer(),
  nome: Type.String(),
  ordem: Type.Integer({ description: 'Posição do módulo na formação (1 = primeiro).' }),
  cargaHoraria: Horas('Horas previstas para o módulo.'),
  descricao: Type.String(),
  disciplinasAtivas: Type.Integer(),
  cargaHorariaDisciplinas: Horas('Soma das horas das disciplinas ativas do módulo.'),
  ...carimbos,
});
export type ModuloResposta = Static<typeof Modulo>;
export const ModuloComponente = componente('Modulo', Modulo);

const camposModulo = {
  nome: Nome,
  ordem: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 10_000, errorMessage: M.ordemInvalida }),
  ),
  cargaHoraria: HorasEntrada,
  descricao: TextoLongo,
};
export const NovoModulo = Type.Object(camposModulo);
export const AlteracaoModulo = Type.Object({ ...camposModulo, versao: Versao });
export type CorpoModulo = Static<typeof NovoModulo>;

export const ConsultaModulos = consultaLista({
  ordenacoes: ['ordem', 'nome'] as const,
  filtros: {},
});
export type ConsultaModulos = Static<typeof ConsultaModulos>;

export const Reordenacao = Type.Object({
  ids: Type.Array(IdDe(M.moduloInexistente), {
    minItems: 1,
    maxItems: 500,
    description: 'Todos os módulos ativos, na nova ordem.',
  }),
});

// ---- Disciplines ------------------------------------------------------------------------------

export const Disciplina = Type.Object({
  id: Type.Integer(),
  moduloId: Type.Integer(),
  modulo: Type.Object({ id: Type.Integer(), nome: Type.String(), ordem: Type.Integer() }),
  nome: Type.String(),
  cargaHoraria: Horas('Horas da disciplina (o currículo de um plano pode usar outras).'),
  ementa: Type.String(),
  planosAtivos: Type.Integer({ description: 'Planos ativos cujo currículo tem a disciplina.' }),
  ...carimbos,
});
export type DisciplinaResposta = Static<typeof Disciplina>;
export const DisciplinaComponente = componente('Disciplina', Disciplina);

const camposDisciplina = {
  moduloId: IdDe(M.selecioneModulo),
  nome: Nome,
  cargaHoraria: HorasEntrada,
  ementa: TextoLongo,
};
export const NovaDisciplina = Type.Object(camposDisciplina);
export const AlteracaoDisciplina = Type.Object({ ...camposDisciplina, versao: Versao });
export type CorpoDisciplina = Static<typeof NovaDisciplina>;

export const ConsultaDisciplinas = consultaLista({
  ordenacoes: ['nome', 'modulo', 'cargaHoraria'] as const,
  filtros: {
    moduloId: Type.Optional(IdDe('Módulo inválido')),
  },
});
export type ConsultaDisciplinas = Static<typeof ConsultaDisciplinas>;

// ---- Course plans -----------------------------------------------------------------------------

export const Plano = Type.Object({
  id: Type.Integer(),
  cursoId: Type.Integer(),
  curso: Type.Object({
    id: Type.Integer(),
    nome: Type.String(),
    cargaHorariaTotal: Type.Integer(),
  }),
  nome: Type.String(),
  vigenciaInicio: Data('Início da vigência.'),
  vigenciaFim: Type.Union([Data('Fim da vigência.'), Type.Null()], {
    description: 'null: em vigor sem data de término.',
  }),
  disciplinas: Type.Integer({ description: 'Disciplinas no currículo.' }),
  cargaHorariaCurriculo: Horas('Soma das horas do currículo.'),
  turmas: Type.Integer({ description: 'Turmas ativas que seguem o plano.' }),
  turmasEmAndamento: Type.Integer(),
  ...carimbos,
});
export type PlanoResposta = Static<typeof Plano>;
export const PlanoComponente = componente('Plano', Plano);

const DataEntrada = (mensagem: string) => Type.String({ maxLength: 10, errorMessage: mensagem });
const camposPlano = {
  cursoId: IdDe(M.selecioneCurso),
  nome: Nome,
  vigenciaInicio: DataEntrada(M.informeVigenciaInicio),
  vigenciaFim: Type.Optional(Type.Union([DataEntrada(M.dataInvalida), Type.Null()])),
};
export const NovoPlano = Type.Object(camposPlano);
export const AlteracaoPlano = Type.Object({ ...camposPlano, versao: Versao });
export type CorpoPlano = Static<typeof NovoPlano>;

export const ConsultaPlanos = consultaLista({
  ordenacoes: ['nome', 'vigenciaInicio', 'curso'] as const,
  filtros: {
    cursoId: Type.Optional(IdDe('Curso inválido')),
    vigentesEm: Type.Optional(
      Type.String({
        format: 'date',
        description: 'Só os planos em vigor nesta data (aaaa-mm-dd).',
        errorMessage: M.dataInvalida,
      }),
    ),
  },
});
export type ConsultaPlanos = Static<typeof ConsultaPlanos>;

// ---- A plan's curriculum ----------------------------------------------------------------------

export const Curriculo = Type.Object({
  planoId: Type.Integer(),
  plano: Type.String(),
  curso: Type.Object({
    id: Type.Integer(),
    nome: Type.String(),
    cargaHorariaTotal: Type.Integer(),
  }),
  versao: Type.Integer({ description: 'A versao do plano: leve-a no PUT.' }),
  itens: Type.Array(
    Type.Object({
      disciplinaId: Type.Integer(),
      nome: Type.String(),
      modulo: Referencia,
      ordem: Type.Integer(),
      cargaHoraria: Type.Integer(),
      cargaHorariaDisciplina: Type.Integer({ description: 'As horas do cadastro da disciplina.' }),
      ativa: Type.Boolean({ description: 'A disciplina está ativa.' }),
    }),
  ),
  cargaHorariaTotal: Type.Integer(),
  diferenca: Type.Integer({ description: 'cargaHorariaTotal menos as horas do curso.' }),
  aviso: Type.Union([Type.String(), Type.Null()], {
    description: 'A diferença em palavras, quando há (é aviso, não impede salvar).',
  }),
  turmasEmAndamento: Type.Integer({
    description: 'Turmas em andamento que seguem o plano: alterar pede confirmação.',
  }),
});
export type CurriculoResposta = Static<typeof Curriculo>;
export const CurriculoComponente = componente('Curriculo', Curriculo);

export const AlteracaoCurriculo = Type.Object({
  itens: Type.Array(
    Type.Object({
      disciplinaId: IdDe(M.selecioneDisciplina),
      ordem: Type.Integer({ minimum: 1, maximum: 10_000, errorMessage: M.ordemInvalida }),
      cargaHoraria: Type.Optional(Type.Union([HorasEntrada, Type.Null()])),
    }),
    { maxItems: 300 },
  ),
  versao: Versao,
  confirmarTurmasEmAndamento: Type.Optional(
    Type.Boolean({
      description: 'true quando a pessoa confirmou alterar o currículo de turmas em andamento.',
    }),
  ),
});
export type AlteracaoCurriculo = Static<typeof AlteracaoCurriculo>;
