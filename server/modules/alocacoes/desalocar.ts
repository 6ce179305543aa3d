// Desalocar: ends an apprentice's open allocation in a class with a date and a reason, audited.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { alocacoes, aprendizes } from '../../db/schema';
import { camposPreenchidos, mudarEAuditar } from '../../shared/auditoria';
import { existeId, type Executor } from '../../shared/executor';
import { travarPeriodoAberto } from '../../shared/periodo';
import { problema } from '../../shared/problem';
import { dataLocal } from '../../../src/shared/validation/datas';
import {
  MENSAGENS_ALOCACAO as M,
  mensagemAlocacaoEncerrada,
  validarDesalocacao,
} from '../../../src/shared/validation/turma';
import type { UsuarioAutenticado } from '../../tipos-fastify';
import { buscarAlocacoes, paraAlocacao } from './consultas';
import type { AlocacaoResposta, Desalocacao } from './esquemas';
import { ENTIDADE, turmaParaAlocar } from './avaliacao';

/**
 * Ends an open allocation on `dataFim` with the reason, audited as a desalocação: the route's and
 * the one a contract's end causes (encerrarAlocacaoDoAprendiz) are the same change.
 */
export async function fecharAlocacao(
  tx: Executor,
  alocacaoId: number,
  fim: { dataFim: string; motivo: string; usuarioId: number | null; agora: Date },
) {
  const valores = { dataFim: fim.dataFim, motivoDesalocacao: fim.motivo };
  await mudarEAuditar(tx, alocacoes, [{ id: alocacaoId }], valores, fim, {
    acao: 'desalocar',
    entidade: ENTIDADE,
    campos: () => camposPreenchidos(valores),
  });
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
    if (!(await existeId(tx, aprendizes, alvo.aprendizId)))
      throw problema(404, M.aprendizNaoEncontrado);
    const aberta = await travarPeriodoAberto(
      tx,
      alocacoes,
      and(eq(alocacoes.aprendizId, alvo.aprendizId), eq(alocacoes.turmaId, alvo.turmaId)),
      mensagemAlocacaoEncerrada,
    );
    if (!aberta) throw problema(404, M.naoAlocado);
    const erros = validarDesalocacao(corpo, { hoje, dataInicioAlocacao: aberta.dataInicio });
    const [primeiro] = Object.values(erros);
    if (primeiro !== undefined) throw problema(422, primeiro, erros);
    await fecharAlocacao(tx, aberta.id, {
      dataFim: corpo.dataFim,
      motivo: corpo.motivo.trim(),
      usuarioId: ator.id,
      agora: app.agora(),
    });
    const [resultado] = await buscarAlocacoes(tx, [aberta.id]);
    if (!resultado) throw new Error(`Alocação ${aberta.id} sumiu durante a desalocação`);
    return resultado;
  });
  return paraAlocacao(linha, verCpf);
}
