// The contracts' endpoints (OpenAPI tag 'contratos') with the cache tags of what they change: a
// contract makes the apprentice Contratado and places them in a unit; an extension moves the end;
// a termination or a closing ends the class allocation and the placement and changes the
// situação. So every write refreshes the contracts and what TAGS_DE_CONTRATO names (the creation
// flow, src/machines/contrato, refreshes the same when it saves).
import { TAGS_DE_CONTRATO } from '../../../shared/api/tags';
import { enhancedApi } from '../../../store/generated/contratos.generated';

const MUDA = [...TAGS_DE_CONTRATO];

enhancedApi.enhanceEndpoints({
  addTagTypes: MUDA,
  endpoints: {
    contratoExportar: { providesTags: [] },
    contratoProrrogacoesExportar: { providesTags: [] },
    contratoRescisoesExportar: { providesTags: [] },
    contratoCriar: { invalidatesTags: MUDA },
    contratoAtualizar: { invalidatesTags: MUDA },
    contratoProrrogar: { invalidatesTags: MUDA },
    contratoRescindir: { invalidatesTags: MUDA },
    contratoEncerrar: { invalidatesTags: MUDA },
    // A check changes nothing.
    contratoVerificar: { invalidatesTags: [] },
  },
});

// Generated in src/store (codegen.config.cjs): the apprentice and partner pages list contracts too,
// and the creation flow (src/machines/contrato) calls the check and the creation.
export * from '../../../store/generated/contratos.generated';
