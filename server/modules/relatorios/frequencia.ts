// Frequência: per apprentice and class over a period — class days with attendance taken,
// presences, absences, justified absences and the presence rate, those below 75% flagged (and,
// when asked, the only ones listed).
import { sql } from 'drizzle-orm';
import { Type, type Static } from 'typebox';
import { turmaNoEscopoSql } from '../../shared/escopo';
import { FiltroBooleano } from '../../shared/esquemas';
import { FREQUENCIA_MINIMA } from '../../../src/shared/validation/frequencia';
import * as aprendiz from './aprendiz';
import { descreverRegistro, IdFiltro, numero, sobreConjunto, type DefinicaoRelatorio } from './kit';
import * as periodo from './periodo';
import * as presenca from './presenca';

interface Filtros {
  turmaId?: number;
  aprendizId?: number;
  inicio?: string;
  fim?: string;
  abaixoDoMinimo?: 'true' | 'false';
}

const Linha = Type.Object({
  ...aprendiz.campos,
  turmaId: Type.Integer(),
  turma: Type.String({ description: 'Código da turma.' }),
  ...presenca.campos,
});
type Linha = Static<typeof Linha>;

const Resumo = Type.Object({
  aprendizes: Type.Integer({ description: 'Linhas (aprendiz × turma).' }),
  diasDeAula: Type.Integer(),
  presencas: Type.Integer(),
  faltas: Type.Integer(),
  faltasJustificadas: Type.Integer(),
  ...presenca.camposDoResumo,
});
type Resumo = Static<typeof Resumo>;

export const frequencia: DefinicaoRelatorio<Filtros, Linha, Resumo> = {
  caminho: 'frequencia',
  operationId: 'relatorioFrequencia',
  titulo: 'Frequência',
  descricao:
    'Por aprendiz e turma no período: dias de aula com chamada, presenças, faltas, justificadas e a presença (abaixo de 75% destacada).',
  escopo: { turmaId: 'turma', aprendizId: 'aprendiz' },
  filtros: {
    turmaId: IdFiltro('Só esta turma.'),
    aprendizId: IdFiltro('Só este aprendiz.'),
    ...periodo.filtros('Chamadas a partir desta data.', 'Chamadas até esta data.'),
    abaixoDoMinimo: FiltroBooleano('true: só quem está abaixo de 75% de presença.'),
  },
  Linha,
  Resumo,
  colunas: (verCpf) => [
    ...aprendiz.colunas<Linha>(verCpf),
    { titulo: 'Turma', valor: (l) => l.turma },
    ...presenca.colunas<Linha>(),
    { titulo: 'Abaixo de 75%', valor: (l) => l.abaixoDoMinimo },
  ],
  abrir: async ({ app, filtros: f, verCpf, escopo }) => {
    periodo.exigir(f.inicio, f.fim);
    const inicio = f.inicio ?? null;
    const fim = f.fim ?? null;
    const turmaId = f.turmaId ?? null;
    const aprendizId = f.aprendizId ?? null;
    const conjunto = sql`
      SELECT x.* FROM (
        SELECT a.id AS "aprendizId", a.nome, a.nome_busca, a.cpf, t.id AS "turmaId", t.codigo AS turma,
               ${presenca.contagens}
          FROM frequencias fr
          JOIN aprendizes a ON a.id = fr.aprendiz_id
          JOIN turmas t ON t.id = fr.turma_id
         WHERE (${turmaId}::int IS NULL OR fr.turma_id = ${turmaId}::int)
           AND ${turmaNoEscopoSql(escopo, sql`fr.turma_id`)}
           AND (${aprendizId}::int IS NULL OR fr.aprendiz_id = ${aprendizId}::int)
           AND (${inicio}::date IS NULL OR fr.data >= ${inicio}::date)
           AND (${fim}::date IS NULL OR fr.data <= ${fim}::date)
         GROUP BY a.id, t.id
      ) x
      WHERE ${f.abaixoDoMinimo === 'true' ? sql`x.presencas < x.dias * ${FREQUENCIA_MINIMA}::numeric` : sql`true`}`;
    const sobre = sobreConjunto(
      app.db,
      conjunto,
      sql`r.nome_busca, r."aprendizId", r.turma`,
      (r) => ({
        ...aprendiz.ler(r, verCpf),
        turmaId: numero(r.turmaId),
        turma: String(r.turma),
        ...presenca.ler(r),
      }),
      {
        agregados: sql`
          count(*)::int AS linhas,
          coalesce(sum(r.faltas), 0)::int AS faltas,
          coalesce(sum(r.justificadas), 0)::int AS justificadas,
          ${presenca.somas}`,
        ler: (r) => ({
          aprendizes: numero(r.linhas),
          diasDeAula: numero(r.dias),
          presencas: numero(r.presencas),
          faltas: numero(r.faltas),
          faltasJustificadas: numero(r.justificadas),
          ...presenca.lerResumo(r),
        }),
      },
    );
    return {
      ...sobre,
      filtrosDescritos: [
        ...(await descreverRegistro(app.db, 'Turma', 'turmas', turmaId)),
        ...(await descreverRegistro(app.db, 'Aprendiz', 'aprendizes', aprendizId)),
        ...periodo.descrever(f.inicio, f.fim),
        ...(f.abaixoDoMinimo === 'true' ? ['Só abaixo de 75% de presença'] : []),
      ],
      resumoDescrito: (r) => [
        `Aprendizes (por turma): ${r.aprendizes}`,
        `Registros: ${r.presencas} presenças, ${r.faltas} faltas, ${r.faltasJustificadas} justificadas em ${r.diasDeAula} chamadas`,
        ...presenca.descreverResumo(r),
      ],
    };
  },
};
