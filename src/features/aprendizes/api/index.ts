// The apprentices' endpoints (OpenAPI tags 'aprendizes' and 'situacoes') with their cache tags.
// A record is tagged by id, so saving one apprentice refetches that one and the lists, not every
// record in the cache. Anything that can change a situação, an age band or the active count also
// invalidates 'AprendizEstatisticas', which the situação cards and the dashboard's figures provide
// (features/dashboard/api provides it; both take the name from shared/api/tags).
import { enhancedApi as aprendizesApi } from '../../../store/generated/aprendizes.generated';
import { enhancedApi as situacoesApi } from './situacoes.generated';
import { enhancedApi as lgpdApi } from './lgpd-do-aprendiz.generated';
import { TAG } from '../../../shared/api/tags';

const LISTA = { type: TAG.aprendiz, id: 'LISTA' } as const;
const ESTATISTICAS = TAG.aprendizEstatisticas;
type ComId = { id: number };
const registro = (_r: unknown, _e: unknown, { id }: ComId) => [{ type: TAG.aprendiz, id }];
const historico = (_r: unknown, _e: unknown, { id }: ComId) => [
  { type: TAG.aprendizHistorico, id },
];
const afastamentos = (_r: unknown, _e: unknown, { id }: ComId) => [
  { type: TAG.aprendizAfastamentos, id },
];
/**
 * What changes when a record changes: it, the lists, the figures, and its situação history. Nothing
 * when the change failed (a 409 keeps the form as typed; the person chooses Recarregar).
 */
const mudou = (_r: unknown, erro: unknown, { id }: ComId) =>
  erro
    ? []
    : [{ type: TAG.aprendiz, id }, { type: TAG.aprendizHistorico, id }, LISTA, ESTATISTICAS];

const tagTypes = [TAG.aprendiz, TAG.aprendizHistorico, TAG.aprendizAfastamentos, ESTATISTICAS];

aprendizesApi.enhanceEndpoints({
  addTagTypes: tagTypes,
  endpoints: {
    aprendizListar: { providesTags: [LISTA] },
    aprendizExportar: { providesTags: [] },
    aprendizObter: { providesTags: registro },
    aprendizHistorico: { providesTags: historico },
    // Edits, inactivation and reactivation invalidate the history, so the change list follows.
    aprendizAlteracoes: { providesTags: historico },
    aprendizAfastamentos: { providesTags: afastamentos },
    aprendizCriar: { invalidatesTags: [LISTA, ESTATISTICAS] },
    aprendizAtualizar: { invalidatesTags: mudou },
    aprendizInativar: { invalidatesTags: mudou },
    aprendizReativar: { invalidatesTags: mudou },
    aprendizAfastar: {
      invalidatesTags: (r, e, arg) => (e ? [] : [...mudou(r, e, arg), ...afastamentos(r, e, arg)]),
    },
    aprendizEncerrarAfastamento: {
      invalidatesTags: (r, e, arg) => (e ? [] : [...mudou(r, e, arg), ...afastamentos(r, e, arg)]),
    },
  },
});

situacoesApi.enhanceEndpoints({
  addTagTypes: tagTypes,
  endpoints: {
    situacoesListar: { providesTags: [] },
    situacoesEstatisticas: { providesTags: [ESTATISTICAS] },
    situacoesAprendizes: { providesTags: [LISTA] },
  },
});

// Anonymising (LGPD) rewrites the record and its history; the due list (tag lgpd) loses the person.
lgpdApi.enhanceEndpoints({
  addTagTypes: [...tagTypes, TAG.lgpd],
  endpoints: {
    lgpdAnonimizar: { invalidatesTags: (r, e, arg) => [...mudou(r, e, arg), TAG.lgpd] },
  },
});

export * from '../../../store/generated/aprendizes.generated';
export { useLgpdAnonimizarMutation } from './lgpd-do-aprendiz.generated';
export { useSituacoesEstatisticasQuery } from './situacoes.generated';
