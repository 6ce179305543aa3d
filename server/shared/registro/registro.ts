// A declared record bound to the kit's use cases. Extra use cases of the domain call these same
// functions (an extra route checks that its record exists with `existente`).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import type { UsuarioAutenticado } from '../../tipos-fastify';
import type { Escopo } from '../escopo';
import type { Executor } from '../executor';
import { enviarExportacao, type FormatoExportacao } from '../exportacao';
import { pagina } from '../lista';
import { problema } from '../problem';
import type {
  ConsultaRegistro,
  DeclaracaoRegistro,
  LinhaRegistro,
  NaCriacao,
  Valores,
} from './definicao';
import { atualizar, criar, criarVariosNaTransacao, mudarAtivo } from './gravacao';
import { existente, listar, lotes } from './leitura';

/**
 * `Q`, `C`: the list's query and the bodies the routes hand over (rotasPadrao types them by their
 * schemas); `X`: the export's query (the list's, with `formato`).
 */
export interface Registro<
  L extends LinhaRegistro,
  R,
  Q,
  C,
  V extends Valores = Valores,
  E extends Valores = Valores,
  X = Q & { formato?: FormatoExportacao },
> {
  declaracao: DeclaracaoRegistro<L, R, Q & ConsultaRegistro, C, V, E>;
  /** The record, or 404 with the domain's message. */
  existente: (executor: Executor, id: number) => Promise<L>;
  /** The record GET <base>/{id} answers (through `lerUm` when declared), or 404. */
  obter: (db: Database, id: number) => Promise<L>;
  /** `escopo`: the reader's reach, for a record that declares the rule (its rows are kept to it). */
  listar: (db: Database, consulta: Q, escopo?: Escopo) => Promise<{ linhas: L[]; total: number }>;
  /** A list's answer: the page of `listar` as `resposta` gives each record, the count, the page. */
  responderLista: (
    db: Database,
    consulta: Q,
    usuario: UsuarioAutenticado,
    agora?: Date,
    escopo?: Escopo,
  ) => Promise<{ data: R[]; total: number; page: number; pageSize: number }>;
  lotes: (db: Database, consulta: Q, escopo?: Escopo) => AsyncIterable<L>;
  /** A list's export: every record of `lotes`, in `exportacao`'s columns, as CSV (default) or XLSX. */
  responderExportacao: (
    db: Database,
    reply: FastifyReply,
    consulta: X,
    usuario: UsuarioAutenticado,
    escopo?: Escopo,
  ) => Promise<FastifyReply>;
  /** `pedido`: the request, for a value whose holder some readers may not learn (Unico.oculto). */
  criar: (
    app: FastifyInstance,
    ator: UsuarioAutenticado,
    corpo: C,
    pedido?: FastifyRequest,
  ) => Promise<L>;
  /** Many creates inside the caller's transaction, from prepared values, in one INSERT (gravacao.ts). */
  criarVariosNaTransacao: (
    contexto: Omit<NaCriacao<V>, 'valores'> & { lista: readonly V[] },
  ) => Promise<L[]>;
  atualizar: (
    app: FastifyInstance,
    ator: UsuarioAutenticado,
    id: number,
    /** The update's body: its schema requires the `versao` it was based on. */
    corpo: C,
    pedido?: FastifyRequest,
  ) => Promise<L>;
  mudarAtivo: (
    app: FastifyInstance,
    ator: UsuarioAutenticado,
    id: number,
    ativo: boolean,
  ) => Promise<L>;
}

export function definirRegistro<
  L extends LinhaRegistro,
  R,
  Q extends ConsultaRegistro,
  C,
  V extends Valores = Valores,
  E extends Valores = Valores,
>(d: DeclaracaoRegistro<L, R, Q, C, V, E>): Registro<L, R, Q, C, V, E> {
  return {
    declaracao: d,
    existente: (executor, id) => existente(d, executor, id),
    obter: async (db, id) => {
      if (!d.lerUm) return existente(d, db, id);
      const linha = await d.lerUm(db, id);
      if (!linha) throw problema(404, d.naoEncontrado);
      return linha;
    },
    listar: (db, consulta, escopo) => listar(d, db, consulta, escopo),
    responderLista: async (db, consulta, usuario, agora, escopo) => {
      const { linhas, total } = await listar(d, db, consulta, escopo);
      const { page, pageSize } = pagina(consulta);
      return { data: linhas.map((l) => d.resposta(l, usuario, agora)), total, page, pageSize };
    },
    lotes: (db, consulta, escopo) => lotes(d, db, consulta, escopo),
    responderExportacao: (db, reply, consulta, usuario, escopo) => {
      if (!d.exportacao) throw new Error(`${d.entidade} sem colunas de exportação`);
      return enviarExportacao(reply, {
        formato: consulta.formato ?? 'csv',
        nomeArquivo: d.exportacao.nomeArquivo,
        colunas: d.exportacao.colunas(usuario),
        linhas: lotes(d, db, consulta, escopo),
      });
    },
    criar: (app, ator, corpo, pedido) => criar(d, app, ator, corpo, pedido),
    criarVariosNaTransacao: (contexto) => criarVariosNaTransacao(d, contexto),
    atualizar: (app, ator, id, corpo, pedido) => atualizar(d, app, ator, id, corpo, pedido),
    mudarAtivo: (app, ator, id, ativo) => mudarAtivo(d, app, ator, id, ativo),
  };
}
