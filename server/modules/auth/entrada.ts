// The sign-in lifecycle's rules: throttling, lockout, sessions, rotation and password change.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DETALHE_VALIDACAO, problema, TIPO_VALIDACAO } from '../../shared/problem';
import { MENSAGENS_SENHA, problemaDaNovaSenha } from '../../../src/shared/validation/senha';
import { contaBloqueada, MENSAGENS_AUTH, muitasTentativasIp } from './mensagens';
import type { Permissao } from '../../shared/permissoes';
import * as repo from './consultas';
import { conferirSenha, gastarTempoComoSeConferisse, gerarHash } from '../../shared/senha';
import { concluirTentativa, esperaPorIp, registrarTentativa } from './tentativas';
import { assinarToken, CARENCIA_ROTACAO_MS, novoId } from './tokens';

export interface UsuarioResposta {
  id: number;
  nome: string;
  email: string;
  userType: string;
  permissoes: Permissao[];
}

interface UsuarioComFuncao {
  id: number;
  nome: string;
  email: string;
  funcao: string;
  permissoes: Permissao[];
}

export const paraResposta = (u: UsuarioComFuncao): UsuarioResposta => ({
  id: u.id,
  nome: u.nome,
  email: u.email,
  userType: u.funcao,
  permissoes: u.permissoes,
});

const segundosAte = (momento: Date, agora: Date) =>
  Math.max(1, Math.ceil((momento.getTime() - agora.getTime()) / 1000));

function muitasTentativas(detalhe: string, segundos: number, tipo: string) {
  return problema(429, detalhe, undefined, {
    tipo,
    cabecalhos: { 'retry-after': String(segundos) },
  });
}

const bloqueada = (segundos: number) =>
  muitasTentativas(contaBloqueada(segundos), segundos, '/problemas/conta-bloqueada');

export async function entrar(
  app: FastifyInstance,
  request: FastifyRequest,
  email: string,
  senha: string,
): Promise<{ token: string; user: UsuarioResposta & { trocarSenha: boolean } }> {
  const { db, config } = app;
  const agora = app.agora();
  const tentativa = await registrarTentativa(db, email, request.ip, agora);

  const espera = await esperaPorIp(db, request.ip, tentativa, config.loginIpPorMinuto, agora);
  if (espera > 0) {
    await concluirTentativa(db, tentativa, 'limite_ip');
    throw muitasTentativas(muitasTentativasIp(espera), espera, '/problemas/limite-ip');
  }

  const usuario = await repo.usuarioPorEmail(db, email);
  const bloquearAte = new Date(agora.getTime() + config.loginBloqueioMinutos * 60_000);
  if (!usuario) {
    // Exactly what a wrong password on a real account gets — the argon2 time, the count, the
    // lock and its 429 — so neither the answer nor the lock tells which e-mails exist.
    const bloqueio = await repo.bloqueioDoEmail(db, email);
    if (bloqueio && bloqueio > agora) {
      await concluirTentativa(db, tentativa, 'bloqueada');
      throw bloqueada(segundosAte(bloqueio, agora));
    }
    await gastarTempoComoSeConferisse(senha);
    const bloqueioAtual = await repo.registrarFalhaDoEmail(
      db,
      email,
      config.loginMaxFalhas,
      bloquearAte,
    );
    await concluirTentativa(db, tentativa, 'credenciais');
    if (bloqueioAtual && bloqueioAtual > agora) throw bloqueada(segundosAte(bloqueioAtual, agora));
    throw problema(401, MENSAGENS_AUTH.credenciaisInvalidas);
  }
  if (usuario.bloqueadoAte && usuario.bloqueadoAte > agora) {
    await concluirTentativa(db, tentativa, 'bloqueada', usuario.id);
    throw bloqueada(segundosAte(usuario.bloqueadoAte, agora));
  }
  if (!(await conferirSenha(usuario.senhaHash, senha))) {
    const bloqueioAtual = await repo.registrarFalha(
      db,
      usuario.id,
      config.loginMaxFalhas,
      bloquearAte,
    );
    await concluirTentativa(db, tentativa, 'credenciais', usuario.id);
    // The failure that reaches the limit already says so: the person learns why the next try waits.
    if (bloqueioAtual && bloqueioAtual > agora) throw bloqueada(segundosAte(bloqueioAtual, agora));
    throw problema(401, MENSAGENS_AUTH.credenciaisInvalidas);
  }
  if (!usuario.ativo) {
    // Only someone who knows the password gets this far, so saying why is safe and saves a call.
    await concluirTentativa(db, tentativa, 'desativado', usuario.id);
    throw problema(403, MENSAGENS_AUTH.usuarioDesativado, undefined, {
      tipo: '/problemas/usuario-desativado',
    });
  }

  const sessao = {
    id: novoId(),
    usuarioId: usuario.id,
    jti: novoId(),
    expiraEm: new Date(agora.getTime() + config.sessaoHoras * 3_600_000),
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    agora,
  };
  await repo.abrirSessao(db, sessao);
  await concluirTentativa(db, tentativa, 'ok', usuario.id);
  const token = assinarToken(app, {
    ...sessao,
    sessaoId: sessao.id,
    sessaoExpiraEm: sessao.expiraEm,
  });
  return { token, user: { ...paraResposta(usuario), trocarSenha: usuario.trocarSenha } };
}

/**
 * A new token with a new jti; the old jti keeps working for CARENCIA_ROTACAO_MS. A refresh that
 * arrives with that previous jti (a second tab, a retried request) gets the current jti instead
 * of rotating again, so two tabs never log each other out.
 */
export async function renovar(app: FastifyInstance, request: FastifyRequest): Promise<string> {
  const { sessao, usuario } = request;
  const agora = app.agora();
  let jti = sessao.jtiAtual;
  if (sessao.jtiDoToken === sessao.jtiAtual) {
    const novo = novoId();
    const carenciaAte = new Date(agora.getTime() + CARENCIA_ROTACAO_MS);
    if (await repo.rotacionarJti(app.db, sessao.id, sessao.jtiAtual, novo, carenciaAte, agora)) {
      jti = novo;
    } else {
      // Lost a race with another refresh of the same token: hand out the jti that won.
      const atual = await repo.sessaoComUsuario(app.db, sessao.id);
      if (!atual || atual.revogadaEm) throw problema(401, MENSAGENS_AUTH.sessaoInvalida);
      jti = atual.jti;
    }
  }
  return assinarToken(app, {
    usuarioId: usuario.id,
    sessaoId: sessao.id,
    jti,
    sessaoExpiraEm: sessao.expiraEm,
    agora,
  });
}

export async function sair(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  await repo.revogarSessao(app.db, request.sessao.id, app.agora());
}

export async function alterarSenha(
  app: FastifyInstance,
  request: FastifyRequest,
  senhaAtual: string,
  novaSenha: string,
): Promise<void> {
  const { db, config } = app;
  const agora = app.agora();
  const usuario = await repo.usuarioPorId(db, request.usuario.id);
  if (!usuario) throw problema(401, MENSAGENS_AUTH.sessaoInvalida);
  // Guessing the current password from a borrowed session counts toward the same lockout.
  if (usuario.bloqueadoAte && usuario.bloqueadoAte > agora)
    throw bloqueada(segundosAte(usuario.bloqueadoAte, agora));

  const errors: Record<string, string> = {};
  const regraQuebrada = problemaDaNovaSenha(novaSenha, usuario);
  if (regraQuebrada) errors.novaSenha = regraQuebrada;
  else if (novaSenha === senhaAtual) errors.novaSenha = MENSAGENS_SENHA.novaSenhaIgualAtual;

  if (!(await conferirSenha(usuario.senhaHash, senhaAtual))) {
    const bloquearAte = new Date(agora.getTime() + config.loginBloqueioMinutos * 60_000);
    const bloqueio = await repo.registrarFalha(db, usuario.id, config.loginMaxFalhas, bloquearAte);
    if (bloqueio && bloqueio > agora) throw bloqueada(segundosAte(bloqueio, agora));
    errors.senhaAtual = MENSAGENS_SENHA.senhaAtualIncorreta;
  }
  if (Object.keys(errors).length > 0) {
    throw problema(400, DETALHE_VALIDACAO, errors, { tipo: TIPO_VALIDACAO });
  }
  await repo.trocarSenha(db, usuario.id, await gerarHash(novaSenha), request.sessao.id, agora);
}
