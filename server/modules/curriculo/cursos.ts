// The course (curso) as an audited record: the same rows the `curso` lookup of /api/cadastros
// reads. A name used once; an occupation (CBO) from the lookup; no inactivation while classes that
// have not ended, or plans in force, use it.
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { cursos, profissoes } from '../../db/schema';
import type { Executor } from '../../shared/executor';
import type { FastifyInstance } from 'fastify';
import { respostaDaLinha, valoresDosCampos } from '../../shared/campos';
import { definirRegistro, type LinhaLida, type Preparado } from '../../shared/registro';
import {
  CAMPOS_CURSO,
  MENSAGENS_CURRICULO as M,
  validarCurso,
} from '../../../src/shared/validation/curriculo';
import { falharSeErros, nomeUnico } from './comum';
import type { ConsultaCursos, CorpoCurso, CursoResposta } from './esquemas';
import { versionados } from '../../shared/esquemas';
import { normalizada } from '../../shared/lista';

const contagem = (consulta: ReturnType<typeof sql>) =>
  sql<number>`(${consulta})::int`.mapWith(Number);
const planosAtivos = contagem(
  sql`SELECT count(*) FROM planos p WHERE p.curso_id = "cursos"."id" AND p.ativo`,
);
const turmasAtivas = contagem(
  sql`SELECT count(*) FROM turmas t
      WHERE t.curso_id = "cursos"."id" AND t.ativo AND t.status <> 'encerrada'`,
);

export const lerCursos = (executor: Executor) =>
  executor
    .select({
      ...getTableColumns(cursos),
      profissaoCodigo: profissoes.codigo,
      profissaoNome: profissoes.nome,
      planosAtivos,
      turmasAtivas,
    })
    .from(cursos)
    .leftJoin(profissoes, eq(profissoes.id, cursos.profissaoId));

export type LinhaCurso = LinhaLida<typeof lerCursos>;

export const paraCurso = (l: LinhaCurso): CursoResposta => ({
  id: l.id,
  codigo: l.codigo,
  ...respostaDaLinha(CAMPOS_CURSO, l),
  profissao:
    l.profissaoId === null || l.profissaoCodigo === null || l.profissaoNome === null
      ? null
      : { id: l.profissaoId, codigo: l.profissaoCodigo, nome: l.profissaoNome },
  planosAtivos: l.planosAtivos,
  turmasAtivas: l.turmasAtivas,
  ativo: l.ativo,
  ...versionados(l),
});

async function emUso(tx: Executor, id: number): Promise<string | null> {
  const [uso] = await tx
    .select({ turmas: turmasAtivas, planos: planosAtivos })
    .from(cursos)
    .where(eq(cursos.id, id));
  if (!uso || uso.turmas + uso.planos === 0) return null;
  return (
    `O curso tem ${uso.turmas} turma(s) não encerrada(s) e ${uso.planos} plano(s) ativo(s). ` +
    'Encerre as turmas e inative os planos antes de inativar o curso.'
  );
}

/** The declared rules (CAMPOS_CURSO), an active CBO occupation, and the column values. */
async function prepararCurso(app: FastifyInstance, corpo: CorpoCurso) {
  const erros = validarCurso(corpo);
  const valores = valoresDosCampos(CAMPOS_CURSO, corpo);
  const { profissaoId } = valores;
  if (profissaoId !== null) {
    const [existe] = await app.db
      .select({ id: profissoes.id })
      .from(profissoes)
      .where(and(eq(profissoes.id, profissaoId), eq(profissoes.ativo, true)));
    if (!existe) erros.profissaoId = M.profissaoInexistente;
  }
  falharSeErros(erros);
  return valores;
}

export const curso = definirRegistro<
  LinhaCurso,
  CursoResposta,
  ConsultaCursos,
  CorpoCurso,
  Preparado<typeof prepararCurso>
>({
  tabela: cursos,
  entidade: 'curso',
  naoEncontrado: M.cursoNaoEncontrado,
  ler: lerCursos,
  resposta: paraCurso,
  preparar: prepararCurso,
  unicos: [nomeUnico(cursos.nome, M.cursoDuplicado)],
  bloqueioInativar: emUso,
  lista: {
    busca: { textos: [cursos.nome, cursos.descricao] },
    ordenacoes: {
      nome: normalizada(cursos.nome),
      cargaHorariaTotal: cursos.cargaHorariaTotal,
      criadoEm: cursos.criadoEm,
    },
    ordenacaoPadrao: 'nome',
  },
  exportacao: {
    nomeArquivo: 'cursos',
    colunas: () => [
      { titulo: 'Código', valor: (c) => c.id, tipo: 'numero' },
      { titulo: 'Curso', valor: (c) => c.nome },
      { titulo: 'CBO', valor: (c) => c.profissaoCodigo },
      { titulo: 'Ocupação', valor: (c) => c.profissaoNome },
      { titulo: 'Carga horária (h)', valor: (c) => c.cargaHorariaTotal, tipo: 'numero' },
      { titulo: 'Planos ativos', valor: (c) => c.planosAtivos, tipo: 'numero' },
      { titulo: 'Turmas não encerradas', valor: (c) => c.turmasAtivas, tipo: 'numero' },
      { titulo: 'Ativo', valor: (c) => c.ativo },
    ],
  },
});
