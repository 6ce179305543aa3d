// The evaluations' endpoints (OpenAPI tag 'avaliacoes') with the cache tags of what they change:
// templates, applied evaluations and their answers, counts and results all read one tag, so any
// write refreshes them together (the answering flow refreshes the same when it sends). Grades and
// report cards read TAG.notas, which saving a grid refreshes; the files (PDF, export) are not cached.
import { TAG } from '../../../shared/api/tags';
import { enhancedApi } from '../../../store/generated/avaliacoes.generated';

const MUDA = [TAG.avaliacoes];
const NOTAS = [TAG.notas];

enhancedApi.enhanceEndpoints({
  addTagTypes: [...MUDA, ...NOTAS],
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
    notasObter: { providesTags: NOTAS },
    notasConsultar: { providesTags: NOTAS },
    boletimObter: { providesTags: NOTAS },
    boletinsDaTurma: { providesTags: NOTAS },
    notasSalvar: { invalidatesTags: NOTAS },
    notasConsultaExportar: { providesTags: [] },
    boletimPdf: { providesTags: [] },
    boletinsDaTurmaPdf: { providesTags: [] },
  },
});

export * from '../../../store/generated/avaliacoes.generated';
