// Schemas of the curriculum: Disciplines. Their plain fields, limits and words: CAMPOS_DISCIPLINA
// (src/shared/validation/curriculo.ts).
import { Type, type Static } from 'typebox';
import { componente } from '../../../shared/componentes';
import { Versao } from '../../../shared/esquemas';
import { consultaLista } from '../../../shared/lista';
import { corpoDosCampos, respostaDosCampos } from '../../../shared/campos';
import { CAMPOS_DISCIPLINA } from '../../../../src/shared/validation/curriculo';
import { carimbos, IdDe } from './comum';

export const Disciplina = Type.Object({
  id: Type.Integer(),
  ...respostaDosCampos(CAMPOS_DISCIPLINA),
  modulo: Type.Object({ id: Type.Integer(), nome: Type.String(), ordem: Type.Integer() }),
  planosAtivos: Type.Integer({ description: 'Planos ativos cujo currículo tem a disciplina.' }),
  ...carimbos,
});
export type DisciplinaResposta = Static<typeof Disciplina>;
export const DisciplinaComponente = componente('Disciplina', Disciplina);

export const NovaDisciplina = Type.Object(corpoDosCampos(CAMPOS_DISCIPLINA));
export const AlteracaoDisciplina = Type.Object({
  ...corpoDosCampos(CAMPOS_DISCIPLINA),
  versao: Versao,
});
export type CorpoDisciplina = Static<typeof NovaDisciplina>;

export const ConsultaDisciplinas = consultaLista({
  ordenacoes: ['nome', 'modulo', 'cargaHoraria'] as const,
  filtros: {
    moduloId: Type.Optional(IdDe('Módulo inválido')),
  },
});
export type ConsultaDisciplinas = Static<typeof ConsultaDisciplinas>;
