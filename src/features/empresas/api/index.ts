// The partners' endpoints (OpenAPI tag 'parceiros'): partners, their units and placements all
// share one tag, since a placement changes the unit's count, the partner's quota and the dashboard.
import { enhancedApi } from '../../../store/generated/parceiros.generated';

enhancedApi.enhanceEndpoints({
  endpoints: {
    parceiroExportar: { providesTags: [] },
  },
});

export * from '../../../store/generated/parceiros.generated';
// A unit's supervisors and their portal links (tag 'portal', issue 36).
export {
  useSupervisorAtualizarMutation,
  useSupervisorCriarMutation,
  useSupervisorEnviarLinkMutation,
  useSupervisorLembrarAvaliacoesMutation,
  useSupervisorListarQuery,
  useSupervisorRevogarLinkMutation,
  type Supervisor,
} from './supervisores.generated';
