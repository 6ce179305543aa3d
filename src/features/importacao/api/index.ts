// The import's endpoints (OpenAPI tag 'importacao'). Only the dry run goes through RTK Query (a
// mutation: nothing is cached); the template, the import with its progress and the refused rows
// are fetched by transporte.ts. An import changes the apprentices' list and figures, whose tags
// the screen invalidates when it ends (the import is not an RTK call).
import { TAG } from '../../../shared/api/tags';
import { enhancedApi } from './importacao.generated';

const comTags = enhancedApi.enhanceEndpoints({
  addTagTypes: [TAG.aprendiz, TAG.aprendizEstatisticas],
  endpoints: { aprendizImportacaoValidar: { invalidatesTags: [] } },
});

export const invalidarAprendizes = () =>
  comTags.util.invalidateTags([{ type: TAG.aprendiz, id: 'LISTA' }, TAG.aprendizEstatisticas]);

export {
  useAprendizImportacaoValidarMutation,
  type ResultadoImportacao,
  type ValidacaoImportacao,
} from './importacao.generated';
