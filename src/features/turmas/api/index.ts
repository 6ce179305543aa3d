// The classes' and allocations' endpoints (OpenAPI tags 'turmas' and 'alocacoes') with the cache
// tags of everything they change: a class's occupancy shows on its list, its detail and its
// educator's pages; an allocation changes all three. The allocation flows (src/machines) refresh
// the same tags when they finish (machines/alocacao/recarregar.ts).
import { enhancedApi as alocacoesApi } from '../../../store/generated/alocacoes.generated';
import { enhancedApi as turmasApi } from './turmas.generated';
import { TAGS_DE_ALOCACAO } from '../../../shared/api/tags';

const TUDO = [...TAGS_DE_ALOCACAO];

turmasApi.enhanceEndpoints({
  addTagTypes: TUDO,
  endpoints: {
    turmaExportar: { providesTags: [] },
    turmaCriar: { invalidatesTags: TUDO },
    turmaAtualizar: { invalidatesTags: TUDO },
    turmaInativar: { invalidatesTags: TUDO },
    turmaReativar: { invalidatesTags: TUDO },
  },
});

alocacoesApi.enhanceEndpoints({
  addTagTypes: TUDO,
  endpoints: {
    alocacaoCriar: { invalidatesTags: TUDO },
    alocacaoDesalocar: { invalidatesTags: TUDO },
    // A check changes nothing.
    alocacaoVerificar: { invalidatesTags: [] },
  },
});

export * from './turmas.generated';
export {
  useAlocacaoComAprendizesQuery,
  type Alocacao,
  type AlocacaoComAprendizesApiArg,
} from '../../../store/generated/alocacoes.generated';
