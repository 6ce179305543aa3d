// Schemas of the curriculum: Courses (the same rows as the curso lookup). Their plain fields,
// limits and words: CAMPOS_CURSO (src/shared/validation/curriculo.ts).
import { Type, type Static } from 'typebox';
import { componente } from '../../../shared/componentes';
import { Versao } from '../../../shared/esquemas';
import { consultaLista } from '../../../shared/lista';
import { corpoDosCampos, respostaDosCampos } from '../../../shared/campos';
import { CAMPOS_CURSO } from '../../../../src/shared/validation/curriculo';
import { carimbos } from './comum';

export const Curso = Type.Object({
  id: Type.Integer(),
  codigo: Type.Union([Type.String(), Type.Null()]),
  ...respostaDosCampos(CAMPOS_CURSO),
  profissao: Type.Union([
    Type.Object({ id: Type.Integer(), codigo: Type.String(), nome: Type.String() }),
    Type.Null(),
  ]),
  planosAtivos: Type.Integer({ description: 'Planos de curso ativos.' }),
  turmasAtivas: Type.Integer({ description: 'Turmas ativas não encerradas do curso.' }),
  ...carimbos,
});
export type CursoResposta = Static<typeof Curso>;
// 'Curso' names the lookup of /api/cadastros/curso (the same rows, fewer fields).
export const CursoComponente = componente('CursoRegistro', Curso);

export const NovoCurso = Type.Object(corpoDosCampos(CAMPOS_CURSO));
export const AlteracaoCurso = Type.Object({ ...corpoDosCampos(CAMPOS_CURSO), versao: Versao });
export type CorpoCurso = Static<typeof NovoCurso>;

export const ConsultaCursos = consultaLista({
  ordenacoes: ['nome', 'cargaHorariaTotal', 'criadoEm'] as const,
  filtros: {},
});
export type ConsultaCursos = Static<typeof ConsultaCursos>;
