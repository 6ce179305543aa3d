// Enturmação: allocations that started or ended in a period (entradas and saídas of classes), with
// the desalocar reasons. Without a period: the current month.
import { sql } from 'drizzle-orm';
import { Type, type Static } from 'typebox';
import { turmaNoEscopoSql } from '../../shared/escopo';
import * as alocacao from './alocacao';
import * as aprendiz from './aprendiz';
import { descreverRegistro, IdFiltro, numero, sobreConjunto, type DefinicaoRelatorio } from './kit';
import * as periodo from './periodo';
import { descreverPorMotivo, lerPorMotivo, PorMotivo, porMotivoSql } from './motivos';

interface Filtros {
  inicio?: string;
  fim?: string;
  turmaId?: number;
  cursoId?: number;
}

const Movimento = Type.Union([
  Type.Literal('entrada'),
  Type.Literal('saída'),
  Type.Literal('entrada e saída'),
]);

const Linha = Type.Object({
  alocacaoId: Type.Integer(),
  ...aprendiz.campos,
  turma: Type.String({ description: 'Código da turma.' }),
  curso: Type.String(),
  ...alocacao.campos,
  movimento: Movimento,
});
type Linha = Static<typeof Linha>;

const Resumo = Type.Object({
  entradas: Type.Integer(),
  saidas: Type.Integer(),
  porMotivo: PorMotivo,
});
type Resumo = Static<typeof Resumo>;

/** The current month, in the organisation's calendar, when no period is given. */
function mesDe(hoje: string) {
  const [ano, mes] = hoje.split('-').map(Number) as [number, number];
  const ultimo = new Date(Date.UTC(ano, mes, 0)).getUTCDate();
  return {
    inicio: `${hoje.slice(0, 7)}-01`,
    fim: `${hoje.slice(0, 7)}-${String(ultimo).padStart(2, '0')}`,
  };
}

export const enturmacao: DefinicaoRelatorio<Filtros, Linha, Resumo> = {
  caminho: 'aprendizes-enturmacao',
  operationId: 'relatorioAprendizesEnturmacao',
  titulo: 'Enturmação',
  descricao:
    'Alocações iniciadas ou encerradas no período (padrão: o mês corrente), com os motivos de desalocação.',
  escopo: { turmaId: 'turma' },
  filtros: {
    ...periodo.filtros(
      'Início do período (padrão: primeiro dia do mês).',
      'Fim do período (padrão: último dia do mês).',
    ),
    turmaId: IdFiltro('Só esta turma.'),
    cursoId: IdFiltro('Só turmas deste curso.'),
  },
  Linha,
  Resumo,
  colunas: (verCpf) => [
    ...aprendiz.colunas<Linha>(verCpf),
    { titulo: 'Turma', valor: (l) => l.turma },
    { titulo: 'Curso', valor: (l) => l.curso },
    ...alocacao.colunas<Linha>(),
    { titulo: 'Movimento', valor: (l) => l.movimento },
  ],
  abrir: async ({ app, filtros: f, hoje, verCpf, escopo }) => {
    periodo.exigir(f.inicio, f.fim);
    const mes = mesDe(hoje);
    const inicio = f.inicio ?? (f.fim ? f.fim.slice(0, 8) + '01' : mes.inicio);
    const fim = f.fim ?? (f.inicio ? (hoje > inicio ? hoje : inicio) : mes.fim);
    const turmaId = f.turmaId ?? null;
    const cursoId = f.cursoId ?? null;
    const entrou = sql`al.data_inicio BETWEEN ${inicio}::date AND ${fim}::date`;
    const saiu = sql`al.data_fim BETWEEN ${inicio}::date AND ${fim}::date`;
    const conjunto = sql`
      SELECT al.id AS "alocacaoId", a.id AS "aprendizId", a.nome, a.nome_busca, a.cpf,
             t.codigo AS turma, c.nome AS curso,
             ${alocacao.selecao},
             CASE WHEN ${entrou} AND ${saiu} THEN 'entrada e saída'
                  WHEN ${entrou} THEN 'entrada' ELSE 'saída' END AS movimento
        FROM alocacoes al
        JOIN aprendizes a ON a.id = al.aprendiz_id
        JOIN turmas t ON t.id = al.turma_id
        JOIN cursos c ON c.id = t.curso_id
       WHERE (${entrou} OR ${saiu})
         AND ${turmaNoEscopoSql(escopo, sql`al.turma_id`)}
         AND (${turmaId}::int IS NULL OR al.turma_id = ${turmaId}::int)
         AND (${cursoId}::int IS NULL OR t.curso_id = ${cursoId}::int)`;
    const sobre = sobreConjunto(
      app.db,
      conjunto,
      sql`coalesce(r."dataFim", r."dataInicio") DESC, r.nome_busca, r."alocacaoId"`,
      (r) => ({
        alocacaoId: numero(r.alocacaoId),
        ...aprendiz.ler(r, verCpf),
        turma: String(r.turma),
        curso: String(r.curso),
        ...alocacao.ler(r),
        movimento: r.movimento as Linha['movimento'],
      }),
      {
        agregados: sql`
          (count(*) FILTER (WHERE r.movimento <> 'saída'))::int AS entradas,
          (count(*) FILTER (WHERE r.movimento <> 'entrada'))::int AS saidas,
          ${porMotivoSql(sql`
            SELECT coalesce(r2."motivoDesalocacao", 'Sem motivo informado') AS motivo, count(*)::int AS n
              FROM (${conjunto}) r2 WHERE r2.movimento <> 'entrada' GROUP BY 1`)}`,
        ler: (r) => ({
          entradas: numero(r.entradas),
          saidas: numero(r.saidas),
          porMotivo: lerPorMotivo(r.porMotivo),
        }),
      },
    );
    return {
      ...sobre,
      filtrosDescritos: [
        ...periodo.descrever(inicio, fim),
        ...(await descreverRegistro(app.db, 'Turma', 'turmas', turmaId)),
        ...(await descreverRegistro(app.db, 'Curso', 'cursos', cursoId)),
      ],
      resumoDescrito: (r) => [
        `Entradas em turmas: ${r.entradas}`,
        `Saídas de turmas: ${r.saidas}`,
        ...descreverPorMotivo(r.porMotivo),
      ],
    };
  },
};
