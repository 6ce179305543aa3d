// Schemas of the curriculum: A plan's curriculum, read and saved whole.
import { Type, type Static } from 'typebox';
import { componente } from '../../../shared/componentes';
import { Referencia, Versao } from '../../../shared/esquemas';
import { MENSAGENS_CURRICULO as M } from '../../../../src/shared/validation/curriculo';
import { HorasEntrada, IdDe } from './comum';

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
