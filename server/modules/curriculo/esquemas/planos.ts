// Schemas of the curriculum: Course plans. Their plain fields, limits and words: CAMPOS_PLANO
// (src/shared/validation/curriculo.ts).
import { Type, type Static } from 'typebox';
import { componente } from '../../../shared/componentes';
import { Versao } from '../../../shared/esquemas';
import { consultaLista } from '../../../shared/lista';
import { corpoDosCampos, respostaDosCampos } from '../../../shared/campos';
import {
  CAMPOS_PLANO,
  MENSAGENS_CURRICULO as M,
} from '../../../../src/shared/validation/curriculo';
import { carimbos, Horas, IdDe } from './comum';

export const Plano = Type.Object({
  id: Type.Integer(),
  ...respostaDosCampos(CAMPOS_PLANO),
  curso: Type.Object({
    id: Type.Integer(),
    nome: Type.String(),
    cargaHorariaTotal: Type.Integer(),
  }),
  disciplinas: Type.Integer({ description: 'Disciplinas no currículo.' }),
  cargaHorariaCurriculo: Horas('Soma das horas do currículo.'),
  turmas: Type.Integer({ description: 'Turmas ativas que seguem o plano.' }),
  turmasEmAndamento: Type.Integer(),
  ...carimbos,
});
export type PlanoResposta = Static<typeof Plano>;
export const PlanoComponente = componente('Plano', Plano);

export const NovoPlano = Type.Object(corpoDosCampos(CAMPOS_PLANO));
export const AlteracaoPlano = Type.Object({ ...corpoDosCampos(CAMPOS_PLANO), versao: Versao });
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
