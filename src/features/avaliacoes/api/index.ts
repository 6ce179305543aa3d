// The evaluations' endpoints (OpenAPI tag 'avaliacoes') with the cache tags of what they change:
// templates, applied evaluations and their answers, counts and results all read one tag, so any
// write refreshes them together (the answering flow refreshes the same when it sends).
import { TAG } from '../../../shared/api/tags';
import { enhancedApi } from './avaliacoes.generated';

const MUDA = [TAG.avaliacoes];

enhancedApi.enhanceEndpoints({
  addTagTypes: MUDA,
  endpoints: {
    avaliacaoListar: { providesTags: MUDA },
    avaliacaoObter: { providesTags: MUDA },
    avaliacaoResultados: { providesTags: MUDA },
    avaliacaoAplicadaListar: { providesTags: MUDA },
    avaliacaoAplicadaObter: { providesTags: MUDA },
    avaliacaoCriar: { invalidatesTags: MUDA },
    avaliacaoAtualizar: { invalidatesTags: MUDA },
    avaliacaoInativar: { invalidatesTags: MUDA },
    avaliacaoReativar: { invalidatesTags: MUDA },
    avaliacaoDuplicar: { invalidatesTags: MUDA },
    avaliacaoAplicar: { invalidatesTags: MUDA },
    avaliacaoAplicadaResponder: { invalidatesTags: MUDA },
    avaliacaoAplicadaConcluir: { invalidatesTags: MUDA },
  },
});

export * from './avaliacoes.generated';
