// The data side of every registry, written once over DefinicaoCadastro: list, lookup, read,
// create, update (versao), inactivate/reactivate, each write with its audit row in one transaction.
import { and, count, eq, ne, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  camposCriados,
  diferencas,
  registrarAuditoria,
  type AcaoAuditoria,
  type Executor,
} from '../../shared/auditoria';
import { atualizarComVersao } from '../../shared/concorrencia';
import { codigoErroBanco, VIOLACAO_UNICIDADE } from '../../shared/erros-banco';
import { emLotes } from '../../shared/exportacao';
import { busca, filtroAtivo, ordenacao, pagina } from '../../shared/lista';
import { problema } from '../../shared/problem';
import { naoEncontrado, type DefinicaoCadastro, type LinhaCadastro } from './definicao';

export interface ConsultaCadastro {
  page?: number;
  pageSize?: number;
  sort?: string;
  q?: string;
  ativo?: string;
}

const tabelaDe = (def: DefinicaoCadastro): PgTable => def.tabela;

function filtros(def: DefinicaoCadastro, consulta: ConsultaCadastro): SQL | undefined {
  return and(filtroAtivo(consulta.ativo, def.tabela.ativo), busca(consulta.q, def.busca));
}

const ordem = (def: DefinicaoCadastro, sort: string | undefined) =>
  ordenacao(sort, def.ordenacoes, def.ordenacaoPadrao, def.tabela.id);

/** Active rows, for the selects of the forms: `{ data }`. */
export async function opcoes(db: Database, def: DefinicaoCadastro): Promise<LinhaCadastro[]> {
  return (await db
    .select()
    .from(tabelaDe(def))
    .where(eq(def.tabela.ativo, true))
    .orderBy(...def.ordemOpcoes, def.tabela.id)) as LinhaCadastro[];
}

export async function listar(db: Database, def: DefinicaoCadastro, consulta: ConsultaCadastro) {
  const { page, pageSize, limit, offset } = pagina(consulta);
  const onde = filtros(def, consulta);
  const [linhas, totais] = await Promise.all([
    db
      .select()
      .from(tabelaDe(def))
      .where(onde)
      .orderBy(...ordem(def, consulta.sort))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(tabelaDe(def)).where(onde),
  ]);
  return { data: linhas as LinhaCadastro[], total: totais[0]?.total ?? 0, page, pageSize };
}

/** Every row matching the list's filters, in its sort, read in batches (export). */
export function todas(
  db: Database,
  def: DefinicaoCadastro,
  consulta: ConsultaCadastro,
): AsyncIterable<LinhaCadastro> {
  const onde = filtros(def, consulta);
  return emLotes(
    async (offset, limite) =>
      (await db
        .select()
        .from(tabelaDe(def))
        .where(onde)
        .orderBy(...ordem(def, consulta.sort))
        .limit(limite)
        .offset(offset)) as LinhaCadastro[],
  );
}

async function buscarPorId(
  executor: Executor,
  def: DefinicaoCadastro,
  id: number,
  paraAtualizar = false,
): Promise<LinhaCadastro> {
  const consulta = executor.select().from(tabelaDe(def)).where(eq(def.tabela.id, id));
  const [linha] = (await (paraAtualizar ? consulta.for('update') : consulta)) as LinhaCadastro[];
  if (!linha) throw problema(404, naoEncontrado(def.nomes));
  return linha;
}

export const obter = (db: Database, def: DefinicaoCadastro, id: number) => buscarPorId(db, def, id);

async function garantirUnico(
  executor: Executor,
  def: DefinicaoCadastro,
  valores: Record<string, unknown>,
  idAtual: number | undefined,
): Promise<void> {
  const valor = valores[def.unico.campo];
  if (typeof valor !== 'string') return;
  const [outro] = await executor
    .select({ id: def.tabela.id })
    .from(tabelaDe(def))
    .where(
      and(def.unico.igual(valor), idAtual === undefined ? undefined : ne(def.tabela.id, idAtual)),
    )
    .limit(1);
  if (outro) conflito(def, valor);
}

function conflito(def: DefinicaoCadastro, valor: string): never {
  const mensagem = def.unico.mensagem(valor);
  throw problema(409, mensagem, { [def.unico.campo]: mensagem });
}

/** A constraint that refused the write (a race past the pre-checks) as the same 409. */
function traduzir(def: DefinicaoCadastro, valores: Record<string, unknown>, erro: unknown): never {
  const codigo = codigoErroBanco(erro);
  if (codigo === VIOLACAO_UNICIDADE) {
    const valor = valores[def.unico.campo];
    conflito(def, typeof valor === 'string' ? valor : '');
  }
  if (def.restricao && codigo === def.restricao.codigo) {
    throw problema(409, def.restricao.mensagem);
  }
  throw erro;
}

const definidos = (valores: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(valores).filter(([, v]) => v !== undefined));

async function emTransacao<T>(
  db: Database,
  def: DefinicaoCadastro,
  valores: Record<string, unknown>,
  trabalho: (tx: Executor) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction((tx) => trabalho(tx));
  } catch (erro) {
    return traduzir(def, valores, erro);
  }
}

export function criar(
  db: Database,
  def: DefinicaoCadastro,
  corpo: Record<string, unknown>,
  usuarioId: number,
): Promise<LinhaCadastro> {
  const valores = definidos(corpo);
  return emTransacao(db, def, valores, async (tx) => {
    await garantirUnico(tx, def, valores, undefined);
    await def.validar?.(tx, { ...valores, ativo: true }, undefined);
    const [linha] = (await tx
      .insert(def.tabela)
      .values(valores as never)
      .returning()) as LinhaCadastro[];
    if (!linha) throw new Error('insert sem retorno');
    await registrarAuditoria(tx, {
      usuarioId,
      acao: 'criar',
      entidade: def.slug,
      entidadeId: linha.id,
      campos: camposCriados(linha),
    });
    return linha;
  });
}

export function atualizar(
  db: Database,
  def: DefinicaoCadastro,
  id: number,
  versao: number,
  corpo: Record<string, unknown>,
  usuarioId: number,
): Promise<LinhaCadastro> {
  const valores = definidos(corpo);
  return emTransacao(db, def, valores, async (tx) => {
    const antes = await buscarPorId(tx, def, id, true);
    await garantirUnico(tx, def, valores, id);
    await def.validar?.(tx, { ...antes, ...valores }, id);
    const depois = (await atualizarComVersao(
      tx,
      def.tabela,
      id,
      versao,
      valores,
      naoEncontrado(def.nomes),
    )) as LinhaCadastro;
    await registrarAuditoria(tx, {
      usuarioId,
      acao: 'atualizar',
      entidade: def.slug,
      entidadeId: id,
      campos: diferencas(antes, depois),
    });
    return depois;
  });
}

/**
 * Inactivate (DELETE) or reactivate. Asking for the state a row already has answers it unchanged
 * (no new versao, no audit row): a retried click is not a second change.
 */
export function mudarAtivo(
  db: Database,
  def: DefinicaoCadastro,
  id: number,
  ativo: boolean,
  usuarioId: number,
): Promise<LinhaCadastro> {
  return emTransacao(db, def, {}, async (tx) => {
    const antes = await buscarPorId(tx, def, id, true);
    if (antes.ativo === ativo) return antes;
    if (ativo) await def.validar?.(tx, { ...antes, ativo }, id);
    const depois = (await atualizarComVersao(
      tx,
      def.tabela,
      id,
      antes.versao,
      { ativo },
      naoEncontrado(def.nomes),
    )) as LinhaCadastro;
    const acao: AcaoAuditoria = ativo ? 'reativar' : 'inativar';
    await registrarAuditoria(tx, {
      usuarioId,
      acao,
      entidade: def.slug,
      entidadeId: id,
      campos: diferencas(antes, depois),
    });
    return depois;
  });
}
