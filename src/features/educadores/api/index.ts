// The educators' endpoints (OpenAPI tag 'educadores'). A change to an educator also shows on the
// classes (their educator's name), so it refreshes those too.
import { enhancedApi } from './educadores.generated';

const MUDA = ['educadores', 'turmas'];

enhancedApi.enhanceEndpoints({
  addTagTypes: [...MUDA, 'alocacoes'],
  endpoints: {
    educadorExportar: { providesTags: [] },
    educadorTurmas: { providesTags: MUDA },
    educadorAprendizes: { providesTags: ['educadores', 'alocacoes'] },
    educadorCriar: { invalidatesTags: MUDA },
    educadorAtualizar: { invalidatesTags: MUDA },
    educadorInativar: { invalidatesTags: MUDA },
    educadorReativar: { invalidatesTags: MUDA },
  },
});

export * from './educadores.generated';
