// GET /api/busca: the command palette's search (docs/API-BUSCA.md). Open to every signed-in user;
// what each one gets back depends on their permissions (leitura.ts).
import { escopoDe } from '../../shared/escopo';
import { pluginDeRotas } from '../../shared/plugin';
import { respostasDeErro } from '../../shared/problem';
import { buscar } from './leitura';
import { ConsultaBusca, POR_GRUPO, ResultadoBuscaComponente } from './esquemas';

export const buscaRoutes = pluginDeRotas('busca', [ResultadoBuscaComponente], (app) => {
  app.get(
    '/api/busca',
    {
      // The record rule (plugins/escopo.ts): apprentices and classes the reader reaches.
      config: { escopo: {} },
      schema: {
        operationId: 'buscaGlobal',
        tags: ['busca'],
        summary:
          'Busca da paleta de comandos: aprendizes, turmas, empresas, educadores, contratos e vagas',
        description:
          `Até ${String(POR_GRUPO)} registros ativos por grupo; um grupo só vem para quem pode ler o domínio dele. ` +
          'Dígitos no q acham CPF só com aprendizes:ver-cpf (o CPF vem oculto sem ela), e CNPJ com ou sem pontuação.',
        querystring: ConsultaBusca,
        response: {
          200: ResultadoBuscaComponente.ref,
          ...respostasDeErro(400, 401),
        },
      },
    },
    async (request) =>
      buscar(app.db, request.usuario, request.query.q, await escopoDe(app.db, request)),
  );
});
