import { api } from "../../../store/api";
export const addTagTypes = ["contratos"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      contratoEstatisticas: build.query<
        ContratoEstatisticasApiResponse,
        ContratoEstatisticasApiArg
      >({
        query: (queryArg) => ({
          url: `/api/contratos/stats`,
          params: {
            parceiroId: queryArg.parceiroId,
            aprendizId: queryArg.aprendizId,
          },
        }),
        providesTags: ["contratos"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as enhancedApi };
export type ContratoEstatisticasApiResponse =
  /** status 200 Default Response */ {
    total: number;
    porStatus: {
      vigente: number;
      prorrogado: number;
      rescindido: number;
      encerrado: number;
    };
    porTipo: {
      A: number;
      E: number;
    };
    /** Vigentes e prorrogados (status de hoje). */
    emCurso: number;
    /** Em curso que terminam de hoje até daqui a 30, 60 e 90 dias. */
    vencendo: {
      em30: number;
      em60: number;
      em90: number;
    };
    /** Terminaram pela data e ainda não foram encerrados. */
    aguardandoEncerramento: number;
  };
export type ContratoEstatisticasApiArg = {
  /** Só os contratos desta empresa. */
  parceiroId?: number;
  /** Só os contratos deste aprendiz. */
  aprendizId?: number;
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
export const { useContratoEstatisticasQuery } = injectedRtkApi;
