// Schemas of the curriculum: Disciplines.
import { Type, type Static } from 'typebox';
import { componente } from '../../../shared/componentes';
import { Versao } from '../../../shared/esquemas';
import { consultaLista } from '../../../shared/lista';
import { MENSAGENS_CURRICULO as M } from '../../../../src/shared/validation/curriculo';
import { carimbos, Horas, Nome, HorasEntrada, IdDe, TextoLongo } from './comum';

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
