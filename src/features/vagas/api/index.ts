// The vacancies' endpoints (OpenAPI tag 'vagas') with the cache tags of what they change: a
// candidacy or a referral moves the apprentice's situação and the vacancy's funnel and status, so
// every write refreshes TAGS_DE_VAGA (the contract created from a referral refreshes the same
// through TAGS_DE_CONTRATO).
import { TAG, TAGS_DE_VAGA } from '../../../shared/api/tags';
import { enhancedApi } from './vagas.generated';
import { enhancedApi as compartilhada } from '../../../store/generated/vagas.generated';

const MUDA = [...TAGS_DE_VAGA];
const LE = [TAG.vagas];

enhancedApi.enhanceEndpoints({
  addTagTypes: MUDA,
  endpoints: {
    vagaExportar: { providesTags: [] },
    encaminhamentoExportar: { providesTags: [] },
    vagaObter: { providesTags: LE },
    vagaSugestoes: { providesTags: LE },
    vagaCandidatos: { providesTags: LE },
    vagaEncaminhamentos: { providesTags: LE },
    encaminhamentoObter: { providesTags: LE },
    vagaCriar: { invalidatesTags: MUDA },
    vagaAtualizar: { invalidatesTags: MUDA },
    vagaCancelar: { invalidatesTags: MUDA },
    vagaAdicionarCandidatos: { invalidatesTags: MUDA },
    vagaMudarCandidato: { invalidatesTags: MUDA },
    vagaEncaminhar: { invalidatesTags: MUDA },
    encaminhamentoAtualizar: { invalidatesTags: MUDA },
  },
});

compartilhada.enhanceEndpoints({
  addTagTypes: LE,
  endpoints: {
    vagaListar: { providesTags: LE },
    vagaCandidaturas: { providesTags: LE },
    encaminhamentoListar: { providesTags: LE },
  },
});

export * from './vagas.generated';
// The lists are generated where the apprentice and partner pages reach them too.
export {
  useEncaminhamentoListarQuery,
  useVagaListarQuery,
  type EncaminhamentoListarApiArg,
  type VagaListarApiArg,
} from '../../../store/generated/vagas.generated';
