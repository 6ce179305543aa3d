// Emptying RTK Query's cache without importing the api (which would pull RTK Query into the
// entry): this is the exact action `api.util.resetApiState()` creates for reducerPath 'api'.
import { createAction } from '@reduxjs/toolkit';

export const limparCacheDaApi = createAction('api/resetApiState');

/**
 * The exact action `api.util.invalidateTags(tags)` creates, for screens that must name tags beyond
 * their mutation's own: a production build drops the api/index.ts tag enhancements (webpack's
 * sideEffects: false skips a module made of re-exports), so only the generated tags are reliable.
 */
export const invalidarTagsDaApi =
  createAction<readonly (string | { type: string; id: number | string })[]>('api/invalidateTags');
