// Addresses of routes. The routes themselves are declared by each feature's manifest
// (manifesto.ts); CaminhoApp is the union of their paths.
import { generatePath } from 'react-router-dom';
import type { CaminhoApp } from './manifesto';

export type { CaminhoApp, RotaApp } from './manifesto';

/** A concrete address of a route: caminhoDe('/turmas/:id', { id: 7 }) -> '/turmas/7'. */
export const caminhoDe = (rota: CaminhoApp, params: Record<string, string | number> = {}) =>
  generatePath<string>(
    rota,
    Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
  );
