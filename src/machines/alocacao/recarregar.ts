// Refreshing what an allocation changes, without importing the RTK Query api into the machines:
// this is the exact action `api.util.invalidateTags(tags)` creates for reducerPath 'api' (the same
// approach as store/apiCache.ts). The tags are the OpenAPI tags the generated endpoints provide.
import { createAction } from '@reduxjs/toolkit';

export const invalidarTags = createAction<string[]>('api/invalidateTags');

/** Class occupancy, allocation lists, the educator's pages and the apprentice's history. */
export const TAGS_DE_ALOCACAO = ['turmas', 'alocacoes', 'educadores'];
