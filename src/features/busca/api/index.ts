// The palette's search, generated from the server's OpenAPI (tag 'busca'). Results are read, never
// changed here, and a search is worth little a minute later: kept 30 s.
import { enhancedApi } from './busca.generated';

export type { ResultadoBusca } from './busca.generated';

export const { useBuscaGlobalQuery } = enhancedApi.enhanceEndpoints({
  endpoints: { buscaGlobal: { providesTags: [], keepUnusedDataFor: 30 } },
});
