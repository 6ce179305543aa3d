import { api } from "../../../store/api";
export const addTagTypes = ["aprendizes"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      aprendizEstatisticas: build.query<
        AprendizEstatisticasApiResponse,
        AprendizEstatisticasApiArg
      >({
        query: () => ({ url: `/api/aprendiz/stats` }),
        providesTags: ["aprendizes"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as enhancedApi };
export type AprendizEstatisticasApiResponse =
  /** status 200 Default Response */ {
    /** Aprendizes ativos. */
    total: number;
    inativos: number;
    porSituacao: {
      situacaoId: number;
      codigo: string;
      nome: string;
      cor: string;
      total: number;
    }[];
    /** Ativos com data de cadastro neste mês. */
    novosNoMes: number;
    /** Ativos com menos de 18 anos hoje. */
    menores: number;
    /** Ativos com deficiência. */
    pcd: number;
  };
export type AprendizEstatisticasApiArg = void;
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
export const { useAprendizEstatisticasQuery } = injectedRtkApi;
