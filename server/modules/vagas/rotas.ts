// /api/vagas, /api/candidaturas and /api/encaminhamentos: vacancies as an audited record of the kit
// (list, export, create, read, update with versao) cancelled by DELETE, their figures and
// suggestions, their candidates (several at once, selected one by one) and their referrals up to
// the contract (docs/API-VAGAS.md). Reading needs vagas:ler, every change vagas:escrever.
import { Arquivo } from '../../shared/arquivo';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FormatoExportacao } from '../../shared/exportacao';
import { consultaExportacao, respostaLista } from '../../shared/lista';
import { pluginDeRotas } from '../../shared/plugin';
import { respostasDeErro } from '../../shared/problem';
import { rotasPadrao } from '../../shared/registro';
import { dataLocal } from '../../../src/shared/validation/datas';
import { adicionarCandidatos, candidato, mudarStatusCandidato } from './candidatos';
import { encaminhamentoPara, encaminhar, mudarEncaminhamento } from './encaminhamentos';
import { cancelarVaga, estatisticasVagas } from './operacoes';
import { vaga } from './registro';
import {
  AlteracaoCandidato,
  AlteracaoEncaminhamento,
  AlteracaoVaga,
  CandidatoComponente,
  CandidatosCriados,
  ConsultaCandidatos,
  ConsultaCandidaturas,
  ConsultaEncaminhamentos,
  ConsultaEstatisticas,
  ConsultaSugestoes,
  ConsultaVagas,
  EncaminhamentoComponente,
  EstatisticasVagas,
  ListaSugestoes,
  NovaVaga,
  NovoEncaminhamento,
  NovosCandidatos,
  ParametroCandidato,
  ParametroEncaminhamento,
  ParametroVaga,
  VagaComponente,
  type ConsultaCandidatos as TipoConsultaCandidatos,
  type ConsultaEncaminhamentos as TipoConsultaEncaminhamentos,
} from './esquemas';
import { sugestoes } from './sugestoes';

const tags = ['vagas'];
const ler = { permissao: 'vagas:ler' } as const;
const escrever = { permissao: 'vagas:escrever' } as const;

export const vagasRoutes = pluginDeRotas(
  'vagas',
  [VagaComponente, CandidatoComponente, EncaminhamentoComponente],
  (app) => {
    const hoje = () => dataLocal(app.agora());
    const encaminhamento = () => encaminhamentoPara(hoje());

    /** A vacancy named by the path exists (its own 404) before its candidates are read. */
    const vagaExiste = async (request: FastifyRequest) => {
      await vaga.existente(app.db, (request.params as { id: number }).id);
    };

    const listarCandidatos = (request: FastifyRequest, consulta: TipoConsultaCandidatos) =>
      candidato.responderLista(app.db, consulta, request.usuario);

    const listarEncaminhamentos = (
      request: FastifyRequest,
      consulta: TipoConsultaEncaminhamentos,
    ) => encaminhamento().responderLista(app.db, consulta, request.usuario);

    rotasPadrao(app, vaga, {
      base: '/api/vagas',
      tags,
      operacao: 'vaga',
      permissoes: { ler: 'vagas:ler', escrever: 'vagas:escrever' },
      componente: VagaComponente,
      consulta: ConsultaVagas,
      corpoNovo: NovaVaga,
      corpoAlteracao: AlteracaoVaga,
      parametros: ParametroVaga,
      documentacao: {
        listar: {
          summary: 'Listar vagas',
          description:
            'q: título, empresa (razão social ou nome fantasia) e CBO (código ou título); status; ' +
            'abertas=true (aberta ou em seleção); parceiroId, unidadeId, profissaoId, turno. ' +
            'Ordenação: titulo, parceiro, dataAbertura (padrão -dataAbertura), dataEncerramento, ' +
            'status, criadoEm. Cada vaga traz o funil e as vagas preenchidas (contratos).',
        },
        exportar: { summary: 'Exportar vagas (CSV ou XLSX) com os filtros e a ordem da lista' },
        criar: {
          summary: 'Abrir vaga',
          description:
            'Empresa e unidade ativas (a unidade da empresa), profissão (CBO), quantidade ≥ 1, ' +
            'turno, carga horária 1 a 44 h semanais, bolsa em reais, idades, escolaridade mínima, ' +
            'datas (encerramento não antes da abertura). A vaga nasce aberta.',
        },
        obter: { summary: 'Uma vaga, com o funil' },
        atualizar: {
          summary: 'Alterar vaga',
          description:
            'Com a versao lida (409 se outra pessoa salvou depois). Só vaga aberta ou em seleção ' +
            '(409 nas demais); a quantidade nunca abaixo dos contratos já feitos. O status não é ' +
            'editado: segue a seleção e os contratos.',
        },
      },
      rotasDaColecao: () => {
        app.get(
          '/api/vagas/stats',
          {
            config: ler,
            schema: {
              operationId: 'vagaEstatisticas',
              tags,
              summary: 'Vagas por status, postos abertos e preenchidos, entrevistas de hoje',
              querystring: ConsultaEstatisticas,
              response: { 200: EstatisticasVagas, ...respostasDeErro(400, 401, 403) },
            },
          },
          (request) => estatisticasVagas(app.db, request.query, hoje()),
        );
      },
    });

    app.delete(
      '/api/vagas/:id',
      {
        config: escrever,
        schema: {
          operationId: 'vagaCancelar',
          tags,
          summary: 'Cancelar vaga',
          description:
            'Nada é apagado: a vaga fica cancelada, as candidaturas em aberto viram não ' +
            'selecionado e os encaminhamentos em aberto, reprovado (com o motivo); cada aprendiz ' +
            'volta a Em seleção ou Inscrito. Uma vaga preenchida não é cancelada (409); uma já ' +
            'cancelada é devolvida como está.',
          params: ParametroVaga,
          response: { 200: VagaComponente.ref, ...respostasDeErro(400, 401, 403, 404, 409) },
        },
      },
      async (request) =>
        vaga.declaracao.resposta(
          await cancelarVaga(app, request.usuario, request.params.id),
          request.usuario,
        ),
    );

    app.get(
      '/api/vagas/:id/sugestoes',
      {
        config: ler,
        schema: {
          operationId: 'vagaSugestoes',
          tags,
          summary: 'Aprendizes que podem se candidatar, com os motivos a favor e contra',
          description:
            'Só aprendizes ativos, Inscritos ou Em seleção, que ainda não são candidatos da vaga. ' +
            'Motivos: idade na faixa da vaga, turno escolar sem conflito com o da vaga, mesmo ' +
            'município (ou estado) da unidade, escolaridade exigida. Ordem: mais motivos a favor ' +
            'que contra primeiro. q: nome do aprendiz.',
          params: ParametroVaga,
          querystring: ConsultaSugestoes,
          response: { 200: ListaSugestoes, ...respostasDeErro(400, 401, 403, 404) },
        },
      },
      (request) => sugestoes(app.db, request.params.id, request.query, hoje(), request.usuario),
    );

    app.get(
      '/api/vagas/:id/candidatos',
      {
        config: ler,
        preHandler: vagaExiste,
        schema: {
          operationId: 'vagaCandidatos',
          tags,
          summary: 'Candidatos da vaga',
          description:
            'status (inscrito, selecionado, não selecionado), q (nome do aprendiz). Ordenação: ' +
            'nome (padrão), status, criadoEm. Cada um traz o último encaminhamento por esta vaga.',
          params: ParametroVaga,
          querystring: ConsultaCandidatos,
          response: {
            200: respostaLista(CandidatoComponente.ref),
            ...respostasDeErro(400, 401, 403, 404),
          },
        },
      },
      (request) => listarCandidatos(request, { ...request.query, vagaId: request.params.id }),
    );

    app.post(
      '/api/vagas/:id/candidatos',
      {
        config: escrever,
        schema: {
          operationId: 'vagaAdicionarCandidatos',
          tags,
          summary: 'Adicionar candidatos (vários de uma vez, todos ou nenhum)',
          description:
            'Só aprendizes ativos, Inscritos ou Em seleção, uma vez por vaga. Um recusado recusa o ' +
            'pedido inteiro (422) com o motivo de cada um em errors por aprendizIds.N. Quem estava ' +
            'Inscrito passa a Em seleção. Vaga preenchida ou cancelada: 422.',
          params: ParametroVaga,
          body: NovosCandidatos,
          response: { 201: CandidatosCriados, ...respostasDeErro(400, 401, 403, 404, 409, 422) },
        },
      },
      async (request, reply) => {
        const data = await adicionarCandidatos(
          app,
          request.usuario,
          request.params.id,
          request.body.aprendizIds,
        );
        return reply.code(201).send({ data });
      },
    );

    app.put(
      '/api/vagas/:id/candidatos/:candidatoId',
      {
        config: escrever,
        schema: {
          operationId: 'vagaMudarCandidato',
          tags,
          summary: 'Selecionar (ou não) um candidato',
          description:
            'status: inscrito, selecionado ou não selecionado; versao opcional (409 se mudou). O ' +
            'primeiro selecionado põe a vaga em seleção; não selecionado devolve o aprendiz a Em ' +
            'seleção ou Inscrito. Um candidato já encaminhado por esta vaga muda pelo ' +
            'encaminhamento (409).',
          params: ParametroCandidato,
          body: AlteracaoCandidato,
          response: {
            200: CandidatoComponente.ref,
            ...respostasDeErro(400, 401, 403, 404, 409, 422),
          },
        },
      },
      (request) =>
        mudarStatusCandidato(
          app,
          request.usuario,
          request.params.id,
          request.params.candidatoId,
          request.body,
        ),
    );

    app.get(
      '/api/candidaturas',
      {
        config: ler,
        schema: {
          operationId: 'vagaCandidaturas',
          tags,
          summary: 'Candidaturas de todas as vagas (a página do aprendiz: aprendizId)',
          querystring: ConsultaCandidaturas,
          response: {
            200: respostaLista(CandidatoComponente.ref),
            ...respostasDeErro(400, 401, 403),
          },
        },
      },
      (request) => listarCandidatos(request, request.query),
    );

    app.get(
      '/api/vagas/:id/encaminhamentos',
      {
        config: ler,
        preHandler: vagaExiste,
        schema: {
          operationId: 'vagaEncaminhamentos',
          tags,
          summary: 'Encaminhamentos da vaga',
          description: 'Os mesmos filtros de GET /api/encaminhamentos.',
          params: ParametroVaga,
          querystring: ConsultaEncaminhamentos,
          response: {
            200: respostaLista(EncaminhamentoComponente.ref),
            ...respostasDeErro(400, 401, 403, 404),
          },
        },
      },
      (request) => listarEncaminhamentos(request, { ...request.query, vagaId: request.params.id }),
    );

    app.post(
      '/api/vagas/:id/encaminhamentos',
      {
        config: escrever,
        schema: {
          operationId: 'vagaEncaminhar',
          tags,
          summary: 'Encaminhar um candidato selecionado à empresa',
          description:
            'Só um candidato selecionado (422). No máximo um encaminhamento em aberto (encaminhado ' +
            'ou entrevista agendada) por aprendiz em todas as vagas: 409 nomeando o outro. Com ' +
            "dataEntrevista ('aaaa-mm-ddThh:mm') nasce entrevista agendada. O aprendiz passa a " +
            'Encaminhado.',
          params: ParametroVaga,
          body: NovoEncaminhamento,
          response: {
            201: EncaminhamentoComponente.ref,
            ...respostasDeErro(400, 401, 403, 404, 409, 422),
          },
        },
      },
      async (request, reply) => {
        const linha = await encaminhar(app, request.usuario, request.params.id, request.body);
        return reply.code(201).send(encaminhamento().declaracao.resposta(linha, request.usuario));
      },
    );

    app.get(
      '/api/encaminhamentos',
      {
        config: ler,
        schema: {
          operationId: 'encaminhamentoListar',
          tags,
          summary: 'Encaminhamentos de todas as vagas',
          description:
            'status, abertos=true, parceiroId, vagaId, aprendizId; entrevista=hoje ou semana ' +
            '(segunda a domingo), de/ate na data da entrevista; q: aprendiz, vaga ou empresa. ' +
            'Ordenação: dataEntrevista, data (padrão -data), aprendiz, status, criadoEm.',
          querystring: ConsultaEncaminhamentos,
          response: {
            200: respostaLista(EncaminhamentoComponente.ref),
            ...respostasDeErro(400, 401, 403),
          },
        },
      },
      (request) => listarEncaminhamentos(request, request.query),
    );

    app.get(
      '/api/encaminhamentos/exportar',
      {
        config: ler,
        schema: {
          operationId: 'encaminhamentoExportar',
          tags,
          summary: 'Exportar encaminhamentos (CSV ou XLSX) com os filtros e a ordem da lista',
          querystring: consultaExportacao(ConsultaEncaminhamentos),
          response: {
            200: Arquivo('csv', 'xlsx'),
            ...respostasDeErro(400, 401, 403),
          },
        },
      },
      (request, reply: FastifyReply) =>
        encaminhamento().responderExportacao(
          app.db,
          reply,
          request.query as TipoConsultaEncaminhamentos & { formato?: FormatoExportacao },
          request.usuario,
        ),
    );

    app.get(
      '/api/encaminhamentos/:id',
      {
        config: ler,
        schema: {
          operationId: 'encaminhamentoObter',
          tags,
          summary: 'Um encaminhamento (o contrato que nasce dele lê daqui o que preencher)',
          params: ParametroEncaminhamento,
          response: { 200: EncaminhamentoComponente.ref, ...respostasDeErro(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const registro = encaminhamento();
        return registro.declaracao.resposta(
          await registro.existente(app.db, request.params.id),
          request.usuario,
        );
      },
    );

    app.put(
      '/api/encaminhamentos/:id',
      {
        config: escrever,
        schema: {
          operationId: 'encaminhamentoAtualizar',
          tags,
          summary: 'Mudar o status, a entrevista ou as observações de um encaminhamento',
          description:
            'encaminhado → entrevista agendada (com dataEntrevista) | aprovado | reprovado | ' +
            'desistente; entrevista agendada → aprovado | reprovado | desistente; aprovado → ' +
            'desistente enquanto não há contrato (422 nas demais). Reprovado ou desistente: a ' +
            'candidatura fecha e o aprendiz volta a Em seleção (se tem outras candidaturas em ' +
            'aberto) ou Inscrito. Com a versao lida (409 se mudou); com contrato, 409.',
          params: ParametroEncaminhamento,
          body: AlteracaoEncaminhamento,
          response: {
            200: EncaminhamentoComponente.ref,
            ...respostasDeErro(400, 401, 403, 404, 409, 422),
          },
        },
      },
      async (request) => {
        const linha = await mudarEncaminhamento(
          app,
          request.usuario,
          request.params.id,
          request.body,
        );
        return encaminhamento().declaracao.resposta(linha, request.usuario);
      },
    );
  },
);
