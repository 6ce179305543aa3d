// Staff's side of the portal (issue 36): a unit's supervisors, an audited record under
// /api/parceiros/{id}/unidades/{unidadeId}/supervisores (read as the partner, written as who edits
// partners), and their link: send or send again, revoke, remind.
import type { FastifyRequest } from 'fastify';
import type { AppTypebox } from '../../shared/plugin';
import { respostasDeErro } from '../../shared/problem';
import { rotasPadrao } from '../../shared/registro';
import { ParametrosUnidade, unidadeExistente } from '../parceiros';
import {
  AlteracaoSupervisor,
  ConsultaSupervisores,
  NovoSupervisor,
  ParametrosSupervisor,
  SupervisorComponente,
} from './esquemas';
import { enviarLink, lembrarAvaliacoes, revogarLink } from './link-supervisor';
import { supervisoresDe } from './registro';

const tags = ['portal'];
const escrever = { permissao: 'parceiros:escrever' } as const;

const daUnidade = (request: FastifyRequest) => {
  const p = request.params as { id: number; unidadeId: number };
  return { parceiroId: p.id, unidadeId: p.unidadeId };
};

export function rotasSupervisores(app: AppTypebox): void {
  const origemDe = (request: FastifyRequest) =>
    app.config.documentos.enderecoPublico || `${request.protocol}://${request.host}`;

  rotasPadrao(
    app,
    (request) => {
      const { parceiroId, unidadeId } = daUnidade(request);
      return supervisoresDe(parceiroId, unidadeId);
    },
    {
      base: '/api/parceiros/:id/unidades/:unidadeId/supervisores',
      id: 'supervisorId',
      tags,
      operacao: 'supervisor',
      permissoes: { ler: 'parceiros:ler', escrever: 'parceiros:escrever' },
      componente: SupervisorComponente,
      consulta: ConsultaSupervisores,
      corpoNovo: NovoSupervisor,
      corpoAlteracao: AlteracaoSupervisor,
      parametros: ParametrosSupervisor,
      parametrosColecao: ParametrosUnidade,
      preHandler: async (request) => {
        const { parceiroId, unidadeId } = daUnidade(request);
        await unidadeExistente(app.db, parceiroId, unidadeId);
      },
      documentacao: {
        listar: {
          summary: 'Supervisores da unidade (contatos que recebem o link do portal)',
          description: 'q: nome ou e-mail. Cada um traz a situação do seu link.',
        },
        criar: {
          summary: 'Cadastrar supervisor da unidade',
          description:
            'Nome, e-mail (único na unidade: 409) e telefone opcional. Unidade inativa: 422.',
        },
        obter: { summary: 'Um supervisor da unidade' },
        atualizar: {
          summary: 'Alterar supervisor da unidade',
          description: 'Leva a `versao` lida (409 se outra pessoa salvou depois).',
        },
        inativar: {
          summary: 'Inativar supervisor',
          description: 'O link dele deixa de abrir o portal (403) enquanto estiver inativo.',
        },
        reativar: { summary: 'Reativar supervisor' },
      },
      erros: {
        listar: [400, 401, 403, 404],
        criar: [400, 401, 403, 404, 409, 422],
      },
    },
  );

  const alvoDe = (p: { id: number; unidadeId: number; supervisorId: number }) => ({
    parceiroId: p.id,
    unidadeId: p.unidadeId,
    supervisorId: p.supervisorId,
  });

  app.post(
    '/api/parceiros/:id/unidades/:unidadeId/supervisores/:supervisorId/link',
    {
      config: escrever,
      schema: {
        operationId: 'supervisorEnviarLink',
        tags,
        summary: 'Enviar (ou reenviar) o link do portal ao supervisor',
        description:
          'Gera um link assinado novo, válido por PORTAL_VALIDADE_DIAS (padrão 30), e o põe na ' +
          'fila de e-mails na mesma transação; o link anterior deixa de abrir. O link nunca é ' +
          'guardado nem devolvido. Supervisor ou unidade inativos: 422.',
        params: ParametrosSupervisor,
        response: {
          200: SupervisorComponente.ref,
          ...respostasDeErro(400, 401, 403, 404, 422),
        },
      },
    },
    (request) => enviarLink(app, request.usuario.id, alvoDe(request.params), origemDe(request)),
  );

  app.post(
    '/api/parceiros/:id/unidades/:unidadeId/supervisores/:supervisorId/link/revogar',
    {
      config: escrever,
      schema: {
        operationId: 'supervisorRevogarLink',
        tags,
        summary: 'Cancelar o link do portal do supervisor',
        description: 'O link deixa de abrir na hora (403). Sem link enviado: 409.',
        params: ParametrosSupervisor,
        response: {
          200: SupervisorComponente.ref,
          ...respostasDeErro(400, 401, 403, 404, 409),
        },
      },
    },
    (request) => revogarLink(app, request.usuario.id, alvoDe(request.params)),
  );

  app.post(
    '/api/parceiros/:id/unidades/:unidadeId/supervisores/:supervisorId/link/lembrete',
    {
      config: escrever,
      schema: {
        operationId: 'supervisorLembrarAvaliacoes',
        tags,
        summary: 'Lembrar o supervisor das avaliações da prática pendentes',
        description:
          'Reenvia o link ativo com a lista das avaliações abertas dos aprendizes da unidade (no ' +
          'máximo um lembrete por dia). Sem link ativo: 409; nada pendente: 422.',
        params: ParametrosSupervisor,
        response: {
          200: SupervisorComponente.ref,
          ...respostasDeErro(400, 401, 403, 404, 409, 422),
        },
      },
    },
    (request) =>
      lembrarAvaliacoes(app, request.usuario.id, alvoDe(request.params), origemDe(request)),
  );
}
