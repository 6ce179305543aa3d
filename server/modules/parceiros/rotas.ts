// /api/parceiros: partner companies (seed-spec.md section 7, exact paths) with the standard routes of
// an audited record (server/shared/registro), their figures, the apprentices placed in them and
// their units (rotas-unidades.ts).
import { ParametroId } from '../../shared/esquemas';
import { pluginDeRotas } from '../../shared/plugin';
import { respostasDeErro } from '../../shared/problem';
import { rotasPadrao } from '../../shared/registro';
import { podeVerCpf } from '../../shared/periodo';
import { estatisticasParceiros } from './estatisticas';
import { listarLotacoes } from './lotacoes';
import { parceiro } from './registro';
import {
  AlteracaoParceiro,
  ConsultaLotacoesParceiro,
  ConsultaParceiros,
  EstatisticasParceiros,
  ListaLotacoes,
  LotacaoComponente,
  NovoParceiro,
  ParceiroComponente,
} from './esquemas';
import { UnidadeComponente } from './esquemas-unidades';
import { rotasUnidades } from './rotas-unidades';

const tags = ['parceiros'];
const ler = { permissao: 'parceiros:ler' } as const;

export const parceirosRoutes = pluginDeRotas(
  'parceiros',
  [ParceiroComponente, UnidadeComponente, LotacaoComponente],
  (app) => {
    rotasPadrao(app, parceiro, {
      base: '/api/parceiros',
      tags,
      operacao: 'parceiro',
      permissoes: { ler: 'parceiros:ler', escrever: 'parceiros:escrever' },
      componente: ParceiroComponente,
      consulta: ConsultaParceiros,
      corpoNovo: NovoParceiro,
      corpoAlteracao: AlteracaoParceiro,
      documentacao: {
        listar: {
          summary: 'Listar empresas parceiras',
          description:
            'q: palavras da razão social ou do nome fantasia (sem distinção de acentos), ou parte do ' +
            'CNPJ (dígitos ou letras, com ou sem pontuação). Filtros: ramoAtividadeId, situacaoCota, ' +
            'ativo (true, false ou todos). Cada empresa traz a cota, os aprendizes lotados agora e a ' +
            'situação da cota.',
        },
        exportar: {
          summary: 'Exportar empresas parceiras (CSV ou XLSX) com os filtros e a ordem da lista',
        },
        criar: {
          summary: 'Cadastrar empresa parceira',
          description:
            'CNPJ numérico ou alfanumérico com dígitos verificadores válidos e único entre as ' +
            'empresas (409 nomeando a que já o tem). Erros de campo em `errors` (400).',
        },
        obter: { summary: 'Uma empresa parceira' },
        atualizar: {
          summary: 'Alterar empresa parceira',
          description: 'Leva a `versao` lida (409 se outra pessoa salvou depois).',
        },
        inativar: {
          summary: 'Inativar empresa parceira',
          description:
            'Nada é apagado: a empresa fica inativa e não recebe novos aprendizes. Com aprendizes ' +
            'lotados em suas unidades, a resposta é 409: encerre as lotações antes.',
        },
        reativar: { summary: 'Reativar empresa parceira' },
      },
      rotasDaColecao: () =>
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
        ),
    });

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
        await parceiro.existente(app.db, request.params.id);
        return listarLotacoes(
          app.db,
          { parceiroId: request.params.id },
          request.query,
          podeVerCpf(request.usuario),
        );
      },
    );

    rotasUnidades(app);
  },
);
