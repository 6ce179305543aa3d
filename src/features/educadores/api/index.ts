// The educators' endpoints (OpenAPI tag 'educadores'). A change to an educator also shows on the
// classes (their educator's name), so it refreshes those too.
import { enhancedApi } from './educadores.generated';
import { TAG } from '../../../shared/api/tags';

const MUDA = [TAG.educadores, TAG.turmas];

enhancedApi.enhanceEndpoints({
  addTagTypes: [...MUDA, TAG.alocacoes],
  endpoints: {
    educadorExportar: { providesTags: [] },
    educadorTurmas: { providesTags: MUDA },
    educadorAprendizes: { providesTags: [TAG.educadores, TAG.alocacoes] },
    educadorCriar: { invalidatesTags: MUDA },
    educadorAtualizar: { invalidatesTags: MUDA },
    educadorInativar: { invalidatesTags: MUDA },
    educadorReativar: { invalidatesTags: MUDA },
  },
});

export * from './educadores.generated';
