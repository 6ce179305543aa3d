// /api/contratos: contracts with the seed's field names (Con_*), the standard routes of an audited
// record without inactivation (server/shared/registro: contracts end, they are never erased), and
// their own: figures, the creation flow's check, extensions, terminations and closing in bulk.
import { Arquivo } from '../../shared/arquivo';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { parametroId } from '../../shared/esquemas';
import { enviarExportacao, type FormatoExportacao } from '../../shared/exportacao';
import { consultaExportacao, respostaLista } from '../../shared/lista';
import { podeVerCpf } from '../../shared/periodo';
import { pluginDeRotas } from '../../shared/plugin';
import { respostasDeErro } from '../../shared/problem';
import { rotasPadrao } from '../../shared/registro';
import { dataLocal } from '../../../src/shared/validation/datas';
import { MENSAGENS_CONTRATO as M } from '../../../src/shared/validation/contratos';
import { avisarContratosAVencer } from './aviso-vencimento';
import { estatisticasContratos } from './estatisticas';
import {
  colunasProrrogacoes,
  colunasRescisoes,
  listarProrrogacoes,
  listarRescisoes,
  lotesProrrogacoes,
  lotesRescisoes,
} from './historico';
import { pendenciasLegais } from './legislacao';
import { paraContrato } from './leitura';
import { encerrar, prorrogar, rescindir } from './operacoes';
import { contratoPara } from './registro';
import {
  AlteracaoContrato,
  ContratoAConferir,
  ConsultaContratos,
  ConsultaEstatisticas,
  ConsultaProrrogacoes,
  ConsultaRescisoes,
  ContratoComponente,
  Encerramento,
  EstatisticasContratos,
  NovaProrrogacao,
  NovaRescisao,
  NovoContrato,
  PendenciasLegais,
  ProrrogacaoComponente,
  RescisaoComponente,
  ResultadoEncerramento,
  Verificacao,
} from './esquemas';
import { verificarContrato } from './verificar';

const tags = ['contratos'];
const ler = { permissao: 'contratos:ler' } as const;
const escrever = { permissao: 'contratos:escrever' } as const;
const ParametroContrato = parametroId({ errorMessage: M.idInvalido });

export const contratosRoutes = pluginDeRotas(
  'contratos',
  [ContratoComponente, ProrrogacaoComponente, RescisaoComponente],
  (app) => {
    const hoje = () => dataLocal(app.agora());
    if (app.config.contratosAVencerEmail) {
      app.avisoPeriodico('contratos a vencer', (agora) => avisarContratosAVencer(app.db, agora));
    }
    // The list's pendenciasLegais=true needs the rules run over the running contracts before its
    // (synchronous) filters are built: this hook does it for the list and its export only.
    const pendentesDaLista = new WeakMap<FastifyRequest, number[]>();
    app.addHook('preHandler', async (request) => {
      const url = request.routeOptions.url;
      if (url !== '/api/contratos' && url !== '/api/contratos/exportar') return;
      if ((request.query as { pendenciasLegais?: string }).pendenciasLegais !== 'true') return;
      const pendencias = await pendenciasLegais(app.db, hoje());
      pendentesDaLista.set(
        request,
        pendencias.map((p) => p.contratoId),
      );
    });
    const registro = (request: FastifyRequest) =>
      contratoPara(hoje(), request.usuario, pendentesDaLista.get(request));

    rotasPadrao(app, registro, {
      base: '/api/contratos',
      tags,
      operacao: 'contrato',
      permissoes: { ler: 'contratos:ler', escrever: 'contratos:escrever' },
      componente: ContratoComponente,
      consulta: ConsultaContratos,
      corpoNovo: NovoContrato,
      corpoAlteracao: AlteracaoContrato,
      parametros: ParametroContrato,
      documentacao: {
        listar: {
          summary: 'Listar contratos',
          description:
            'q: nome do aprendiz, empresa ou número (dígitos do CPF só para quem tem ' +
            'aprendizes:ver-cpf); status como visto hoje (um término passado é encerrado); ' +
            'Con_TipoContrato A ou E; parceiroId, aprendizId, unidadeId; venceEmDias: em curso que ' +
            'terminam até daqui a N dias. Ordenação: numero, aprendiz, parceiro, Con_DataInicio, ' +
            'Con_DataTermino, criadoEm (padrão -Con_DataInicio).',
        },
        exportar: { summary: 'Exportar contratos (CSV ou XLSX) com os filtros e a ordem da lista' },
        criar: {
          summary: 'Criar contrato',
          description:
            'Campos do formulário (Con_*). Erros em `errors` com o nome do campo (400), com as ' +
            "mensagens do seed ('Selecione um aprendiz'...). Um segundo contrato em curso do mesmo " +
            'aprendiz: 409 nomeando o atual. No mesmo passo: aprendiz Contratado e, com unidadeId, ' +
            'lotado na unidade desde Con_DataInicio. Valores em reais com até dois centavos.',
        },
        obter: { summary: 'Um contrato' },
        atualizar: {
          summary: 'Alterar contrato',
          description:
            'Só vigente ou prorrogado (409 nos demais). Aprendiz e empresa não mudam; num contrato ' +
            'prorrogado as datas mudam só por prorrogação. Leva a `versao` lida (409 se outra ' +
            'pessoa salvou depois). Campos ausentes mantêm o valor gravado.',
        },
      },
      erros: { atualizar: [400, 401, 403, 404, 409] },
      rotasDaColecao: () => {
        app.get(
          '/api/contratos/stats',
          {
            config: ler,
            schema: {
              operationId: 'contratoEstatisticas',
              tags,
              summary: 'Contratos por status e tipo, e vencendo em 30/60/90 dias',
              querystring: ConsultaEstatisticas,
              response: { 200: EstatisticasContratos, ...respostasDeErro(400, 401, 403) },
            },
          },
          (request) => estatisticasContratos(app.db, request.query, hoje()),
        );

        app.get(
          '/api/contratos/pendencias-legais',
          {
            config: ler,
            schema: {
              operationId: 'contratoPendenciasLegais',
              tags,
              summary: 'Contratos em curso que descumprem a legislação da aprendizagem',
              description:
                'Cada contrato de aprendizagem em curso hoje com seus problemas bloqueantes (jornada ' +
                'diária, trabalho noturno de menor, turno escolar, bolsa abaixo do salário mínimo ' +
                'hora): as mesmas regras do POST e do verificar (docs/LEGISLACAO.md). A lista ' +
                'filtra os mesmos com pendenciasLegais=true.',
              response: { 200: PendenciasLegais, ...respostasDeErro(401, 403) },
            },
          },
          async () => {
            const data = await pendenciasLegais(app.db, hoje());
            return { data, total: data.length };
          },
        );

        app.post(
          '/api/contratos/verificar',
          {
            config: escrever,
            schema: {
              operationId: 'contratoVerificar',
              tags,
              summary: 'Conferir um contrato antes de criá-lo',
              description:
                'O corpo de POST /api/contratos. Nada é gravado. errors: o que impediria a criação ' +
                '(mesmas mensagens e campos do POST); avisos: o que merece atenção (cota da empresa, ' +
                'lotação atual, turma, contrato anterior a encerrar).',
              body: ContratoAConferir,
              response: { 200: Verificacao, ...respostasDeErro(400, 401, 403) },
            },
          },
          (request) => verificarContrato(app.db, request.body, hoje()),
        );

        app.get(
          '/api/contratos/prorrogacoes',
          {
            config: ler,
            schema: {
              operationId: 'contratoProrrogacoes',
              tags,
              summary: 'Prorrogações de todos os contratos',
              description:
                'de/ate: término anterior (quando a prorrogação passa a valer) no período; ' +
                'parceiroId, aprendizId, q como na lista de contratos. Ordenação: ' +
                'dataTerminoAnterior, novaDataTermino, criadoEm (padrão -criadoEm).',
              querystring: ConsultaProrrogacoes,
              response: {
                200: respostaLista(ProrrogacaoComponente.ref),
                ...respostasDeErro(400, 401, 403),
              },
            },
          },
          (request) =>
            listarProrrogacoes(app.db, request.query, hoje(), podeVerCpf(request.usuario)),
        );

        app.get(
          '/api/contratos/prorrogacoes/exportar',
          {
            config: ler,
            schema: {
              operationId: 'contratoProrrogacoesExportar',
              tags,
              summary: 'Exportar prorrogações (CSV ou XLSX) com os filtros e a ordem da lista',
              querystring: consultaExportacao(ConsultaProrrogacoes),
              response: { 200: Arquivo('csv', 'xlsx'), ...respostasDeErro(400, 401, 403) },
            },
          },
          (request, reply: FastifyReply) => {
            const verCpf = podeVerCpf(request.usuario);
            const consulta = request.query as ConsultaProrrogacoes & {
              formato?: FormatoExportacao;
            };
            return enviarExportacao(reply, {
              formato: consulta.formato ?? 'csv',
              nomeArquivo: 'prorrogacoes',
              colunas: colunasProrrogacoes(verCpf),
              linhas: lotesProrrogacoes(app.db, consulta, verCpf),
            });
          },
        );

        app.get(
          '/api/contratos/rescisoes',
          {
            config: ler,
            schema: {
              operationId: 'contratoRescisoes',
              tags,
              summary: 'Rescisões de todos os contratos',
              description:
                'de/ate: data da rescisão no período; motivoDesligamentoId; parceiroId, ' +
                'aprendizId, q como na lista de contratos. Ordenação: data, criadoEm (padrão -data).',
              querystring: ConsultaRescisoes,
              response: {
                200: respostaLista(RescisaoComponente.ref),
                ...respostasDeErro(400, 401, 403),
              },
            },
          },
          (request) => listarRescisoes(app.db, request.query, hoje(), podeVerCpf(request.usuario)),
        );

        app.get(
          '/api/contratos/rescisoes/exportar',
          {
            config: ler,
            schema: {
              operationId: 'contratoRescisoesExportar',
              tags,
              summary: 'Exportar rescisões (CSV ou XLSX) com os filtros e a ordem da lista',
              querystring: consultaExportacao(ConsultaRescisoes),
              response: { 200: Arquivo('csv', 'xlsx'), ...respostasDeErro(400, 401, 403) },
            },
          },
          (request, reply: FastifyReply) => {
            const verCpf = podeVerCpf(request.usuario);
            const consulta = request.query as ConsultaRescisoes & { formato?: FormatoExportacao };
            return enviarExportacao(reply, {
              formato: consulta.formato ?? 'csv',
              nomeArquivo: 'rescisoes',
              colunas: colunasRescisoes(verCpf),
              linhas: lotesRescisoes(app.db, consulta, verCpf),
            });
          },
        );

        app.post(
          '/api/contratos/encerrar',
          {
            config: escrever,
            schema: {
              operationId: 'contratoEncerrar',
              tags,
              summary: 'Encerrar em lote contratos cujo término passou',
              description:
                'Tudo ou nada: cada contrato deve estar vigente ou prorrogado com término anterior a ' +
                'hoje (409 nomeando os que não estão, em errors por ids.N). Cada um fica encerrado, ' +
                'o aprendiz Concluído, a alocação na turma e a lotação terminam no término.',
              body: Encerramento,
              response: { 200: ResultadoEncerramento, ...respostasDeErro(400, 401, 403, 404, 409) },
            },
          },
          async (request) => {
            const dia = hoje();
            const linhas = await encerrar(
              app,
              registro(request),
              request.usuario,
              request.body.ids,
              dia,
            );
            const verCpf = podeVerCpf(request.usuario);
            return { data: linhas.map((l) => paraContrato(l, dia, verCpf)) };
          },
        );
      },
    });

    app.post(
      '/api/contratos/:id/prorrogacoes',
      {
        config: escrever,
        schema: {
          operationId: 'contratoProrrogar',
          tags,
          summary: 'Prorrogar contrato',
          description:
            'novaDataTermino depois do término atual; a duração total, do início com todas as ' +
            "prorrogações, até 36 meses ('Duração entre 1 e 36 meses' em novaDataTermino) e, na " +
            'aprendizagem, antes dos 24 anos (salvo PcD). Contrato rescindido ou encerrado: 409. ' +
            'O status passa a prorrogado; Con_DataTermino e Con_Duracao acompanham.',
          params: ParametroContrato,
          body: NovaProrrogacao,
          response: { 200: ContratoComponente.ref, ...respostasDeErro(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const dia = hoje();
        const linha = await prorrogar(
          app,
          registro(request),
          request.usuario,
          request.params.id,
          request.body,
          dia,
        );
        return paraContrato(linha, dia, podeVerCpf(request.usuario));
      },
    );

    app.post(
      '/api/contratos/:id/rescisao',
      {
        config: escrever,
        schema: {
          operationId: 'contratoRescindir',
          tags,
          summary: 'Rescindir contrato',
          description:
            'data dentro do período do contrato; motivoDesligamentoId do cadastro ' +
            '(/api/cadastros/motivo-desligamento). No mesmo passo a alocação na turma e a lotação ' +
            'terminam na data, com o motivo, e o aprendiz fica Desligado (Concluído quando o motivo é ' +
            'o próprio fim do contrato: término ou idade máxima). Rescindido ou encerrado: 409.',
          params: ParametroContrato,
          body: NovaRescisao,
          response: { 200: ContratoComponente.ref, ...respostasDeErro(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const dia = hoje();
        const linha = await rescindir(
          app,
          registro(request),
          request.usuario,
          request.params.id,
          request.body,
        );
        return paraContrato(linha, dia, podeVerCpf(request.usuario));
      },
    );
  },
  { dependencias: ['errors', 'emails'] },
);
