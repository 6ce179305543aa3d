// /api/beneficios (issue 13): generation of a competência, the transport and food vouchers, the
// payments (list, pay a selection, adjusting entries, export), the defaults, the summary of a
// competência, the year's report and an apprentice's benefits. beneficios:ler reads,
// beneficios:escrever writes (financeiro, administrador).
import type { FastifyReply } from 'fastify';
import { enviarExportacao, type FormatoExportacao } from '../../shared/exportacao';
import { podeVerCpf } from '../../shared/periodo';
import { pluginDeRotas } from '../../shared/plugin';
import { problema } from '../../shared/problem';
import { respostasDeErro } from '../../shared/problem';
import { dataLocal } from '../../../src/shared/validation/datas';
import { MENSAGENS_BENEFICIOS as M } from '../../../src/shared/validation/beneficios';
import { aprendizExistente } from './aprendiz';
import { colunasPagamentos, colunasRelatorio, emSequencia, lotesPagamentos } from './exportacao';
import { gerarCompetencia, padroes } from './gerar';
import {
  beneficiosDoAprendiz,
  listarPagamentos,
  listarValesAlimentacao,
  listarValesTransporte,
} from './leitura';
import {
  alterarPadroes,
  alterarValeAlimentacao,
  alterarValeTransporte,
  lancarAjuste,
  pagar,
  paraPadroes,
} from './operacoes';
import { relatorioAnual, resumoCompetencia } from './resumo';
import {
  AlteracaoPadroes,
  AlteracaoValeAlimentacao,
  AlteracaoValeTransporte,
  ArquivoExportado,
  BeneficiosDoAprendiz,
  ConsultaPagamentos,
  ConsultaRelatorio,
  ConsultaResumo,
  ConsultaValesAlimentacao,
  ConsultaValesTransporte,
  ExportacaoPagamentos,
  ExportacaoRelatorio,
  type ExportacaoRelatorio as ConsultaExportacaoRelatorio,
  ListaPagamentos,
  ListaValesAlimentacao,
  ListaValesTransporte,
  NovoAjuste,
  Padroes,
  PagamentoComponente,
  Pagar,
  ParametroAprendiz,
  ParametroCompetencia,
  ParametroPagamento,
  Relatorio,
  Resumo,
  ResultadoGeracao,
  ResultadoPagar,
  ValeAlimentacaoComponente,
  ValeTransporteComponente,
} from './esquemas';

const tags = ['beneficios'];
const ler = { permissao: 'beneficios:ler' } as const;
const escrever = { permissao: 'beneficios:escrever' } as const;

export const beneficiosRoutes = pluginDeRotas(
  'beneficios',
  [ValeTransporteComponente, ValeAlimentacaoComponente, PagamentoComponente],
  (app) => {
    const hoje = () => dataLocal(app.agora());

    app.post(
      '/api/beneficios/competencias/:competencia/gerar',
      {
        config: escrever,
        schema: {
          operationId: 'beneficioGerarCompetencia',
          tags,
          summary: 'Gerar (ou recalcular) os vales e pagamentos de uma competência',
          description:
            'Todos os contratos em curso em algum dia do mês, numa transação. Idempotente: rodar de ' +
            'novo não muda nada; depois de mudanças na frequência, recalcula só o que está pendente. ' +
            'Um mês já pago fica bloqueado (corrija com um ajuste). A resposta diz o que aconteceu ' +
            'com cada contrato: criado, recalculado, inalterado, bloqueado ou ignorado (com o motivo). ' +
            'Competência futura: 422.',
          params: ParametroCompetencia,
          response: { 200: ResultadoGeracao, ...respostasDeErro(400, 401, 403, 422) },
        },
      },
      (request) => gerarCompetencia(app.db, request.params.competencia, request.usuario.id, hoje()),
    );

    app.get(
      '/api/beneficios/resumo',
      {
        config: ler,
        schema: {
          operationId: 'beneficioResumo',
          tags,
          summary:
            'Uma competência em resumo: gerada ou não, totais por benefício, empresa e status',
          querystring: ConsultaResumo,
          response: { 200: Resumo, ...respostasDeErro(400, 401, 403) },
        },
      },
      (request) => resumoCompetencia(app.db, request.query.competencia),
    );

    app.get(
      '/api/beneficios/relatorio',
      {
        config: ler,
        schema: {
          operationId: 'beneficioRelatorio',
          tags,
          summary: 'Totais de cada competência de um ano e por empresa',
          querystring: ConsultaRelatorio,
          response: { 200: Relatorio, ...respostasDeErro(400, 401, 403) },
        },
      },
      (request) => relatorioAnual(app.db, request.query.ano, request.query.parceiroId),
    );

    app.get(
      '/api/beneficios/relatorio/exportar',
      {
        config: ler,
        schema: {
          operationId: 'beneficioRelatorioExportar',
          tags,
          summary: 'Exportar o relatório do ano (CSV ou XLSX), uma linha por competência',
          querystring: ExportacaoRelatorio,
          response: { 200: ArquivoExportado, ...respostasDeErro(400, 401, 403) },
        },
      },
      async (request, reply: FastifyReply) => {
        const consulta = request.query as ConsultaExportacaoRelatorio;
        const relatorio = await relatorioAnual(app.db, consulta.ano, consulta.parceiroId);
        return enviarExportacao(reply, {
          formato: consulta.formato ?? 'csv',
          nomeArquivo: `beneficios-${String(consulta.ano)}`,
          colunas: colunasRelatorio,
          linhas: emSequencia(relatorio.competencias),
        });
      },
    );

    app.get(
      '/api/beneficios/padroes',
      {
        config: ler,
        schema: {
          operationId: 'beneficioPadroes',
          tags,
          summary: 'Tarifa, viagens e valor diário com que começa quem ainda não tem vale',
          response: { 200: Padroes, ...respostasDeErro(401, 403) },
        },
      },
      async () => paraPadroes(await padroes(app.db)),
    );

    app.put(
      '/api/beneficios/padroes',
      {
        config: escrever,
        schema: {
          operationId: 'beneficioAlterarPadroes',
          tags,
          summary: 'Alterar os valores padrão (valem para os vales criados daqui em diante)',
          body: AlteracaoPadroes,
          response: { 200: Padroes, ...respostasDeErro(400, 401, 403, 409) },
        },
      },
      (request) => alterarPadroes(app.db, request.body, request.usuario.id),
    );

    app.get(
      '/api/beneficios/vale-transporte',
      {
        config: ler,
        schema: {
          operationId: 'beneficioValesTransporte',
          tags,
          summary: 'Vales-transporte por aprendiz e competência, com os totais do filtro',
          description: 'Ordenação: aprendiz (padrão), competencia.',
          querystring: ConsultaValesTransporte,
          response: { 200: ListaValesTransporte, ...respostasDeErro(400, 401, 403) },
        },
      },
      (request) => listarValesTransporte(app.db, request.query),
    );

    app.put(
      '/api/beneficios/vale-transporte',
      {
        config: escrever,
        schema: {
          operationId: 'beneficioAlterarValeTransporte',
          tags,
          summary: 'Alterar tarifa, viagens ou a opção de um vale-transporte',
          description:
            'Recalcula o mês do contrato na hora (vale e pagamento pendente). Recusar pede dataOpcao. ' +
            'Leva a versao lida (409 se desatualizada); mês pago: 409. A opção e a tarifa seguem ' +
            'para as próximas competências geradas.',
          body: AlteracaoValeTransporte,
          response: {
            200: ValeTransporteComponente.ref,
            ...respostasDeErro(400, 401, 403, 404, 409, 422),
          },
        },
      },
      (request) => alterarValeTransporte(app.db, request.body, request.usuario.id, hoje()),
    );

    app.get(
      '/api/beneficios/vale-alimentacao',
      {
        config: ler,
        schema: {
          operationId: 'beneficioValesAlimentacao',
          tags,
          summary: 'Vales-alimentação por contrato e competência, com os totais do filtro',
          description: 'Ordenação: aprendiz (padrão), competencia.',
          querystring: ConsultaValesAlimentacao,
          response: { 200: ListaValesAlimentacao, ...respostasDeErro(400, 401, 403) },
        },
      },
      (request) => listarValesAlimentacao(app.db, request.query),
    );

    app.put(
      '/api/beneficios/vale-alimentacao',
      {
        config: escrever,
        schema: {
          operationId: 'beneficioAlterarValeAlimentacao',
          tags,
          summary: 'Alterar o valor diário do vale-alimentação de um contrato',
          description:
            'Recalcula o mês na hora; o valor segue para as próximas competências do contrato. ' +
            'Leva a versao lida (409 se desatualizada); mês pago: 409.',
          body: AlteracaoValeAlimentacao,
          response: {
            200: ValeAlimentacaoComponente.ref,
            ...respostasDeErro(400, 401, 403, 404, 409, 422),
          },
        },
      },
      (request) => alterarValeAlimentacao(app.db, request.body, request.usuario.id),
    );

    app.get(
      '/api/beneficios/pagamentos',
      {
        config: ler,
        schema: {
          operationId: 'beneficioPagamentos',
          tags,
          summary: 'Pagamentos com os dias e descontos de cada um, e os totais do filtro',
          description: 'Ordenação: aprendiz (padrão), competencia, valorLiquido.',
          querystring: ConsultaPagamentos,
          response: { 200: ListaPagamentos, ...respostasDeErro(400, 401, 403) },
        },
      },
      (request) => listarPagamentos(app.db, request.query),
    );

    app.get(
      '/api/beneficios/pagamentos/exportar',
      {
        config: ler,
        schema: {
          operationId: 'beneficioPagamentosExportar',
          tags,
          summary:
            'Exportar pagamentos (CSV ou XLSX), uma linha por pagamento, com os filtros da lista',
          querystring: ExportacaoPagamentos,
          response: { 200: ArquivoExportado, ...respostasDeErro(400, 401, 403) },
        },
      },
      (request, reply: FastifyReply) => {
        const consulta = request.query as ConsultaPagamentos & { formato?: FormatoExportacao };
        return enviarExportacao(reply, {
          formato: consulta.formato ?? 'csv',
          nomeArquivo: `pagamentos${consulta.competencia ? `-${consulta.competencia}` : ''}`,
          colunas: colunasPagamentos(podeVerCpf(request.usuario)),
          linhas: lotesPagamentos(app.db, consulta),
        });
      },
    );

    app.post(
      '/api/beneficios/pagamentos/pagar',
      {
        config: escrever,
        schema: {
          operationId: 'beneficioPagar',
          tags,
          summary: 'Marcar pagamentos como pagos',
          description:
            'Todos ou nenhum: um id que não existe (404) ou já pago (409) recusa a seleção inteira. ' +
            'A data não pode ser futura. O mês pago de um contrato fica bloqueado.',
          body: Pagar,
          response: { 200: ResultadoPagar, ...respostasDeErro(400, 401, 403, 404, 409) },
        },
      },
      (request) => pagar(app.db, request.body, request.usuario.id, hoje()),
    );

    app.post(
      '/api/beneficios/pagamentos/:id/ajustes',
      {
        config: escrever,
        schema: {
          operationId: 'beneficioLancarAjuste',
          tags,
          summary: 'Lançar um ajuste (correção) de um pagamento já pago',
          description:
            'Um novo pagamento pendente do tipo ajuste, na mesma competência e contrato, com o valor ' +
            '(negativo para descontar) e o motivo. O pagamento original nunca é alterado. Só de um ' +
            'pagamento pago (422 se pendente).',
          params: ParametroPagamento,
          body: NovoAjuste,
          response: { 201: PagamentoComponente.ref, ...respostasDeErro(400, 401, 403, 404, 422) },
        },
      },
      async (request, reply) => {
        const ajuste = await lancarAjuste(
          app.db,
          request.params.id,
          request.body,
          request.usuario.id,
        );
        return reply.code(201).send(ajuste);
      },
    );

    app.get(
      '/api/beneficios/aprendizes/:id',
      {
        config: ler,
        schema: {
          operationId: 'beneficioDoAprendiz',
          tags,
          summary: 'Vales e pagamentos de um aprendiz, mês a mês (mais recentes primeiro)',
          params: ParametroAprendiz,
          response: { 200: BeneficiosDoAprendiz, ...respostasDeErro(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const aprendiz = await aprendizExistente(app.db, request.params.id);
        if (!aprendiz) throw problema(404, M.aprendizNaoEncontrado);
        return { aprendiz, ...(await beneficiosDoAprendiz(app.db, aprendiz.id)) };
      },
    );
  },
);
