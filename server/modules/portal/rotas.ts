// The partner portal's public API (issue 36): authenticated ONLY by the signed link in the path
// (acesso.ts), never by a session; rate-limited per IP; never cached or indexed. It answers the
// unit's apprentices placed now and their practice evaluations, and lets the supervisor answer
// those through the same rules as the staff (avaliacoes/aplicadas.ts), recorded as theirs.
import type { FastifyReply } from 'fastify';
import type { AppTypebox } from '../../shared/plugin';
import { problema, respostasDeErro } from '../../shared/problem';
import { dataLocal } from '../../../src/shared/validation/datas';
import { MENSAGENS_PORTAL as M } from '../../../src/shared/validation/portal';
import {
  aplicadaExistente,
  AvaliacaoAplicadaComponente,
  Conclusao,
  concluir,
  paraAplicada,
  SalvarRespostas,
  salvarRespostas,
} from '../avaliacoes';
import { portadorDoLink, registrarAcessoDoPortal, type Portador } from './acesso';
import { ParametrosAvaliacaoPortal, ParametroToken, PortalComponente } from './esquemas';
import { aprendizesDaUnidade, avaliacaoDaUnidade, avaliacoesDaUnidade } from './leitura';

const tags = ['portal'];
/** A supervisor opens a page and answers a few questions a minute; a guesser needs millions. */
export const PEDIDOS_POR_MINUTO = 60;
const config = {
  publico: true,
  rateLimit: { max: PEDIDOS_POR_MINUTO, timeWindow: 60_000 },
} as const;
const erros = [400, 401, 403, 404, 410, 429] as const;
const Aplicada = AvaliacaoAplicadaComponente.ref;

const LINK =
  'Autenticada só pelo link assinado do caminho (sem sessão): alterado ou malformado 401 ' +
  '(`/problemas/link-invalido`), cancelado ou de supervisor/unidade inativos 403 ' +
  '(`/problemas/link-revogado`), vencido 410 (`/problemas/link-expirado`). ' +
  `${String(PEDIDOS_POR_MINUTO)} pedidos por minuto por IP (429 com Retry-After). Cada resposta com ` +
  'dados fica no registro de acessos.';

const privado = (reply: FastifyReply) =>
  reply
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex, nofollow')
    .header('referrer-policy', 'no-referrer');

export function rotasPortal(app: AppTypebox): void {
  /** The link's holder and the evaluation, when it is one of their unit's (else 404). */
  async function daUnidade(token: string, id: number): Promise<Portador> {
    const portador = await portadorDoLink(app, token);
    const hoje = dataLocal(app.agora());
    if (!(await avaliacaoDaUnidade(app.db, portador.unidadeId, id, hoje))) {
      throw problema(404, M.avaliacaoForaDoPortal);
    }
    return portador;
  }

  app.get(
    '/api/portal/:token',
    {
      config,
      schema: {
        operationId: 'portalObter',
        tags,
        summary: 'O portal da empresa: aprendizes da unidade e avaliações da prática (pública)',
        description:
          'Só os aprendizes lotados agora na unidade do supervisor: nome, turma, período do ' +
          'contrato e frequência nas aulas teóricas do mês (nada de CPF, endereço ou saúde), e as ' +
          `avaliações de desempenho aplicadas a eles. ${LINK}`,
        params: ParametroToken,
        response: { 200: PortalComponente.ref, ...respostasDeErro(...erros) },
      },
    },
    async (request, reply) => {
      privado(reply);
      const portador = await portadorDoLink(app, request.params.token);
      const hoje = dataLocal(app.agora());
      const [pessoas, avaliacoes] = await Promise.all([
        aprendizesDaUnidade(app.db, portador.unidadeId, hoje),
        avaliacoesDaUnidade(app.db, portador.unidadeId, hoje),
      ]);
      await registrarAcessoDoPortal(
        app,
        request,
        portador,
        pessoas.map((p) => p.id),
      );
      return {
        supervisor: { nome: portador.nome },
        empresa: portador.empresa,
        unidade: portador.unidade,
        expiraEm: portador.expiraEm,
        mes: hoje.slice(0, 7),
        aprendizes: pessoas,
        avaliacoes,
      };
    },
  );

  app.get(
    '/api/portal/:token/avaliacoes/:id',
    {
      config,
      schema: {
        operationId: 'portalAvaliacao',
        tags,
        summary: 'Uma avaliação da prática para o supervisor responder (pública)',
        description: `Só as de aprendizes lotados agora na unidade do link (outra: 404). ${LINK}`,
        params: ParametrosAvaliacaoPortal,
        response: { 200: Aplicada, ...respostasDeErro(...erros) },
      },
    },
    async (request, reply) => {
      privado(reply);
      const portador = await daUnidade(request.params.token, request.params.id);
      const linha = await aplicadaExistente(app.db, request.params.id);
      await registrarAcessoDoPortal(app, request, portador, [linha.aprendizId]);
      return paraAplicada(linha, dataLocal(app.agora()));
    },
  );

  app.put(
    '/api/portal/:token/avaliacoes/:id/respostas',
    {
      config,
      schema: {
        operationId: 'portalSalvarRespostas',
        tags,
        summary: 'Salvar respostas do supervisor (pública)',
        description:
          'As mesmas regras da equipe (PUT /api/avaliacoes-aplicadas/{id}/respostas): as ' +
          'perguntas enviadas mudam, as outras ficam; `versao` desatualizada 409 salvo se já ' +
          `gravado; concluída 409. Fica marcada como respondida pelo supervisor. ${LINK}`,
        params: ParametrosAvaliacaoPortal,
        body: SalvarRespostas,
        response: { 200: Aplicada, ...respostasDeErro(...erros, 409) },
      },
    },
    async (request, reply) => {
      privado(reply);
      const portador = await daUnidade(request.params.token, request.params.id);
      const resposta = await salvarRespostas(
        app,
        { usuarioId: null, supervisor: { id: portador.supervisorId, nome: portador.nome } },
        request.params.id,
        request.body,
      );
      await registrarAcessoDoPortal(app, request, portador, [resposta.aprendiz.id]);
      return resposta;
    },
  );

  app.post(
    '/api/portal/:token/avaliacoes/:id/concluir',
    {
      config,
      schema: {
        operationId: 'portalConcluir',
        tags,
        summary: 'Concluir a avaliação (pública)',
        description:
          'Toda obrigatória respondida (400 `/problemas/respostas-obrigatorias`), então fica ' +
          `travada (escrever depois: 409 \`/problemas/avaliacao-concluida\`). ${LINK}`,
        params: ParametrosAvaliacaoPortal,
        body: Conclusao,
        response: { 200: Aplicada, ...respostasDeErro(...erros, 409) },
      },
    },
    async (request, reply) => {
      privado(reply);
      const portador = await daUnidade(request.params.token, request.params.id);
      const resposta = await concluir(
        app,
        { usuarioId: null, supervisor: { id: portador.supervisorId, nome: portador.nome } },
        request.params.id,
        request.body.versao,
      );
      await registrarAcessoDoPortal(app, request, portador, [resposta.aprendiz.id]);
      return resposta;
    },
  );
}
