// Schemas of the curriculum: Courses (the same rows as the curso lookup).
import { Type, type Static } from 'typebox';
import { componente } from '../../../shared/componentes';
import { Versao } from '../../../shared/esquemas';
import { consultaLista } from '../../../shared/lista';
import { MENSAGENS_CURRICULO as M } from '../../../../src/shared/validation/curriculo';
import { carimbos, Horas, Nome, HorasEntrada, IdDe, TextoLongo } from './comum';

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
