// The password and lock actions of user administration: a temporary password shown once, and
// lifting a sign-in lock. Both leave an audit row that never carries anything about the password.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { usuarios } from '../../db/schema';
import { senhaAleatoria } from '../../db/seed/admin';
import { mudarEAuditar, registrarAuditoria, type Diferencas } from '../../shared/auditoria';
import { problema } from '../../shared/problem';
import type { UsuarioAutenticado } from '../../tipos-fastify';
import { revogarSessoesDoUsuario } from '../auth';
import { gerarHash } from '../../shared/senha';
import { MENSAGENS_USUARIOS as M } from './mensagens';
import { paraUsuario, type LinhaUsuario } from './leitura';
import { usuario } from './registro';
import type { UsuarioResposta } from './esquemas';

/**
 * A new temporary password, returned once: the person must change it at the next sign-in, every
 * open session ends (whoever had the old password is out), and a running lock is lifted, since the
 * administrator is handing over a password that works.
 */
export async function redefinirSenha(
  app: FastifyInstance,
  ator: UsuarioAutenticado,
  id: number,
): Promise<{ usuario: UsuarioResposta; senhaTemporaria: string }> {
  if (id === ator.id) throw problema(422, M.redefinirAPropria);
  const agora = app.agora();
  await usuario.existente(app.db, id);
  const senhaTemporaria = senhaAleatoria();
  const senhaHash = await gerarHash(senhaTemporaria);
  const linha = await app.db.transaction(async (tx) => {
    const antes = await usuario.existente(tx, id);
    await tx
      .update(usuarios)
      .set({
        senhaHash,
        trocarSenha: true,
        falhasConsecutivas: 0,
        bloqueadoAte: null,
        atualizadoEm: agora,
        versao: sql`${usuarios.versao} + 1`,
      })
      .where(eq(usuarios.id, id));
    const sessoesEncerradas = await revogarSessoesDoUsuario(tx, id, agora);
    await registrarAuditoria(tx, {
      usuarioId: ator.id,
      acao: 'redefinir-senha',
      entidade: usuario.declaracao.entidade,
      entidadeId: id,
      campos: {
        ...desbloqueio(antes, agora),
        sessoesEncerradas: { de: null, para: sessoesEncerradas },
      },
    });
    return usuario.existente(tx, id);
  });
  return { usuario: paraUsuario(linha, agora), senhaTemporaria };
}

/** The lock's end as the trail shows it, when there was a lock still running. */
function desbloqueio(u: LinhaUsuario, agora: Date): Diferencas {
  return u.bloqueadoAte && u.bloqueadoAte > agora
    ? { bloqueadoAte: { de: u.bloqueadoAte.toISOString(), para: null } }
    : {};
}

/** Lifts a sign-in lock and forgets the failures counted towards the next one. */
export async function desbloquearUsuario(
  app: FastifyInstance,
  ator: UsuarioAutenticado,
  id: number,
): Promise<UsuarioResposta> {
  const agora = app.agora();
  const linha = await app.db.transaction(async (tx) => {
    const antes = await usuario.existente(tx, id);
    if (antes.bloqueadoAte === null && antes.falhasConsecutivas === 0) return antes;
    await mudarEAuditar(
      tx,
      usuarios,
      [antes],
      { falhasConsecutivas: 0, bloqueadoAte: null },
      { usuarioId: ator.id, agora },
      {
        acao: 'desbloquear',
        entidade: usuario.declaracao.entidade,
        campos: (u) => ({
          ...desbloqueio(u, agora),
          ...(u.falhasConsecutivas > 0
            ? { falhasConsecutivas: { de: u.falhasConsecutivas, para: 0 } }
            : {}),
        }),
      },
    );
    return usuario.existente(tx, id);
  });
  return paraUsuario(linha, agora);
}
