// /api/usuarios: the standard routes of an audited record (server/shared/registro) but create,
// which answers a temporary password once and is written here, plus password reset and unlock.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ParametroId } from '../../shared/esquemas';
import { pluginDeRotas } from '../../shared/plugin';
import { respostasDeErro } from '../../shared/problem';
import { rotasPadrao } from '../../shared/registro';
import { criarUsuario, usuario } from './registro';
import {
  AlteracaoUsuario,
  ConsultaUsuarios,
  NovoUsuario,
  SenhaRedefinida,
  Usuario,
  UsuarioCriado,
} from './esquemas';
import { desbloquearUsuario, redefinirSenha } from './senha-e-bloqueio';

const tags = ['usuarios'];
const config = { permissao: 'usuarios:admin' } as const;

/** Spaces around a pasted e-mail are not worth a 400: trimmed before the schema checks the format. */
function apararEmail(request: FastifyRequest, _reply: FastifyReply, pronto: () => void): void {
  const corpo = request.body as { email?: unknown } | null | undefined;
  if (corpo && typeof corpo.email === 'string') corpo.email = corpo.email.trim();
  pronto();
}

export const usuariosRoutes = pluginDeRotas('usuarios', [], (app) => {
  rotasPadrao(app, usuario, {
    base: '/api/usuarios',
    tags,
    operacao: 'usuario',
    permissoes: { ler: config.permissao, escrever: config.permissao },
    componente: Usuario,
    consulta: ConsultaUsuarios,
    corpoNovo: NovoUsuario,
    corpoAlteracao: AlteracaoUsuario,
    preValidation: apararEmail,
    erros: { atualizar: [400, 401, 403, 404, 409, 422], inativar: [400, 401, 403, 404, 409, 422] },
    documentacao: {
      listar: {
        summary: 'Listar usuários',
        description:
          'Busca (q) por nome ou e-mail sem distinção de acentos; filtros por função e ativo ' +
          '(true, false ou todos). Ordenação: nome, email, funcao, ultimoAcesso, criadoEm.',
      },
      obter: { summary: 'Um usuário' },
      atualizar: {
        summary: 'Alterar nome, e-mail ou função',
        description:
          'Leva a `versao` lida (409 se outra pessoa salvou depois). Ninguém tira de si mesmo a ' +
          'administração de usuários (422), e o último administrador ativo não pode perdê-la (409). ' +
          'Uma nova função vale a partir da próxima requisição do usuário.',
      },
      inativar: {
        summary: 'Desativar usuário',
        description:
          'Nada é apagado: o usuário fica inativo e todas as suas sessões terminam na hora (o próximo ' +
          'pedido com um token já emitido recebe 401). Ninguém desativa a si mesmo (422); o último ' +
          'administrador ativo não pode ser desativado (409).',
      },
      reativar: { summary: 'Reativar usuário' },
    },
  });

  app.post(
    '/api/usuarios',
    {
      config,
      preValidation: apararEmail,
      schema: {
        operationId: 'usuarioCriar',
        tags,
        summary: 'Criar usuário',
        description:
          'E-mail único (409). Sem `senha`, o servidor gera uma senha temporária, devolvida uma única vez ' +
          'em `senhaTemporaria`, e o usuário deverá trocá-la ao entrar.',
        body: NovoUsuario,
        response: { 201: UsuarioCriado, ...respostasDeErro(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const criado = await criarUsuario(app, request.usuario, request.body);
      return reply.code(201).header('cache-control', 'no-store').send(criado);
    },
  );

  app.post(
    '/api/usuarios/:id/redefinir-senha',
    {
      config,
      schema: {
        operationId: 'usuarioRedefinirSenha',
        tags,
        summary: 'Redefinir a senha com uma senha temporária',
        description:
          'Gera uma senha temporária, devolvida uma única vez; a senha anterior deixa de valer, as ' +
          'sessões do usuário terminam, um bloqueio em curso é retirado e a troca é exigida na próxima ' +
          'entrada. A própria senha se troca em /perfil (422).',
        params: ParametroId,
        response: { 200: SenhaRedefinida, ...respostasDeErro(400, 401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const resultado = await redefinirSenha(app, request.usuario, request.params.id);
      return reply.header('cache-control', 'no-store').send(resultado);
    },
  );

  app.post(
    '/api/usuarios/:id/desbloquear',
    {
      config,
      schema: {
        operationId: 'usuarioDesbloquear',
        tags,
        summary: 'Retirar o bloqueio por tentativas de entrada',
        description: 'Zera também as falhas já contadas para o próximo bloqueio.',
        params: ParametroId,
        response: { 200: Usuario, ...respostasDeErro(400, 401, 403, 404) },
      },
    },
    (request) => desbloquearUsuario(app, request.usuario, request.params.id),
  );
});
