// The record rule's one enforcement point (issue 31). A route declares which of its fields hold
// which class-bound resource (`config: { escopo: { turmaId: 'turma' } }`); after validation this
// hook looks each name up in the path, the query and the body and answers 403 when the reader's
// reach (shared/escopo) does not include it. Lists read the same reach to filter their rows.
// Decision: 403, not 404, for a record outside the reader's classes — and for an id that does not
// exist, so the answer is no existence oracle. The classes and apprentices themselves are no secret
// to an educator (turmas:ler and aprendizes:ler list them); what is closed is their class work.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { problema } from '../shared/problem';
import {
  ehRecursoComEscopo,
  escopoDe,
  MENSAGENS_ESCOPO,
  RECURSOS_COM_ESCOPO,
} from '../shared/escopo';

export const TIPO_FORA_DO_ESCOPO = '/problemas/fora-das-suas-turmas';

function valoresDe(request: FastifyRequest, campo: string): number[] {
  const fontes = [request.params, request.query, request.body];
  const valores: number[] = [];
  for (const fonte of fontes) {
    if (typeof fonte !== 'object' || fonte === null || Array.isArray(fonte)) continue;
    // One id or a list of them (aprendizIds of an evaluation's application).
    const valor = (fonte as Record<string, unknown>)[campo];
    for (const v of Array.isArray(valor) ? (valor as unknown[]) : [valor]) {
      if (typeof v === 'number') valores.push(v);
    }
  }
  return valores;
}

// eslint-disable-next-line @typescript-eslint/require-await -- a plugin's shape
async function escopo(app: FastifyInstance): Promise<void> {
  // A typo in a declaration (resource or field) would otherwise leave that route open at run time.
  app.addHook('onRoute', (rota) => {
    const campos = new Set(
      [rota.schema?.params, rota.schema?.querystring, rota.schema?.body].flatMap((s) =>
        Object.keys((s as { properties?: object } | undefined)?.properties ?? {}),
      ),
    );
    for (const [campo, recurso] of Object.entries(rota.config?.escopo ?? {})) {
      const onde = `Rota ${rota.method.toString()} ${rota.url}`;
      if (!ehRecursoComEscopo(recurso))
        throw new Error(`${onde}: escopo desconhecido "${String(recurso)}"`);
      if (!campos.has(campo))
        throw new Error(`${onde}: escopo num campo que ela não tem, "${campo}"`);
    }
  });

  app.addHook('preHandler', async (request) => {
    const declarado = request.routeOptions.config.escopo;
    if (declarado === undefined) return;
    const alcance = await escopoDe(app.db, request);
    if (alcance.todas) return;
    for (const [campo, recurso] of Object.entries(declarado)) {
      for (const id of valoresDe(request, campo)) {
        if (await RECURSOS_COM_ESCOPO[recurso](app.db, id, alcance)) continue;
        throw problema(
          403,
          alcance.educadorId === null ? MENSAGENS_ESCOPO.semVinculo : MENSAGENS_ESCOPO.outraTurma,
          undefined,
          { tipo: TIPO_FORA_DO_ESCOPO },
        );
      }
    }
  });
}

export default fp(escopo, { name: 'escopo', dependencies: ['errors', 'auth'] });
