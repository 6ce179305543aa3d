// What a server module declares about itself so that no central table has to: its plugins, its
// tables and migrations, its permissions with their default grants and its demo data step. Each
// module exports one (server/modules/<modulo>/manifesto.ts) and server/modules/manifestos.ts lists
// them: the app registers their plugins, the permission catalogue and the seeded funções, drizzle's
// schema, the migration runner and the demo seed all read that list.
//
// The list is read by server/shared/permissoes.ts, which the modules themselves import (a route's
// permission type, the funções' schemas): a manifest therefore imports only leaves eagerly (its
// schema and migration files) and reaches its plugins and seed steps through `import()`, which
// runs after every module has loaded. An eager import of the plugin would close the cycle
// manifest -> routes -> permissoes -> manifest and leave the catalogue undefined at start-up.
import type { FastifyPluginAsync, FastifyPluginCallback } from 'fastify';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import type { Migracao } from '../db/migrations';
// Fastify's augmentations (route config, decorations, the OpenAPI keys), declared by the app and its
// plugins, for the modules a manifest's import() brings into a program that never loads app.ts
// (the browser suite's tsconfig, which reaches the seed).
import type {} from '../app';

/** The five funções seeded with the system (PRODUCT.md). */
export type ChaveFuncao =
  'administrador' | 'coordenacao' | 'secretaria' | 'educador' | 'financeiro';

export interface DeclaracaoPermissao {
  rotulo: string;
  /** The role matrix's group (AREAS_DO_CATALOGO orders the known ones; a new area comes last). */
  area: string;
  /**
   * The funções that hold it by default besides the administrador, who always holds the whole
   * catalogue. A new database gets them with the funções; an existing one the first time it starts
   * with the permission in the catalogue (server/db/seed/funcoes.ts): no grant migration.
   */
  concedidaA: readonly Exclude<ChaveFuncao, 'administrador'>[];
}

type PluginDoModulo = FastifyPluginCallback | FastifyPluginAsync;

/** A demo step: rows inserted per table, for the start-up log. Idempotent (main.ts reruns it). */
export type EtapaDeDemo = (db: Database, agora: Date) => Promise<Record<string, number>>;
export type EtapaDeDemoDerivada = (
  db: Database,
  agora: Date,
  config: AppConfig,
) => Promise<Record<string, number>>;

export type Permissoes = Readonly<Record<string, DeclaracaoPermissao>>;

/**
 * Annotated, never inferred (`manifesto: ManifestoDoModulo<typeof permissoes>`): the permission type
 * is read from the manifests by the very routes the manifest's plugins hold, so the manifest's type
 * must not depend on them.
 */
// eslint-disable-next-line @typescript-eslint/no-generated-empty-object-type -- no permission: no key
export interface ManifestoDoModulo<P extends Permissoes = Record<never, DeclaracaoPermissao>> {
  /** Registered at the app's root in this order (app.ts), after the cross-cutting plugins. */
  plugins: () => Promise<readonly PluginDoModulo[]>;
  /** Its drizzle tables (`import * as tabelas from '../../db/schema/<area>'`). */
  tabelas?: Readonly<Record<string, unknown>>;
  /** The migrations that create its tables; the runner orders every module's by number. */
  migracoes?: readonly Migracao[];
  permissoes?: P;
  /** Its rows of the demo data set (SEED_DEMO), after those of the modules listed before it. */
  demo?: () => Promise<EtapaDeDemo>;
  /**
   * Demo rows its own rules compute from the whole data set (benefits from contracts and
   * attendance, documents from the classes): run by main.ts after every module's `demo`.
   */
  demoDerivada?: () => Promise<EtapaDeDemoDerivada>;
}

/** Keeps the permission keys as literals, so `Permissao` is the union of every module's. */
export const definirPermissoes = <const P extends Permissoes>(permissoes: P): P => permissoes;
