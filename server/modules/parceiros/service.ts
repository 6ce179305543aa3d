// The partner's rules beyond CRUD: CNPJ unique among all partners (409 naming the one that has
// it), soft delete that refuses to hide a company with apprentices still placed, the audit trail in
// the same transaction as each change.
import { eq, getTableColumns, sql } from 'drizzle-orm';
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
  mensagemCnpjDuplicado,
  mensagemInativarComAprendizes,
} from '../../../src/shared/validation/parceiro';
import type { UsuarioAutenticado } from '../../tipos-fastify';
import { valoresParceiro } from './normalizar';
import { buscarParceiro, paraParceiro, parceiroComCnpj, type LinhaParceiro } from './repository';
import type { AlteracaoParceiro, NovoParceiro, ParceiroResposta } from './schemas';

const ENTIDADE = 'parceiro';

/** What the trail records: the table's own columns, not the joined names or computed figures. */
const paraAuditoria = (linha: Record<string, unknown>) =>
  Object.fromEntries(Object.keys(getTableColumns(parceiros)).map((c) => [c, linha[c]]));

async function existente(executor: Executor, id: number): Promise<LinhaParceiro> {
  const parceiro = await buscarParceiro(executor, id);
  if (!parceiro) throw problema(404, M.naoEncontrado);
  return parceiro;
}

async function cnpjLivre(executor: Executor, cnpj: string, excetoId?: number): Promise<void> {
  const outro = await parceiroComCnpj(executor, cnpj, excetoId);
  if (outro) {
    const mensagem = mensagemCnpjDuplicado(outro.razaoSocial, outro.id, outro.ativo);
    throw problema(409, mensagem, { cnpj: mensagem });
  }
}

/** Two requests saving the same CNPJ at once: the unique index decides, with the same 409. */
async function comCnpjUnico<T>(
  executor: Executor,
  cnpj: string,
  operacao: () => Promise<T>,
): Promise<T> {
  try {
    return await operacao();
  } catch (erro) {
    if (codigoErroBanco(erro) === VIOLACAO_UNICIDADE) await cnpjLivre(executor, cnpj);
    throw erro;
  }
}

export async function obterParceiro(app: FastifyInstance, id: number): Promise<ParceiroResposta> {
  return paraParceiro(await existente(app.db, id));
}

export async function criarParceiro(
  app: FastifyInstance,
  ator: UsuarioAutenticado,
  corpo: NovoParceiro,
): Promise<ParceiroResposta> {
  const valores = await valoresParceiro(app.db, corpo);
  await cnpjLivre(app.db, valores.cnpj);
  const criado = await comCnpjUnico(app.db, valores.cnpj, () =>
    app.db.transaction(async (tx) => {
      const [linha] = await tx.insert(parceiros).values(valores).returning({ id: parceiros.id });
      if (!linha) throw new Error('INSERT em parceiros não devolveu o id');
      const parceiro = await existente(tx, linha.id);
      await registrarAuditoria(tx, {
        usuarioId: ator.id,
        acao: 'criar',
        entidade: ENTIDADE,
        entidadeId: parceiro.id,
        campos: camposCriados(paraAuditoria(parceiro)),
      });
      return parceiro;
    }),
  );
  return paraParceiro(criado);
}

export async function atualizarParceiro(
  app: FastifyInstance,
  ator: UsuarioAutenticado,
  id: number,
  corpo: AlteracaoParceiro,
): Promise<ParceiroResposta> {
  const valores = await valoresParceiro(app.db, corpo);
  const depois = await comCnpjUnico(app.db, valores.cnpj, () =>
    app.db.transaction(async (tx) => {
      const antes = await existente(tx, id);
      await cnpjLivre(tx, valores.cnpj, id);
      await atualizarComVersao(tx, parceiros, id, corpo.versao, valores, M.naoEncontrado);
      const atualizado = await existente(tx, id);
      const campos = diferencas(paraAuditoria(antes), paraAuditoria(atualizado));
      if (Object.keys(campos).length > 0) {
        await registrarAuditoria(tx, {
          usuarioId: ator.id,
          acao: 'atualizar',
          entidade: ENTIDADE,
          entidadeId: id,
          campos,
        });
      }
      return atualizado;
    }),
  );
  return paraParceiro(depois);
}

async function mudarAtivo(
  app: FastifyInstance,
  ator: UsuarioAutenticado,
  id: number,
  ativo: boolean,
): Promise<ParceiroResposta> {
  const linha = await app.db.transaction(async (tx) => {
    const antes = await existente(tx, id);
    if (antes.ativo === ativo) return antes;
    // The UPDATE comes first: it waits for a placement being saved in this company (which holds
    // the row FOR SHARE), so the count below sees it.
    await tx
      .update(parceiros)
      .set({ ativo, atualizadoEm: app.agora(), versao: sql`${parceiros.versao} + 1` })
      .where(eq(parceiros.id, id));
    if (!ativo) {
      const [abertas] = await tx
        .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
        .from(lotacoes)
        .innerJoin(unidades, eq(unidades.id, lotacoes.unidadeId))
        .where(sql`${unidades.parceiroId} = ${id} AND ${lotacoes.dataFim} IS NULL`);
      const n = abertas?.n ?? 0;
      if (n > 0) throw problema(409, mensagemInativarComAprendizes('empresa', n));
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
  return paraParceiro(linha);
}

export const inativarParceiro = (app: FastifyInstance, ator: UsuarioAutenticado, id: number) =>
  mudarAtivo(app, ator, id, false);

export const reativarParceiro = (app: FastifyInstance, ator: UsuarioAutenticado, id: number) =>
  mudarAtivo(app, ator, id, true);
