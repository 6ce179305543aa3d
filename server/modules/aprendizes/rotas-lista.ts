// The collection's own routes of /api/aprendiz, before the record's: the list (a summary row,
// counter totals, CPF rules by permission), its export (in the access log) and the dashboard's
// totals. The record's routes are the kit's (rotas.ts).
import { escopoDe } from '../../shared/escopo';
import { Arquivo } from '../../shared/arquivo';
import { respostaListaGrande } from '../../shared/lista';
import type { AppTypebox } from '../../shared/plugin';
import { respostasDeErro } from '../../shared/problem';
import { hojeDe } from './leitura';
import { exportar, listar } from './lista';
import { estatisticas } from './estatisticas';
import {
  AprendizResumo,
  ConsultaAprendiz,
  EstatisticasAprendizes,
  ExportacaoAprendiz,
} from './esquemas';

const tags = ['aprendizes'];
// The record rule (plugins/escopo.ts): the list, its export and the figures keep to the
// apprentices the reader reaches.
const ler = { permissao: 'aprendizes:ler', escopo: {} } as const;

export function rotasDaLista(app: AppTypebox): void {
  app.get(
    '/api/aprendiz',
    {
      config: ler,
      schema: {
        operationId: 'aprendizListar',
        tags,
        summary: 'Lista paginada de aprendizes',
        description:
          'q busca no nome e no nome social sem acentos ("joao araujo" acha João Araújo) e, só com dígitos, no CPF. ' +
          'CPF oculto (***.456.789-**) para quem não tem aprendizes:ver-cpf.',
        querystring: ConsultaAprendiz,
        response: {
          200: respostaListaGrande(AprendizResumo.ref),
          ...respostasDeErro(400, 401, 403),
        },
      },
    },
    async (request) => listar(app, request.usuario, request.query, await escopoDe(app.db, request)),
  );

  app.get(
    '/api/aprendiz/exportar',
    {
      config: ler,
      schema: {
        operationId: 'aprendizExportar',
        tags,
        summary: 'Exporta os aprendizes da lista (CSV ou XLSX), todas as linhas filtradas',
        description:
          'Os mesmos filtros, busca e ordem da lista. A exportação fica no registro de acessos.',
        querystring: ExportacaoAprendiz,
        response: {
          200: Arquivo('csv', 'xlsx'),
          ...respostasDeErro(400, 401, 403),
        },
      },
    },
    async (request, reply) =>
      exportar(app, request, reply, request.query, await escopoDe(app.db, request)),
  );

  app.get(
    '/api/aprendiz/stats',
    {
      config: ler,
      schema: {
        operationId: 'aprendizEstatisticas',
        tags,
        summary: 'Totais de aprendizes ativos: por situação, novos no mês, menores de 18, PcD',
        response: { 200: EstatisticasAprendizes, ...respostasDeErro(401, 403) },
      },
    },
    async (request) => {
      const { porSituacao, ...totais } = await estatisticas(
        app.db,
        hojeDe(app),
        await escopoDe(app.db, request),
      );
      return {
        ...totais,
        porSituacao: porSituacao.map(({ situacaoId, codigo, nome, cor, total }) => ({
          situacaoId,
          codigo,
          nome,
          cor,
          total,
        })),
      };
    },
  );
}
