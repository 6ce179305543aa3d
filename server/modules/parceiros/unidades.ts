// A partner's units: they belong to one partner for good (a unit id under another partner is 404),
// two units of one company never share a name, and a unit with apprentices placed is not hidden.
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { lotacoes, parceiros, unidades } from '../../db/schema';
import {
  camposCriados,
  diferencas,
  registrarAuditoria,
  type Executor,
} from '../../shared/auditoria';
import { atualizarComVersao } from '../../shared/concorrencia';
import { problema } from '../../shared/problem';
import { codigoErroBanco, VIOLACAO_UNICIDADE } from '../../shared/erros-banco';
import {
  MENSAGENS_PARCEIRO as M,
  mensagemInativarComAprendizes,
  situacaoCota,
} from '../../../src/shared/validation/parceiro';
import type { UsuarioAutenticado } from '../../tipos-fastify';
import { valoresUnidade } from './normalizar';
import {
  buscarParceiro,
  buscarUnidade,
  paraUnidade,
  unidadesDoParceiro,
  type LinhaParceiro,
  type LinhaUnidade,
} from './repository';
import type { AlteracaoUnidade, NovaUnidade, UnidadeResposta } from './schemas';

const ENTIDADE = 'unidade';

const nomeDuplicado = () =>
  problema(409, `${M.nomeUnidadeDuplicado}.`, { nome: M.nomeUnidadeDuplicado });

async function comNomeUnico<T>(operacao: () => Promise<T>): Promise<T> {
  try {
    return await operacao();
  } catch (erro) {
    if (codigoErroBanco(erro) === VIOLACAO_UNICIDADE) throw nomeDuplicado();
    throw erro;
  }
}

/** What the trail records: the table's own columns, not the joined names or computed figures. */
const paraAuditoria = (linha: Record<string, unknown>) =>
  Object.fromEntries(Object.keys(getTableColumns(unidades)).map((c) => [c, linha[c]]));

export async function parceiroExistente(executor: Executor, id: number): Promise<LinhaParceiro> {
  const parceiro = await buscarParceiro(executor, id);
  if (!parceiro) throw problema(404, M.naoEncontrado);
  return parceiro;
}

export async function unidadeExistente(
  executor: Executor,
  parceiroId: number,
  unidadeId: number,
): Promise<LinhaUnidade> {
  const unidade = await buscarUnidade(executor, parceiroId, unidadeId);
  if (unidade) return unidade;
  await parceiroExistente(executor, parceiroId);
  throw problema(404, M.unidadeNaoEncontrada);
}

async function nomeLivre(executor: Executor, parceiroId: number, nome: string, excetoId?: number) {
  const [outra] = await executor
    .select({ id: unidades.id })
    .from(unidades)
    .where(
      and(
        eq(unidades.parceiroId, parceiroId),
        sql`f_unaccent(lower(${unidades.nome})) = f_unaccent(lower(${nome}))`,
        excetoId === undefined ? undefined : sql`${unidades.id} <> ${excetoId}`,
      ),
    );
  if (outra) throw nomeDuplicado();
}

export async function obterUnidade(
  app: FastifyInstance,
  parceiroId: number,
  unidadeId: number,
): Promise<UnidadeResposta> {
  return paraUnidade(await unidadeExistente(app.db, parceiroId, unidadeId));
}

export async function criarUnidade(
  app: FastifyInstance,
  ator: UsuarioAutenticado,
  parceiroId: number,
  corpo: NovaUnidade,
): Promise<UnidadeResposta> {
  const parceiro = await parceiroExistente(app.db, parceiroId);
  const valores = await valoresUnidade(app.db, corpo);
  if (!parceiro.ativo) throw problema(422, M.empresaInativa);
  const criada = await comNomeUnico(() =>
    app.db.transaction(async (tx) => {
      await nomeLivre(tx, parceiroId, valores.nome);
      const [linha] = await tx
        .insert(unidades)
        .values({ ...valores, parceiroId })
        .returning({ id: unidades.id });
      if (!linha) throw new Error('INSERT em unidades não devolveu o id');
      const unidade = await unidadeExistente(tx, parceiroId, linha.id);
      await registrarAuditoria(tx, {
        usuarioId: ator.id,
        acao: 'criar',
        entidade: ENTIDADE,
        entidadeId: unidade.id,
        campos: camposCriados(paraAuditoria(unidade)),
      });
      return unidade;
    }),
  );
  return paraUnidade(criada);
}

export async function atualizarUnidade(
  app: FastifyInstance,
  ator: UsuarioAutenticado,
  parceiroId: number,
  unidadeId: number,
  corpo: AlteracaoUnidade,
): Promise<UnidadeResposta> {
  await unidadeExistente(app.db, parceiroId, unidadeId);
  const valores = await valoresUnidade(app.db, corpo);
  const depois = await comNomeUnico(() =>
    app.db.transaction(async (tx) => {
      const antes = await unidadeExistente(tx, parceiroId, unidadeId);
      await nomeLivre(tx, parceiroId, valores.nome, unidadeId);
      await atualizarComVersao(
        tx,
        unidades,
        unidadeId,
        corpo.versao,
        valores,
        M.unidadeNaoEncontrada,
        eq(unidades.parceiroId, parceiroId),
      );
      const atualizada = await unidadeExistente(tx, parceiroId, unidadeId);
      const campos = diferencas(paraAuditoria(antes), paraAuditoria(atualizada));
      if (Object.keys(campos).length > 0) {
        await registrarAuditoria(tx, {
          usuarioId: ator.id,
          acao: 'atualizar',
          entidade: ENTIDADE,
          entidadeId: unidadeId,
          campos,
        });
      }
      return atualizada;
    }),
  );
  return paraUnidade(depois);
}

async function mudarAtivo(
  app: FastifyInstance,
  ator: UsuarioAutenticado,
  parceiroId: number,
  unidadeId: number,
  ativo: boolean,
): Promise<UnidadeResposta> {
  const linha = await app.db.transaction(async (tx) => {
    const antes = await unidadeExistente(tx, parceiroId, unidadeId);
    if (antes.ativo === ativo) return antes;
    // UPDATE first: it waits for a placement being saved here (FOR SHARE on this row).
    await tx
      .update(unidades)
      .set({ ativo, atualizadoEm: app.agora(), versao: sql`${unidades.versao} + 1` })
      .where(eq(unidades.id, unidadeId));
    if (!ativo) {
      const [abertas] = await tx
        .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
        .from(lotacoes)
        .where(sql`${lotacoes.unidadeId} = ${unidadeId} AND ${lotacoes.dataFim} IS NULL`);
      const n = abertas?.n ?? 0;
      if (n > 0) throw problema(409, mensagemInativarComAprendizes('unidade', n));
    }
    await registrarAuditoria(tx, {
      usuarioId: ator.id,
      acao: ativo ? 'reativar' : 'inativar',
      entidade: ENTIDADE,
      entidadeId: unidadeId,
      campos: { ativo: { de: !ativo, para: ativo } },
    });
    return unidadeExistente(tx, parceiroId, unidadeId);
  });
  return paraUnidade(linha);
}

export const inativarUnidade = (
  app: FastifyInstance,
  ator: UsuarioAutenticado,
  parceiroId: number,
  unidadeId: number,
) => mudarAtivo(app, ator, parceiroId, unidadeId, false);

export const reativarUnidade = (
  app: FastifyInstance,
  ator: UsuarioAutenticado,
  parceiroId: number,
  unidadeId: number,
) => mudarAtivo(app, ator, parceiroId, unidadeId, true);

export async function estatisticasUnidades(app: FastifyInstance, parceiroId: number) {
  const parceiro = await parceiroExistente(app.db, parceiroId);
  const porUnidade = await unidadesDoParceiro(app.db, parceiroId);
  const ativas = porUnidade.filter((u) => u.ativo).length;
  const cota = situacaoCota(parceiro.cotaAprendizes, parceiro.aprendizesAlocados);
  return {
    parceiroId,
    unidades: porUnidade.length,
    ativas,
    inativas: porUnidade.length - ativas,
    aprendizesAlocados: parceiro.aprendizesAlocados,
    cotaAprendizes: parceiro.cotaAprendizes,
    situacaoCota: cota.situacao,
    mensagemCota: cota.mensagem,
    porUnidade,
  };
}

/** Locks the partner and the unit FOR SHARE: neither can be inactivated until the caller commits. */
export async function travarUnidadeParaLotar(
  executor: Executor,
  parceiroId: number,
  unidadeId: number,
): Promise<{ parceiroAtivo: boolean; unidadeAtiva: boolean }> {
  const [parceiro] = await executor
    .select({ ativo: parceiros.ativo })
    .from(parceiros)
    .where(eq(parceiros.id, parceiroId))
    .for('share');
  const [unidade] = await executor
    .select({ ativo: unidades.ativo })
    .from(unidades)
    .where(and(eq(unidades.id, unidadeId), eq(unidades.parceiroId, parceiroId)))
    .for('share');
  if (!parceiro) throw problema(404, M.naoEncontrado);
  if (!unidade) throw problema(404, M.unidadeNaoEncontrada);
  return { parceiroAtivo: parceiro.ativo, unidadeAtiva: unidade.ativo };
}
