// Enturmação: allocations that started or ended in a period (entradas and saídas of classes), with
// the desalocar reasons. Without a period: the current month.
import { sql } from 'drizzle-orm';
import { Type, type Static } from 'typebox';
import {
  camposDoAprendiz,
  colunasDoAprendiz,
  Data,
  descreverPeriodo,
  doAprendiz,
  exigirPeriodo,
  IdFiltro,
  nomeDe,
  numero,
  sobreConjunto,
  type DefinicaoRelatorio,
} from './kit';

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
  ...camposDoAprendiz,
  turma: Type.String({ description: 'Código da turma.' }),
  curso: Type.String(),
  dataInicio: Type.String({ format: 'date' }),
  dataFim: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
  motivoDesalocacao: Type.Union([Type.String(), Type.Null()]),
  movimento: Movimento,
});
type Linha = Static<typeof Linha>;

const Resumo = Type.Object({
  entradas: Type.Integer(),
  saidas: Type.Integer(),
  porMotivo: Type.Array(Type.Object({ motivo: Type.String(), quantidade: Type.Integer() })),
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
  filtros: {
    inicio: Data('Início do período (padrão: primeiro dia do mês).'),
    fim: Data('Fim do período (padrão: último dia do mês).'),
    turmaId: IdFiltro('Só esta turma.'),
    cursoId: IdFiltro('Só turmas deste curso.'),
  },
  Linha,
  Resumo,
  colunas: (verCpf) => [
    ...colunasDoAprendiz<Linha>(verCpf),
    { titulo: 'Turma', valor: (l) => l.turma },
    { titulo: 'Curso', valor: (l) => l.curso },
    { titulo: 'Alocado em', valor: (l) => l.dataInicio, tipo: 'data' },
    { titulo: 'Desalocado em', valor: (l) => l.dataFim, tipo: 'data' },
    { titulo: 'Motivo', valor: (l) => l.motivoDesalocacao },
    { titulo: 'Movimento', valor: (l) => l.movimento },
  ],
  abrir: async ({ app, filtros: f, hoje, verCpf }) => {
    exigirPeriodo(f.inicio, f.fim);
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
             al.data_inicio::text AS "dataInicio", al.data_fim::text AS "dataFim",
             al.motivo_desalocacao AS "motivoDesalocacao",
             CASE WHEN ${entrou} AND ${saiu} THEN 'entrada e saída'
                  WHEN ${entrou} THEN 'entrada' ELSE 'saída' END AS movimento
        FROM alocacoes al
        JOIN aprendizes a ON a.id = al.aprendiz_id
        JOIN turmas t ON t.id = al.turma_id
        JOIN cursos c ON c.id = t.curso_id
       WHERE (${entrou} OR ${saiu})
         AND (${turmaId}::int IS NULL OR al.turma_id = ${turmaId}::int)
         AND (${cursoId}::int IS NULL OR t.curso_id = ${cursoId}::int)`;
    const sobre = sobreConjunto(
      app.db,
      conjunto,
      sql`coalesce(r."dataFim", r."dataInicio") DESC, r.nome_busca, r."alocacaoId"`,
      (r) => ({
        alocacaoId: numero(r.alocacaoId),
        ...doAprendiz(r, verCpf),
        turma: String(r.turma),
        curso: String(r.curso),
        dataInicio: String(r.dataInicio),
        dataFim: (r.dataFim as string | null) ?? null,
        motivoDesalocacao: (r.motivoDesalocacao as string | null) ?? null,
        movimento: r.movimento as Linha['movimento'],
      }),
    );
    return {
      pagina: sobre.pagina,
      total: sobre.total,
      resumo: async () => {
        const r = await sobre.agregar<Record<string, unknown>>(sql`
          (count(*) FILTER (WHERE r.movimento <> 'saída'))::int AS entradas,
          (count(*) FILTER (WHERE r.movimento <> 'entrada'))::int AS saidas,
          coalesce(
            (SELECT json_agg(json_build_object('motivo', q.motivo, 'quantidade', q.n) ORDER BY q.n DESC, q.motivo)
               FROM (SELECT coalesce(r2."motivoDesalocacao", 'Sem motivo informado') AS motivo, count(*)::int AS n
                       FROM (${conjunto}) r2 WHERE r2.movimento <> 'entrada' GROUP BY 1) q),
            '[]'::json) AS "porMotivo"`);
        return {
          entradas: numero(r.entradas),
          saidas: numero(r.saidas),
          porMotivo: (typeof r.porMotivo === 'string'
            ? JSON.parse(r.porMotivo)
            : r.porMotivo) as Resumo['porMotivo'],
        };
      },
      filtrosDescritos: [
        ...descreverPeriodo(inicio, fim),
        ...(turmaId ? [`Turma: ${await nomeDe(app.db, 'turmas', turmaId)}`] : []),
        ...(cursoId ? [`Curso: ${await nomeDe(app.db, 'cursos', cursoId)}`] : []),
      ],
      resumoDescrito: (r) => [
        `Entradas em turmas: ${r.entradas}`,
        `Saídas de turmas: ${r.saidas}`,
        ...r.porMotivo.map((m) => `${m.motivo}: ${m.quantidade}`),
      ],
    };
  },
};
