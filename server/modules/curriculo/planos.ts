// The course plan (plano de curso) as an audited record: of one active course, named once within
// it, with a vigência whose start is not after its end, never overlapping another active plan of
// the same course (checked under a lock on the course row, so two saves at once cannot both pass),
// and not inactivated while running classes follow it.
import { and, eq, getTableColumns, gte, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { cursos, planos } from '../../db/schema';
import type { Executor } from '../../shared/executor';
import { problema } from '../../shared/problem';
import {
  definirRegistro,
  referenciaInvalida,
  type AGravar,
  type Preparado,
  type LinhaLida,
} from '../../shared/registro';
import { respostaDaLinha, valoresDosCampos } from '../../shared/campos';
import {
  CAMPOS_PLANO,
  MENSAGENS_CURRICULO as M,
  mensagemPlanoSobreposto,
  periodoDeVigencia,
  validarPlano,
} from '../../../src/shared/validation/curriculo';
import { falharSeErros, nomeUnico } from './comum';
import type { ConsultaPlanos, CorpoPlano, PlanoResposta } from './esquemas';
import { versionados } from '../../shared/esquemas';
import { normalizada } from '../../shared/lista';

const numero = (consulta: ReturnType<typeof sql>) =>
  sql<number>`(${consulta})::int`.mapWith(Number);
const disciplinasNoCurriculo = numero(
  sql`SELECT count(*) FROM curriculo_itens i WHERE i.plano_id = "planos"."id"`,
);
const cargaHorariaCurriculo = numero(
  sql`SELECT coalesce(sum(i.carga_horaria), 0) FROM curriculo_itens i WHERE i.plano_id = "planos"."id"`,
);
const turmasDoPlano = numero(
  sql`SELECT count(*) FROM turmas t WHERE t.plano_id = "planos"."id" AND t.ativo`,
);
const turmasEmAndamento = numero(
  sql`SELECT count(*) FROM turmas t
      WHERE t.plano_id = "planos"."id" AND t.ativo AND t.status = 'em andamento'`,
);

export const lerPlanos = (executor: Executor) =>
  executor
    .select({
      ...getTableColumns(planos),
      cursoNome: cursos.nome,
      cursoCargaHoraria: cursos.cargaHorariaTotal,
      disciplinas: disciplinasNoCurriculo,
      cargaHorariaCurriculo,
      turmas: turmasDoPlano,
      turmasEmAndamento,
    })
    .from(planos)
    .innerJoin(cursos, eq(cursos.id, planos.cursoId));

export type LinhaPlano = LinhaLida<typeof lerPlanos>;

export const paraPlano = (l: LinhaPlano): PlanoResposta => ({
  id: l.id,
  ...respostaDaLinha(CAMPOS_PLANO, l),
  curso: { id: l.cursoId, nome: l.cursoNome, cargaHorariaTotal: l.cursoCargaHoraria },
  disciplinas: l.disciplinas,
  cargaHorariaCurriculo: l.cargaHorariaCurriculo,
  turmas: l.turmas,
  turmasEmAndamento: l.turmasEmAndamento,
  ativo: l.ativo,
  ...versionados(l),
});

/** The declared rules and the vigência's (every wrong field in one 400), an active course, and the column values. */
async function prepararPlano(
  app: FastifyInstance,
  corpo: CorpoPlano,
  atual: LinhaPlano | undefined,
) {
  const erros = validarPlano(corpo);
  if (!erros.cursoId) {
    const problemaCurso = await referenciaInvalida(app.db, cursos, corpo.cursoId, atual?.cursoId, {
      inexistente: M.cursoInexistente,
      inativo: M.cursoInativo,
    });
    if (problemaCurso) erros.cursoId = problemaCurso;
  }
  falharSeErros(erros);
  return valoresDosCampos(CAMPOS_PLANO, corpo);
}

type ValoresPlano = Preparado<typeof prepararPlano>;

/** 409 naming the active plan of the same course whose vigência meets this one. */
async function semSobreposicao(
  tx: Executor,
  v: AGravar<LinhaPlano, ValoresPlano>,
  idAtual: number | undefined,
) {
  if (v.ativo === false) return;
  const { cursoId, vigenciaInicio: inicio } = v;
  const fim = v.vigenciaFim;
  await tx.select({ id: cursos.id }).from(cursos).where(eq(cursos.id, cursoId)).for('update');
  const [outro] = await tx
    .select({ nome: planos.nome, inicio: planos.vigenciaInicio, fim: planos.vigenciaFim })
    .from(planos)
    .where(
      and(
        eq(planos.cursoId, cursoId),
        eq(planos.ativo, true),
        idAtual === undefined ? undefined : ne(planos.id, idAtual),
        or(isNull(planos.vigenciaFim), gte(planos.vigenciaFim, inicio)),
        fim === null ? undefined : lte(planos.vigenciaInicio, fim),
      ),
    )
    .limit(1);
  if (outro) {
    const mensagem = mensagemPlanoSobreposto(
      outro.nome,
      periodoDeVigencia(outro.inicio, outro.fim),
    );
    throw problema(409, mensagem, { vigenciaInicio: mensagem });
  }
}

async function seguidoPorTurmasEmAndamento(tx: Executor, id: number): Promise<string | null> {
  const [linha] = await tx.select({ n: turmasEmAndamento }).from(planos).where(eq(planos.id, id));
  const n = linha?.n ?? 0;
  return n === 0
    ? null
    : `${n} ${n === 1 ? 'turma em andamento segue' : 'turmas em andamento seguem'} este plano: ` +
        'ele não é inativado enquanto elas não terminarem.';
}

export const plano = definirRegistro<
  LinhaPlano,
  PlanoResposta,
  ConsultaPlanos,
  CorpoPlano,
  ValoresPlano
>({
  tabela: planos,
  entidade: 'plano',
  naoEncontrado: M.planoNaoEncontrado,
  ler: lerPlanos,
  resposta: paraPlano,
  preparar: prepararPlano,
  unicos: [
    nomeUnico(planos.nome, M.planoDuplicado, { coluna: planos.cursoId, id: (v) => v.cursoId }),
  ],
  validar: semSobreposicao,
  bloqueioInativar: seguidoPorTurmasEmAndamento,
  lista: {
    filtros: (c) => [
      c.cursoId === undefined ? undefined : eq(planos.cursoId, c.cursoId),
      c.vigentesEm === undefined
        ? undefined
        : and(
            lte(planos.vigenciaInicio, c.vigentesEm),
            or(isNull(planos.vigenciaFim), gte(planos.vigenciaFim, c.vigentesEm)),
          ),
    ],
    // The list's total counts `planos` alone: search and filters name its own columns only.
    busca: { textos: [planos.nome] },
    ordenacoes: {
      nome: normalizada(planos.nome),
      vigenciaInicio: planos.vigenciaInicio,
      curso: normalizada(cursos.nome),
    },
    ordenacaoPadrao: 'curso',
  },
  exportacao: {
    nomeArquivo: 'planos-de-curso',
    colunas: () => [
      { titulo: 'Código', valor: (p) => p.id, tipo: 'numero' },
      { titulo: 'Plano', valor: (p) => p.nome },
      { titulo: 'Curso', valor: (p) => p.cursoNome },
      { titulo: 'Vigência: início', valor: (p) => p.vigenciaInicio, tipo: 'data' },
      { titulo: 'Vigência: fim', valor: (p) => p.vigenciaFim, tipo: 'data' },
      { titulo: 'Disciplinas', valor: (p) => p.disciplinas, tipo: 'numero' },
      { titulo: 'Horas do currículo', valor: (p) => p.cargaHorariaCurriculo, tipo: 'numero' },
      { titulo: 'Horas do curso', valor: (p) => p.cursoCargaHoraria, tipo: 'numero' },
      { titulo: 'Turmas', valor: (p) => p.turmas, tipo: 'numero' },
      { titulo: 'Ativo', valor: (p) => p.ativo },
    ],
  },
});
