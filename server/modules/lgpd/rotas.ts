// LGPD (issue 17, docs/LGPD.md): the data subject's report (JSON or PDF) and the anonymisation of
// one apprentice under /api/aprendiz/{id}, the retention setting and the people due for
// anonymisation under /api/lgpd. Every route needs lgpd:titular (administrador only by default).
import { comoArquivo } from '../../shared/arquivo';
import type { FastifyReply } from 'fastify';
import { ParametroId } from '../../shared/esquemas';
import { pagina } from '../../shared/lista';
import { enviarPdf } from '../../shared/pdf';
import { pluginDeRotas } from '../../shared/plugin';
import { respostasDeErro } from '../../shared/problem';
import { registrarAcesso } from '../aprendizes';
import { anonimizarNaTransacao } from './anonimizar';
import {
  alterarConfiguracao,
  anonimizarVencidos,
  lerConfiguracao,
  listarVencidos,
} from './retencao';
import * as S from './esquemas';
import { relatorioDoTitular } from './titular';
import { documentoDoTitular } from './titular-pdf';

const tags = ['lgpd'];

/** A JSON file to download (not an answer to cache or render): the same headers as the PDF's. */
function enviarJson(reply: FastifyReply, nome: string, corpo: unknown): FastifyReply {
  return reply
    .header('content-type', 'application/json; charset=utf-8')
    .header('content-disposition', `attachment; filename="${nome}.json"`)
    .header('cache-control', 'no-store')
    .send(Buffer.from(JSON.stringify(corpo, null, 2)));
}
const titular = { permissao: 'lgpd:titular' } as const;

export const lgpdRoutes = pluginDeRotas(
  'lgpd',
  S.componentesLgpd,
  (app) => {
    app.get(
      '/api/aprendiz/:id/titular',
      {
        config: titular,
        schema: {
          operationId: 'lgpdRelatorioTitular',
          tags,
          summary: 'Relatório do titular: tudo o que o programa guarda sobre o aprendiz',
          description:
            'Cadastro, responsável, contatos, histórico, afastamentos, turmas, lotações, contratos ' +
            '(prorrogações e rescisões), frequência, notas, avaliações, benefícios, vagas, a trilha ' +
            'de auditoria e o registro de acessos. JSON (padrão) ou PDF, como download. ' +
            'Fica no registro de acessos como exportação do cadastro.',
          params: ParametroId,
          querystring: S.ConsultaTitular,
          response: {
            200: comoArquivo(S.RelatorioTitular, 'json', 'pdf'),
            ...respostasDeErro(400, 401, 403, 404),
          },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const agora = app.agora();
        const relatorio = await relatorioDoTitular(app.db, id, agora);
        // Logged before the first byte leaves (docs/ARCHITECTURE.md, the access log).
        await registrarAcesso(app.db, request, id, 'exportar', agora);
        const nome = `relatorio-titular-${String(id)}`;
        if (request.query.formato === 'pdf') {
          return enviarPdf(reply, nome, documentoDoTitular(relatorio, agora));
        }
        return enviarJson(reply, nome, relatorio);
      },
    );

    app.post(
      '/api/aprendiz/:id/anonimizar',
      {
        config: titular,
        schema: {
          operationId: 'lgpdAnonimizar',
          tags,
          summary: 'Anonimiza o aprendiz (irreversível)',
          description:
            'Substitui nome, nome social, CPF, RG, data de nascimento (fica o ano), contatos, ' +
            'endereço (fica o município), responsável e observações, no cadastro, no histórico e ' +
            'na trilha de auditoria; as estatísticas continuam as mesmas. Recusado (409) enquanto ' +
            'houver contrato em curso. Chamar de novo responde jaEstava: true.',
          params: ParametroId,
          body: S.Confirmacao,
          response: {
            200: S.ResultadoAnonimizacao.ref,
            ...respostasDeErro(400, 401, 403, 404, 409),
          },
        },
      },
      (request) =>
        app.db.transaction((tx) =>
          anonimizarNaTransacao(tx, {
            id: request.params.id,
            confirmacao: request.body.confirmacaoNome,
            usuarioId: request.usuario.id,
            agora: app.agora(),
          }),
        ),
    );

    app.get(
      '/api/lgpd/retencao',
      {
        config: titular,
        schema: {
          operationId: 'lgpdRetencaoObter',
          tags,
          summary: 'Anos de retenção após o fim do último contrato',
          response: { 200: S.ConfiguracaoRetencao.ref, ...respostasDeErro(401, 403) },
        },
      },
      () => lerConfiguracao(app.db),
    );

    app.put(
      '/api/lgpd/retencao',
      {
        config: titular,
        schema: {
          operationId: 'lgpdRetencaoAlterar',
          tags,
          summary: 'Altera os anos de retenção (com versao)',
          body: S.AlteracaoRetencao,
          response: {
            200: S.ConfiguracaoRetencao.ref,
            ...respostasDeErro(400, 401, 403, 404, 409),
          },
        },
      },
      (request) => alterarConfiguracao(app.db, request.usuario.id, request.body, app.agora()),
    );

    app.get(
      '/api/lgpd/vencidos',
      {
        config: titular,
        schema: {
          operationId: 'lgpdVencidos',
          tags,
          summary: 'Quem está vencido para anonimização pela retenção',
          description:
            'Sem contrato em curso e com o último contrato encerrado há pelo menos os anos da ' +
            'retenção; sem contrato nenhum, inativo e cadastrado há esse tempo.',
          querystring: S.ConsultaVencidos,
          response: { 200: S.ListaVencidos, ...respostasDeErro(400, 401, 403) },
        },
      },
      (request) => {
        const { page, pageSize } = pagina(request.query);
        return listarVencidos(app.db, app.agora(), { page, pageSize });
      },
    );

    app.post(
      '/api/lgpd/anonimizar-vencidos',
      {
        config: titular,
        schema: {
          operationId: 'lgpdAnonimizarVencidos',
          tags,
          summary: 'Anonimiza os vencidos (até 200 por chamada) e devolve o relatório',
          description:
            'Cada pessoa em sua própria transação. O relatório traz ids e datas, nunca nomes.',
          response: { 200: S.RelatorioAnonimizacao.ref, ...respostasDeErro(401, 403) },
        },
      },
      (request) =>
        anonimizarVencidos(app.db, { usuarioId: request.usuario.id, agora: app.agora() }),
    );
  },
  { dependencias: ['errors', 'aprendizes'] },
);
