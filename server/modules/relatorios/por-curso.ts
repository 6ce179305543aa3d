// Aprendizes por curso: per course, its classes (active in the period, when given), the distinct
// apprentices allocated in them, those still in class, and how many of them have concluded the
// programme or been dismissed (their situação today).
import { sql } from 'drizzle-orm';
import { Type, type Static } from 'typebox';
import { descreverRegistro, IdFiltro, numero, sobreConjunto, type DefinicaoRelatorio } from './kit';
import * as periodo from './periodo';

interface Filtros {
  cursoId?: number;
  inicio?: string;
  fim?: string;
}

const Linha = Type.Object({
  cursoId: Type.Integer(),
  curso: Type.String(),
  turmas: Type.Integer(),
  aprendizesAlocados: Type.Integer({ description: 'Aprendizes distintos alocados nas turmas.' }),
  emCurso: Type.Integer({ description: 'Com alocação aberta.' }),
  concluidos: Type.Integer(),
  desligados: Type.Integer(),
});
type Linha = Static<typeof Linha>;

const Resumo = Type.Object({
  cursos: Type.Integer(),
  turmas: Type.Integer(),
  aprendizesAlocados: Type.Integer(),
  emCurso: Type.Integer(),
  concluidos: Type.Integer(),
  desligados: Type.Integer(),
});
type Resumo = Static<typeof Resumo>;

/** A course's counts, read alike from its row and from the summary (the rows' sums, same names). */
const contagens = (r: Record<string, unknown>) => ({
  turmas: numero(r.turmas),
  aprendizesAlocados: numero(r.alocados),
  emCurso: numero(r.emCurso),
  concluidos: numero(r.concluidos),
  desligados: numero(r.desligados),
});

export const porCurso: DefinicaoRelatorio<Filtros, Linha, Resumo> = {
  caminho: 'aprendizes-por-curso',
  operationId: 'relatorioAprendizesPorCurso',
  titulo: 'Aprendizes por curso',
  descricao:
    'Por curso: turmas, aprendizes alocados, em curso, concluídos e desligados (situação de hoje); no período, as turmas que o tocam.',
  filtros: {
    cursoId: IdFiltro('Só este curso.'),
    ...periodo.filtros(
      'Turmas que terminam nesta data ou depois.',
      'Turmas que começam até esta data.',
    ),
  },
  Linha,
  Resumo,
  colunas: () => [
    { titulo: 'Curso', valor: (l) => l.curso },
    { titulo: 'Turmas', valor: (l) => l.turmas, tipo: 'numero' },
    { titulo: 'Aprendizes alocados', valor: (l) => l.aprendizesAlocados, tipo: 'numero' },
    { titulo: 'Em curso', valor: (l) => l.emCurso, tipo: 'numero' },
    { titulo: 'Concluídos', valor: (l) => l.concluidos, tipo: 'numero' },
    { titulo: 'Desligados', valor: (l) => l.desligados, tipo: 'numero' },
  ],
  abrir: async ({ app, filtros: f }) => {
    periodo.exigir(f.inicio, f.fim);
    const cursoId = f.cursoId ?? null;
    const inicio = f.inicio ?? null;
    const fim = f.fim ?? null;
    const conjunto = sql`
      SELECT c.id AS "cursoId", c.nome AS curso, f_unaccent(lower(c.nome)) AS curso_busca,
             count(DISTINCT t.id)::int AS turmas,
             count(DISTINCT al.aprendiz_id)::int AS alocados,
             count(DISTINCT al.aprendiz_id) FILTER (WHERE al.data_fim IS NULL)::int AS "emCurso",
             count(DISTINCT al.aprendiz_id) FILTER (WHERE s.codigo = 'concluido')::int AS concluidos,
             count(DISTINCT al.aprendiz_id) FILTER (WHERE s.codigo = 'desligado')::int AS desligados
        FROM cursos c
        LEFT JOIN turmas t ON t.curso_id = c.id AND t.ativo
         AND (${fim}::date IS NULL OR t.data_inicio <= ${fim}::date)
         AND (${inicio}::date IS NULL OR t.data_fim >= ${inicio}::date)
        LEFT JOIN alocacoes al ON al.turma_id = t.id
        LEFT JOIN aprendizes a ON a.id = al.aprendiz_id
        LEFT JOIN situacoes_aprendiz s ON s.id = a.situacao_id
       WHERE c.ativo AND (${cursoId}::int IS NULL OR c.id = ${cursoId}::int)
       GROUP BY c.id`;
    const sobre = sobreConjunto(
      app.db,
      conjunto,
      sql`r.curso_busca, r."cursoId"`,
      (r) => ({ cursoId: numero(r.cursoId), curso: String(r.curso), ...contagens(r) }),
      {
        agregados: sql`
          count(*)::int AS cursos,
          coalesce(sum(r.turmas), 0)::int AS turmas,
          coalesce(sum(r.alocados), 0)::int AS alocados,
          coalesce(sum(r."emCurso"), 0)::int AS "emCurso",
          coalesce(sum(r.concluidos), 0)::int AS concluidos,
          coalesce(sum(r.desligados), 0)::int AS desligados`,
        ler: (r) => ({ cursos: numero(r.cursos), ...contagens(r) }),
      },
    );
    return {
      ...sobre,
      filtrosDescritos: [
        ...(await descreverRegistro(app.db, 'Curso', 'cursos', cursoId)),
        ...periodo.descrever(f.inicio, f.fim),
      ],
      resumoDescrito: (r) => [
        `Cursos: ${r.cursos}; turmas: ${r.turmas}`,
        `Aprendizes alocados: ${r.aprendizesAlocados} (${r.emCurso} em curso, ${r.concluidos} concluídos, ${r.desligados} desligados)`,
      ],
    };
  },
};
