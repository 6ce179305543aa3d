// Emptying RTK Query's cache without importing the api (which would pull RTK Query into the
// entry): this is the exact action `api.util.resetApiState()` creates for reducerPath 'api'.
import { createAction } from '@reduxjs/toolkit';

export const limparCacheDaApi = createAction('api/resetApiState');
