// Aprendizes por turma: the class's allocations (one row each: an apprentice allocated twice shows
// twice), with their dates, the desalocar reason, the apprentice's situação and their attendance in
// the class within the allocation (and the period, when given).
import { sql } from 'drizzle-orm';
import { Type, type Static } from 'typebox';
import { percentualFrequencia } from '../../../src/shared/validation/frequencia';
import { linhas } from '../../db/client';
import { parametroId } from '../../shared/esquemas';
import { problema } from '../../shared/problem';
import { abaixoDoMinimoSql, camposDePresenca, contagensDePresenca, dePresenca } from './presenca';
import {
  camposDoAprendiz,
  colunasDoAprendiz,
  Data,
  descreverPeriodo,
  doAprendiz,
  exigirPeriodo,
  formatarPercentual,
  IdFiltro,
  nomeDe,
  numero,
  sobreConjunto,
  type DefinicaoRelatorio,
} from './kit';

interface Filtros {
  id: number;
  situacaoId?: number;
  inicio?: string;
  fim?: string;
}

const Linha = Type.Object({
  alocacaoId: Type.Integer(),
  ...camposDoAprendiz,
  situacao: Type.String(),
  dataInicio: Type.String({ format: 'date' }),
  dataFim: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
  motivoDesalocacao: Type.Union([Type.String(), Type.Null()]),
  ...camposDePresenca,
});
type Linha = Static<typeof Linha>;

const Resumo = Type.Object({
  turma: Type.Object({ id: Type.Integer(), codigo: Type.String(), nome: Type.String() }),
  alocacoes: Type.Integer(),
  emCurso: Type.Integer({ description: 'Alocações em aberto.' }),
  desalocados: Type.Integer(),
  percentualPresenca: Type.Union([Type.Number(), Type.Null()]),
  abaixoDoMinimo: Type.Integer(),
});
type Resumo = Static<typeof Resumo>;

export const porTurma: DefinicaoRelatorio<Filtros, Linha, Resumo> = {
  caminho: 'aprendizes-por-turma/:id',
  operationId: 'relatorioAprendizesPorTurma',
  titulo: 'Aprendizes por turma',
  descricao:
    'As alocações da turma (datas, motivo de desalocação, situação) com a frequência de cada aprendiz na turma.',
  parametros: parametroId({ description: 'Id da turma.' }),
  filtros: {
    situacaoId: IdFiltro('Só aprendizes nesta situação.'),
    inicio: Data('Alocações e chamadas a partir desta data.'),
    fim: Data('Alocações e chamadas até esta data.'),
  },
  Linha,
  Resumo,
  erros: [404],
  colunas: (verCpf) => [
    ...colunasDoAprendiz<Linha>(verCpf),
    { titulo: 'Situação', valor: (l) => l.situacao },
    { titulo: 'Alocado em', valor: (l) => l.dataInicio, tipo: 'data' },
    { titulo: 'Desalocado em', valor: (l) => l.dataFim, tipo: 'data' },
    { titulo: 'Motivo', valor: (l) => l.motivoDesalocacao },
    { titulo: 'Dias de aula', valor: (l) => l.diasDeAula, tipo: 'numero' },
    { titulo: 'Presenças', valor: (l) => l.presencas, tipo: 'numero' },
    { titulo: 'Faltas', valor: (l) => l.faltas, tipo: 'numero' },
    { titulo: 'Justificadas', valor: (l) => l.faltasJustificadas, tipo: 'numero' },
    { titulo: 'Presença', valor: (l) => formatarPercentual(l.percentualPresenca) },
  ],
  abrir: async ({ app, filtros: f, verCpf }) => {
    exigirPeriodo(f.inicio, f.fim);
    const [turma] = linhas<{ id: number; codigo: string; nome: string }>(
      await app.db.execute(sql`SELECT id, codigo, nome FROM turmas WHERE id = ${f.id}`),
    );
    if (!turma) throw problema(404, 'Turma não encontrada.');
    const inicio = f.inicio ?? null;
    const fim = f.fim ?? null;
    const conjunto = sql`
      SELECT al.id AS "alocacaoId", a.id AS "aprendizId", a.nome, a.nome_busca, a.cpf,
             s.nome AS situacao, al.data_inicio::text AS "dataInicio", al.data_fim::text AS "dataFim",
             al.motivo_desalocacao AS "motivoDesalocacao",
             ${contagensDePresenca}
        FROM alocacoes al
        JOIN aprendizes a ON a.id = al.aprendiz_id
        JOIN situacoes_aprendiz s ON s.id = a.situacao_id
        LEFT JOIN frequencias fr
          ON fr.turma_id = al.turma_id AND fr.aprendiz_id = al.aprendiz_id
         AND fr.data >= al.data_inicio AND (al.data_fim IS NULL OR fr.data <= al.data_fim)
         AND (${inicio}::date IS NULL OR fr.data >= ${inicio}::date)
         AND (${fim}::date IS NULL OR fr.data <= ${fim}::date)
       WHERE al.turma_id = ${turma.id}
         AND (${f.situacaoId ?? null}::int IS NULL OR a.situacao_id = ${f.situacaoId ?? null}::int)
         AND (${fim}::date IS NULL OR al.data_inicio <= ${fim}::date)
         AND (${inicio}::date IS NULL OR al.data_fim IS NULL OR al.data_fim >= ${inicio}::date)
       GROUP BY al.id, a.id, s.nome`;
    const sobre = sobreConjunto(app.db, conjunto, sql`r.nome_busca, r."alocacaoId"`, (r) => {
      return {
        alocacaoId: numero(r.alocacaoId),
        ...doAprendiz(r, verCpf),
        situacao: String(r.situacao),
        dataInicio: String(r.dataInicio),
        dataFim: (r.dataFim as string | null) ?? null,
        motivoDesalocacao: (r.motivoDesalocacao as string | null) ?? null,
        ...dePresenca(r),
      };
    });
    return {
      pagina: sobre.pagina,
      total: sobre.total,
      resumo: async () => {
        const r = await sobre.agregar<Record<string, unknown>>(sql`
          count(*)::int AS alocacoes,
          (count(*) FILTER (WHERE r."dataFim" IS NULL))::int AS "emCurso",
          coalesce(sum(r.presencas), 0)::int AS presencas,
          coalesce(sum(r.dias), 0)::int AS dias,
          (count(*) FILTER (WHERE ${abaixoDoMinimoSql}))::int AS abaixo`);
        const alocacoes = numero(r.alocacoes);
        return {
          turma,
          alocacoes,
          emCurso: numero(r.emCurso),
          desalocados: alocacoes - numero(r.emCurso),
          percentualPresenca: percentualFrequencia(numero(r.presencas), numero(r.dias)),
          abaixoDoMinimo: numero(r.abaixo),
        };
      },
      filtrosDescritos: [
        `Turma: ${turma.codigo} — ${turma.nome}`,
        ...(f.situacaoId
          ? [`Situação: ${await nomeDe(app.db, 'situacoes_aprendiz', f.situacaoId)}`]
          : []),
        ...descreverPeriodo(f.inicio, f.fim),
      ],
      resumoDescrito: (r) => [
        `Alocações: ${r.alocacoes} (${r.emCurso} em curso, ${r.desalocados} desalocadas)`,
        `Presença média: ${formatarPercentual(r.percentualPresenca)}`,
        `Abaixo de 75% de presença: ${r.abaixoDoMinimo}`,
      ],
    };
  },
};
