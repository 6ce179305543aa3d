// Refreshing what a contract changes, without importing the RTK Query api into the machines: this
// is the exact action `api.util.invalidateTags(tags)` creates for reducerPath 'api' (the same
// approach as store/apiCache.ts). The tags are TAGS_DE_CONTRATO of shared/api/tags.
import { createAction } from '@reduxjs/toolkit';

export const invalidarTags = createAction<readonly string[]>('api/invalidateTags');
