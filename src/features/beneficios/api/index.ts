// Benefits' endpoints (OpenAPI tag 'beneficios'): every query provides the tag and every write
// invalidates it, so generating, paying or editing a voucher refetches the summary, the lists,
// the report and the apprentice's tab. Exports are fetched as files, never through the store.
import { TAG } from '../../../shared/api/tags';
import { enhancedApi } from './beneficios.generated';

enhancedApi.enhanceEndpoints({
  addTagTypes: [TAG.beneficios],
  endpoints: {
    beneficioRelatorioExportar: { providesTags: [] },
    beneficioPagamentosExportar: { providesTags: [] },
  },
});

export * from './beneficios.generated';
