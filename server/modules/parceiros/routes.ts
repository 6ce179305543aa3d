// /api/parceiros: partner companies (seed-spec.md section 7, exact paths), their units
// (unidades-routes.ts) and the apprentices placed in them. Wrapped in fastify-plugin so the record
// schemas become named OpenAPI components (Parceiro, Unidade, Lotacao) for the client's codegen.
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import { Type } from 'typebox';
import { registrarComponentes } from '../../shared/componentes';
import { emLotes, enviarExportacao, type ColunaExportacao } from '../../shared/exportacao';
import { consultaExportacao, pagina } from '../../shared/lista';
import { respostasDeErro } from '../../shared/problem';
import { formatarCnpj } from '../../../src/shared/validation/parceiro';
import { podeVerCpf } from '../alocacoes/aprendiz-resumo';
import { listarLotacoes } from './lotacoes';
import {
  estatisticasParceiros,
  listarParceiros,
  lotesDeParceiros,
  paraParceiro,
  type LinhaParceiro,
} from './repository';
import {
  AlteracaoParceiro,
  ConsultaLotacoesParceiro,
  ConsultaParceiros,
  EstatisticasParceiros,
  ListaLotacoes,
  ListaParceiros,
  LotacaoComponente,
  NovoParceiro,
  ParametroId,
  ParceiroComponente,
  UnidadeComponente,
} from './schemas';
import {
  atualizarParceiro,
  criarParceiro,
  inativarParceiro,
  obterParceiro,
  reativarParceiro,
} from './service';
import { rotasUnidades } from './unidades-routes';
import { parceiroExistente } from './unidades';

const tags = ['parceiros'];
const ler = { permissao: 'parceiros:ler' } as const;
const escrever = { permissao: 'parceiros:escrever' } as const;
const Parceiro = ParceiroComponente.ref;

const COLUNAS_EXPORTACAO: ColunaExportacao<LinhaParceiro>[] = [
  { titulo: 'Código', valor: (p) => p.id, tipo: 'numero' },
  { titulo: 'Razão social', valor: (p) => p.razaoSocial },
  { titulo: 'Nome fantasia', valor: (p) => p.nomeFantasia },
  { titulo: 'CNPJ', valor: (p) => formatarCnpj(p.cnpj) },
  { titulo: 'Ramo de atividade', valor: (p) => `${p.ramoCodigo} - ${p.ramoNome}` },
  { titulo: 'Município', valor: (p) => p.municipioNome },
  { titulo: 'UF', valor: (p) => p.uf },
  { titulo: 'Contato', valor: (p) => p.contatoNome },
  { titulo: 'E-mail', valor: (p) => p.contatoEmail },
  { titulo: 'Telefone', valor: (p) => p.contatoTelefone },
  { titulo: 'Cota de aprendizes', valor: (p) => p.cotaAprendizes, tipo: 'numero' },
  { titulo: 'Aprendizes lotados', valor: (p) => p.aprendizesAlocados, tipo: 'numero' },
  { titulo: 'Situação da cota', valor: (p) => paraParceiro(p).mensagemCota },
  { titulo: 'Ativo', valor: (p) => p.ativo },
];

const rotas: FastifyPluginCallbackTypebox = (app, _opcoes, pronto) => {
  app.get(
    '/api/parceiros',
    {
      config: ler,
      schema: {
        operationId: 'parceiroListar',
        tags,
        summary: 'Listar empresas parceiras',
        description:
          'q: palavras da razão social ou do nome fantasia (sem distinção de acentos), ou parte do ' +
          'CNPJ (dígitos ou letras, com ou sem pontuação). Filtros: ramoAtividadeId, situacaoCota, ' +
          'ativo (true, false ou todos). Cada empresa traz a cota, os aprendizes lotados agora e a ' +
          'situação da cota.',
        querystring: ConsultaParceiros,
        response: { 200: ListaParceiros, ...respostasDeErro(400, 401, 403) },
      },
    },
    async (request) => {
      const { linhas, total } = await listarParceiros(app.db, request.query);
      const { page, pageSize } = pagina(request.query);
      return { data: linhas.map(paraParceiro), total, page, pageSize };
    },
  );

  app.get(
    '/api/parceiros/exportar',
    {
      config: ler,
      schema: {
        operationId: 'parceiroExportar',
        tags,
        summary: 'Exportar empresas parceiras (CSV ou XLSX) com os filtros e a ordem da lista',
        querystring: consultaExportacao(ConsultaParceiros),
        response: {
          200: Type.String({ description: 'Arquivo CSV ou XLSX.' }),
          ...respostasDeErro(400, 401, 403),
        },
      },
    },
    (request, reply) => {
      enviarExportacao(reply, {
        formato: request.query.formato ?? 'csv',
        nomeArquivo: 'empresas-parceiras',
        colunas: COLUNAS_EXPORTACAO,
        linhas: emLotes(lotesDeParceiros(app.db, request.query)),
      });
    },
  );

  app.get(
    '/api/parceiros/stats',
    {
      config: ler,
      schema: {
        operationId: 'parceiroEstatisticas',
        tags,
        summary: 'Números das empresas parceiras: ativas, unidades, lotados, cotas',
        response: { 200: EstatisticasParceiros, ...respostasDeErro(401, 403) },
      },
    },
    () => estatisticasParceiros(app.db),
  );

  app.post(
    '/api/parceiros',
    {
      config: escrever,
      schema: {
        operationId: 'parceiroCriar',
        tags,
        summary: 'Cadastrar empresa parceira',
        description:
          'CNPJ numérico ou alfanumérico com dígitos verificadores válidos e único entre as ' +
          'empresas (409 nomeando a que já o tem). Erros de campo em `errors` (400).',
        body: NovoParceiro,
        response: { 201: Parceiro, ...respostasDeErro(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await criarParceiro(app, request.usuario, request.body)),
  );

  app.get(
    '/api/parceiros/:id',
    {
      config: ler,
      schema: {
        operationId: 'parceiroObter',
        tags,
        summary: 'Uma empresa parceira',
        params: ParametroId,
        response: { 200: Parceiro, ...respostasDeErro(400, 401, 403, 404) },
      },
    },
    (request) => obterParceiro(app, request.params.id),
  );

  app.put(
    '/api/parceiros/:id',
    {
      config: escrever,
      schema: {
        operationId: 'parceiroAtualizar',
        tags,
        summary: 'Alterar empresa parceira',
        description: 'Leva a `versao` lida (409 se outra pessoa salvou depois).',
        params: ParametroId,
        body: AlteracaoParceiro,
        response: { 200: Parceiro, ...respostasDeErro(400, 401, 403, 404, 409) },
      },
    },
    (request) => atualizarParceiro(app, request.usuario, request.params.id, request.body),
  );

  app.delete(
    '/api/parceiros/:id',
    {
      config: escrever,
      schema: {
        operationId: 'parceiroInativar',
        tags,
        summary: 'Inativar empresa parceira',
        description:
          'Nada é apagado: a empresa fica inativa e não recebe novos aprendizes. Com aprendizes ' +
          'lotados em suas unidades, a resposta é 409: encerre as lotações antes.',
        params: ParametroId,
        response: { 200: Parceiro, ...respostasDeErro(400, 401, 403, 404, 409) },
      },
    },
    (request) => inativarParceiro(app, request.usuario, request.params.id),
  );

  app.post(
    '/api/parceiros/:id/reativar',
    {
      config: escrever,
      schema: {
        operationId: 'parceiroReativar',
        tags,
        summary: 'Reativar empresa parceira',
        params: ParametroId,
        response: { 200: Parceiro, ...respostasDeErro(400, 401, 403, 404) },
      },
    },
    (request) => reativarParceiro(app, request.usuario, request.params.id),
  );

  app.get(
    '/api/parceiros/:id/aprendizes',
    {
      config: ler,
      schema: {
        operationId: 'parceiroAprendizes',
        tags,
        summary: 'Aprendizes lotados nas unidades da empresa',
        description:
          'abertas: true (padrão, lotados agora), false (lotações encerradas) ou todas; unidadeId ' +
          'restringe a uma unidade. CPF mascarado sem aprendizes:ver-cpf.',
        params: ParametroId,
        querystring: ConsultaLotacoesParceiro,
        response: { 200: ListaLotacoes, ...respostasDeErro(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await parceiroExistente(app.db, request.params.id);
      const { page, pageSize } = pagina(request.query);
      const { data, total } = await listarLotacoes(
        app.db,
        { parceiroId: request.params.id },
        request.query,
        podeVerCpf(request.usuario),
      );
      return { data, total, page, pageSize };
    },
  );

  rotasUnidades(app);
  pronto();
};

export const parceirosRoutes = fp(
  (app, opcoes, pronto) => {
    registrarComponentes(app, [ParceiroComponente, UnidadeComponente, LotacaoComponente]);
    rotas(app.withTypeProvider(), opcoes, pronto);
  },
  { name: 'parceiros', dependencies: ['errors'] },
);
