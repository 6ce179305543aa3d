import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { problema, respostasDeErro } from '../../shared/problem';
import { pluginDeRotas } from '../../shared/plugin';

const Saude = Type.Object({ status: Type.Literal('ok'), banco: Type.Literal('ok') });

export const healthRoutes = pluginDeRotas('health', [], (app) => {
  app.get(
    '/api/health',
    {
      config: { publico: true },
      schema: {
        operationId: 'health',
        tags: ['sistema'],
        summary: 'O servidor e o banco de dados respondem',
        response: { 200: Saude, ...respostasDeErro(503) },
      },
    },
    async (request) => {
      try {
        await app.db.execute(sql`SELECT 1`);
      } catch (erro) {
        request.log.error(
          { erro: erro instanceof Error ? erro.message : String(erro) },
          'banco indisponível',
        );
        throw problema(503, 'Banco de dados indisponível. Tente novamente em instantes.');
      }
      return { status: 'ok' as const, banco: 'ok' as const };
    },
  );
});
