// Refreshing what a sent evaluation changes (lists, counts, results), without importing the RTK
// Query api into the machines: the exact action `api.util.invalidateTags(tags)` creates for
// reducerPath 'api' (as store/apiCache.ts does).
import { createAction } from '@reduxjs/toolkit';

export const invalidarTags = createAction<readonly string[]>('api/invalidateTags');
