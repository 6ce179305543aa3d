// Certificates and declarations (issue 35): issue for one apprentice or a class's batch, the
// register (under the apprentice's record rule), the PDF, revoke and reissue, and the one public
// route, the verification of a code, is in verificacao.ts.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { documentosEmitidos as d } from '../../db/schema';
import { doAprendizNoEscopo, escopoDe } from '../../shared/escopo';
import { ParametroId } from '../../shared/esquemas';
import { Arquivo } from '../../shared/arquivo';
import { enviarPdf } from '../../shared/pdf';
import { pluginDeRotas, type AppTypebox } from '../../shared/plugin';
import { problema, respostasDeErro } from '../../shared/problem';
import { MENSAGENS_EMISSAO as M } from '../../../src/shared/validation/documentos-emitidos';
import type { DadosDocumento } from './dados';
import { emitir, emitirLote, reemitir, revogar } from './emissao';
import { documentosDoAprendiz, documentosPorId, paraImprimir, registro } from './leitura';
import { aprendizesDaTurma } from './lote';
import { documentoImpresso, nomeDoArquivo } from './pdf';
import * as S from './esquemas';
import { rotaDeVerificacao } from './verificacao';

const tags = ['documentos'];
const Pdf = Arquivo('pdf');

const emitirCfg = { permissao: 'documentos:emitir' } as const;
const lerCfg = { permissao: 'aprendizes:ler' } as const;

function rotas(app: AppTypebox): void {
  const ator = (usuarioId: number) => ({ usuarioId, agora: app.agora() });
  const umDocumento = async (id: number) => {
    const [doc] = await documentosPorId(app.db, [id]);
    if (!doc) throw problema(404, M.documentoNaoEncontrado);
    return doc;
  };

  /** The PDF of the rows `onde` selects; `origem` is the address the QR codes point to. */
  async function pdf(reply: FastifyReply, onde: SQL, origem: string, titulo: string) {
    const linhas = await paraImprimir(app.db, onde);
    if (linhas.length === 0) throw problema(404, M.documentoNaoEncontrado);
    const docs = linhas.map((l) => ({
      codigo: l.codigo,
      tipo: l.tipo,
      dados: l.dados as DadosDocumento,
      url: `${origem}/verificar/${l.codigo}`,
    }));
    return enviarPdf(reply, nomeDoArquivo(docs), documentoImpresso(docs, titulo, app.agora()));
  }
  const origemDe = (request: { protocol: string; host: string }) =>
    app.config.documentos.enderecoPublico || `${request.protocol}://${request.host}`;

  app.post(
    '/api/aprendizes/:id/documentos',
    {
      config: { ...emitirCfg, escopo: { id: 'aprendiz' } },
      schema: {
        operationId: 'documentoEmitir',
        tags,
        summary: 'Emitir um certificado ou uma declaração para o aprendiz',
        description:
          'Apura o que o documento declara a partir dos registros de hoje e o guarda com um código ' +
          'de verificação. 422 com o motivo quando o aprendiz não tem direito a ele (contrato não ' +
          'concluído, frequência abaixo do mínimo, sem turma…).',
        params: ParametroId,
        body: S.NovoDocumento,
        response: { 201: S.DocumentoComponente.ref, ...respostasDeErro(400, 401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const id = await emitir(
        app,
        { ...request.body, aprendizId: request.params.id },
        ator(request.usuario.id),
      );
      return reply.code(201).send(await umDocumento(id));
    },
  );

  app.get(
    '/api/aprendizes/:id/documentos',
    {
      config: { ...lerCfg, escopo: { id: 'aprendiz' } },
      schema: {
        operationId: 'documentosDoAprendiz',
        tags,
        summary: 'Documentos emitidos para o aprendiz (válidos e revogados)',
        params: ParametroId,
        response: {
          200: Type.Object({ data: Type.Array(S.DocumentoComponente.ref) }),
          ...respostasDeErro(400, 401, 403),
        },
      },
    },
    async (request) => documentosDoAprendiz(app.db, request.params.id),
  );

  app.get(
    '/api/documentos',
    {
      config: lerCfg,
      schema: {
        operationId: 'documentosRegistro',
        tags,
        summary: 'Registro dos documentos emitidos: quem emitiu o quê, quando e para quem',
        description:
          'Os mais recentes primeiro; só os de aprendizes que a regra de registro deixa ver.',
        querystring: S.ConsultaRegistro,
        response: { 200: S.ListaDocumentos, ...respostasDeErro(400, 401, 403) },
      },
    },
    async (request) =>
      registro(
        app.db,
        request.query,
        doAprendizNoEscopo(await escopoDe(app.db, request), d.aprendizId),
      ),
  );

  app.get(
    '/api/documentos/:id/pdf',
    {
      config: { ...lerCfg, escopo: { id: 'documento' } },
      schema: {
        operationId: 'documentoPdf',
        tags,
        summary: 'O documento em PDF, como foi emitido, com o código e o QR de verificação',
        params: ParametroId,
        response: { 200: Pdf, ...respostasDeErro(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      pdf(reply, eq(d.id, request.params.id), origemDe(request), 'Documento emitido'),
  );

  app.post(
    '/api/documentos/:id/revogar',
    {
      config: { permissao: 'documentos:revogar', escopo: { id: 'documento' } },
      schema: {
        operationId: 'documentoRevogar',
        tags,
        summary: 'Revogar um documento, com o motivo',
        description:
          'A página pública passa a mostrá-lo como revogado, com a data. 409 se já estava.',
        params: ParametroId,
        body: S.Motivo,
        response: { 200: S.DocumentoComponente.ref, ...respostasDeErro(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await revogar(app, request.params.id, request.body.motivo, ator(request.usuario.id));
      return umDocumento(request.params.id);
    },
  );

  app.post(
    '/api/documentos/:id/reemitir',
    {
      config: { ...emitirCfg, escopo: { id: 'documento' } },
      schema: {
        operationId: 'documentoReemitir',
        tags,
        summary: 'Reemitir: um novo código com os registros de hoje; o anterior fica revogado',
        params: ParametroId,
        body: S.Motivo,
        response: {
          201: S.DocumentoComponente.ref,
          ...respostasDeErro(400, 401, 403, 404, 409, 422),
        },
      },
    },
    async (request, reply) => {
      const novo = await reemitir(
        app,
        request.params.id,
        request.body.motivo,
        ator(request.usuario.id),
      );
      return reply.code(201).send(await umDocumento(novo));
    },
  );

  app.post(
    '/api/turmas/:id/documentos',
    {
      config: { ...emitirCfg, escopo: { id: 'turma' } },
      schema: {
        operationId: 'documentosEmitirLote',
        tags,
        summary: 'Emitir em lote para a turma: todos os que têm direito, e quem não tem e por quê',
        params: ParametroId,
        body: S.LoteDaTurma,
        response: { 200: S.ResultadoDoLote, ...respostasDeErro(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const pessoas = await aprendizesDaTurma(app.db, request.params.id);
      const r = await emitirLote(app, request.body.tipo, pessoas, ator(request.usuario.id));
      return {
        lote: r.lote,
        emitidos: await documentosPorId(app.db, r.ids),
        naoEmitidos: r.naoEmitidos,
      };
    },
  );

  app.get(
    '/api/turmas/:id/documentos/:lote/pdf',
    {
      config: { ...lerCfg, escopo: { id: 'turma' } },
      schema: {
        operationId: 'documentosLotePdf',
        tags,
        summary: 'Os documentos de um lote da turma num PDF (uma página por aprendiz)',
        params: S.ParametroLote,
        response: { 200: Pdf, ...respostasDeErro(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      pdf(
        reply,
        and(eq(d.turmaId, request.params.id), eq(d.lote, request.params.lote)) ?? sql`false`,
        origemDe(request),
        'Documentos da turma',
      ),
  );

  rotaDeVerificacao(app);
}

export const documentosRoutes = pluginDeRotas(
  'documentos',
  [S.DocumentoComponente, S.Verificacao],
  rotas,
  { dependencias: ['errors', 'limite-de-verificacoes'] },
);
