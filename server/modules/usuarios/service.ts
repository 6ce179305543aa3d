// The rules of user administration beyond CRUD: unique e-mail, a temporary password shown once at
// creation, nobody deactivating or demoting themselves, never zero administrators, sessions cut at
// once. Password reset and unlock live in senha-e-bloqueio.ts.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { usuarios } from '../../db/schema';
import { senhaAleatoria } from '../../db/seed/admin';
import { camposCriados, diferencas, registrarAuditoria } from '../../shared/auditoria';
import type { Executor } from '../../shared/executor';
import { atualizarComVersao } from '../../shared/concorrencia';
import { DETALHE_VALIDACAO, problema, TIPO_VALIDACAO } from '../../shared/problem';
import { codigoErroBanco, VIOLACAO_UNICIDADE } from '../../shared/erros-banco';
import { problemaDaNovaSenha } from '../../../src/shared/validation/senha';
import { revogarSessoesDoUsuario } from '../auth';
import { gerarHash } from '../../shared/senha';
import type { UsuarioAutenticado } from '../../tipos-fastify';
import { garantirAdministracao, PERMISSAO_ADMIN, travarAdministradores } from './administradores';
import { MENSAGENS_USUARIOS as M } from './mensagens';
import {
  buscarFuncao,
  educadorVinculavel,
  emailEmUso,
  ENTIDADE_USUARIO,
  paraUsuario,
  usuarioExistente,
  type FuncaoResumo,
  type LinhaUsuario,
} from './repository';
import type { AlteracaoUsuario, NovoUsuario, UsuarioResposta } from './schemas';

const ehAdministrador = (permissoes: readonly string[]) => permissoes.includes(PERMISSAO_ADMIN);

const invalido = (errors: Record<string, string>) =>
  problema(400, DETALHE_VALIDACAO, errors, { tipo: TIPO_VALIDACAO });

const emailDuplicado = () => problema(409, M.emailEmUsoDetalhe, { email: M.emailEmUso });

/** What the trail records of a user: readable values, never the password or its hash. */
const paraAuditoria = (u: LinhaUsuario) => ({
  nome: u.nome,
  email: u.email,
  funcaoId: u.funcaoId,
  funcao: u.funcaoNome,
  educadorId: u.educadorId,
  ativo: u.ativo,
});

interface DadosNormalizados {
  nome: string;
  email: string;
  funcao: FuncaoResumo;
  /** undefined: keep the stored link (an update that does not send it). */
  educadorId: number | null | undefined;
}

/** Trims what the schema cannot, and finds the função; every wrong field in one 400. */
async function normalizar(
  executor: Executor,
  dados: { nome: string; email: string; funcaoId: number; educadorId?: number | null },
  extras: Record<string, string> = {},
  educadorAtual?: number | null,
): Promise<DadosNormalizados> {
  const errors: Record<string, string> = {};
  const nome = dados.nome.trim().replace(/\s+/g, ' ');
  if (nome.length < 3) errors.nome = M.nomeCurto;
  const funcao = await buscarFuncao(executor, dados.funcaoId);
  if (!funcao) errors.funcaoId = M.funcaoInexistente;
  const { educadorId } = dados;
  if (
    educadorId !== undefined &&
    educadorId !== null &&
    !(await educadorVinculavel(executor, educadorId, educadorAtual))
  ) {
    errors.educadorId = M.educadorInexistente;
  }
  Object.assign(errors, extras);
  if (!funcao || Object.keys(errors).length > 0) throw invalido(errors);
  return { nome, email: dados.email.trim().toLowerCase(), funcao, educadorId };
}

/** The unique index is the last word when two requests create the same e-mail at once. */
async function comEmailUnico<T>(operacao: () => Promise<T>): Promise<T> {
  try {
    return await operacao();
  } catch (erro) {
    if (codigoErroBanco(erro) === VIOLACAO_UNICIDADE) throw emailDuplicado();
    throw erro;
  }
}

export async function criarUsuario(
  app: FastifyInstance,
  ator: UsuarioAutenticado,
  dados: NovoUsuario,
): Promise<UsuarioResposta & { senhaTemporaria?: string }> {
  const erroSenha = dados.senha === undefined ? undefined : problemaDaNovaSenha(dados.senha, dados);
  const { nome, email, funcao, educadorId } = await normalizar(
    app.db,
    dados,
    erroSenha ? { senha: erroSenha } : {},
  );
  if (await emailEmUso(app.db, email)) throw emailDuplicado();

  const senhaTemporaria = dados.senha === undefined ? senhaAleatoria() : undefined;
  // Hashed outside the transaction: argon2 takes tens of milliseconds and PGlite has one connection.
  const senhaHash = await gerarHash(dados.senha ?? senhaTemporaria ?? '');
  const criado = await comEmailUnico(() =>
    app.db.transaction(async (tx) => {
      const [linha] = await tx
        .insert(usuarios)
        .values({
          nome,
          email,
          senhaHash,
          funcaoId: funcao.id,
          educadorId: educadorId ?? null,
          trocarSenha: senhaTemporaria !== undefined || dados.trocarSenha !== false,
        })
        .returning({ id: usuarios.id });
      if (!linha) throw new Error('INSERT em usuarios não devolveu o id');
      const usuario = await usuarioExistente(tx, linha.id);
      await registrarAuditoria(tx, {
        usuarioId: ator.id,
        acao: 'criar',
        entidade: ENTIDADE_USUARIO,
        entidadeId: usuario.id,
        campos: camposCriados(paraAuditoria(usuario)),
      });
      return usuario;
    }),
  );
  const resposta = paraUsuario(criado, app.agora());
  return senhaTemporaria === undefined ? resposta : { ...resposta, senhaTemporaria };
}

export async function atualizarUsuario(
  app: FastifyInstance,
  ator: UsuarioAutenticado,
  id: number,
  dados: AlteracaoUsuario,
): Promise<UsuarioResposta> {
  const depois = await comEmailUnico(() =>
    app.db.transaction(async (tx) => {
      await travarAdministradores(tx);
      const antes = await usuarioExistente(tx, id);
      const { nome, email, funcao, educadorId } = await normalizar(tx, dados, {}, antes.educadorId);
      if (
        antes.ativo &&
        ehAdministrador(antes.funcaoPermissoes) &&
        !ehAdministrador(funcao.permissoes)
      ) {
        await garantirAdministracao(tx, { usuarioId: id }, id === ator.id, M.rebaixarASiMesmo);
      }
      if (await emailEmUso(tx, email, id)) throw emailDuplicado();
      await atualizarComVersao(
        tx,
        usuarios,
        id,
        dados.versao,
        { nome, email, funcaoId: funcao.id, ...(educadorId === undefined ? {} : { educadorId }) },
        M.naoEncontrado,
      );
      const atualizado = await usuarioExistente(tx, id);
      const campos = diferencas(paraAuditoria(antes), paraAuditoria(atualizado));
      if (Object.keys(campos).length > 0) {
        await registrarAuditoria(tx, {
          usuarioId: ator.id,
          acao: 'atualizar',
          entidade: ENTIDADE_USUARIO,
          entidadeId: id,
          campos,
        });
      }
      return atualizado;
    }),
  );
  return paraUsuario(depois, app.agora());
}

/** Deactivation: the user's sessions end in the same transaction, so no token outlives it. */
export async function inativarUsuario(
  app: FastifyInstance,
  ator: UsuarioAutenticado,
  id: number,
): Promise<UsuarioResposta> {
  const agora = app.agora();
  const linha = await app.db.transaction(async (tx) => {
    await travarAdministradores(tx);
    const antes = await usuarioExistente(tx, id);
    if (!antes.ativo) return antes;
    if (id === ator.id || ehAdministrador(antes.funcaoPermissoes)) {
      await garantirAdministracao(tx, { usuarioId: id }, id === ator.id, M.desativarASiMesmo);
    }
    await tx
      .update(usuarios)
      .set({ ativo: false, atualizadoEm: agora, versao: sql`${usuarios.versao} + 1` })
      .where(eq(usuarios.id, id));
    await revogarSessoesDoUsuario(tx, id, agora);
    await registrarAuditoria(tx, {
      usuarioId: ator.id,
      acao: 'inativar',
      entidade: ENTIDADE_USUARIO,
      entidadeId: id,
      campos: { ativo: { de: true, para: false } },
    });
    return usuarioExistente(tx, id);
  });
  return paraUsuario(linha, agora);
}

export async function reativarUsuario(
  app: FastifyInstance,
  ator: UsuarioAutenticado,
  id: number,
): Promise<UsuarioResposta> {
  const agora = app.agora();
  const linha = await app.db.transaction(async (tx) => {
    const antes = await usuarioExistente(tx, id);
    if (antes.ativo) return antes;
    await tx
      .update(usuarios)
      .set({ ativo: true, atualizadoEm: agora, versao: sql`${usuarios.versao} + 1` })
      .where(eq(usuarios.id, id));
    await registrarAuditoria(tx, {
      usuarioId: ator.id,
      acao: 'reativar',
      entidade: ENTIDADE_USUARIO,
      entidadeId: id,
      campos: { ativo: { de: false, para: true } },
    });
    return usuarioExistente(tx, id);
  });
  return paraUsuario(linha, agora);
}

export async function obterUsuario(app: FastifyInstance, id: number): Promise<UsuarioResposta> {
  return paraUsuario(await usuarioExistente(app.db, id), app.agora());
}
