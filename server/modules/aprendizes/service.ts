// Writing apprentices: create (as Inscrito, with its first history row), update with versao (the
// situação is not editable here), inactivate/reactivate; CPF unique; an audit row per change.
import type { FastifyInstance } from 'fastify';
import { apenasDigitos } from '../../../src/shared/format/mascaras';
import {
  MENSAGENS_APRENDIZ as M,
  mensagemCpfDuplicado,
} from '../../../src/shared/validation/aprendiz';
import { ocultarCpf } from '../../../src/shared/validation/documentos';
import type { Database } from '../../db/client';
import { aprendizes } from '../../db/schema';
import { camposCriados, diferencas, registrarAuditoria } from '../../shared/auditoria';
import type { Executor } from '../../shared/executor';
import { atualizarComVersao } from '../../shared/concorrencia';
import { codigoErroBanco, VIOLACAO_UNICIDADE } from '../../shared/erros-banco';
import { problema } from '../../shared/problem';
import type { UsuarioAutenticado } from '../../tipos-fastify';
import { registrarHistorico, situacaoPorCodigo } from '../situacoes';
import { detalhe, hojeDe, NAO_ENCONTRADO, podeVerCpf } from './leitura';
import { preparar, type Preparado } from './preparo';
import * as repo from './repository';
import type { AprendizEntrada } from './schemas';

async function garantirCpfUnico(executor: Executor, cpf: string, idAtual?: number) {
  const outro = await repo.buscarPorCpf(executor, cpf);
  if (outro && outro.id !== idAtual) cpfDuplicado(outro);
}

function cpfDuplicado(outro: { id: number; nome: string; ativo: boolean }): never {
  const mensagem = mensagemCpfDuplicado(outro.nome, outro.id, outro.ativo);
  throw problema(409, mensagem, { cpf: mensagem });
}

/** What the audit trail keeps of a record: every field, CPFs hidden (LGPD), contacts included. */
function retrato(
  // The LGPD mark is written only by the anonymisation, with its own audit row.
  { nomeBusca: _derivado, anonimizadoEm: _marca, ...linha }: repo.LinhaAprendiz,
  contatos: { tipoContatoId: number; valor: string }[],
) {
  return {
    ...linha,
    cpf: ocultarCpf(linha.cpf),
    responsavelCpf: linha.responsavelCpf === null ? null : ocultarCpf(linha.responsavelCpf),
    contatos: contatos.map((c) => ({ tipoContatoId: c.tipoContatoId, valor: c.valor })),
  };
}

/** A unique index refusing the CPF (two sign-ups at the same instant) is the same 409. */
async function comCpfUnico<T>(db: Database, cpf: string, trabalho: () => Promise<T>): Promise<T> {
  try {
    return await trabalho();
  } catch (erro) {
    if (codigoErroBanco(erro) === VIOLACAO_UNICIDADE) {
      const outro = await repo.buscarPorCpf(db, cpf);
      if (outro) cpfDuplicado(outro);
    }
    throw erro;
  }
}

/**
 * A new apprentice inside the caller's transaction, as Inscrito: the row, its contacts, the first
 * history row and the audit row (by `usuarioId`). The caller has prepared the body (preparar) and
 * checked the CPF; the sign-up form and the spreadsheet import both come through here.
 */
export async function inserirNaTransacao(
  tx: Executor,
  usuarioId: number,
  { valores, contatos }: Preparado,
  agora: Date,
): Promise<number> {
  const inscrito = await situacaoPorCodigo(tx, 'inscrito');
  const [linha] = await tx
    .insert(aprendizes)
    .values({ ...valores, situacaoId: inscrito.id, criadoEm: agora, atualizadoEm: agora })
    .returning();
  if (!linha) throw new Error('insert sem retorno');
  await repo.substituirContatos(tx, linha.id, contatos);
  await registrarHistorico(tx, {
    aprendizId: linha.id,
    situacaoAnteriorId: null,
    situacaoId: inscrito.id,
    data: linha.dataCadastro,
    motivo: 'Cadastro do aprendiz',
    origem: 'cadastro',
    usuarioId,
    agora,
  });
  await registrarAuditoria(tx, {
    usuarioId,
    acao: 'criar',
    entidade: 'aprendiz',
    entidadeId: linha.id,
    campos: camposCriados(retrato(linha, contatos)),
  });
  return linha.id;
}

export async function criar(
  app: FastifyInstance,
  usuario: UsuarioAutenticado,
  corpo: AprendizEntrada,
) {
  const hoje = hojeDe(app);
  const agora = app.agora();
  if (corpo.situacaoId !== undefined && corpo.situacaoId !== null) {
    const inscrito = await situacaoPorCodigo(app.db, 'inscrito');
    if (corpo.situacaoId !== inscrito.id) throw situacaoNaoEditavel();
  }
  const preparado = await preparar(app.db, corpo, hoje);
  const id = await comCpfUnico(app.db, preparado.valores.cpf, () =>
    app.db.transaction(async (tx) => {
      await garantirCpfUnico(tx, preparado.valores.cpf);
      return inserirNaTransacao(tx, usuario.id, preparado, agora);
    }),
  );
  return detalhe(app.db, id, hoje, podeVerCpf(usuario));
}

const situacaoNaoEditavel = () =>
  problema(422, M.situacaoNaoEditavel, { situacaoId: M.situacaoNaoEditavel });

export async function atualizar(
  app: FastifyInstance,
  usuario: UsuarioAutenticado,
  id: number,
  corpo: AprendizEntrada & { versao: number },
) {
  const hoje = hojeDe(app);
  const agora = app.agora();
  const cpfDigitado = apenasDigitos(corpo.cpf);
  await comCpfUnico(app.db, cpfDigitado, () =>
    app.db.transaction(async (tx) => {
      const antes = await repo.buscarLinha(tx, id, true);
      if (!antes) throw problema(404, NAO_ENCONTRADO);
      if (
        corpo.situacaoId !== undefined &&
        corpo.situacaoId !== null &&
        corpo.situacaoId !== antes.situacaoId
      ) {
        throw situacaoNaoEditavel();
      }
      const { valores, contatos } = await preparar(tx, corpo, hoje, antes);
      await garantirCpfUnico(tx, valores.cpf, id);
      const contatosAntes = await repo.contatosDe(tx, id);
      const depois = await atualizarComVersao(
        tx,
        aprendizes,
        id,
        corpo.versao,
        { ...valores, atualizadoEm: agora },
        NAO_ENCONTRADO,
      );
      await repo.substituirContatos(tx, id, contatos);
      const campos = diferencas(retrato(antes, contatosAntes), retrato(depois, contatos));
      await registrarAuditoria(tx, {
        usuarioId: usuario.id,
        acao: 'atualizar',
        entidade: 'aprendiz',
        entidadeId: id,
        campos,
      });
    }),
  );
  return detalhe(app.db, id, hoje, podeVerCpf(usuario));
}

/**
 * DELETE inactivates (nothing is erased) and POST .../reativar undoes it. Asking for the state the
 * record already has changes nothing (no versao, no audit row): a retried click is not a change.
 */
export async function mudarAtivo(
  app: FastifyInstance,
  usuario: UsuarioAutenticado,
  id: number,
  ativo: boolean,
) {
  const agora = app.agora();
  await app.db.transaction(async (tx) => {
    const antes = await repo.buscarLinha(tx, id, true);
    if (!antes) throw problema(404, NAO_ENCONTRADO);
    if (antes.ativo === ativo) return;
    const depois = await atualizarComVersao(
      tx,
      aprendizes,
      id,
      antes.versao,
      { ativo, atualizadoEm: agora },
      NAO_ENCONTRADO,
    );
    await registrarAuditoria(tx, {
      usuarioId: usuario.id,
      acao: ativo ? 'reativar' : 'inativar',
      entidade: 'aprendiz',
      entidadeId: id,
      campos: diferencas(antes, depois),
    });
  });
  return detalhe(app.db, id, hojeDe(app), podeVerCpf(usuario));
}
