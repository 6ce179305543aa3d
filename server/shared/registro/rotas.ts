// The standard routes of a record, from its declaration and its HTTP description (rotas-http.ts):
//   GET    <base><lista>            paged list { data, total, page, pageSize } (without a query:
//                                   every record, { data }), when documented
//   GET    <base><lista>/exportar   the list's rows as CSV or XLSX (when documented)
//   POST   <base>                   create (201), when documented
//   GET    <base>/{id}              one record
//   PUT    <base>/{id}              update with versao
//   DELETE <base>/{id}              inactivate (nothing is erased), when documented
//   POST   <base>/{id}/reativar     reactivate, when documented
// Registration order is the OpenAPI document's order (and the client's generated code).
import { Arquivo } from '../arquivo';
import type { FastifyRequest } from 'fastify';
import type { TObject, TSchema } from 'typebox';
import type { Componente } from '../componentes';
import { escopoDe } from '../escopo';
import { ParametroId } from '../esquemas';
import {
  consultaExportacao,
  respostaLista,
  respostaListaCompleta,
  type EsquemaExportacao,
} from '../lista';
import type { AppTypebox } from '../plugin';
import { respostasDeErro } from '../problem';
import type { LinhaRegistro, Valores } from './definicao';
import { todas } from './leitura';
import type { Registro } from './registro';
import {
  ERROS,
  type ConsultaDoPedido,
  type CorpoDoPedido,
  type RotaPadrao,
  type RotasRegistro,
} from './rotas-http';

/** A record as its routes hand it the request: queries and bodies typed by their schemas. */
type RegistroDasRotas<
  L extends LinhaRegistro,
  R,
  V extends Valores,
  E extends Valores,
  TConsulta extends TObject,
  TNovo extends TSchema,
  TAlteracao extends TSchema,
> = Registro<
  L,
  R,
  ConsultaDoPedido<TConsulta>,
  CorpoDoPedido<TNovo> | CorpoDoPedido<TAlteracao>,
  V,
  E,
  ConsultaDoPedido<EsquemaExportacao<TConsulta>>
>;

/**
 * The record's query and bodies are the types its create and update schemas let through (CorpoDoPedido):
 * a record whose `preparar` takes less does not compile here.
 */
export function rotasPadrao<
  L extends LinhaRegistro,
  R,
  V extends Valores,
  E extends Valores,
  TConsulta extends TObject,
  TNovo extends TSchema,
  TAlteracao extends TSchema,
>(
  app: AppTypebox,
  /** The record, or how a request finds it (a partner's units: the partner is in the path). */
  registro:
    | RegistroDasRotas<L, R, V, E, TConsulta, TNovo, TAlteracao>
    | ((request: FastifyRequest) => RegistroDasRotas<L, R, V, E, TConsulta, TNovo, TAlteracao>),
  http: RotasRegistro<TConsulta, TNovo, TAlteracao>,
): void {
  const { base, tags, documentacao, preHandler } = http;
  const de = (request: FastifyRequest) =>
    typeof registro === 'function' ? registro(request) : registro;
  const chaveDoId = http.id ?? 'id';
  /** The record's id from the path: its schema (`parametros`) made it a number. */
  const idDe = (request: FastifyRequest): number => {
    const params: unknown = request.params;
    const id: unknown =
      typeof params === 'object' && params !== null
        ? Object.entries(params).find(([nome]) => nome === chaveDoId)?.[1]
        : undefined;
    return typeof id === 'number' ? id : 0;
  };
  const responder = (request: FastifyRequest, linha: L) =>
    de(request).declaracao.resposta(linha, request.usuario, app.agora());
  const lista = `${base}${http.lista ?? ''}`;
  const item = `${base}/:${chaveDoId}`;
  const Item = ehComponente(http.componente) ? http.componente.ref : http.componente;
  const params = http.parametros ?? ParametroId;
  const daColecao = http.parametrosColecao ? { params: http.parametrosColecao } : {};
  // The record rule (plugins/escopo.ts), when the record declares it: the list and its export
  // keep their rows to the reader's reach, a record's id outside it answers 403.
  const regra = typeof registro === 'function' ? undefined : registro.declaracao.escopo;
  const daColecaoNoEscopo = regra ? { escopo: {} } : {};
  const doItemNoEscopo = regra ? { escopo: { [chaveDoId]: regra.recurso } } : {};
  const escopoDaLista = (request: FastifyRequest) =>
    regra ? escopoDe(app.db, request) : Promise.resolve(undefined);
  const comPermissao = (permissao: typeof http.permissoes.ler, escopo: object) => ({
    config: { permissao, ...escopo },
    ...(preHandler && { preHandler }),
  });
  const lerLista = comPermissao(http.permissoes.ler, daColecaoNoEscopo);
  const ler = comPermissao(http.permissoes.ler, doItemNoEscopo);
  const criarNovo = {
    ...comPermissao(http.permissoes.escrever, {}),
    ...(http.preValidation && { preValidation: http.preValidation }),
  };
  const escrever = comPermissao(http.permissoes.escrever, doItemNoEscopo);
  const comCorpo = {
    ...escrever,
    ...(http.preValidation && { preValidation: http.preValidation }),
  };
  const esquema = (rota: RotaPadrao, sucesso: Record<number, TSchema>) => ({
    operationId: `${http.operacao}${rota.charAt(0).toUpperCase()}${rota.slice(1)}`,
    tags,
    ...documentacao[rota],
    response: { ...sucesso, ...respostasDeErro(...(http.erros?.[rota] ?? ERROS[rota])) },
  });

  if (documentacao.listar && http.consulta) {
    app.get(
      lista,
      {
        ...lerLista,
        schema: {
          ...esquema('listar', { 200: respostaLista(Item) }),
          ...daColecao,
          querystring: http.consulta,
        },
      },
      async (request) =>
        de(request).responderLista(
          app.db,
          request.query,
          request.usuario,
          app.agora(),
          await escopoDaLista(request),
        ),
    );
  } else if (documentacao.listar) {
    app.get(
      lista,
      {
        // Every record at once (funções): no class-bound record lists this way.
        ...comPermissao(http.permissoes.ler, {}),
        schema: {
          ...esquema('listar', { 200: respostaListaCompleta(Item) }),
          ...daColecao,
        },
      },
      async (request) => {
        const linhas = await todas(de(request).declaracao, app.db);
        return { data: linhas.map((l) => responder(request, l)) };
      },
    );
  }

  if (documentacao.exportar && http.consulta) {
    const Consulta = consultaExportacao(http.consulta);
    app.get(
      `${lista}/exportar`,
      {
        ...lerLista,
        schema: {
          ...esquema('exportar', { 200: Arquivo('csv', 'xlsx') }),
          querystring: Consulta,
        },
      },
      async (request, reply) =>
        de(request).responderExportacao(
          app.db,
          reply,
          request.query,
          request.usuario,
          await escopoDaLista(request),
        ),
    );
  }

  http.rotasDaColecao?.();

  if (documentacao.criar) {
    app.post(
      base,
      {
        ...criarNovo,
        schema: { ...esquema('criar', { 201: Item }), ...daColecao, body: http.corpoNovo },
      },
      async (request, reply) => {
        const linha = await de(request).criar(app, request.usuario, request.body, request);
        return reply.code(201).send(responder(request, linha));
      },
    );
  }

  app.get(
    item,
    { ...ler, schema: { ...esquema('obter', { 200: Item }), params } },
    async (request) => {
      const linha = await de(request).obter(app.db, idDe(request));
      await http.aoObter?.(request, linha.id);
      return responder(request, linha);
    },
  );

  app.put(
    item,
    {
      ...comCorpo,
      schema: { ...esquema('atualizar', { 200: Item }), params, body: http.corpoAlteracao },
    },
    async (request) => {
      const corpo = request.body;
      return responder(
        request,
        await de(request).atualizar(app, request.usuario, idDe(request), corpo, request),
      );
    },
  );

  for (const [rota, caminho, ativo] of [
    ['inativar', item, false],
    ['reativar', `${item}/reativar`, true],
  ] as const) {
    if (!documentacao[rota]) continue;
    app.route({
      method: ativo ? 'POST' : 'DELETE',
      url: caminho,
      ...escrever,
      schema: { ...esquema(rota, { 200: Item }), params },
      handler: async (request) => {
        const linha = await de(request).mudarAtivo(app, request.usuario, idDe(request), ativo);
        return responder(request, linha);
      },
    });
  }
}

const ehComponente = (c: Componente<TSchema> | TSchema): c is Componente<TSchema> =>
  'ref' in c && 'schema' in c;
