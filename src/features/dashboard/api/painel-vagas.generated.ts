import { api } from "../../../store/api";
export const addTagTypes = ["vagas"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      vagaEstatisticas: build.query<
        VagaEstatisticasApiResponse,
        VagaEstatisticasApiArg
      >({
        query: (queryArg) => ({
          url: `/api/vagas/stats`,
          params: {
            parceiroId: queryArg.parceiroId,
          },
        }),
        providesTags: ["vagas"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as enhancedApi };
export type VagaEstatisticasApiResponse = /** status 200 Default Response */ {
  total: number;
  /** Vagas por status (aberta, em seleção, preenchida, cancelada). */
  porStatus: {
    [key: string]: number;
  };
  /** Vagas aberta ou em seleção. */
  abertas: number;
  /** Postos (a quantidade de cada vaga). */
  postos: {
    /** Soma das quantidades das vagas não canceladas. */
    total: number;
    /** Contratos criados a partir delas. */
    preenchidos: number;
    /** Postos ainda sem contrato nas vagas abertas. */
    abertos: number;
  };
  /** Entrevistas de hoje em encaminhamentos abertos. */
  entrevistasHoje: number;
};
export type VagaEstatisticasApiArg = {
  /** Só desta empresa. */
  parceiroId?: number;
};
export type Problem = {
  /** URI que identifica o tipo de problema. */
  type: string;
  /** Resumo do tipo de problema, em português. */
  title: string;
  status: number;
  /** O que aconteceu e o que fazer a seguir. */
  detail: string;
  /** Mensagem de cada campo inválido (caminho do campo -> mensagem). */
  errors?: {
    [key: string]: string;
  };
};
export const { useVagaEstatisticasQuery } = injectedRtkApi;
