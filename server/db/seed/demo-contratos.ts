// Demo contracts: one for every demo apprentice whose situação history says they were hired
// (Contratado, and those later Afastado, Desligado or Concluído), consistent with what the earlier
// demo steps wrote — the contract starts on the day the history says Contratado, the partner and
// unit are those of their placement, the CBO is the occupation of their class's course. Running
// apprentices have a running contract (some extended to reach today, a few past their término and
// waiting to be closed); Concluído ones a contract closed on the day they left (some through a
// termination for 'Término do contrato'); Desligado ones a termination on that day with an early
// reason. Aprendizagem ends before the 24th birthday unless PcD. Bulk inserts, reproducible
// (fixed seed), idempotent: nothing happens when contracts already exist.
import { asc, count, eq, inArray } from 'drizzle-orm';
import {
  aniversarioDe,
  duracaoEntre,
  terminoPorDuracao,
} from '../../../src/shared/validation/contratos';
import { dataLocal } from '../../../src/shared/validation/datas';
import {
  bolsaMinimaCentavos,
  SALARIOS_MINIMOS_CONHECIDOS,
} from '../../../src/shared/validation/legislacao';
import type { Database } from '../client';
import {
  alocacoes,
  aprendizes,
  contratos,
  contratosNumeracao,
  cursos,
  historicoSituacoes,
  lotacoes,
  motivosDesligamento,
  parceiros,
  profissoes,
  prorrogacoes,
  rescisoes,
  situacoesAprendiz,
  turmas,
  unidades,
} from '../schema';
import { criarSorteio, maisCedo, type Sorteio } from './demo-sorteio';
import { somarDias } from '../../../src/shared/validation/datas';

const SEMENTE = 8_032_026;
const LOTE = 500;
/** Early reasons a Desligado apprentice's termination names, most often the first ones. */
const MOTIVOS_ANTECIPADOS = [
  'pedido-aprendiz',
  'pedido-aprendiz',
  'pedido-aprendiz',
  'desempenho-insuficiente',
  'desempenho-insuficiente',
  'falta-disciplinar-grave',
  'ausencia-escolar',
  'fechamento-estabelecimento',
  'rescisao-indireta',
] as const;

type Executor = Pick<Database, 'select' | 'insert' | 'update'>;

interface Pessoa {
  id: number;
  situacao: string;
  dataNascimento: string;
  pcd: boolean;
  contratado: string;
  saida: string | null;
  unidadeId: number | null;
  parceiroId: number | null;
  cbo: string | null;
}

async function lerPessoas(tx: Executor): Promise<Pessoa[]> {
  const historico = await tx
    .select({
      aprendizId: historicoSituacoes.aprendizId,
      codigo: situacoesAprendiz.codigo,
      data: historicoSituacoes.data,
    })
    .from(historicoSituacoes)
    .innerJoin(situacoesAprendiz, eq(situacoesAprendiz.id, historicoSituacoes.situacaoId))
    .where(inArray(situacoesAprendiz.codigo, ['contratado', 'concluido', 'desligado']))
    .orderBy(asc(historicoSituacoes.data), asc(historicoSituacoes.id));
  const contratado = new Map<number, string>();
  const saida = new Map<number, string>();
  for (const h of historico) {
    // The first hiring starts the contract; the last exit ends it.
    if (h.codigo === 'contratado') {
      if (!contratado.has(h.aprendizId)) contratado.set(h.aprendizId, h.data);
    } else saida.set(h.aprendizId, h.data);
  }
  if (contratado.size === 0) return [];
  const ids = [...contratado.keys()];
  const lista = await tx
    .select({
      id: aprendizes.id,
      situacao: situacoesAprendiz.codigo,
      dataNascimento: aprendizes.dataNascimento,
      pcd: aprendizes.pcd,
    })
    .from(aprendizes)
    .innerJoin(situacoesAprendiz, eq(situacoesAprendiz.id, aprendizes.situacaoId))
    .where(inArray(aprendizes.id, ids))
    .orderBy(aprendizes.id);
  // Their latest placement (the unit and partner of the contract) and their class's occupation.
  const lotadas = await tx
    .select({
      aprendizId: lotacoes.aprendizId,
      unidadeId: lotacoes.unidadeId,
      parceiroId: unidades.parceiroId,
    })
    .from(lotacoes)
    .innerJoin(unidades, eq(unidades.id, lotacoes.unidadeId))
    .where(inArray(lotacoes.aprendizId, ids))
    .orderBy(asc(lotacoes.dataInicio), asc(lotacoes.id));
  const lotacao = new Map(lotadas.map((l) => [l.aprendizId, l]));
  const ocupacoes = await tx
    .select({ aprendizId: alocacoes.aprendizId, cbo: profissoes.codigo })
    .from(alocacoes)
    .innerJoin(turmas, eq(turmas.id, alocacoes.turmaId))
    .innerJoin(cursos, eq(cursos.id, turmas.cursoId))
    .innerJoin(profissoes, eq(profissoes.id, cursos.profissaoId))
    .where(inArray(alocacoes.aprendizId, ids))
    .orderBy(asc(alocacoes.dataInicio), asc(alocacoes.id));
  const cbo = new Map(ocupacoes.map((o) => [o.aprendizId, o.cbo]));
  return lista.map((a) => ({
    ...a,
    contratado: contratado.get(a.id) ?? '',
    saida: saida.get(a.id) ?? null,
    unidadeId: lotacao.get(a.id)?.unidadeId ?? null,
    parceiroId: lotacao.get(a.id)?.parceiroId ?? null,
    cbo: cbo.get(a.id) ?? null,
  }));
}

interface Plano {
  linha: typeof contratos.$inferInsert & { dataInicio: string; dataTermino: string };
  prorrogacao: { dataTerminoAnterior: string; novaDataTermino: string; motivo: string } | null;
  rescisao: { data: string; motivo: string; observacoes: string | null } | null;
}

/** The last day an Aprendizagem may run: the day before the 24th birthday (none for PcD). */
const limiteDe = (p: Pessoa) => (p.pcd ? null : somarDias(aniversarioDe(p.dataNascimento, 24), -1));

/** Término of `meses` months from início, never past 36 months nor the age limit. */
function terminoLimitado(inicio: string, meses: number, limite: string | null): string {
  const termino = terminoPorDuracao(inicio, Math.min(36, Math.max(1, meses)));
  return limite !== null && termino > limite ? limite : termino;
}

function planejar(s: Sorteio, p: Pessoa, hoje: string, parceiroPadrao: number): Plano | null {
  const inicio = p.contratado;
  const limite = limiteDe(p);
  // Hired the day before turning 24 leaves no room for an Aprendizagem.
  if (limite !== null && limite <= inicio) return null;
  const base = s.escolher([12, 12, 18, 24, 24]);
  let termino = terminoLimitado(inicio, base, limite);
  let prorrogacao: Plano['prorrogacao'] = null;
  let rescisao: Plano['rescisao'] = null;
  let status: 'vigente' | 'prorrogado' | 'rescindido' | 'encerrado' = 'vigente';

  if (p.situacao === 'contratado' || p.situacao === 'afastado') {
    if (termino < hoje) {
      // Still working today: the contract was extended to reach past today (within 36 months
      // and the age limit); the few it cannot reach wait to be closed by POST /encerrar.
      const alvo = somarDias(hoje, s.inteiro(20, 240));
      const nova = terminoLimitado(inicio, duracaoEntre(inicio, alvo), limite);
      if (nova > termino) {
        prorrogacao = {
          dataTerminoAnterior: termino,
          novaDataTermino: nova,
          motivo: s.escolher([
            'Bom desempenho na empresa e no curso',
            'Conclusão do módulo prático',
            'Pedido da empresa para completar a formação',
          ]),
        };
        termino = nova;
        status = 'prorrogado';
      }
    }
  } else if (p.saida !== null && p.saida >= inicio) {
    const saida = p.saida;
    if (p.situacao === 'concluido') {
      // Ended on the day they left (the history's Concluído), by date or by a termination for
      // 'Término do contrato'; earlier only where 36 months or the age limit came first.
      termino = maisCedo(terminoLimitado(inicio, duracaoEntre(inicio, saida), limite), saida);
      if (s.chance(0.3)) {
        rescisao = { data: termino, motivo: 'termino-contrato', observacoes: null };
        status = 'rescindido';
      } else status = 'encerrado';
    } else {
      // Desligado: terminated early on the day they left.
      if (termino < saida) {
        termino = terminoLimitado(inicio, duracaoEntre(inicio, saida) + 6, limite);
      }
      rescisao = {
        data: maisCedo(saida, termino),
        motivo: s.escolher(MOTIVOS_ANTECIPADOS),
        observacoes: s.chance(0.4)
          ? s.escolher([
              'Comunicado à empresa e à escola.',
              'Documentação entregue ao RH da empresa.',
              'Aprendiz orientado sobre o seguro-desemprego.',
            ])
          : null,
      };
      status = 'rescindido';
    }
  } else return null;

  if (termino <= inicio) return null;
  // Estágio for a few, within Lei 11.788's 24 months and 30 h a week.
  const estagio = s.chance(0.08) && duracaoEntre(inicio, termino) <= 24;
  const sorteada = s.inteiro(70, 130) * 1000;
  // Drawn in the order the literal below drew it, so the rest of the demo stays as it was.
  const cargaHoraria = estagio ? s.escolher([20, 30]) : s.escolher([20, 24, 30, 30]);
  // An apprenticeship's bolsa reaches the salário mínimo hora of its year (CLT art. 428 § 2º):
  // only the few marcarPendenciasLegais picks break the law.
  const salario = SALARIOS_MINIMOS_CONHECIDOS.find((m) => m.ano === Number(inicio.slice(0, 4)));
  const bolsa =
    estagio || !salario
      ? sorteada
      : Math.max(sorteada, bolsaMinimaCentavos(salario.valorCentavos, cargaHoraria));
  return {
    linha: {
      numero: '',
      aprendizId: p.id,
      parceiroId: p.parceiroId ?? parceiroPadrao,
      unidadeId: p.unidadeId,
      tipo: estagio ? 'E' : 'A',
      dataInicio: inicio,
      dataTermino: termino,
      duracao: duracaoEntre(inicio, termino),
      cargaHoraria,
      valorBolsaCentavos: bolsa,
      valorTaxaCentavos: s.chance(0.8) ? s.inteiro(8, 15) * 1000 : null,
      valorEncargosCentavos: s.chance(0.7) ? Math.round(bolsa * 0.08) : null,
      valorMatriculaCentavos: s.chance(0.3) ? 5000 : null,
      cbo: p.cbo,
      observacoesGerais: null,
      status,
      criadoEm: new Date(`${somarDias(inicio, -s.inteiro(3, 15))}T13:00:00Z`),
      atualizadoEm: new Date(`${maisCedo(hoje, termino)}T13:00:00Z`),
      versao: 1 + (prorrogacao ? 1 : 0) + (rescisao || status === 'encerrado' ? 1 : 0),
    },
    prorrogacao,
    rescisao,
  };
}

/**
 * A few running apprenticeship contracts that break the law, so the list's "com pendências legais"
 * (docs/LEGISLACAO.md) has something to find: three with an 8h30 practice day (above the 8 hours
 * of CLT art. 432, § 1º, for anyone) and one 2025 bolsa R$ 1,00 below that year's minimum. No
 * draws: the rest of the demo is what it was.
 */
function marcarPendenciasLegais(planos: Plano[], hoje: string) {
  const emCurso = planos.filter(
    (p) =>
      p.linha.tipo === 'A' &&
      (p.linha.status === 'vigente' || p.linha.status === 'prorrogado') &&
      p.linha.dataTermino >= hoje,
  );
  for (const p of emCurso.slice(0, 3)) {
    Object.assign(p.linha, {
      cargaHoraria: 44,
      diasPratica: [1, 2, 3, 4, 5],
      horaEntrada: '08:00',
      horaSaida: '16:30',
    });
  }
  const salario = SALARIOS_MINIMOS_CONHECIDOS.find((m) => m.ano === 2025);
  const de2025 = emCurso.slice(3).find((p) => p.linha.dataInicio.startsWith('2025-'));
  if (salario && de2025) {
    de2025.linha.valorBolsaCentavos =
      bolsaMinimaCentavos(salario.valorCentavos, de2025.linha.cargaHoraria) - 100;
  }
}

async function inserirEmLotes<T>(linhas: T[], inserir: (lote: T[]) => Promise<unknown>) {
  for (let i = 0; i < linhas.length; i += LOTE) await inserir(linhas.slice(i, i + LOTE));
}

export async function semearDemoContratos(
  db: Database,
  agora: Date = new Date(),
): Promise<Record<string, number>> {
  const [existentes] = await db.select({ n: count() }).from(contratos);
  if ((existentes?.n ?? 0) > 0) return {};
  const hoje = dataLocal(agora);
  const s = criarSorteio(SEMENTE);

  return db.transaction(async (tx): Promise<Record<string, number>> => {
    const pessoas = await lerPessoas(tx);
    const [parceiro] = await tx
      .select({ id: parceiros.id })
      .from(parceiros)
      .where(eq(parceiros.ativo, true))
      .orderBy(parceiros.id)
      .limit(1);
    if (pessoas.length === 0 || !parceiro) return {};
    const motivos = new Map(
      (
        await tx
          .select({ id: motivosDesligamento.id, codigo: motivosDesligamento.codigo })
          .from(motivosDesligamento)
      ).map((m) => [m.codigo, m.id]),
    );

    const planos = pessoas
      .map((p) => planejar(s, p, hoje, parceiro.id))
      .filter((p): p is Plano => p !== null)
      .sort((a, b) =>
        a.linha.dataInicio === b.linha.dataInicio
          ? a.linha.aprendizId - b.linha.aprendizId
          : a.linha.dataInicio < b.linha.dataInicio
            ? -1
            : 1,
      );
    // Numbers by the year of the start, in start order: what the counter would have given.
    const porAno = new Map<number, number>();
    for (const p of planos) {
      const ano = Number(p.linha.dataInicio.slice(0, 4));
      const n = (porAno.get(ano) ?? 0) + 1;
      porAno.set(ano, n);
      p.linha.numero = `${ano}/${String(n).padStart(5, '0')}`;
    }
    marcarPendenciasLegais(planos, hoje);
    const ids: number[] = [];
    await inserirEmLotes(planos, async (lote) => {
      const inseridos = await tx
        .insert(contratos)
        .values(lote.map((p) => p.linha))
        .returning({ id: contratos.id });
      ids.push(...inseridos.map((i) => i.id));
    });
    if (porAno.size > 0) {
      await tx
        .insert(contratosNumeracao)
        .values([...porAno].map(([ano, ultimo]) => ({ ano, ultimo })));
    }
    const comId = planos.map((p, i) => ({ ...p, id: ids[i] ?? 0 }));
    const extensoes = comId.flatMap((p) =>
      p.prorrogacao
        ? [
            {
              contratoId: p.id,
              ...p.prorrogacao,
              criadoEm: new Date(`${somarDias(p.prorrogacao.dataTerminoAnterior, -20)}T13:00:00Z`),
            },
          ]
        : [],
    );
    await inserirEmLotes(extensoes, (lote) => tx.insert(prorrogacoes).values(lote));
    const terminos = comId.flatMap((p) =>
      p.rescisao
        ? [
            {
              contratoId: p.id,
              data: p.rescisao.data,
              motivoDesligamentoId: motivos.get(p.rescisao.motivo) ?? [...motivos.values()][0] ?? 1,
              observacoes: p.rescisao.observacoes,
              criadoEm: new Date(`${p.rescisao.data}T13:00:00Z`),
            },
          ]
        : [],
    );
    await inserirEmLotes(terminos, (lote) => tx.insert(rescisoes).values(lote));
    return {
      contratos: ids.length,
      prorrogacoes: extensoes.length,
      rescisoes: terminos.length,
    };
  });
}
