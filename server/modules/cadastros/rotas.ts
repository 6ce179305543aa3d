// /api/cadastros: the eight registries (audited records from definicoes.ts) and the reference
// lookups; their row schemas are OpenAPI components (named client types).
import { pluginDeRotas } from '../../shared/plugin';
import { CADASTROS } from './definicoes';
import { componentesReferencia } from './componentes-referencia';
import { rotasDeReferencia } from './referencias';
import { componenteDe, rotasDeCadastro } from './rotas-do-cadastro';

const itens = CADASTROS.map((def) => ({ def, item: componenteDe(def) }));

export const cadastrosRoutes = pluginDeRotas(
  'cadastros',
  [...itens.map((i) => i.item), ...componentesReferencia],
  (app) => {
    for (const { def, item } of itens) rotasDeCadastro(app, def, item);
    rotasDeReferencia(app);
  },
);
