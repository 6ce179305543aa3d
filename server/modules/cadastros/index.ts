// The registries and the reference lookups; other modules name the situação component.
export { SituacaoAprendiz } from './componentes-referencia';
export { cadastrosRoutes } from './rotas';
