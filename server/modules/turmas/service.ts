// The class's rules beyond CRUD: a unique code (409 naming the class that has it), course and
// educator from their lists, a capacity never below the apprentices already allocated, a period
// that still covers the allocations made, and closing a class ends its open allocations.
import { and, eq, getTableColumns, isNull, max, min, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { alocacoes, cursos, educadores, turmas } from '../../db/schema';
import {
  camposCriados,
  diferencas,
  registrarAuditoria,
  type Executor,
} from '../../shared/auditoria';
import { atualizarComVersao } from '../../shared/concorrencia';
import { DETALHE_VALIDACAO, problema, TIPO_VALIDACAO } from '../../shared/problem';
import { codigoErroBanco, VIOLACAO_UNICIDADE } from '../../shared/erros-banco';
import { dataLocal } from '../../../src/shared/validation/aprendiz';
import {
  MENSAGENS_TURMA as M,
  mensagemCodigoTurmaDuplicado,
  validarTurma,
} from '../../../src/shared/validation/turma';
import type { UsuarioAutenticado } from '../../tipos-fastify';
import { ocupacaoDaTurma } from '../alocacoes/repository';
import { buscarTurma, paraTurma, type LinhaTurma } from './repository';
import type { AlteracaoTurma, NovaTurma, TurmaResposta } from './schemas';

const ENTIDADE = 'turma';
/** The reason written on allocations a class closure ends. */
export const MOTIVO_TURMA_ENCERRADA = 'Turma encerrada';

const invalido = (errors: Record<string, string>) =>
  problema(400, DETALHE_VALIDACAO, errors, { tipo: TIPO_VALIDACAO });

/** What the trail records: the table's own columns, not the joined names or computed figures. */
const paraAuditoria = (linha: Record<string, unknown>) =>
  Object.fromEntries(Object.keys(getTableColumns(turmas)).map((c) => [c, linha[c]]));

async function existente(executor: Executor, id: number): Promise<LinhaTurma> {
  const turma = await buscarTurma(executor, id);
  if (!turma) throw problema(404, M.naoEncontrada);
  return turma;
}

const textoOuNulo = (valor: string | null | undefined) => {
  const limpo = valor?.trim().replace(/\s+/g, ' ');
  return limpo ? limpo : null;
};

/** Column values from the body, with every wrong field in one 400. */
async function valores(
  executor: Executor,
  corpo: NovaTurma,
  educadorAtual: number | null | undefined,
) {
  const status = corpo.status ?? 'planejada';
  const erros = validarTurma({ ...corpo, status });
  const [curso] = await executor
    .select({ id: cursos.id })
    .from(cursos)
    .where(eq(cursos.id, corpo.cursoId));
  if (!curso && !erros.cursoId) erros.cursoId = M.cursoInexistente;
  const educadorId = corpo.educadorId ?? null;
  if (educadorId !== null) {
    const [educador] = await executor
      .select({ ativo: educadores.ativo })
      .from(educadores)
      .where(eq(educadores.id, educadorId));
    if (!educador) erros.educadorId = M.educadorInexistente;
    // An educator inactivated later does not block edits of a class that already had them.
    else if (!educador.ativo && educadorId !== educadorAtual) erros.educadorId = M.educadorInativo;
  }
  if (Object.keys(erros).length > 0) throw invalido(erros);
  return {
    codigo: corpo.codigo.trim(),
    nome: textoOuNulo(corpo.nome) ?? '',
    cursoId: corpo.cursoId,
    planoId: corpo.planoId ?? null,
    educadorId,
    turno: corpo.turno,
    diasTeoria: [...corpo.diasTeoria].sort((a, b) => a - b),
    dataInicio: corpo.dataInicio,
    dataFim: corpo.dataFim,
    capacidade: corpo.capacidade,
    local: textoOuNulo(corpo.local),
    status,
  };
}

async function codigoLivre(executor: Executor, codigo: string, excetoId?: number) {
  const [outra] = await executor
    .select({ id: turmas.id, nome: turmas.nome, codigo: turmas.codigo })
    .from(turmas)
    .where(
      and(
        sql`lower(${turmas.codigo}) = lower(${codigo})`,
        excetoId === undefined ? undefined : sql`${turmas.id} <> ${excetoId}`,
      ),
    );
  if (outra) {
    const mensagem = mensagemCodigoTurmaDuplicado(outra.codigo, outra.nome, outra.id);
    throw problema(409, mensagem, { codigo: mensagem });
  }
}

async function comCodigoUnico<T>(codigo: string, operacao: () => Promise<T>, db: Executor) {
  try {
    return await operacao();
  } catch (erro) {
    if (codigoErroBanco(erro) === VIOLACAO_UNICIDADE) await codigoLivre(db, codigo);
    throw erro;
  }
}

export async function obterTurma(app: FastifyInstance, id: number): Promise<TurmaResposta> {
  return paraTurma(await existente(app.db, id));
}

export async function criarTurma(
  app: FastifyInstance,
  ator: UsuarioAutenticado,
  corpo: NovaTurma,
): Promise<TurmaResposta> {
  const dados = await valores(app.db, corpo, undefined);
  await codigoLivre(app.db, dados.codigo);
  const criada = await comCodigoUnico(
    dados.codigo,
    () =>
      app.db.transaction(async (tx) => {
        const [linha] = await tx.insert(turmas).values(dados).returning({ id: turmas.id });
        if (!linha) throw new Error('INSERT em turmas não devolveu o id');
        const turma = await existente(tx, linha.id);
        await registrarAuditoria(tx, {
          usuarioId: ator.id,
          acao: 'criar',
          entidade: ENTIDADE,
          entidadeId: turma.id,
          campos: camposCriados(paraAuditoria(turma)),
        });
        return turma;
      }),
    app.db,
  );
  return paraTurma(criada);
}

/** The allocations already made must still fit: capacity and period. */
async function conferirAlocacoes(
  executor: Executor,
  id: number,
  dados: { capacidade: number; dataInicio: string; dataFim: string },
) {
  const erros: Record<string, string> = {};
  const ocupacao = await ocupacaoDaTurma(executor, id);
  if (dados.capacidade < ocupacao) erros.capacidade = M.capacidadeMenorQueOcupacao(ocupacao);
  const [limites] = await executor
    .select({ primeira: min(alocacoes.dataInicio), ultima: max(alocacoes.dataInicio) })
    .from(alocacoes)
    .where(eq(alocacoes.turmaId, id));
  if (limites?.primeira && limites.ultima) {
    const mensagem = M.periodoSemAlocacoes(limites.primeira, limites.ultima);
    if (dados.dataInicio > limites.primeira) erros.dataInicio = mensagem;
    if (dados.dataFim < limites.ultima) erros.dataFim = mensagem;
  }
  const [primeiro] = Object.values(erros);
  if (primeiro !== undefined) throw problema(422, primeiro, erros);
}

/**
 * Closing a class ends its open allocations on the class's last day (today, when it closes
 * early; never before an allocation's own start), each with its audit row.
 */
async function encerrarAlocacoes(
  app: FastifyInstance,
  executor: Executor,
  ator: UsuarioAutenticado,
  turma: { id: number; dataFim: string },
): Promise<void> {
  const hoje = dataLocal(app.agora());
  const fim = turma.dataFim < hoje ? turma.dataFim : hoje;
  const encerradas = await executor
    .update(alocacoes)
    .set({
      dataFim: sql`greatest(${alocacoes.dataInicio}, ${fim}::date)`,
      motivoDesalocacao: MOTIVO_TURMA_ENCERRADA,
      atualizadoEm: app.agora(),
      versao: sql`${alocacoes.versao} + 1`,
    })
    .where(and(eq(alocacoes.turmaId, turma.id), isNull(alocacoes.dataFim)))
    .returning({ id: alocacoes.id, dataFim: alocacoes.dataFim });
  for (const alocacao of encerradas) {
    await registrarAuditoria(executor, {
      usuarioId: ator.id,
      acao: 'desalocar',
      entidade: 'alocacao',
      entidadeId: alocacao.id,
      campos: {
        dataFim: { de: null, para: alocacao.dataFim },
        motivoDesalocacao: { de: null, para: MOTIVO_TURMA_ENCERRADA },
      },
    });
  }
}

export async function atualizarTurma(
  app: FastifyInstance,
  ator: UsuarioAutenticado,
  id: number,
  corpo: AlteracaoTurma,
): Promise<TurmaResposta> {
  const atual = await existente(app.db, id);
  const dados = await valores(app.db, corpo, atual.educadorId);
  const depois = await comCodigoUnico(
    dados.codigo,
    () =>
      app.db.transaction(async (tx) => {
        const antes = await existente(tx, id);
        await codigoLivre(tx, dados.codigo, id);
        // The UPDATE locks the row first, so an allocation in progress (FOR UPDATE on this row)
        // has either finished and is counted below, or waits for this change.
        await atualizarComVersao(tx, turmas, id, corpo.versao, dados, M.naoEncontrada);
        if (dados.status === 'encerrada' && antes.status !== 'encerrada') {
          await encerrarAlocacoes(app, tx, ator, { id, dataFim: dados.dataFim });
        }
        await conferirAlocacoes(tx, id, dados);
        const atualizada = await existente(tx, id);
        const campos = diferencas(paraAuditoria(antes), paraAuditoria(atualizada));
        if (Object.keys(campos).length > 0) {
          await registrarAuditoria(tx, {
            usuarioId: ator.id,
            acao: 'atualizar',
            entidade: ENTIDADE,
            entidadeId: id,
            campos,
          });
        }
        return atualizada;
      }),
    app.db,
  );
  return paraTurma(depois);
}

async function mudarAtivo(
  app: FastifyInstance,
  ator: UsuarioAutenticado,
  id: number,
  ativo: boolean,
): Promise<TurmaResposta> {
  const linha = await app.db.transaction(async (tx) => {
    const antes = await existente(tx, id);
    if (antes.ativo === ativo) return antes;
    await tx
      .update(turmas)
      .set({ ativo, atualizadoEm: app.agora(), versao: sql`${turmas.versao} + 1` })
      .where(eq(turmas.id, id));
    if (!ativo) {
      const alocados = await ocupacaoDaTurma(tx, id);
      if (alocados > 0) throw problema(409, M.inativarComAlocados(alocados));
    }
    await registrarAuditoria(tx, {
      usuarioId: ator.id,
      acao: ativo ? 'reativar' : 'inativar',
      entidade: ENTIDADE,
      entidadeId: id,
      campos: { ativo: { de: !ativo, para: ativo } },
    });
    return existente(tx, id);
  });
  return paraTurma(linha);
}

export const inativarTurma = (app: FastifyInstance, ator: UsuarioAutenticado, id: number) =>
  mudarAtivo(app, ator, id, false);

export const reativarTurma = (app: FastifyInstance, ator: UsuarioAutenticado, id: number) =>
  mudarAtivo(app, ator, id, true);
