// The dashboard's figures. 'AprendizEstatisticas' is the tag the apprentice screens invalidate
// whenever a sign-up, an edit, an inactivation or a leave changes the counts.
import { enhancedApi } from './painel.generated';

enhancedApi.enhanceEndpoints({
  addTagTypes: ['AprendizEstatisticas'],
  endpoints: { aprendizEstatisticas: { providesTags: ['AprendizEstatisticas'] } },
});

export * from './painel.generated';
