// A partner's units: they belong to one partner for good (a unit id under another partner is 404),
// two units of one company never share a name, an inactive company takes no new unit (422) and a
// unit with apprentices placed is not hidden. Each partner's units are an audited record
// (server/shared/registro) read through that partner.
import { and, eq, sql } from 'drizzle-orm';
import { lotacoes, parceiros, unidades } from '../../db/schema';
import type { Executor } from '../../shared/executor';
import { problema } from '../../shared/problem';
import { definirRegistro } from '../../shared/registro';
import { normalizada } from '../../shared/lista';
import {
  MENSAGENS_PARCEIRO as M,
  mensagemInativarComAprendizes,
} from '../../../src/shared/validation/parceiro';
import { parceiro } from './registro';
import type { LinhaParceiro } from './leitura';
import { valoresUnidade } from './normalizar';
import type { ConsultaUnidades, NovaUnidade, UnidadeResposta } from './esquemas-unidades';
import { lerUnidades, lotadosNaUnidade, paraUnidade, type LinhaUnidade } from './unidades-leitura';

export const parceiroExistente = (executor: Executor, id: number): Promise<LinhaParceiro> =>
  parceiro.existente(executor, id);

async function aprendizesLotados(tx: Executor, unidadeId: number): Promise<string | null> {
  const [abertas] = await tx
    .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(lotacoes)
    .where(sql`${lotacoes.unidadeId} = ${unidadeId} AND ${lotacoes.dataFim} IS NULL`);
  const n = abertas?.n ?? 0;
  return n > 0 ? mensagemInativarComAprendizes('unidade', n) : null;
}

/** The units of one partner: every read and write stays inside that partner. */
export const unidadesDe = (parceiroId: number) =>
  definirRegistro<LinhaUnidade, UnidadeResposta, ConsultaUnidades, NovaUnidade>({
    tabela: unidades,
    entidade: 'unidade',
    naoEncontrado: M.unidadeNaoEncontrada,
    ler: (executor) => ({
      where: (onde) => lerUnidades(executor).where(and(eq(unidades.parceiroId, parceiroId), onde)),
    }),
    resposta: paraUnidade,
    preparar: async (app, corpo, atual) => {
      if (atual) return valoresUnidade(app.db, corpo);
      const dono = await parceiroExistente(app.db, parceiroId);
      const valores = await valoresUnidade(app.db, corpo);
      if (!dono.ativo) throw problema(422, M.empresaInativa);
      return { ...valores, parceiroId };
    },
    unicos: [
      {
        campo: 'nome',
        igual: (valores) =>
          and(
            eq(unidades.parceiroId, parceiroId),
            sql`f_unaccent(lower(${unidades.nome})) = f_unaccent(lower(${valores.nome}))`,
          ),
        mensagem: () => M.nomeUnidadeDuplicado,
        detalhe: () => `${M.nomeUnidadeDuplicado}.`,
      },
    ],
    bloqueioInativar: aprendizesLotados,
    lista: {
      busca: { textos: [unidades.nome, unidades.bairro, unidades.responsavel] },
      ordenacoes: {
        nome: normalizada(unidades.nome),
        aprendizesAlocados: lotadosNaUnidade,
        criadoEm: unidades.criadoEm,
      },
      ordenacaoPadrao: 'nome',
    },
  });

/** The unit only when it belongs to this partner; a missing partner answers its own 404. */
export async function unidadeExistente(
  executor: Executor,
  parceiroId: number,
  unidadeId: number,
): Promise<LinhaUnidade> {
  try {
    return await unidadesDe(parceiroId).existente(executor, unidadeId);
  } catch (erro) {
    await parceiroExistente(executor, parceiroId);
    throw erro;
  }
}

/** Locks the partner and the unit FOR SHARE: neither can be inactivated until the caller commits. */
export async function travarUnidadeParaLotar(
  executor: Executor,
  parceiroId: number,
  unidadeId: number,
): Promise<{ parceiroAtivo: boolean; unidadeAtiva: boolean }> {
  const [empresa] = await executor
    .select({ ativo: parceiros.ativo })
    .from(parceiros)
    .where(eq(parceiros.id, parceiroId))
    .for('share');
  const [unidade] = await executor
    .select({ ativo: unidades.ativo })
    .from(unidades)
    .where(and(eq(unidades.parceiroId, parceiroId), eq(unidades.id, unidadeId)))
    .for('share');
  if (!empresa) throw problema(404, M.naoEncontrado);
  if (!unidade) throw problema(404, M.unidadeNaoEncontrada);
  return { parceiroAtivo: empresa.ativo, unidadeAtiva: unidade.ativo };
}
