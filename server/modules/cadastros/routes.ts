// /api/cadastros: the eight registries (generic CRUD from definicoes.ts) and the reference lookups.
// Wrapped in fastify-plugin so the row schemas become OpenAPI components (named client types).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registrarComponentes } from '../../shared/componentes';
import { CADASTROS } from './definicoes';
import { componentesReferencia, rotasDeReferencia } from './referencias';
import { componenteDe, rotasDeCadastro } from './rotas';

function cadastros(app: FastifyInstance, _opcoes: unknown, pronto: () => void): void {
  const itens = CADASTROS.map((def) => ({ def, item: componenteDe(def) }));
  registrarComponentes(app, [...itens.map((i) => i.item), ...componentesReferencia]);
  for (const { def, item } of itens) rotasDeCadastro(app, def, item);
  rotasDeReferencia(app);
  pronto();
}

export const cadastrosRoutes = fp(cadastros, { name: 'cadastros', dependencies: ['errors'] });
