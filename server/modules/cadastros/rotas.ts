// The routes of one registry, from its definition. Paths (slug = estado-civil, conceitos...):
//   GET    /api/cadastros/<slug>                   { data } of active rows (the forms' selects)
//   GET    /api/cadastros/<slug>/lista             paged list { data, total, page, pageSize }
//   GET    /api/cadastros/<slug>/lista/exportar    the list's rows as CSV or XLSX
//   GET    /api/cadastros/<slug>/{id}              one row
//   POST   /api/cadastros/<slug>                   create (201)
//   PUT    /api/cadastros/<slug>/{id}              update with versao
//   DELETE /api/cadastros/<slug>/{id}              inactivate
//   POST   /api/cadastros/<slug>/{id}/reativar     reactivate
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { componente, Momento, type Componente } from '../../shared/componentes';
import { enviarExportacao } from '../../shared/exportacao';
import { consultaExportacao, consultaLista, respostaLista } from '../../shared/lista';
import { respostasDeErro } from '../../shared/problem';
import type { DefinicaoCadastro } from './definicao';
import * as repositorio from './repository';

const tags = ['cadastros'];

export const ParametroId = Type.Object({
  id: Type.Integer({ minimum: 1, description: 'Id do registro.', errorMessage: 'Id inválido' }),
});

const Versao = Type.Integer({
  minimum: 1,
  description: 'A versão lida; se outra pessoa salvou antes, a resposta é 409.',
  errorMessage: 'Informe a versão do registro (campo versao)',
});

/** The OpenAPI component of a registry's row (EstadoCivil, Conceito...). */
export function componenteDe(def: DefinicaoCadastro): Componente<ReturnType<typeof Type.Object>> {
  return componente(
    def.componente,
    Type.Object(
      {
        id: Type.Integer(),
        ...def.saida,
        ativo: Type.Boolean(),
        versao: Type.Integer(),
        criadoEm: Momento(),
        atualizadoEm: Momento(),
      },
      { description: `Linha do cadastro de ${def.nomes.plural}.` },
    ),
  );
}

export function rotasDeCadastro(
  app: FastifyInstance,
  def: DefinicaoCadastro,
  item: Componente<ReturnType<typeof Type.Object>>,
): void {
  const base = `/api/cadastros/${def.slug}`;
  const consulta = consultaLista({ ordenacoes: Object.keys(def.ordenacoes), filtros: {} });
  const Corpo = Type.Object(def.campos);
  const CorpoAtualizacao = Type.Object({ ...def.campos, versao: Versao });
  const { plural, singular } = def.nomes;
  const op = (acao: string) => `${def.operacao}${acao}`;
  const ler = { permissao: 'cadastros:ler' } as const;
  const escrever = { permissao: 'cadastros:escrever' } as const;
  const usuario = (request: { usuario: { id: number } }) => request.usuario.id;

  app.get(
    base,
    {
      schema: {
        operationId: op('Opcoes'),
        tags,
        summary: `Opções de ${plural} (ativos), para seleção em formulários`,
        description: 'Disponível a qualquer usuário autenticado: os formulários dependem dela.',
        response: { 200: Type.Object({ data: Type.Array(item.ref) }), ...respostasDeErro(401) },
      },
    },
    async () => ({ data: await repositorio.opcoes(app.db, def) }),
  );

  app.get(
    `${base}/lista`,
    {
      config: ler,
      schema: {
        operationId: op('Listar'),
        tags,
        summary: `Lista paginada de ${plural}`,
        querystring: consulta,
        response: { 200: respostaLista(item.ref), ...respostasDeErro(400, 401, 403) },
      },
    },
    (request) => repositorio.listar(app.db, def, request.query as repositorio.ConsultaCadastro),
  );

  app.get(
    `${base}/lista/exportar`,
    {
      config: ler,
      schema: {
        operationId: op('Exportar'),
        tags,
        summary: `Exporta ${plural} (CSV ou XLSX) com os filtros e a ordem da lista`,
        querystring: consultaExportacao(consulta),
        response: {
          200: Type.String({ description: 'Arquivo CSV ou XLSX.' }),
          ...respostasDeErro(400, 401, 403),
        },
      },
    },
    (request, reply) => {
      const q = request.query as repositorio.ConsultaCadastro & { formato?: 'csv' | 'xlsx' };
      return enviarExportacao(reply, {
        formato: q.formato ?? 'csv',
        nomeArquivo: def.slug,
        colunas: def.exportacao,
        linhas: repositorio.todas(app.db, def, q),
      });
    },
  );

  app.get(
    `${base}/:id`,
    {
      config: ler,
      schema: {
        operationId: op('Obter'),
        tags,
        summary: `Um registro de ${plural}`,
        params: ParametroId,
        response: { 200: item.ref, ...respostasDeErro(400, 401, 403, 404) },
      },
    },
    (request) => repositorio.obter(app.db, def, (request.params as { id: number }).id),
  );

  app.post(
    base,
    {
      config: escrever,
      schema: {
        operationId: op('Criar'),
        tags,
        summary: `Cria ${def.nomes.feminino ? 'uma' : 'um'} ${singular}`,
        body: Corpo,
        response: { 201: item.ref, ...respostasDeErro(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const valores = def.valores(request.body as Record<string, unknown>);
      const criado = await repositorio.criar(app.db, def, valores, usuario(request));
      return reply.code(201).send(criado);
    },
  );

  app.put(
    `${base}/:id`,
    {
      config: escrever,
      schema: {
        operationId: op('Atualizar'),
        tags,
        summary: `Altera ${def.nomes.feminino ? 'uma' : 'um'} ${singular} (com versao)`,
        params: ParametroId,
        body: CorpoAtualizacao,
        response: { 200: item.ref, ...respostasDeErro(400, 401, 403, 404, 409) },
      },
    },
    (request) => {
      const corpo = request.body as Record<string, unknown> & { versao: number };
      const { id } = request.params as { id: number };
      return repositorio.atualizar(
        app.db,
        def,
        id,
        corpo.versao,
        def.valores(corpo),
        usuario(request),
      );
    },
  );

  app.delete(
    `${base}/:id`,
    {
      config: escrever,
      schema: {
        operationId: op('Inativar'),
        tags,
        summary: `Inativa ${def.nomes.feminino ? 'uma' : 'um'} ${singular} (nada é apagado)`,
        description:
          'Some das opções dos formulários; os registros que já o usam continuam com ele.',
        params: ParametroId,
        response: { 200: item.ref, ...respostasDeErro(400, 401, 403, 404) },
      },
    },
    (request) =>
      repositorio.mudarAtivo(
        app.db,
        def,
        (request.params as { id: number }).id,
        false,
        usuario(request),
      ),
  );

  app.post(
    `${base}/:id/reativar`,
    {
      config: escrever,
      schema: {
        operationId: op('Reativar'),
        tags,
        summary: `Reativa ${def.nomes.feminino ? 'uma' : 'um'} ${singular}`,
        params: ParametroId,
        response: { 200: item.ref, ...respostasDeErro(400, 401, 403, 404, 409) },
      },
    },
    (request) =>
      repositorio.mudarAtivo(
        app.db,
        def,
        (request.params as { id: number }).id,
        true,
        usuario(request),
      ),
  );
}
