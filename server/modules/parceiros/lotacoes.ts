// Placements (lotações): an apprentice in a partner's unit for the practice days. At most one open
// placement per apprentice (409 naming where, also a partial unique index); an inactive partner or
// unit takes no one new (422); ending one keeps it as history with today's date.
import { and, count, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { aprendizes, lotacoes, parceiros, situacoesAprendiz, unidades } from '../../db/schema';
import { existeId, type Executor } from '../../shared/executor';
import { normalizada, ordenacao, pagina, umaPagina } from '../../shared/lista';
import { problema } from '../../shared/problem';
import { codigoErroBanco, VIOLACAO_UNICIDADE } from '../../shared/erros-banco';
import { dataLocal } from '../../../src/shared/validation/datas';
import { formatarData } from '../../../src/shared/format/data';
import {
  MENSAGENS_PARCEIRO as M,
  mensagemJaLotado,
  mensagemLotacaoEncerrada,
} from '../../../src/shared/validation/parceiro';
import type { UsuarioAutenticado } from '../../tipos-fastify';
import {
  buscaDoAprendiz,
  colunasAprendiz,
  fimDepoisDe,
  filtroAbertas,
  juntarSituacao,
  ordenacoesDoPeriodo,
  paraAprendizResumo,
  travarPeriodoAberto,
  type LinhaAprendiz,
} from '../../shared/periodo';
import { nomeDoParceiro } from '../../shared/parceiro';
import { abrirLotacao, fecharLotacao } from './lotacoes-do-aprendiz';
import { invalido } from './normalizar';
import type {
  ConsultaLotacoes,
  LotacaoResposta,
  NovaLotacao,
  ORDENACOES_LOTACOES,
} from './esquemas';
import { travarUnidadeParaLotar, unidadeExistente } from './unidades';

const colunas = {
  id: lotacoes.id,
  unidadeId: lotacoes.unidadeId,
  unidade: unidades.nome,
  parceiroId: unidades.parceiroId,
  dataInicio: lotacoes.dataInicio,
  dataFim: lotacoes.dataFim,
  ...colunasAprendiz,
};

type LinhaLotacao = LinhaAprendiz & {
  id: number;
  unidadeId: number;
  unidade: string;
  parceiroId: number;
  dataInicio: string;
  dataFim: string | null;
};

function paraLotacao(l: LinhaLotacao, verCpf: boolean): LotacaoResposta {
  return {
    id: l.id,
    ...paraAprendizResumo(l, verCpf),
    parceiroId: l.parceiroId,
    unidadeId: l.unidadeId,
    unidade: l.unidade,
    dataInicio: l.dataInicio,
    dataFim: l.dataFim,
    atual: l.dataFim === null,
  };
}

const consulta = (executor: Executor) =>
  executor
    .select(colunas)
    .from(lotacoes)
    .innerJoin(unidades, eq(unidades.id, lotacoes.unidadeId))
    .innerJoin(aprendizes, eq(aprendizes.id, lotacoes.aprendizId))
    .innerJoin(situacoesAprendiz, juntarSituacao);

export async function listarLotacoes(
  db: Database,
  onde: { parceiroId: number; unidadeId?: number | undefined },
  c: ConsultaLotacoes,
  verCpf: boolean,
): Promise<{ data: LotacaoResposta[]; total: number; page: number; pageSize: number }> {
  const filtro = and(
    eq(unidades.parceiroId, onde.parceiroId),
    onde.unidadeId === undefined ? undefined : eq(lotacoes.unidadeId, onde.unidadeId),
    c.unidadeId === undefined ? undefined : eq(lotacoes.unidadeId, c.unidadeId),
    // Placed now unless the list asks for ended placements or all of them.
    filtroAbertas(lotacoes, c.abertas ?? 'true'),
    buscaDoAprendiz(c.q, verCpf),
  );
  const ordem = ordenacao<(typeof ORDENACOES_LOTACOES)[number]>(
    c.sort,
    { ...ordenacoesDoPeriodo(lotacoes), unidade: normalizada(unidades.nome) },
    'nome',
    lotacoes.id,
  );
  const { page, pageSize, limit, offset } = pagina(c);
  const [linhas, [total]] = await Promise.all([
    umaPagina(consulta(db).where(filtro), ordem, { limit, offset }),
    db
      .select({ n: count() })
      .from(lotacoes)
      .innerJoin(unidades, eq(unidades.id, lotacoes.unidadeId))
      .innerJoin(aprendizes, eq(aprendizes.id, lotacoes.aprendizId))
      .where(filtro),
  ]);
  return { data: linhas.map((l) => paraLotacao(l, verCpf)), total: total?.n ?? 0, page, pageSize };
}

async function lotacaoAberta(executor: Executor, aprendizId: number) {
  const [linha] = await executor
    .select({
      unidadeId: lotacoes.unidadeId,
      unidade: unidades.nome,
      empresa: nomeDoParceiro,
      dataInicio: lotacoes.dataInicio,
    })
    .from(lotacoes)
    .innerJoin(unidades, eq(unidades.id, lotacoes.unidadeId))
    .innerJoin(parceiros, eq(parceiros.id, unidades.parceiroId))
    .where(and(eq(lotacoes.aprendizId, aprendizId), isNull(lotacoes.dataFim)));
  return linha;
}

async function jaLotado(
  executor: Executor,
  aprendiz: { id: number; nome: string },
  unidadeId: number,
) {
  const aberta = await lotacaoAberta(executor, aprendiz.id);
  if (!aberta) return undefined;
  const mensagem = mensagemJaLotado({
    nomeAprendiz: aprendiz.nome,
    unidade: aberta.unidade,
    empresa: aberta.empresa,
    desde: aberta.dataInicio,
    mesmaUnidade: aberta.unidadeId === unidadeId,
  });
  return problema(409, mensagem, { aprendizId: mensagem });
}

async function buscarLotacao(executor: Executor, id: number): Promise<LinhaLotacao> {
  const [linha] = await consulta(executor).where(eq(lotacoes.id, id));
  if (!linha) throw new Error(`Lotação ${id} não encontrada logo depois de gravada`);
  return linha;
}

export async function lotarAprendiz(
  app: FastifyInstance,
  ator: UsuarioAutenticado,
  onde: { parceiroId: number; unidadeId: number },
  corpo: NovaLotacao,
  verCpf: boolean,
): Promise<LotacaoResposta> {
  const dataInicio = corpo.dataInicio ?? dataLocal(app.agora());
  const [aprendiz] = await app.db
    .select({ id: aprendizes.id, nome: aprendizes.nome, ativo: aprendizes.ativo })
    .from(aprendizes)
    .where(eq(aprendizes.id, corpo.aprendizId));
  try {
    const linha = await app.db.transaction(async (tx) => {
      const { parceiroAtivo, unidadeAtiva } = await travarUnidadeParaLotar(
        tx,
        onde.parceiroId,
        onde.unidadeId,
      );
      if (!aprendiz) throw problema(404, M.aprendizNaoEncontrado);
      if (!parceiroAtivo) throw problema(422, M.empresaInativa);
      if (!unidadeAtiva) throw problema(422, M.unidadeInativa);
      if (!aprendiz.ativo)
        throw problema(422, M.aprendizInativo, { aprendizId: M.aprendizInativo });
      const conflito = await jaLotado(tx, aprendiz, onde.unidadeId);
      if (conflito) throw conflito;
      const anterior = (await fimDepoisDe(tx, lotacoes, [aprendiz.id], dataInicio)).get(
        aprendiz.id,
      );
      if (anterior) {
        throw invalido({
          dataInicio: `A data de início não pode ser anterior ao fim da lotação anterior (${formatarData(anterior)})`,
        });
      }
      const nova = await abrirLotacao(
        tx,
        { aprendizId: aprendiz.id, unidadeId: onde.unidadeId, dataInicio },
        ator.id,
        null,
      );
      return buscarLotacao(tx, nova);
    });
    return paraLotacao(linha, verCpf);
  } catch (erro) {
    // Two placements of one apprentice at the same instant: the partial unique index decides.
    if (aprendiz && codigoErroBanco(erro) === VIOLACAO_UNICIDADE) {
      throw (await jaLotado(app.db, aprendiz, onde.unidadeId)) ?? erro;
    }
    throw erro;
  }
}

/** Ends the open placement with today's date (its start date, when it has not started yet). */
export async function encerrarLotacao(
  app: FastifyInstance,
  ator: UsuarioAutenticado,
  onde: { parceiroId: number; unidadeId: number; aprendizId: number },
  verCpf: boolean,
): Promise<LotacaoResposta> {
  const hoje = dataLocal(app.agora());
  const linha = await app.db.transaction(async (tx) => {
    await unidadeExistente(tx, onde.parceiroId, onde.unidadeId);
    const aberta = await travarPeriodoAberto(
      tx,
      lotacoes,
      and(eq(lotacoes.aprendizId, onde.aprendizId), eq(lotacoes.unidadeId, onde.unidadeId)),
      mensagemLotacaoEncerrada,
    );
    if (!aberta) {
      const existe = await existeId(tx, aprendizes, onde.aprendizId);
      throw problema(404, existe ? M.semLotacaoAberta : M.aprendizNaoEncontrado);
    }
    // Today, or its start when it has not started yet.
    await fecharLotacao(
      tx,
      aberta,
      hoje,
      { aprendizId: onde.aprendizId, usuarioId: ator.id, agora: app.agora() },
      null,
    );
    return buscarLotacao(tx, aberta.id);
  });
  return paraLotacao(linha, verCpf);
}
