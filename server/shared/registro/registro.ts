// A declared record bound to the kit's use cases. Extra use cases of the domain call these same
// functions (an extra route checks that its record exists with `existente`).
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Database } from '../../db/client';
import type { UsuarioAutenticado } from '../../tipos-fastify';
import type { Executor } from '../executor';
import { enviarExportacao, type FormatoExportacao } from '../exportacao';
import { pagina } from '../lista';
import { problema } from '../problem';
import type { ConsultaRegistro, DeclaracaoRegistro, LinhaRegistro, NaCriacao } from './definicao';
import { atualizar, criar, criarNaTransacao, mudarAtivo } from './gravacao';
import { existente, listar, lotes } from './leitura';

export interface Registro<L extends LinhaRegistro, R, Q extends ConsultaRegistro, C> {
  declaracao: DeclaracaoRegistro<L, R, Q, C>;
  /** The record, or 404 with the domain's message. */
  existente: (executor: Executor, id: number) => Promise<L>;
  /** The record GET <base>/{id} answers (through `lerUm` when declared), or 404. */
  obter: (db: Database, id: number) => Promise<L>;
  listar: (db: Database, consulta: Q) => Promise<{ linhas: L[]; total: number }>;
  /** A list's answer: the page of `listar` as `resposta` gives each record, the count, the page. */
  responderLista: (
    db: Database,
    consulta: Q,
    usuario: UsuarioAutenticado,
    agora?: Date,
  ) => Promise<{ data: R[]; total: number; page: number; pageSize: number }>;
  lotes: (db: Database, consulta: Q) => AsyncIterable<L>;
  /** A list's export: every record of `lotes`, in `exportacao`'s columns, as CSV (default) or XLSX. */
  responderExportacao: (
    db: Database,
    reply: FastifyReply,
    consulta: Q & { formato?: FormatoExportacao },
    usuario: UsuarioAutenticado,
  ) => Promise<FastifyReply>;
  criar: (app: FastifyInstance, ator: UsuarioAutenticado, corpo: C) => Promise<L>;
  /** A create inside the caller's transaction, from prepared values (gravacao.ts). */
  criarNaTransacao: (contexto: NaCriacao) => Promise<L>;
  atualizar: (
    app: FastifyInstance,
    ator: UsuarioAutenticado,
    id: number,
    corpo: C & { versao: number },
  ) => Promise<L>;
  mudarAtivo: (
    app: FastifyInstance,
    ator: UsuarioAutenticado,
    id: number,
    ativo: boolean,
  ) => Promise<L>;
}

export function definirRegistro<L extends LinhaRegistro, R, Q extends ConsultaRegistro, C>(
  d: DeclaracaoRegistro<L, R, Q, C>,
): Registro<L, R, Q, C> {
  return {
    declaracao: d,
    existente: (executor, id) => existente(d, executor, id),
    obter: async (db, id) => {
      if (!d.lerUm) return existente(d, db, id);
      const linha = await d.lerUm(db, id);
      if (!linha) throw problema(404, d.naoEncontrado);
      return linha;
    },
    listar: (db, consulta) => listar(d, db, consulta),
    responderLista: async (db, consulta, usuario, agora) => {
      const { linhas, total } = await listar(d, db, consulta);
      const { page, pageSize } = pagina(consulta);
      return { data: linhas.map((l) => d.resposta(l, usuario, agora)), total, page, pageSize };
    },
    lotes: (db, consulta) => lotes(d, db, consulta),
    responderExportacao: (db, reply, consulta, usuario) => {
      if (!d.exportacao) throw new Error(`${d.entidade} sem colunas de exportação`);
      return enviarExportacao(reply, {
        formato: consulta.formato ?? 'csv',
        nomeArquivo: d.exportacao.nomeArquivo,
        colunas: d.exportacao.colunas(usuario),
        linhas: lotes(d, db, consulta),
      });
    },
    criar: (app, ator, corpo) => criar(d, app, ator, corpo),
    criarNaTransacao: (contexto) => criarNaTransacao(d, contexto),
    atualizar: (app, ator, id, corpo) => atualizar(d, app, ator, id, corpo),
    mudarAtivo: (app, ator, id, ativo) => mudarAtivo(d, app, ator, id, ativo),
  };
}
