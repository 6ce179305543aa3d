// Demo evaluations, grades and report cards (issue 12): three templates (the company supervisor's
// performance evaluation, the educator's theory evaluation, the apprentice's self-evaluation), the
// performance one applied to the running demo classes in every status (concluded with answers, in
// progress, pending, some overdue) and the self-evaluation to one class; grades for the bimesters
// that have ended of every demo class with a plan; and the demo class days take the plan's
// disciplines in turn, so report cards show attendance per discipline. Bulk inserts (one JSON
// parameter per table) in one transaction; idempotent: does nothing once a template exists.
import { and, count, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { dataLocal } from '../../../src/shared/validation/datas';
import {
  periodosDaTurma,
  ROTULOS_ESCALA_PADRAO,
  type PerguntaAvaliacao,
  type TipoAvaliacao,
  type ValorResposta,
} from '../../../src/shared/validation/avaliacoes';
import type { Database } from '../client';
import { alocacoes, avaliacoes, curriculoItens, frequenciaDias, turmas, usuarios } from '../schema';
import { criarSorteio, type Sorteio } from './demo-sorteio';
import { emSequencia } from '../../shared/executor';
import { somarDias } from '../../../src/shared/validation/datas';

const SEMENTE = 12_2026;

const escala = (enunciado: string): PerguntaAvaliacao => ({
  id: 0,
  enunciado,
  tipo: 'escala',
  obrigatoria: true,
  rotulos: [...ROTULOS_ESCALA_PADRAO],
});

interface Modelo {
  titulo: string;
  descricao: string;
  tipo: TipoAvaliacao;
  perguntas: PerguntaAvaliacao[];
}

const BRUTOS: Modelo[] = [
  {
    titulo: 'Avaliação de desempenho na empresa',
    descricao:
      'Preenchida pelo supervisor da unidade sobre a prática do aprendiz no bimestre (Lei 10.097/2000, acompanhamento da aprendizagem).',
    tipo: 'desempenho',
    perguntas: [
      escala('Pontualidade e assiduidade'),
      escala('Cumprimento das tarefas combinadas'),
      escala('Relacionamento com a equipe'),
      {
        id: 0,
        enunciado: 'O aprendiz pede ajuda quando tem dúvidas?',
        tipo: 'multipla',
        obrigatoria: true,
        opcoes: ['Sempre', 'Às vezes', 'Raramente'],
      },
      {
        id: 0,
        enunciado: 'Comentários do supervisor',
        tipo: 'texto',
        obrigatoria: false,
      },
    ],
  },
  {
    titulo: 'Avaliação teórica — Comunicação e rotinas administrativas',
    descricao: 'Preenchida pelo educador ao fim do módulo teórico.',
    tipo: 'teorica',
    perguntas: [
      escala('Participação nas aulas'),
      escala('Entrega das atividades'),
      {
        id: 0,
        enunciado: 'Domínio do conteúdo do módulo',
        tipo: 'multipla',
        obrigatoria: true,
        opcoes: ['Domina', 'Domina parcialmente', 'Ainda não domina'],
      },
      { id: 0, enunciado: 'Observações do educador', tipo: 'texto', obrigatoria: false },
    ],
  },
  {
    titulo: 'Autoavaliação do aprendiz',
    descricao: 'O aprendiz avalia o próprio percurso na teoria e na prática.',
    tipo: 'autoavaliacao',
    perguntas: [
      escala('Como avalio minha pontualidade'),
      escala('Como avalio o que aprendi na empresa'),
      {
        id: 0,
        enunciado: 'O que mais me ajudou a aprender?',
        tipo: 'multipla',
        obrigatoria: true,
        opcoes: ['As aulas teóricas', 'A prática na empresa', 'Os colegas', 'O supervisor'],
      },
      {
        id: 0,
        enunciado: 'O que quero melhorar no próximo bimestre',
        tipo: 'texto',
        obrigatoria: true,
      },
    ],
  },
];

const MODELOS: Modelo[] = BRUTOS.map((m) => ({
  ...m,
  perguntas: m.perguntas.map((p, i) => ({ ...p, id: i + 1 })),
}));

const COMENTARIOS = [
  'Muito dedicado, aprende rápido.',
  'Precisa melhorar a pontualidade nas segundas-feiras.',
  'Ótimo relacionamento com a equipe do atendimento.',
  'Organizou o arquivo de notas fiscais sozinho.',
  'Tem se mostrado mais confiante ao telefone.',
];
const METAS = [
  'Chegar no horário todos os dias.',
  'Aprender a usar a planilha de controle de estoque.',
  'Falar mais nas reuniões da equipe.',
  'Entregar as atividades da teoria no prazo.',
];

function respostas(s: Sorteio, perguntas: PerguntaAvaliacao[], ate: number) {
  const r: Record<string, ValorResposta> = {};
  for (const p of perguntas.slice(0, ate)) {
    if (p.tipo === 'escala') r[String(p.id)] = s.escolher([3, 4, 4, 5, 5, 2]);
    else if (p.tipo === 'multipla') r[String(p.id)] = s.escolher(p.opcoes ?? []);
    else if (p.obrigatoria || s.chance(0.5)) {
      r[String(p.id)] = s.escolher(p.enunciado.startsWith('O que quero') ? METAS : COMENTARIOS);
    }
  }
  return r;
}

/** A grade of one decimal, mostly passing. */
const nota = (s: Sorteio) =>
  Math.min(
    10,
    Math.round((s.proximo() < 0.12 ? 2 + s.proximo() * 4 : 5.5 + s.proximo() * 4.6) * 10) / 10,
  );

export async function semearDemoAvaliacoes(
  db: Database,
  agora: Date = new Date(),
): Promise<Record<string, number>> {
  const [feitos] = await db.select({ n: count() }).from(avaliacoes);
  if ((feitos?.n ?? 0) > 0) return {};
  const hoje = dataLocal(agora);
  const s = criarSorteio(SEMENTE);

  return db.transaction(async (tx): Promise<Record<string, number>> => {
    const classes = await tx
      .select({
        id: turmas.id,
        planoId: turmas.planoId,
        dataInicio: turmas.dataInicio,
        dataFim: turmas.dataFim,
        status: turmas.status,
      })
      .from(turmas)
      .where(
        and(
          eq(turmas.ativo, true),
          ne(turmas.status, 'planejada'),
          sql`${turmas.dataInicio} <= ${hoje}`,
        ),
      )
      .orderBy(turmas.id);
    const modelos = await tx
      .insert(avaliacoes)
      .values(MODELOS)
      .returning({ id: avaliacoes.id, tipo: avaliacoes.tipo, perguntas: avaliacoes.perguntas });
    if (classes.length === 0) return { avaliacoes: modelos.length };
    const ids = classes.map((t) => t.id);
    const [alocs, itens, [quem]] = await emSequencia([
      tx
        .select({
          turmaId: alocacoes.turmaId,
          aprendizId: alocacoes.aprendizId,
          dataInicio: alocacoes.dataInicio,
          dataFim: alocacoes.dataFim,
        })
        .from(alocacoes)
        .where(inArray(alocacoes.turmaId, ids)),
      tx
        .select({ planoId: curriculoItens.planoId, disciplinaId: curriculoItens.disciplinaId })
        .from(curriculoItens)
        .where(
          inArray(
            curriculoItens.planoId,
            classes.flatMap((t) => (t.planoId ? [t.planoId] : [])),
          ),
        )
        .orderBy(curriculoItens.planoId, curriculoItens.ordem),
      tx.select({ id: usuarios.id }).from(usuarios).orderBy(usuarios.id).limit(1),
    ]);

    // ---- Applied evaluations: the performance one to the running classes, in every status.
    const desempenho = modelos.find((m) => m.tipo === 'desempenho');
    const auto = modelos.find((m) => m.tipo === 'autoavaliacao');
    const aplicadas: Record<string, unknown>[] = [];
    const emAndamento = classes.filter((t) => t.status === 'em andamento' && t.dataFim >= hoje);
    for (const [i, t] of emAndamento.slice(0, 6).entries()) {
      const pessoas = alocs.filter((a) => a.turmaId === t.id && a.dataFim === null);
      const modelo = i === 1 && auto ? auto : desempenho;
      if (!modelo) continue;
      const data = somarDias(hoje, -20 - i * 3);
      for (const p of pessoas) {
        const x = s.proximo();
        const status = x < 0.45 ? 'concluida' : x < 0.7 ? 'em andamento' : 'pendente';
        // A quarter of the open ones are past their deadline.
        const prazo =
          status !== 'concluida' && s.chance(0.25)
            ? somarDias(hoje, -s.inteiro(1, 6))
            : somarDias(hoje, s.inteiro(3, 20));
        const ate =
          status === 'concluida'
            ? modelo.perguntas.length
            : status === 'em andamento'
              ? s.inteiro(1, 2)
              : 0;
        aplicadas.push({
          avaliacao_id: modelo.id,
          aprendiz_id: p.aprendizId,
          turma_id: t.id,
          respondente_nome:
            modelo.tipo === 'autoavaliacao'
              ? 'O próprio aprendiz'
              : s.escolher(['Marta Ribeiro', 'Carlos Nogueira', 'Patrícia Lima', 'Rogério Alves']),
          respondente_papel: modelo.tipo === 'autoavaliacao' ? 'aprendiz' : 'supervisor',
          prazo: status === 'concluida' ? somarDias(data, 15) : prazo,
          data,
          status,
          respostas: respostas(s, modelo.perguntas, ate),
          concluida_em:
            status === 'concluida' ? `${somarDias(data, s.inteiro(1, 10))}T17:00:00Z` : null,
        });
      }
    }
    if (aplicadas.length > 0) {
      await tx.execute(sql`
        INSERT INTO avaliacoes_aplicadas
          (avaliacao_id, aprendiz_id, turma_id, respondente_nome, respondente_papel, prazo, data,
           status, respostas, concluida_em)
        SELECT avaliacao_id, aprendiz_id, turma_id, respondente_nome, respondente_papel, prazo, data,
           status, respostas, concluida_em
        FROM jsonb_to_recordset(${JSON.stringify(aplicadas)}::jsonb)
          AS x(avaliacao_id int, aprendiz_id int, turma_id int, respondente_nome text,
               respondente_papel text, prazo date, data date, status text, respostas jsonb,
               concluida_em timestamptz)`);
    }

    // ---- Grades for the ended bimesters of every class with a plan.
    const doPlano = new Map<number, number[]>();
    for (const i of itens)
      doPlano.set(i.planoId, [...(doPlano.get(i.planoId) ?? []), i.disciplinaId]);
    const notas: Record<string, unknown>[] = [];
    const lancamentos: Record<string, unknown>[] = [];
    for (const t of classes) {
      const disciplinas = t.planoId ? (doPlano.get(t.planoId) ?? []) : [];
      if (disciplinas.length === 0) continue;
      for (const b of periodosDaTurma(t.dataInicio, t.dataFim)) {
        if (b.fim >= hoje) continue;
        const pessoas = alocs.filter(
          (a) =>
            a.turmaId === t.id &&
            a.dataInicio <= b.fim &&
            (a.dataFim === null || a.dataFim >= b.inicio),
        );
        if (pessoas.length === 0) continue;
        for (const disciplinaId of disciplinas) {
          lancamentos.push({
            turma_id: t.id,
            disciplina_id: disciplinaId,
            periodo: b.periodo,
            usuario_id: quem?.id ?? null,
            salvo_em: `${somarDias(b.fim, 3)}T20:00:00Z`,
          });
          const vistos = new Set<number>();
          for (const p of pessoas) {
            if (vistos.has(p.aprendizId)) continue;
            vistos.add(p.aprendizId);
            notas.push({
              aprendiz_id: p.aprendizId,
              turma_id: t.id,
              disciplina_id: disciplinaId,
              periodo: b.periodo,
              valor: nota(s),
            });
          }
        }
      }
    }
    if (lancamentos.length > 0) {
      await tx.execute(sql`
        INSERT INTO notas_lancamentos (turma_id, disciplina_id, periodo, usuario_id, salvo_em)
        SELECT turma_id, disciplina_id, periodo, usuario_id, salvo_em
        FROM json_to_recordset(${JSON.stringify(lancamentos)}::json)
          AS x(turma_id int, disciplina_id int, periodo smallint, usuario_id int, salvo_em timestamptz)`);
      await tx.execute(sql`
        INSERT INTO notas (aprendiz_id, turma_id, disciplina_id, periodo, valor)
        SELECT aprendiz_id, turma_id, disciplina_id, periodo, valor
        FROM json_to_recordset(${JSON.stringify(notas)}::json)
          AS x(aprendiz_id int, turma_id int, disciplina_id int, periodo smallint, valor numeric)`);
    }

    // ---- The demo class days without a discipline take the plan's disciplines in turn.
    const dias = await tx
      .select({ id: frequenciaDias.id, turmaId: frequenciaDias.turmaId })
      .from(frequenciaDias)
      .innerJoin(turmas, eq(turmas.id, frequenciaDias.turmaId))
      .where(
        and(
          isNull(frequenciaDias.disciplinaId),
          isNotNull(turmas.planoId),
          inArray(frequenciaDias.turmaId, ids),
        ),
      )
      .orderBy(frequenciaDias.turmaId, frequenciaDias.data);
    const planoDe = new Map(classes.map((t) => [t.id, t.planoId]));
    const vez = new Map<number, number>();
    const disciplinaDoDia: { id: number; disciplina_id: number }[] = [];
    for (const d of dias) {
      const lista = doPlano.get(planoDe.get(d.turmaId) ?? 0) ?? [];
      if (lista.length === 0) continue;
      const n = vez.get(d.turmaId) ?? 0;
      vez.set(d.turmaId, n + 1);
      disciplinaDoDia.push({ id: d.id, disciplina_id: lista[n % lista.length] ?? 0 });
    }
    if (disciplinaDoDia.length > 0) {
      await tx.execute(sql`
        UPDATE frequencia_dias d SET disciplina_id = x.disciplina_id
        FROM json_to_recordset(${JSON.stringify(disciplinaDoDia)}::json) AS x(id int, disciplina_id int)
        WHERE d.id = x.id`);
    }
    return {
      avaliacoes: modelos.length,
      avaliacoes_aplicadas: aplicadas.length,
      notas_lancamentos: lancamentos.length,
      notas: notas.length,
    };
  });
}
