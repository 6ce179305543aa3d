// The checks a new leave passes before afastamentos.ts writes it.
import { and, eq, gte, isNull, lte, or } from 'drizzle-orm';
import { formatarData } from '../../../src/shared/format/data';
import { MENSAGENS_APRENDIZ as M } from '../../../src/shared/validation/aprendiz';
import { afastamentos, motivosAfastamento, situacoesAprendiz } from '../../db/schema';
import type { Executor } from '../../shared/executor';
import { problema } from '../../shared/problem';
import { situacaoPorCodigo } from '../situacoes';
import { afastamentoAberto } from './afastamentos-consultas';
import {
  conferirDatas,
  MENSAGENS_AFASTAMENTO as MA,
  travarAprendiz,
  validacao,
} from './afastamentos-regras';
import { ultimaMudanca } from './historico';

export interface NovoAfastamento {
  motivoAfastamentoId: number;
  dataInicio: string;
  dataFim?: string | null | undefined;
  observacoes?: string | null | undefined;
}

/**
 * A new leave's checks, in the order a person fixes them: the fields (400), then the apprentice
 * (inactive 422, already on leave 409, not contracted 422), the overlap with an earlier leave
 * (409) and the last change of situação (422). Answers what the writes need.
 */
export async function conferirNovo(
  tx: Executor,
  aprendizId: number,
  novo: NovoAfastamento,
  hoje: string,
) {
  const aprendiz = await travarAprendiz(tx, aprendizId);
  const erros = conferirDatas(hoje, novo.dataInicio, novo.dataFim);
  if (!erros.dataInicio && novo.dataInicio < aprendiz.dataCadastro) {
    erros.dataInicio = M.dataInicioAntesDoCadastro;
  }
  const [motivo] = await tx
    .select({ id: motivosAfastamento.id, nome: motivosAfastamento.nome })
    .from(motivosAfastamento)
    .where(
      and(eq(motivosAfastamento.id, novo.motivoAfastamentoId), eq(motivosAfastamento.ativo, true)),
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
  return { aprendiz, motivo, afastado, fim };
}
