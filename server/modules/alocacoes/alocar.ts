// Allocation (enturmação) and desalocar. A class never exceeds its capacity: the class row is
// locked (SELECT ... FOR UPDATE) for the whole transaction, so two requests for the last place
// are served one after the other and the second sees the class full. An apprentice has at most
// one open allocation (checked here, and by a partial unique index for two requests at once). A
// batch is all or nothing: one transaction, and the problem names each apprentice that failed.
import type { FastifyInstance } from 'fastify';
import { alocacoes } from '../../db/schema';
import { camposPreenchidos, registrarAuditoria } from '../../shared/auditoria';
import { problema } from '../../shared/problem';
import { codigoErroBanco, VIOLACAO_UNICIDADE } from '../../shared/erros-banco';
import { MENSAGENS_ALOCACAO as M, mensagemSemVagas } from '../../../src/shared/validation/turma';
import type { UsuarioAutenticado } from '../../tipos-fastify';
import { buscarAlocacoes, ocupacaoDaTurma, paraAlocacao } from './consultas';
import type { AlocacaoResposta, NovaAlocacao, Verificacao } from './esquemas';
import {
  ENTIDADE,
  turmaParaAlocar,
  problemasDaTurma,
  avaliarAprendizes,
  chaveDoAprendiz,
  idsDoCorpo,
} from './avaliacao';

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
          campos: camposPreenchidos({
            aprendizId: criada.aprendizId,
            turmaId: turma.id,
            dataInicio: corpo.dataInicio,
          }),
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
      avisos: a.avisos,
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
