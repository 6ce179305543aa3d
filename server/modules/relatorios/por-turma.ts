// Aprendizes por turma: the class's allocations (one row each: an apprentice allocated twice shows
// twice), with their dates, the desalocar reason, the apprentice's situação and their attendance in
// the class within the allocation (and the period, when given).
import { sql } from 'drizzle-orm';
import { Type, type Static } from 'typebox';
import { linhas } from '../../db/client';
import { parametroId } from '../../shared/esquemas';
import { problema } from '../../shared/problem';
import * as alocacao from './alocacao';
import * as aprendiz from './aprendiz';
import { descreverRegistro, IdFiltro, numero, sobreConjunto, type DefinicaoRelatorio } from './kit';
import * as periodo from './periodo';
import * as presenca from './presenca';

interface Filtros {
  id: number;
  situacaoId?: number;
  inicio?: string;
  fim?: string;
}

const Linha = Type.Object({
  alocacaoId: Type.Integer(),
  ...aprendiz.campos,
  situacao: Type.String(),
  ...alocacao.campos,
  ...presenca.campos,
});
type Linha = Static<typeof Linha>;

const Resumo = Type.Object({
  turma: Type.Object({ id: Type.Integer(), codigo: Type.String(), nome: Type.String() }),
  alocacoes: Type.Integer(),
  emCurso: Type.Integer({ description: 'Alocações em aberto.' }),
  desalocados: Type.Integer(),
  ...presenca.camposDoResumo,
});
type Resumo = Static<typeof Resumo>;

export const porTurma: DefinicaoRelatorio<Filtros, Linha, Resumo> = {
  caminho: 'aprendizes-por-turma/:id',
  operationId: 'relatorioAprendizesPorTurma',
  titulo: 'Aprendizes por turma',
  descricao:
    'As alocações da turma (datas, motivo de desalocação, situação) com a frequência de cada aprendiz na turma.',
  parametros: parametroId({ description: 'Id da turma.' }),
  escopo: { id: 'turma' },
  filtros: {
    situacaoId: IdFiltro('Só aprendizes nesta situação.'),
    ...periodo.filtros(
      'Alocações e chamadas a partir desta data.',
      'Alocações e chamadas até esta data.',
    ),
  },
  Linha,
  Resumo,
  erros: [404],
  colunas: (verCpf) => [
    ...aprendiz.colunas<Linha>(verCpf),
    { titulo: 'Situação', valor: (l) => l.situacao },
    ...alocacao.colunas<Linha>(),
    ...presenca.colunas<Linha>(),
  ],
  abrir: async ({ app, filtros: f, verCpf }) => {
    periodo.exigir(f.inicio, f.fim);
    const [turma] = linhas<{ id: number; codigo: string; nome: string }>(
      await app.db.execute(sql`SELECT id, codigo, nome FROM turmas WHERE id = ${f.id}`),
    );
    if (!turma) throw problema(404, 'Turma não encontrada.');
    const inicio = f.inicio ?? null;
    const fim = f.fim ?? null;
    const conjunto = sql`
      SELECT al.id AS "alocacaoId", a.id AS "aprendizId", a.nome, a.nome_busca, a.cpf,
             s.nome AS situacao, ${alocacao.selecao},
             ${presenca.contagens}
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
        ...aprendiz.ler(r, verCpf),
        situacao: String(r.situacao),
        ...alocacao.ler(r),
        ...presenca.ler(r),
      }),
      {
        agregados: sql`
          count(*)::int AS alocacoes,
          (count(*) FILTER (WHERE r."dataFim" IS NULL))::int AS "emCurso",
          ${presenca.somas}`,
        ler: (r) => {
          const alocacoes = numero(r.alocacoes);
          return {
            turma,
            alocacoes,
            emCurso: numero(r.emCurso),
            desalocados: alocacoes - numero(r.emCurso),
            ...presenca.lerResumo(r),
          };
        },
      },
    );
    return {
      ...sobre,
      filtrosDescritos: [
        `Turma: ${turma.codigo} — ${turma.nome}`,
        ...(await descreverRegistro(app.db, 'Situação', 'situacoes_aprendiz', f.situacaoId)),
        ...periodo.descrever(f.inicio, f.fim),
      ],
      resumoDescrito: (r) => [
        `Alocações: ${r.alocacoes} (${r.emCurso} em curso, ${r.desalocados} desalocadas)`,
        ...presenca.descreverResumo(r),
      ],
    };
  },
};
