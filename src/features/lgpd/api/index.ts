// LGPD's endpoints (OpenAPI tag 'lgpd'): the retention setting and the people due, both provided
// by the tag that anonymising (here in bulk, or one person on the apprentice's page) invalidates.
// The titular report is a file, fetched directly (baixarRelatorioDoTitular), never cached here.
import { TAG } from '../../../shared/api/tags';
import { enhancedApi } from './lgpd.generated';

const MUDA = [TAG.lgpd, TAG.aprendiz, TAG.aprendizHistorico, TAG.aprendizEstatisticas];

enhancedApi.enhanceEndpoints({
  addTagTypes: MUDA,
  endpoints: {
    lgpdRelatorioTitular: { providesTags: [] },
    lgpdRetencaoObter: { providesTags: [TAG.lgpd] },
    lgpdVencidos: { providesTags: [TAG.lgpd] },
    lgpdRetencaoAlterar: { invalidatesTags: [TAG.lgpd] },
    lgpdAnonimizarVencidos: { invalidatesTags: MUDA },
  },
});

export * from './lgpd.generated';
