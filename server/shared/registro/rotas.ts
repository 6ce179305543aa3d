// The standard routes of a record, from its declaration and its HTTP description:
//   GET    <base><lista>            paged list { data, total, page, pageSize }
//   GET    <base><lista>/exportar   the list's rows as CSV or XLSX
//   POST   <base>                   create (201)
//   GET    <base>/{id}              one record
//   PUT    <base>/{id}              update with versao
//   DELETE <base>/{id}              inactivate (nothing is erased)
//   POST   <base>/{id}/reativar     reactivate
// Registration order is the OpenAPI document's order (and the client's generated code).
import type { FastifyContextConfig, FastifyReply, FastifyRequest } from 'fastify';
import { Type, type TObject, type TSchema } from 'typebox';
import type { Componente } from '../componentes';
import { ParametroId } from '../esquemas';
import { enviarExportacao, type FormatoExportacao } from '../exportacao';
import { consultaExportacao, pagina, respostaLista } from '../lista';
import type { AppTypebox } from '../plugin';
import { respostasDeErro } from '../problem';
import type { ConsultaRegistro, LinhaRegistro } from './definicao';
import type { Registro } from './registro';

export type RotaPadrao =
  'listar' | 'exportar' | 'criar' | 'obter' | 'atualizar' | 'inativar' | 'reativar';

export interface DocumentacaoRota {
  summary: string;
  description?: string;
}

type Permissao = NonNullable<FastifyContextConfig['permissao']>;

export interface RotasRegistro {
  /** '/api/educadores' */
  base: string;
  /** Where the list lives under base: '' (the default) or '/lista' (base answers the options). */
  lista?: string;
  tags: string[];
  /** operationId prefix: educador -> educadorListar, educadorCriar... */
  operacao: string;
  permissoes: { ler: Permissao; escrever: Permissao };
  componente: Componente<TSchema>;
  consulta: TObject;
  corpoNovo: TSchema;
  corpoAlteracao: TSchema;
  parametros?: TObject;
  documentacao: Record<RotaPadrao, DocumentacaoRota>;
  /** Error statuses of a route, when not the usual ones below. */
  erros?: Partial<Record<RotaPadrao, number[]>>;
  /** Routes of the whole collection (stats) that belong before the record's own. */
  aposExportar?: () => void;
}

const ERROS: Record<RotaPadrao, number[]> = {
  listar: [400, 401, 403],
  exportar: [400, 401, 403],
  criar: [400, 401, 403, 409],
  obter: [400, 401, 403, 404],
  atualizar: [400, 401, 403, 404, 409],
  inativar: [400, 401, 403, 404, 409],
  reativar: [400, 401, 403, 404],
};

const idDe = (request: FastifyRequest) => (request.params as { id: number }).id;

export function rotasPadrao<L extends LinhaRegistro, R, Q extends ConsultaRegistro, C>(
  app: AppTypebox,
  registro: Registro<L, R, Q, C>,
  http: RotasRegistro,
): void {
  const { base, tags, documentacao } = http;
  const lista = `${base}${http.lista ?? ''}`;
  const params = http.parametros ?? ParametroId;
  const item = http.componente.ref;
  const { resposta, exportacao } = registro.declaracao;
  const ler = { permissao: http.permissoes.ler };
  const escrever = { permissao: http.permissoes.escrever };
  const esquema = (rota: RotaPadrao, sucesso: Record<number, TSchema>) => ({
    operationId: `${http.operacao}${rota.charAt(0).toUpperCase()}${rota.slice(1)}`,
    tags,
    ...documentacao[rota],
    response: { ...sucesso, ...respostasDeErro(...(http.erros?.[rota] ?? ERROS[rota])) },
  });
  const responder = (request: FastifyRequest) => (linha: L) => resposta(linha, request.usuario);

  app.get(
    lista,
    {
      config: ler,
      schema: { ...esquema('listar', { 200: respostaLista(item) }), querystring: http.consulta },
    },
    async (request) => {
      const consulta = request.query as Q;
      const { linhas, total } = await registro.listar(app.db, consulta);
      const { page, pageSize } = pagina(consulta);
      return { data: linhas.map(responder(request)), total, page, pageSize };
    },
  );

  app.get(
    `${lista}/exportar`,
    {
      config: ler,
      schema: {
        ...esquema('exportar', { 200: Type.String({ description: 'Arquivo CSV ou XLSX.' }) }),
        querystring: consultaExportacao(http.consulta),
      },
    },
    (request, reply: FastifyReply) => {
      const consulta = request.query as Q & { formato?: FormatoExportacao };
      return enviarExportacao(reply, {
        formato: consulta.formato ?? 'csv',
        nomeArquivo: exportacao.nomeArquivo,
        colunas: exportacao.colunas(request.usuario),
        linhas: registro.lotes(app.db, consulta),
      });
    },
  );

  http.aposExportar?.();

  app.post(
    base,
    { config: escrever, schema: { ...esquema('criar', { 201: item }), body: http.corpoNovo } },
    async (request, reply) => {
      const linha = await registro.criar(app, request.usuario, request.body as C);
      return reply.code(201).send(resposta(linha, request.usuario));
    },
  );

  app.get(
    `${base}/:id`,
    { config: ler, schema: { ...esquema('obter', { 200: item }), params } },
    async (request) => resposta(await registro.existente(app.db, idDe(request)), request.usuario),
  );

  app.put(
    `${base}/:id`,
    {
      config: escrever,
      schema: { ...esquema('atualizar', { 200: item }), params, body: http.corpoAlteracao },
    },
    async (request) => {
      const corpo = request.body as C & { versao: number };
      const linha = await registro.atualizar(app, request.usuario, idDe(request), corpo);
      return resposta(linha, request.usuario);
    },
  );

  for (const [rota, caminho, ativo] of [
    ['inativar', `${base}/:id`, false],
    ['reativar', `${base}/:id/reativar`, true],
  ] as const) {
    app.route({
      method: ativo ? 'POST' : 'DELETE',
      url: caminho,
      config: escrever,
      schema: { ...esquema(rota, { 200: item }), params },
      handler: async (request) => {
        const linha = await registro.mudarAtivo(app, request.usuario, idDe(request), ativo);
        return resposta(linha, request.usuario);
      },
    });
  }
}
