// Leaves (afastamentos). Registering one moves a contracted apprentice to 'Afastado'; ending it
// returns them to the situação they had. Each step is a row of the history (date, user, reason)
// and of the audit trail, in one transaction with the apprentice's row locked, so two people
// registering leaves for the same apprentice at once never both succeed.
import type { FastifyInstance } from 'fastify';
import { and, eq, gte, isNull, lte, or } from 'drizzle-orm';
import { formatarData } from '../../../src/shared/format/data';
import { MENSAGENS_APRENDIZ as M } from '../../../src/shared/validation/aprendiz';
import { dataIsoValida, dataLocal } from '../../../src/shared/validation/datas';
import { afastamentos, motivosAfastamento, situacoesAprendiz } from '../../db/schema';
import { camposCriados, diferencas, registrarAuditoria } from '../../shared/auditoria';
import type { Executor } from '../../shared/executor';
import { DETALHE_VALIDACAO, problema, TIPO_VALIDACAO } from '../../shared/problem';
import type { UsuarioAutenticado } from '../../tipos-fastify';
import { mudarSituacao, situacaoPorCodigo } from '../situacoes';
import { afastamento, afastamentoAberto, afastamentosDe } from './afastamentos-consultas';
import { buscarLinha } from './cadastro';
import { ultimaMudanca } from './historico';
import { NAO_ENCONTRADO } from './leitura';

export const MENSAGENS_AFASTAMENTO = {
  naoEncontrado: 'Afastamento não encontrado.',
  aprendizInativo: 'O aprendiz está inativo: reative o cadastro antes de registrar um afastamento.',
  soContratados: (situacao: string) =>
    `Só aprendizes contratados podem ser afastados; a situação atual é ${situacao}.`,
  jaAfastado: (desde: string, motivo: string) =>
    `O aprendiz já está afastado desde ${desde} (${motivo}). Encerre esse afastamento antes de registrar outro.`,
  sobreposto: (inicio: string, fim: string) =>
    `O período se sobrepõe ao afastamento de ${inicio} a ${fim}.`,
  antesDaUltimaMudanca: (data: string) =>
    `A data de início não pode ser anterior à última mudança de situação (${data}).`,
  jaEncerrado: (data: string) => `Este afastamento já foi encerrado em ${data}.`,
} as const;

const MA = MENSAGENS_AFASTAMENTO;

const validacao = (errors: Record<string, string>) =>
  problema(400, DETALHE_VALIDACAO, errors, { tipo: TIPO_VALIDACAO });

/** The dates of a leave: real, not in the future, end not before start. */
function conferirDatas(
  hoje: string,
  dataInicio: string | undefined,
  dataFim: string | null | undefined,
): Record<string, string> {
  const erros: Record<string, string> = {};
  if (dataInicio !== undefined) {
    if (!dataIsoValida(dataInicio)) erros.dataInicio = M.dataInvalida;
    else if (dataInicio > hoje) erros.dataInicio = M.dataInicioFutura;
  }
  if (dataFim !== null && dataFim !== undefined) {
    if (!dataIsoValida(dataFim)) erros.dataFim = M.dataInvalida;
    else if (dataFim > hoje) erros.dataFim = M.dataFimFutura;
    else if (dataInicio !== undefined && !erros.dataInicio && dataFim < dataInicio) {
      erros.dataFim = M.dataFimAntesDoInicio;
    }
  }
  return erros;
}

async function travarAprendiz(tx: Executor, aprendizId: number) {
  const aprendiz = await buscarLinha(tx, aprendizId, true);
  if (!aprendiz) throw problema(404, NAO_ENCONTRADO);
  return aprendiz;
}

export interface NovoAfastamento {
  motivoAfastamentoId: number;
  dataInicio: string;
  dataFim?: string | null | undefined;
  observacoes?: string | null | undefined;
}

export async function registrar(
  app: FastifyInstance,
  usuario: UsuarioAutenticado,
  aprendizId: number,
  novo: NovoAfastamento,
) {
  const agora = app.agora();
  const hoje = dataLocal(agora);
  const id = await app.db.transaction(async (tx) => {
    const aprendiz = await travarAprendiz(tx, aprendizId);
    const erros = conferirDatas(hoje, novo.dataInicio, novo.dataFim);
    if (!erros.dataInicio && novo.dataInicio < aprendiz.dataCadastro) {
      erros.dataInicio = M.dataInicioAntesDoCadastro;
    }
    const [motivo] = await tx
      .select({ id: motivosAfastamento.id, nome: motivosAfastamento.nome })
      .from(motivosAfastamento)
      .where(
        and(
          eq(motivosAfastamento.id, novo.motivoAfastamentoId),
          eq(motivosAfastamento.ativo, true),
        ),
      );
    if (!motivo) erros.motivoAfastamentoId = M.opcaoInexistente;
    if (Object.keys(erros).length > 0 || !motivo) throw validacao(erros);

    if (!aprendiz.ativo) throw problema(422, MA.aprendizInativo);
    const aberto = await afastamentoAberto(tx, aprendizId);
    if (aberto) throw problema(409, MA.jaAfastado(formatarData(aberto.dataInicio), aberto.motivo));
    // One after the other: a transaction is one connection (see emSequencia).
    const contratado = await situacaoPorCodigo(tx, 'contratado');
    const afastado = await situacaoPorCodigo(tx, 'afastado');
    if (aprendiz.situacaoId !== contratado.id) {
      const [atual] = await tx
        .select({ nome: situacoesAprendiz.nome })
        .from(situacoesAprendiz)
        .where(eq(situacoesAprendiz.id, aprendiz.situacaoId));
      throw problema(422, MA.soContratados(atual?.nome ?? '?'));
    }
    const fim = novo.dataFim ?? null;
    const [sobreposto] = await tx
      .select({ dataInicio: afastamentos.dataInicio, dataFim: afastamentos.dataFim })
      .from(afastamentos)
      .where(
        and(
          eq(afastamentos.aprendizId, aprendizId),
          fim === null ? undefined : lte(afastamentos.dataInicio, fim),
          or(isNull(afastamentos.dataFim), gte(afastamentos.dataFim, novo.dataInicio)),
        ),
      )
      .limit(1);
    if (sobreposto) {
      throw problema(
        409,
        MA.sobreposto(formatarData(sobreposto.dataInicio), formatarData(sobreposto.dataFim)),
      );
    }

    const ultima = await ultimaMudanca(tx, aprendizId);
    if (ultima !== undefined && novo.dataInicio < ultima) {
      const mensagem = MA.antesDaUltimaMudanca(formatarData(ultima));
      throw problema(422, mensagem, { dataInicio: mensagem });
    }
    const [linha] = await tx
      .insert(afastamentos)
      .values({
        aprendizId,
        motivoAfastamentoId: motivo.id,
        dataInicio: novo.dataInicio,
        dataFim: fim,
        observacoes: novo.observacoes?.trim() || null,
        situacaoAnteriorId: aprendiz.situacaoId,
        criadoEm: agora,
        atualizadoEm: agora,
      })
      .returning();
    if (!linha) throw new Error('insert sem retorno');
    await registrarAuditoria(tx, {
      usuarioId: usuario.id,
      acao: 'criar',
      entidade: 'afastamento',
      entidadeId: linha.id,
      campos: camposCriados(linha),
    });
    await mudarSituacao(tx, {
      aprendizId,
      situacaoAnteriorId: aprendiz.situacaoId,
      situacaoId: afastado.id,
      data: novo.dataInicio,
      motivo: `Afastamento: ${motivo.nome}`,
      origem: 'afastamento',
      origemId: linha.id,
      usuarioId: usuario.id,
      agora,
    });
    // A leave already over (registered afterwards) returns at once, on its last day.
    if (fim !== null) {
      await mudarSituacao(tx, {
        aprendizId,
        situacaoAnteriorId: afastado.id,
        situacaoId: aprendiz.situacaoId,
        data: fim,
        motivo: `Retorno do afastamento (${motivo.nome})`,
        origem: 'retorno-afastamento',
        origemId: linha.id,
        usuarioId: usuario.id,
        agora,
      });
    }
    return linha.id;
  });
  const criado = await afastamento(app.db, aprendizId, id);
  if (!criado) throw problema(404, MA.naoEncontrado);
  return criado;
}

export async function encerrar(
  app: FastifyInstance,
  usuario: UsuarioAutenticado,
  aprendizId: number,
  afastamentoId: number,
  dataFim: string,
) {
  const agora = app.agora();
  const hoje = dataLocal(agora);
  await app.db.transaction(async (tx) => {
    const aprendiz = await travarAprendiz(tx, aprendizId);
    const antes = await afastamento(tx, aprendizId, afastamentoId);
    if (!antes) throw problema(404, MA.naoEncontrado);
    if (antes.dataFim !== null) throw problema(409, MA.jaEncerrado(formatarData(antes.dataFim)));
    const erros = conferirDatas(hoje, undefined, dataFim);
    if (!erros.dataFim && dataFim < antes.dataInicio) erros.dataFim = M.dataFimAntesDoInicio;
    if (Object.keys(erros).length > 0) throw validacao(erros);

    const [depois] = await tx
      .update(afastamentos)
      .set({ dataFim, versao: antes.versao + 1, atualizadoEm: agora })
      .where(eq(afastamentos.id, afastamentoId))
      .returning();
    if (!depois) throw new Error('update sem retorno');
    await registrarAuditoria(tx, {
      usuarioId: usuario.id,
      acao: 'encerrar',
      entidade: 'afastamento',
      entidadeId: afastamentoId,
      campos: diferencas(antes, depois),
    });
    // Only while the leave is what the situação says: a termination during the leave stands.
    const afastado = await situacaoPorCodigo(tx, 'afastado');
    if (aprendiz.situacaoId === afastado.id) {
      await mudarSituacao(tx, {
        aprendizId,
        situacaoAnteriorId: afastado.id,
        situacaoId: antes.situacaoAnteriorId,
        data: dataFim,
        motivo: `Retorno do afastamento (${antes.motivo})`,
        origem: 'retorno-afastamento',
        origemId: afastamentoId,
        usuarioId: usuario.id,
        agora,
      });
    }
  });
  const encerrado = await afastamento(app.db, aprendizId, afastamentoId);
  if (!encerrado) throw problema(404, MA.naoEncontrado);
  return encerrado;
}

export async function listar(app: FastifyInstance, aprendizId: number) {
  if (!(await buscarLinha(app.db, aprendizId))) throw problema(404, NAO_ENCONTRADO);
  return { data: await afastamentosDe(app.db, aprendizId) };
}
