// The OpenAPI document (/api/docs/json) and its page (/api/docs). The client's RTK Query endpoints
// are generated from it per tag, and tests walk it: every operation carries its permission as
// `x-permissao`, its record rule as `x-escopo` (plugins/escopo.ts) and its security (empty for
// public routes).
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { documentoFiel } from './documento';

export const PREFIXO_DOCS = '/api/docs';

/**
 * `errorMessage` (the field's Portuguese message, read by ajv-errors while validating) is not an
 * OpenAPI keyword: a standard validator rejects the document and other tools' generators choke on
 * it. The published document carries it as the extension `x-errorMessage`, which OpenAPI allows
 * anywhere a schema has its own keys. `minLengthAposAparar` (a minimum the shared rule checks after
 * trimming, server/shared/campos.ts) is published as what it is to a client: `minLength`.
 */
export function comoExtensao(valor: unknown): unknown {
  if (Array.isArray(valor)) return valor.map(comoExtensao);
  if (valor === null || typeof valor !== 'object') return valor;
  return Object.fromEntries(
    Object.entries(valor).map(([chave, v]) => [
      chave === 'errorMessage'
        ? 'x-errorMessage'
        : chave === 'minLengthAposAparar'
          ? 'minLength'
          : chave,
      comoExtensao(v),
    ]),
  );
}

async function documentacao(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'API do Back Office Jovem Aprendiz',
        description:
          'Todas as rotas exigem `Authorization: Bearer <token>`, exceto as marcadas sem segurança. ' +
          'Erros seguem application/problem+json (RFC 9457), com mensagens em português.',
        version: '1.0.0',
        contact: { name: 'Equipe do Back Office Jovem Aprendiz' },
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    // Shared schemas keep their own names ("Problem") instead of def-0, def-1...
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) =>
        typeof json.$id === 'string' ? json.$id : `def-${i}`,
    },
    transformObject: (documento) =>
      comoExtensao(
        documentoFiel(
          ('openapiObject' in documento
            ? documento.openapiObject
            : documento.swaggerObject) as Record<string, unknown>,
        ),
      ) as never,
    transform: ({ schema, url, route }) => {
      const publico = route.config?.publico === true;
      const permissao = route.config?.permissao;
      const escopo = route.config?.escopo;
      return {
        url,
        schema: {
          ...schema,
          security: publico ? [] : [{ bearerAuth: [] }],
          ...(permissao === undefined ? {} : { 'x-permissao': permissao }),
          ...(escopo === undefined ? {} : { 'x-escopo': escopo }),
        },
      };
    },
  });

  await app.register(async (docs) => {
    // Public in development; in production only with API_DOCS=1 (config.docsPublicas). Otherwise
    // the auth hook asks for a token like on any other route: the document serves signed-in
    // clients, and the page (a browser sends no token) is not shown to anyone.
    docs.addHook('onRoute', (rota) => {
      rota.config = { ...rota.config, publico: app.config.docsPublicas };
    });
    await docs.register(swaggerUi, { routePrefix: PREFIXO_DOCS });
  });
}

export default fp(documentacao, { name: 'swagger' });
