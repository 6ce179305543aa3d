// Schemas of the curriculum: Course plans.
import { Type, type Static } from 'typebox';
import { componente } from '../../../shared/componentes';
import { Versao } from '../../../shared/esquemas';
import { consultaLista } from '../../../shared/lista';
import { MENSAGENS_CURRICULO as M } from '../../../../src/shared/validation/curriculo';
import { carimbos, Data, Horas, Nome, IdDe } from './comum';

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
