// Every signed-in route the browser suite visits (shell, accessibility), derived from the features'
// manifests (src/app/manifestos.ts): a route a manifest adds is visited with no edit here. A route
// with parameters needs a sample of them (AMOSTRAS: an id the demo seed has); one without a sample
// makes this module throw, so every suite that imports it fails until the sample is written.
import { generatePath } from 'react-router-dom';
import { ROTAS } from '../../../src/app/navegacao';

/** The parameters of each route that has them, by the route's path. */
export const AMOSTRAS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  '/aprendizes/:id': { id: '1' },
  '/aprendizes/:id/avaliacoes': { id: '1' },
  '/aprendiz/:id/calendario': { id: '1' },
  '/avaliacoes-aplicadas/:id/responder': { id: '1' },
  '/contratos/:id': { id: '1' },
  '/educadores/:id': { id: '1' },
  '/educadores/:id/editar': { id: '1' },
  '/educadores/:id/turmas': { id: '1' },
  '/educadores/:id/aprendizes': { id: '1' },
  '/empresas/:parceiroId/unidades': { parceiroId: '1' },
  '/empresas/:parceiroId/unidades/:unidadeId': { parceiroId: '1', unidadeId: '1' },
  '/empresas/:parceiroId/unidades/:unidadeId/aprendizes': { parceiroId: '1', unidadeId: '1' },
  '/modulos/planos/:planoId/curriculo': { planoId: '1' },
  '/turmas/:id': { id: '1' },
  '/turmas/:id/aprendizes': { id: '1' },
  '/vagas/:id': { id: '1' },
  '/vagas/:id/editar': { id: '1' },
  '/vagas/:id/candidatos': { id: '1' },
  '/vagas/:id/encaminhamentos': { id: '1' },
};

/** The manifests' routes with parameters that have no sample above (empty when all have one). */
export const rotasSemAmostra = (): string[] =>
  ROTAS.filter((r) => r.path.includes(':') && !(r.path in AMOSTRAS)).map((r) => r.path);

/** Samples of routes no manifest has any more: stale lines. */
export const amostrasSemRota = (): string[] =>
  Object.keys(AMOSTRAS).filter((path) => !ROTAS.some((r) => r.path === path));

const semAmostra = rotasSemAmostra();
if (semAmostra.length > 0) {
  throw new Error(
    `Rotas sem amostra em test/e2e/support/rotas.ts (AMOSTRAS): ${semAmostra.join(', ')}`,
  );
}

export const rotasAutenticadas: readonly string[] = ROTAS.map((r) =>
  r.path.includes(':') ? generatePath(r.path, AMOSTRAS[r.path]) : r.path,
);
