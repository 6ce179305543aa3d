// The single RTK Query api. It starts with no endpoints: each domain's endpoints are generated
// from the OpenAPI document (npm run codegen) and injected into it, then enhanced with tags.
import { createApi } from '@reduxjs/toolkit/query/react';
import { KEEP_UNUSED_DATA_SECONDS } from '../shared/constants';
import { baseQuery } from './baseQuery';

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  keepUnusedDataFor: KEEP_UNUSED_DATA_SECONDS,
  refetchOnFocus: false,
  endpoints: () => ({}),
});
