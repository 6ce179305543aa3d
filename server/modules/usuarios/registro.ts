// Users on the audited-record kit (server/shared/registro): unique e-mail, a temporary password
// shown once at creation, nobody deactivating or demoting themselves, never zero administrators,
// sessions cut at once. Password reset and unlock live in senha-e-bloqueio.ts.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { educadores, funcoes, usuarios } from '../../db/schema';
import { senhaAleatoria } from '../../db/seed/admin';
import { valoresDosCampos } from '../../shared/campos';
import { normalizada } from '../../shared/lista';
import { invalido } from '../../shared/problem';
import { definirRegistro, referenciaInvalida } from '../../shared/registro';
import { gerarHash } from '../../shared/senha';
import type { UsuarioAutenticado } from '../../tipos-fastify';
import { problemaDaNovaSenha } from '../../../src/shared/validation/senha';
import { CAMPOS_USUARIO, validarUsuario } from '../../../src/shared/validation/usuarios';
import { revogarSessoesDoUsuario } from '../auth';
import { garantirAdministracao, PERMISSAO_ADMIN, travarAdministradores } from './administradores';
import { lerUsuarios, paraUsuario, permissoesDaFuncao, type LinhaUsuario } from './leitura';
import { MENSAGENS_USUARIOS as M } from './mensagens';
import type { ConsultaUsuarios, NovoUsuario, UsuarioResposta } from './esquemas';

/** A create carries the temporary password its route generated; an update has no password. */
type CorpoUsuario = NovoUsuario & { senhaTemporaria?: string | undefined };

const ehAdministrador = (permissoes: readonly string[] | undefined) =>
  permissoes?.includes(PERMISSAO_ADMIN) ?? false;

/**
 * Trims what the schema cannot and checks the função and the educator: every wrong field in one
 * 400. A create also hashes its password here, outside the transaction (argon2 takes tens of
 * milliseconds and PGlite has one connection).
 */
/** A user's column values; an update leaves the password and the educator link as they are. */
type ValoresUsuario = {
  nome: string;
  email: string;
  funcaoId: number;
  educadorId: number | null | undefined;
  senhaHash?: string;
  trocarSenha?: boolean;
};

async function preparar(
  app: FastifyInstance,
  corpo: CorpoUsuario,
  atual: LinhaUsuario | undefined,
): Promise<ValoresUsuario> {
  const errors = validarUsuario(corpo);
  if (errors.funcaoId === undefined && !(await permissoesDaFuncao(app.db, corpo.funcaoId)))
    errors.funcaoId = M.funcaoInexistente;
  const { educadorId } = corpo;
  if (educadorId !== undefined && educadorId !== null) {
    const mensagens = { inexistente: M.educadorInexistente, inativo: M.educadorInexistente };
    const educador = await referenciaInvalida(
      app.db,
      educadores,
      educadorId,
      atual?.educadorId,
      mensagens,
    );
    if (educador) errors.educadorId = educador;
  }
  const erroSenha =
    atual === undefined && corpo.senha !== undefined
      ? problemaDaNovaSenha(corpo.senha, corpo)
      : undefined;
  if (erroSenha) errors.senha = erroSenha;
  if (Object.keys(errors).length > 0) throw invalido(errors);
  // The name trimmed (runs of spaces as one), the e-mail in lower case, as sign-in compares it.
  const valores = valoresDosCampos(CAMPOS_USUARIO, corpo);
  // Left out of an update: the stored link stays.
  if (atual) return { ...valores, educadorId };
  return {
    ...valores,
    educadorId: educadorId ?? null,
    senhaHash: await gerarHash(corpo.senha ?? corpo.senhaTemporaria ?? ''),
    trocarSenha: corpo.senhaTemporaria !== undefined || corpo.trocarSenha !== false,
  };
}

export const usuario = definirRegistro<
  LinhaUsuario,
  UsuarioResposta,
  ConsultaUsuarios,
  CorpoUsuario,
  ValoresUsuario
>({
  tabela: usuarios,
  entidade: 'usuario',
  naoEncontrado: M.naoEncontrado,
  ler: lerUsuarios,
  // What the trail records of a user: readable values, never the password or its hash.
  campos: {
    nome: 'nome',
    email: 'email',
    funcaoId: 'funcaoId',
    funcao: 'funcaoNome',
    educadorId: 'educadorId',
  },
  resposta: (linha, _usuario, agora = new Date()) => paraUsuario(linha, agora),
  preparar,
  unicos: [
    {
      campo: 'email',
      // Compared like sign-in does: trimmed, any case (the unique index is on lower(email)).
      igual: (v) =>
        v.email === undefined ? undefined : sql`lower(${usuarios.email}) = ${v.email}`,
      mensagem: () => M.emailEmUso,
      detalhe: () => M.emailEmUsoDetalhe,
    },
  ],
  // A new função counts from the user's next request: the auth hook reads it every time.
  aposAtualizar: async ({ tx, ator, id, antes, valores }) => {
    const novas = await permissoesDaFuncao(tx, valores.funcaoId);
    if (antes.ativo && ehAdministrador(antes.funcaoPermissoes) && !ehAdministrador(novas)) {
      await travarAdministradores(tx);
      await garantirAdministracao(tx, { usuarioId: id }, id === ator.id, M.rebaixarASiMesmo);
    }
  },
  // The user's sessions end in the same transaction, so no token outlives the deactivation.
  aoInativar: async ({ app, tx, ator, id, antes }) => {
    if (id === ator.id || ehAdministrador(antes.funcaoPermissoes)) {
      await travarAdministradores(tx);
      await garantirAdministracao(tx, { usuarioId: id }, id === ator.id, M.desativarASiMesmo);
    }
    await revogarSessoesDoUsuario(tx, id, app.agora());
  },
  lista: {
    filtros: (c) => [c.funcaoId === undefined ? undefined : eq(usuarios.funcaoId, c.funcaoId)],
    busca: { textos: [usuarios.nome, usuarios.email] },
    ordenacoes: {
      nome: normalizada(usuarios.nome),
      email: usuarios.email,
      funcao: normalizada(funcoes.nome),
      ultimoAcesso: usuarios.ultimoAcesso,
      criadoEm: usuarios.criadoEm,
    },
    ordenacaoPadrao: 'nome',
  },
});

/** Without `senha`, a temporary one is generated and answered this once. */
export async function criarUsuario(
  app: FastifyInstance,
  ator: UsuarioAutenticado,
  corpo: NovoUsuario,
): Promise<UsuarioResposta & { senhaTemporaria?: string }> {
  const senhaTemporaria = corpo.senha === undefined ? senhaAleatoria() : undefined;
  const linha = await usuario.criar(app, ator, { ...corpo, senhaTemporaria });
  const resposta = paraUsuario(linha, app.agora());
  return senhaTemporaria === undefined ? resposta : { ...resposta, senhaTemporaria };
}
