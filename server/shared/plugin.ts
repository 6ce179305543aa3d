// The one shape of a domain's rotas.ts: a fastify-plugin (so its named schemas reach the OpenAPI
// document, which an encapsulated context would hide) that registers the components and then the
// routes on an app typed by TypeBox.
import type {
  FastifyPluginCallbackTypebox,
  TypeBoxTypeProvider,
} from '@fastify/type-provider-typebox';
import type { FastifyPluginCallback } from 'fastify';
import fp from 'fastify-plugin';
import type { TSchema } from 'typebox';
import { registrarComponentes, type Componente } from './componentes';

/** The app as a route module sees it: request types from the TypeBox schemas. */
export type AppTypebox = Parameters<FastifyPluginCallbackTypebox>[0];

export function pluginDeRotas(
  nome: string,
  componentes: Componente<TSchema>[],
  rotas: (app: AppTypebox) => void,
  /** Plugins that must come first (by name): errors always; a module whose schemas this one uses. */
  opcoes: { dependencias?: string[] } = {},
): FastifyPluginCallback {
  return fp(
    (app, _opcoes, pronto) => {
      registrarComponentes(app, componentes);
      rotas(app.withTypeProvider<TypeBoxTypeProvider>());
      pronto();
    },
    { name: nome, dependencies: opcoes.dependencias ?? ['errors'] },
  );
}
