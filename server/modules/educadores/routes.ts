// /api/educadores: educators with the seed's field names (EducNome...), their classes and the
// apprentices in those classes.
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import { Type } from 'typebox';
import { registrarComponentes } from '../../shared/componentes';
import { emLotes, enviarExportacao, type ColunaExportacao } from '../../shared/exportacao';
import { consultaExportacao, pagina } from '../../shared/lista';
import { respostasDeErro } from '../../shared/problem';
import { formatarCpf, ocultarCpf } from '../../../src/shared/validation/aprendiz';
import { podeVerCpf } from '../alocacoes/aprendiz-resumo';
import { listarAlocacoes } from '../alocacoes/repository';
import { abertas, consultaAlocacoes, ListaAlocacoes } from '../alocacoes/schemas';
import { listarTurmas, paraTurma } from '../turmas/repository';
import { ConsultaTurmasDoEducador, ListaTurmas } from '../turmas/schemas';
import {
  listarEducadores,
  lotesDeEducadores,
  paraEducador,
  type LinhaEducador,
} from './repository';
import {
  AlteracaoEducador,
  ConsultaEducadores,
  EducadorComponente,
  ListaEducadores,
  NovoEducador,
  ParametroId,
} from './schemas';
import {
  atualizarEducador,
  criarEducador,
  inativarEducador,
  obterEducador,
  podeVerCpfEducador,
  reativarEducador,
} from './service';

const tags = ['educadores'];
const ler = { permissao: 'educadores:ler' } as const;
const escrever = { permissao: 'educadores:escrever' } as const;
const Educador = EducadorComponente.ref;

const ConsultaAprendizesDoEducador = consultaAlocacoes({
  abertas: Type.Optional(abertas('Alocados agora (true, padrão), desalocados (false) ou todas.')),
});

const colunasExportacao = (verCpf: boolean): ColunaExportacao<LinhaEducador>[] => [
  { titulo: 'Código', valor: (e) => e.id, tipo: 'numero' },
  { titulo: 'Nome', valor: (e) => e.nome },
  {
    titulo: 'CPF',
    valor: (e) => (e.cpf === null ? null : verCpf ? formatarCpf(e.cpf) : ocultarCpf(e.cpf)),
  },
  { titulo: 'E-mail', valor: (e) => e.email },
  { titulo: 'Telefone', valor: (e) => e.telefone },
  { titulo: 'Celular', valor: (e) => e.telefoneCelular },
  { titulo: 'Cidade', valor: (e) => e.cidade },
  { titulo: 'UF', valor: (e) => e.uf },
  { titulo: 'Data de entrada', valor: (e) => e.dataEntrada, tipo: 'data' },
  { titulo: 'Turmas ativas', valor: (e) => e.turmasAtivas, tipo: 'numero' },
  { titulo: 'Ativo', valor: (e) => e.ativo },
];

const rotas: FastifyPluginCallbackTypebox = (app, _opcoes, pronto) => {
  app.get(
    '/api/educadores',
    {
      config: ler,
      schema: {
        operationId: 'educadorListar',
        tags,
        summary: 'Listar educadores',
        description:
          'q: nome ou e-mail (sem distinção de acentos) ou dígitos do CPF; ativo: true, false ou ' +
          'todos. Ordenação: EducNome, EducDataEntrada, criadoEm.',
        querystring: ConsultaEducadores,
        response: { 200: ListaEducadores, ...respostasDeErro(400, 401, 403) },
      },
    },
    async (request) => {
      const { linhas, total } = await listarEducadores(app.db, request.query);
      const { page, pageSize } = pagina(request.query);
      const verCpf = podeVerCpfEducador(request.usuario);
      return { data: linhas.map((l) => paraEducador(l, verCpf)), total, page, pageSize };
    },
  );

  app.get(
    '/api/educadores/exportar',
    {
      config: ler,
      schema: {
        operationId: 'educadorExportar',
        tags,
        summary: 'Exportar educadores (CSV ou XLSX) com os filtros e a ordem da lista',
        querystring: consultaExportacao(ConsultaEducadores),
        response: {
          200: Type.String({ description: 'Arquivo CSV ou XLSX.' }),
          ...respostasDeErro(400, 401, 403),
        },
      },
    },
    (request, reply) => {
      enviarExportacao(reply, {
        formato: request.query.formato ?? 'csv',
        nomeArquivo: 'educadores',
        colunas: colunasExportacao(podeVerCpfEducador(request.usuario)),
        linhas: emLotes(lotesDeEducadores(app.db, request.query)),
      });
    },
  );

  app.post(
    '/api/educadores',
    {
      config: escrever,
      schema: {
        operationId: 'educadorCriar',
        tags,
        summary: 'Cadastrar educador',
        description:
          "Campos com os nomes do formulário (EducNome...). Só EducNome é obrigatório: 'Nome deve " +
          "ter no mínimo 3 caracteres'; EducEMail vazio é aceito, senão 'Email inválido'; EducSexo " +
          'M, F ou TODOS. Erros em `errors` com o nome do campo (400). CPF único entre educadores (409).',
        body: NovoEducador,
        response: { 201: Educador, ...respostasDeErro(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await criarEducador(app, request.usuario, request.body)),
  );

  app.get(
    '/api/educadores/:id',
    {
      config: ler,
      schema: {
        operationId: 'educadorObter',
        tags,
        summary: 'Um educador',
        params: ParametroId,
        response: { 200: Educador, ...respostasDeErro(400, 401, 403, 404) },
      },
    },
    (request) => obterEducador(app, request.params.id, podeVerCpfEducador(request.usuario)),
  );

  app.put(
    '/api/educadores/:id',
    {
      config: escrever,
      schema: {
        operationId: 'educadorAtualizar',
        tags,
        summary: 'Alterar educador',
        description:
          'O formulário de edição não tem EducGrauInstrucao: o valor gravado é mantido. Leva a ' +
          '`versao` lida (409 se outra pessoa salvou depois).',
        params: ParametroId,
        body: AlteracaoEducador,
        response: { 200: Educador, ...respostasDeErro(400, 401, 403, 404, 409) },
      },
    },
    (request) => atualizarEducador(app, request.usuario, request.params.id, request.body),
  );

  app.delete(
    '/api/educadores/:id',
    {
      config: escrever,
      schema: {
        operationId: 'educadorInativar',
        tags,
        summary: 'Inativar educador',
        description:
          'Nada é apagado. Um educador responsável por turmas ativas não encerradas não é inativado (409).',
        params: ParametroId,
        response: { 200: Educador, ...respostasDeErro(400, 401, 403, 404, 409) },
      },
    },
    (request) => inativarEducador(app, request.usuario, request.params.id),
  );

  app.post(
    '/api/educadores/:id/reativar',
    {
      config: escrever,
      schema: {
        operationId: 'educadorReativar',
        tags,
        summary: 'Reativar educador',
        params: ParametroId,
        response: { 200: Educador, ...respostasDeErro(400, 401, 403, 404) },
      },
    },
    (request) => reativarEducador(app, request.usuario, request.params.id),
  );

  app.get(
    '/api/educadores/:id/turmas',
    {
      config: ler,
      schema: {
        operationId: 'educadorTurmas',
        tags,
        summary: 'Turmas do educador',
        description: 'Os filtros e a ordenação de GET /api/turmas (sem educadorId).',
        params: ParametroId,
        querystring: ConsultaTurmasDoEducador,
        response: { 200: ListaTurmas, ...respostasDeErro(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await obterEducador(app, request.params.id, false);
      const { linhas, total } = await listarTurmas(app.db, {
        ...request.query,
        educadorId: request.params.id,
      });
      const { page, pageSize } = pagina(request.query);
      return { data: linhas.map(paraTurma), total, page, pageSize };
    },
  );

  app.get(
    '/api/educadores/:id/aprendizes',
    {
      config: ler,
      schema: {
        operationId: 'educadorAprendizes',
        tags,
        summary: 'Aprendizes nas turmas do educador',
        description:
          'Alocações nas turmas do educador: abertas true (padrão), false ou todas. CPF mascarado ' +
          'sem aprendizes:ver-cpf.',
        params: ParametroId,
        querystring: ConsultaAprendizesDoEducador,
        response: { 200: ListaAlocacoes, ...respostasDeErro(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await obterEducador(app, request.params.id, false);
      return listarAlocacoes(
        app.db,
        { ...request.query, educadorId: request.params.id },
        podeVerCpf(request.usuario),
        'true',
      );
    },
  );
  pronto();
};

export const educadoresRoutes = fp(
  (app, opcoes, pronto) => {
    registrarComponentes(app, [EducadorComponente]);
    rotas(app.withTypeProvider(), opcoes, pronto);
  },
  { name: 'educadores', dependencies: ['errors'] },
);
