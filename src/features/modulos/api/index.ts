// The curriculum's endpoints (OpenAPI tag 'modulos': courses, modules, disciplines, plans and a
// plan's curriculum) with the cache tags of everything they change. A class's page shows its plan
// and curriculum, so every change here refreshes the classes too; a course is also the `curso`
// lookup of the class form (src/store/opcoes.ts), which a course's change must refresh. Exports and
// the PDF are files fetched outside the cache, so they provide nothing.
import { enhancedApi } from './modulos.generated';
import { TAG, tagDoCadastro } from '../../../shared/api/tags';

const MUDA = [TAG.modulos, TAG.turmas];
const MUDA_CURSO = [...MUDA, tagDoCadastro('cursoOpcoes')];

enhancedApi.enhanceEndpoints({
  addTagTypes: MUDA_CURSO,
  endpoints: {
    cursoExportar: { providesTags: [] },
    disciplinaExportar: { providesTags: [] },
    planoCurriculoPdf: { providesTags: [] },
    moduloExportar: { providesTags: [] },
    planoExportar: { providesTags: [] },
    cursoCriar: { invalidatesTags: MUDA_CURSO },
    cursoAtualizar: { invalidatesTags: MUDA_CURSO },
    cursoInativar: { invalidatesTags: MUDA_CURSO },
    cursoReativar: { invalidatesTags: MUDA_CURSO },
    moduloCriar: { invalidatesTags: MUDA },
    moduloReordenar: { invalidatesTags: MUDA },
    moduloAtualizar: { invalidatesTags: MUDA },
    moduloInativar: { invalidatesTags: MUDA },
    moduloReativar: { invalidatesTags: MUDA },
    disciplinaCriar: { invalidatesTags: MUDA },
    disciplinaAtualizar: { invalidatesTags: MUDA },
    disciplinaInativar: { invalidatesTags: MUDA },
    disciplinaReativar: { invalidatesTags: MUDA },
    planoCriar: { invalidatesTags: MUDA },
    planoAtualizar: { invalidatesTags: MUDA },
    planoInativar: { invalidatesTags: MUDA },
    planoReativar: { invalidatesTags: MUDA },
    planoCurriculoSalvar: { invalidatesTags: MUDA },
  },
});

export * from './modulos.generated';
// The plans list and a plan's curriculum are generated where the classes' screens reach them too.
export {
  usePlanoCurriculoQuery,
  usePlanoListarQuery,
  type PlanoListarApiArg,
} from '../../../store/generated/planos.generated';
