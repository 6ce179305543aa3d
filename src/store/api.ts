// The single RTK Query api. It starts with no endpoints: each domain's endpoints are generated
// from the OpenAPI document (npm run codegen) and injected into it, then enhanced with tags.
//
// Importing this module plugs the api into every store (reducer and middleware): see store.ts for
// why it is not part of the entry chunk.
import { createApi } from '@reduxjs/toolkit/query/react';
import type { WithSlice } from '@reduxjs/toolkit';
import { KEEP_UNUSED_DATA_SECONDS } from '../shared/constants';
import { baseQuery } from './baseQuery';
import { middlewareDinamico, rootReducer } from './store';

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  keepUnusedDataFor: KEEP_UNUSED_DATA_SECONDS,
  refetchOnFocus: false,
  endpoints: () => ({}),
});

declare module './store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof api> {}
}

rootReducer.inject(api);
middlewareDinamico.addMiddleware(api.middleware);
