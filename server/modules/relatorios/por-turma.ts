// Aprendizes por turma: the class's allocations (one row each: an apprentice allocated twice shows
// twice), with their dates, the desalocar reason, the apprentice's situação and their attendance in
// the class within the allocation (and the period, when given).
import { sql } from 'drizzle-orm';
import { Type, type Static } from 'typebox';
import { linhas } from '../../db/client';
import { parametroId } from '../../shared/esquemas';
import { problema } from '../../shared/problem';
import { camposDaAlocacao, colunasDaAlocacao, daAlocacao, selecaoDaAlocacao } from './alocacao';
import {
  camposDoAprendiz,
  colunasDoAprendiz,
  Data,
  descreverPeriodo,
  descreverRegistro,
  doAprendiz,
  exigirPeriodo,
  IdFiltro,
  numero,
  sobreConjunto,
  type DefinicaoRelatorio,
} from './kit';
import {
  camposDePresenca,
  camposDoResumoDePresenca,
  colunasDePresenca,
  contagensDePresenca,
  dePresenca,
  descreverResumoDePresenca,
  doResumoDePresenca,
  somasDePresenca,
} from './presenca';

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
  ...camposDaAlocacao,
  ...camposDePresenca,
});
type Linha = Static<typeof Linha>;

const Resumo = Type.Object({
  turma: Type.Object({ id: Type.Integer(), codigo: Type.String(), nome: Type.String() }),
  alocacoes: Type.Integer(),
  emCurso: Type.Integer({ description: 'Alocações em aberto.' }),
  desalocados: Type.Integer(),
  ...camposDoResumoDePresenca,
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
    ...colunasDaAlocacao<Linha>(),
    ...colunasDePresenca<Linha>(),
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
             s.nome AS situacao, ${selecaoDaAlocacao},
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
    const sobre = sobreConjunto(
      app.db,
      conjunto,
      sql`r.nome_busca, r."alocacaoId"`,
      (r) => ({
        alocacaoId: numero(r.alocacaoId),
        ...doAprendiz(r, verCpf),
        situacao: String(r.situacao),
        ...daAlocacao(r),
        ...dePresenca(r),
      }),
      {
        agregados: sql`
          count(*)::int AS alocacoes,
          (count(*) FILTER (WHERE r."dataFim" IS NULL))::int AS "emCurso",
          ${somasDePresenca}`,
        ler: (r) => {
          const alocacoes = numero(r.alocacoes);
          return {
            turma,
            alocacoes,
            emCurso: numero(r.emCurso),
            desalocados: alocacoes - numero(r.emCurso),
            ...doResumoDePresenca(r),
          };
        },
      },
    );
    return {
      ...sobre,
      filtrosDescritos: [
        `Turma: ${turma.codigo} — ${turma.nome}`,
        ...(await descreverRegistro(app.db, 'Situação', 'situacoes_aprendiz', f.situacaoId)),
        ...descreverPeriodo(f.inicio, f.fim),
      ],
      resumoDescrito: (r) => [
        `Alocações: ${r.alocacoes} (${r.emCurso} em curso, ${r.desalocados} desalocadas)`,
        ...descreverResumoDePresenca(r),
      ],
    };
  },
};
