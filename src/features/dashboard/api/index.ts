// The dashboard's figures. TAG.aprendizEstatisticas is the tag the apprentice screens invalidate
// whenever a sign-up, an edit, an inactivation or a leave changes the counts.
import { enhancedApi } from '../../../store/generated/aprendizes.generated';
import { TAG } from '../../../shared/api/tags';

enhancedApi.enhanceEndpoints({
  addTagTypes: [TAG.aprendizEstatisticas],
  endpoints: { aprendizEstatisticas: { providesTags: [TAG.aprendizEstatisticas] } },
});

export { useAprendizEstatisticasQuery } from '../../../store/generated/aprendizes.generated';
