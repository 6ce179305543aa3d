// Allocation (enturmação) and desalocar. A class never exceeds its capacity: the class row is
// locked (SELECT ... FOR UPDATE) for the whole transaction, so two requests for the last place
// are served one after the other and the second sees the class full. An apprentice has at most
// one open allocation (checked here, and by a partial unique index for two requests at once). A
// batch is all or nothing: one transaction, and the problem names each apprentice that failed.
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { alocacoes, aprendizes, situacoesAprendiz, turmas } from '../../db/schema';
import { registrarAuditoria } from '../../shared/auditoria';
import type { Executor } from '../../shared/executor';
import { fimDepoisDe } from '../../shared/periodo';
import { problema } from '../../shared/problem';
import { codigoErroBanco, VIOLACAO_UNICIDADE } from '../../shared/erros-banco';
import { dataLocal } from '../../../src/shared/validation/datas';
import {
  MENSAGENS_ALOCACAO as M,
  MENSAGENS_TURMA,
  mensagemAlocacaoEncerrada,
  mensagemForaDoPeriodo,
  mensagemJaAlocado,
  mensagemSemVagas,
  mensagemSobreposicao,
  validarDesalocacao,
} from '../../../src/shared/validation/turma';
import type { UsuarioAutenticado } from '../../tipos-fastify';
import {
  alocacoesAbertas,
  buscarAlocacoes,
  ocupacaoDaTurma,
  paraAlocacao,
  type AlocacaoAberta,
} from './repository';
import type { AlocacaoResposta, Desalocacao, NovaAlocacao, Verificacao } from './schemas';

const ENTIDADE = 'alocacao';

interface TurmaTravada {
  id: number;
  codigo: string;
  nome: string;
  status: string;
  ativo: boolean;
  capacidade: number;
  dataInicio: string;
  dataFim: string;
}

async function turmaParaAlocar(executor: Executor, id: number, travar: boolean) {
  const consulta = executor
    .select({
      id: turmas.id,
      codigo: turmas.codigo,
      nome: turmas.nome,
      status: turmas.status,
      ativo: turmas.ativo,
      capacidade: turmas.capacidade,
      dataInicio: turmas.dataInicio,
      dataFim: turmas.dataFim,
    })
    .from(turmas)
    .where(eq(turmas.id, id));
  const [turma] = travar ? await consulta.for('update') : await consulta;
  if (!turma) throw problema(404, MENSAGENS_TURMA.naoEncontrada);
  return turma;
}

/** Why the class takes no one now; the date check only when a start date is given. */
function problemasDaTurma(turma: TurmaTravada, dataInicio: string | undefined) {
  const problemas: { campo?: 'dataInicio'; mensagem: string }[] = [];
  if (!turma.ativo) problemas.push({ mensagem: M.turmaInativa });
  else if (turma.status === 'encerrada') problemas.push({ mensagem: M.turmaEncerrada });
  if (dataInicio !== undefined && (dataInicio < turma.dataInicio || dataInicio > turma.dataFim)) {
    problemas.push({
      campo: 'dataInicio',
      mensagem: mensagemForaDoPeriodo(turma.dataInicio, turma.dataFim),
    });
  }
  return problemas;
}

interface Avaliacao {
  aprendizId: number;
  nome: string | null;
  situacao: string | null;
  motivos: string[];
  /** A conflict (409: already allocated) rather than a business rule (422). */
  conflito: boolean;
  alocacaoAtual: AlocacaoAberta | null;
}

/** Each apprentice of the list against the rules, in the list's order. Reads only. */
async function avaliarAprendizes(
  executor: Executor,
  turma: TurmaTravada,
  ids: number[],
  dataInicio: string | undefined,
): Promise<Avaliacao[]> {
  const encontrados = await executor
    .select({
      id: aprendizes.id,
      nome: aprendizes.nome,
      ativo: aprendizes.ativo,
      situacao: situacoesAprendiz.nome,
    })
    .from(aprendizes)
    .innerJoin(situacoesAprendiz, eq(situacoesAprendiz.id, aprendizes.situacaoId))
    .where(inArray(aprendizes.id, ids));
  const porId = new Map(encontrados.map((a) => [a.id, a]));
  const abertas = await alocacoesAbertas(executor, ids);
  const fins =
    dataInicio === undefined
      ? new Map<number, string>()
      : await fimDepoisDe(executor, alocacoes, ids, dataInicio);
  return ids.map((id) => {
    const aprendiz = porId.get(id);
    const aberta = abertas.get(id) ?? null;
    const avaliacao: Avaliacao = {
      aprendizId: id,
      nome: aprendiz?.nome ?? null,
      situacao: aprendiz?.situacao ?? null,
      motivos: [],
      conflito: false,
      alocacaoAtual: aberta,
    };
    if (!aprendiz) {
      avaliacao.motivos.push(M.aprendizNaoEncontrado);
      return avaliacao;
    }
    if (aberta) {
      avaliacao.conflito = true;
      avaliacao.motivos.push(
        mensagemJaAlocado({
          nomeAprendiz: aprendiz.nome,
          codigoTurma: aberta.codigo,
          nomeTurma: aberta.nome,
          desde: aberta.dataInicio,
          mesmaTurma: aberta.turmaId === turma.id,
        }),
      );
    }
    if (!aprendiz.ativo) avaliacao.motivos.push(M.aprendizInativo);
    const fim = fins.get(id);
    if (!aberta && fim !== undefined) avaliacao.motivos.push(mensagemSobreposicao(fim));
    return avaliacao;
  });
}

const chaveDoAprendiz = (corpo: NovaAlocacao, indice: number) =>
  corpo.aprendizIds === undefined ? 'aprendizId' : `aprendizIds.${indice}`;

/** The list to allocate, or a 400 when the body names none, both forms, or one twice. */
function idsDoCorpo(corpo: NovaAlocacao): number[] {
  if (corpo.aprendizId !== undefined && corpo.aprendizIds !== undefined) {
    throw problema(
      400,
      M.umOuLista,
      { aprendizIds: M.umOuLista },
      { tipo: '/problemas/validacao' },
    );
  }
  const ids = corpo.aprendizIds ?? (corpo.aprendizId === undefined ? [] : [corpo.aprendizId]);
  if (ids.length === 0) {
    throw problema(
      400,
      M.selecioneAprendiz,
      { aprendizIds: M.selecioneAprendiz },
      { tipo: '/problemas/validacao' },
    );
  }
  const repetidos: Record<string, string> = {};
  ids.forEach((id, i) => {
    if (ids.indexOf(id) !== i) repetidos[`aprendizIds.${i}`] = M.aprendizRepetido;
  });
  if (Object.keys(repetidos).length > 0) {
    throw problema(400, M.aprendizRepetido, repetidos, { tipo: '/problemas/validacao' });
  }
  return ids;
}

export interface ResultadoAlocacao {
  data: AlocacaoResposta[];
  turma: {
    id: number;
    codigo: string;
    capacidade: number;
    ocupacao: number;
    vagasRestantes: number;
  };
}

export async function alocar(
  app: FastifyInstance,
  ator: UsuarioAutenticado,
  corpo: NovaAlocacao,
  verCpf: boolean,
): Promise<ResultadoAlocacao> {
  const ids = idsDoCorpo(corpo);
  try {
    return await app.db.transaction(async (tx) => {
      const turma = await turmaParaAlocar(tx, corpo.turmaId, true);
      const [problemaTurma] = problemasDaTurma(turma, corpo.dataInicio);
      if (problemaTurma) {
        throw problema(
          422,
          problemaTurma.mensagem,
          problemaTurma.campo ? { [problemaTurma.campo]: problemaTurma.mensagem } : undefined,
        );
      }
      const avaliacoes = await avaliarAprendizes(tx, turma, ids, corpo.dataInicio);
      const falhas = avaliacoes.flatMap((a, i) => (a.motivos.length > 0 ? [{ a, i }] : []));
      if (falhas.length > 0) {
        const errors = Object.fromEntries(
          falhas.map(({ a, i }) => [chaveDoAprendiz(corpo, i), a.motivos.join(' ')]),
        );
        const status = falhas.some(({ a }) => a.conflito) ? 409 : 422;
        const detalhe =
          corpo.aprendizIds === undefined
            ? (falhas[0]?.a.motivos.join(' ') ?? '')
            : M.loteRecusado(falhas.length);
        throw problema(status, detalhe, errors);
      }
      const ocupacao = await ocupacaoDaTurma(tx, turma.id);
      const vagas = turma.capacidade - ocupacao;
      if (ids.length > vagas)
        throw problema(409, mensagemSemVagas(turma.codigo, vagas, ids.length));

      const criadas = await tx
        .insert(alocacoes)
        .values(
          ids.map((aprendizId) => ({
            aprendizId,
            turmaId: turma.id,
            dataInicio: corpo.dataInicio,
          })),
        )
        .returning({ id: alocacoes.id, aprendizId: alocacoes.aprendizId });
      for (const criada of criadas) {
        await registrarAuditoria(tx, {
          usuarioId: ator.id,
          acao: 'alocar',
          entidade: ENTIDADE,
          entidadeId: criada.id,
          campos: {
            aprendizId: { de: null, para: criada.aprendizId },
            turmaId: { de: null, para: turma.id },
            dataInicio: { de: null, para: corpo.dataInicio },
          },
        });
      }
      const linhas = await buscarAlocacoes(
        tx,
        criadas.map((c) => c.id),
      );
      const ocupacaoFinal = ocupacao + ids.length;
      return {
        data: linhas.map((l) => paraAlocacao(l, verCpf)),
        turma: {
          id: turma.id,
          codigo: turma.codigo,
          capacidade: turma.capacidade,
          ocupacao: ocupacaoFinal,
          vagasRestantes: turma.capacidade - ocupacaoFinal,
        },
      };
    });
  } catch (erro) {
    // Another request allocated one of these apprentices at the same instant: same 409 as above.
    if (codigoErroBanco(erro) === VIOLACAO_UNICIDADE) {
      const turma = await turmaParaAlocar(app.db, corpo.turmaId, false);
      const avaliacoes = await avaliarAprendizes(app.db, turma, ids, undefined);
      const errors = Object.fromEntries(
        avaliacoes.flatMap((a, i) =>
          a.conflito ? [[chaveDoAprendiz(corpo, i), a.motivos.join(' ')]] : [],
        ),
      );
      const [primeira] = Object.values(errors);
      throw problema(
        409,
        corpo.aprendizIds === undefined && primeira
          ? primeira
          : M.loteRecusado(Object.keys(errors).length),
        errors,
      );
    }
    throw erro;
  }
}

/** The allocation flow's check: what POST /api/alocacoes would say, without writing anything. */
export async function verificar(app: FastifyInstance, corpo: Verificacao) {
  const turma = await turmaParaAlocar(app.db, corpo.turmaId, false);
  const avaliacoes = await avaliarAprendizes(app.db, turma, corpo.aprendizIds, corpo.dataInicio);
  const problemasTurma = problemasDaTurma(turma, corpo.dataInicio).map((p) => p.mensagem);
  const repetidos = new Set(
    corpo.aprendizIds.filter((id, i) => corpo.aprendizIds.indexOf(id) !== i),
  );
  const ocupacao = await ocupacaoDaTurma(app.db, turma.id);
  const vagasRestantes = turma.capacidade - ocupacao;
  const aprendizesAvaliados = avaliacoes.map((a) => {
    const motivos = repetidos.has(a.aprendizId) ? [...a.motivos, M.aprendizRepetido] : a.motivos;
    return {
      aprendizId: a.aprendizId,
      nome: a.nome,
      situacao: a.situacao,
      podeAlocar: motivos.length === 0,
      motivos,
      alocacaoAtual: a.alocacaoAtual
        ? {
            turmaId: a.alocacaoAtual.turmaId,
            codigo: a.alocacaoAtual.codigo,
            nome: a.alocacaoAtual.nome,
            dataInicio: a.alocacaoAtual.dataInicio,
          }
        : null,
    };
  });
  const aptos = aprendizesAvaliados.filter((a) => a.podeAlocar).length;
  const cabem = aptos <= vagasRestantes;
  return {
    turma: {
      id: turma.id,
      codigo: turma.codigo,
      nome: turma.nome,
      status: turma.status,
      ativo: turma.ativo,
      capacidade: turma.capacidade,
      ocupacao,
      vagasRestantes,
      dataInicio: turma.dataInicio,
      dataFim: turma.dataFim,
    },
    problemasTurma,
    aprendizes: aprendizesAvaliados,
    aptos,
    cabem,
    mensagemCapacidade: cabem ? null : mensagemSemVagas(turma.codigo, vagasRestantes, aptos),
    podeConfirmar: problemasTurma.length === 0 && aptos === corpo.aprendizIds.length && cabem,
  };
}

export async function desalocar(
  app: FastifyInstance,
  ator: UsuarioAutenticado,
  alvo: { aprendizId: number; turmaId: number },
  corpo: Desalocacao,
  verCpf: boolean,
): Promise<AlocacaoResposta> {
  const hoje = dataLocal(app.agora());
  const linha = await app.db.transaction(async (tx) => {
    await turmaParaAlocar(tx, alvo.turmaId, false);
    const [aprendiz] = await tx
      .select({ id: aprendizes.id })
      .from(aprendizes)
      .where(eq(aprendizes.id, alvo.aprendizId));
    if (!aprendiz) throw problema(404, M.aprendizNaoEncontrado);
    const daTurma = and(
      eq(alocacoes.aprendizId, alvo.aprendizId),
      eq(alocacoes.turmaId, alvo.turmaId),
    );
    const [aberta] = await tx
      .select({ id: alocacoes.id, dataInicio: alocacoes.dataInicio })
      .from(alocacoes)
      .where(and(daTurma, isNull(alocacoes.dataFim)))
      .for('update');
    if (!aberta) {
      const [ultima] = await tx
        .select({ dataFim: alocacoes.dataFim })
        .from(alocacoes)
        .where(daTurma)
        .orderBy(desc(alocacoes.dataFim))
        .limit(1);
      if (ultima?.dataFim) throw problema(409, mensagemAlocacaoEncerrada(ultima.dataFim));
      throw problema(404, M.naoAlocado);
    }
    const erros = validarDesalocacao(corpo, { hoje, dataInicioAlocacao: aberta.dataInicio });
    const [primeiro] = Object.values(erros);
    if (primeiro !== undefined) throw problema(422, primeiro, erros);
    const motivo = corpo.motivo.trim();
    await tx
      .update(alocacoes)
      .set({
        dataFim: corpo.dataFim,
        motivoDesalocacao: motivo,
        atualizadoEm: app.agora(),
        versao: sql`${alocacoes.versao} + 1`,
      })
      .where(eq(alocacoes.id, aberta.id));
    await registrarAuditoria(tx, {
      usuarioId: ator.id,
      acao: 'desalocar',
      entidade: ENTIDADE,
      entidadeId: aberta.id,
      campos: {
        dataFim: { de: null, para: corpo.dataFim },
        motivoDesalocacao: { de: null, para: motivo },
      },
    });
    const [resultado] = await buscarAlocacoes(tx, [aberta.id]);
    if (!resultado) throw new Error(`Alocação ${aberta.id} sumiu durante a desalocação`);
    return resultado;
  });
  return paraAlocacao(linha, verCpf);
}
