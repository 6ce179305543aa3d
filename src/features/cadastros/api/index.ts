// The registries' endpoints (generated from the OpenAPI tag 'cadastros') with their cache tags:
// each registry has its own tag, named like its operations' prefix ('estadoCivil' for
// estadoCivilListar, estadoCivilCriar...). Its list provides it; its changes invalidate it, and so
// also refresh that registry's lookup in every form (src/store/opcoes.ts names its tags the same way).
import { enhancedApi } from './cadastros.generated';
import { tagDoCadastro as registro } from '../../../shared/api/tags';

type Endpoint = keyof typeof enhancedApi.endpoints;

const MUDA = /(Criar|Atualizar|Inativar|Reativar)$/;

const endpoints = Object.keys(enhancedApi.endpoints) as Endpoint[];

export const cadastrosApi = enhancedApi.enhanceEndpoints({
  addTagTypes: [...new Set(endpoints.map(registro))],
  endpoints: Object.fromEntries(
    endpoints.map((endpoint) => [
      endpoint,
      MUDA.test(endpoint)
        ? { invalidatesTags: [registro(endpoint)] }
        : { providesTags: endpoint.endsWith('Exportar') ? [] : [registro(endpoint)] },
    ]),
  ),
});

export * from './cadastros.generated';
