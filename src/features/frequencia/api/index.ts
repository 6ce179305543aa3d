// Attendance's endpoints (OpenAPI tag 'frequencia'): every query provides the tag and saving a day
// invalidates it, so the day, the month grid, the alerts and the apprentices' calendars and tabs
// all refetch after a save. Files (the month's export, the calendar's PDF) are fetched as files,
// never through the store.
import { TAG } from '../../../shared/api/tags';
import { enhancedApi } from './frequencia.generated';

enhancedApi.enhanceEndpoints({
  addTagTypes: [TAG.frequencia],
  endpoints: {
    frequenciaMesExportar: { providesTags: [] },
    calendarioDoAprendizPdf: { providesTags: [] },
  },
});

export * from './frequencia.generated';
