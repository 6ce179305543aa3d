import { api } from "../../../store/api";
export const addTagTypes = ["frequencia"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      frequenciaDoAprendiz: build.query<
        FrequenciaDoAprendizApiResponse,
        FrequenciaDoAprendizApiArg
      >({
        query: (queryArg) => ({
          url: `/api/aprendizes/${queryArg.id}/frequencia`,
          params: {
            ano: queryArg.ano,
          },
        }),
        providesTags: ["frequencia"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as enhancedApi };
export type FrequenciaDoAprendizApiResponse =
  /** status 200 Default Response */ {
    aprendizId: number;
    ano: number;
    /** Só os meses com dias registrados, em ordem. */
    meses: {
      /** aaaa-mm */
      mes: string;
      dias: number;
      presentes: number;
      faltas: number;
      justificadas: number;
      /** presentes / dias registrados, de 0 a 1; null sem dias. */
      percentual: number | null;
      ausencias: {
        data: string;
        turma: {
          id: number;
          codigo: string;
          nome: string;
        };
        /** presente, falta ou falta-justificada. */
        status: "presente" | "falta" | "falta-justificada";
        justificativa: string | null;
      }[];
    }[];
    total: {
      dias: number;
      presentes: number;
      faltas: number;
      justificadas: number;
      /** presentes / dias registrados, de 0 a 1; null sem dias. */
      percentual: number | null;
    };
  };
export type FrequenciaDoAprendizApiArg = {
  /** Padrão: o ano de hoje. */
  ano?: number;
  id: number;
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
export const { useFrequenciaDoAprendizQuery } = injectedRtkApi;
