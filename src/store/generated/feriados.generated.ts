import { api } from "../api";
export const addTagTypes = ["feriados"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      feriadoDoAno: build.query<FeriadoDoAnoApiResponse, FeriadoDoAnoApiArg>({
        query: (queryArg) => ({
          url: `/api/feriados`,
          params: {
            ano: queryArg.ano,
            uf: queryArg.uf,
            municipioId: queryArg.municipioId,
          },
        }),
        providesTags: ["feriados"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as enhancedApi };
export type FeriadoDoAnoApiResponse = /** status 200 Default Response */ {
  ano: number;
  uf: string | null;
  municipioId: number | null;
  /** Um item por dia (um recesso aparece em cada dia), em ordem de data. */
  data: {
    data: string;
    nome: string;
    /** nacional, estadual, ponto-facultativo (calculados), municipal ou recesso (da organização). */
    origem:
      "nacional" | "estadual" | "ponto-facultativo" | "municipal" | "recesso";
    /** O registro da organização (municipal ou recesso); null nos calculados. */
    feriadoId: number | null;
  }[];
};
export type FeriadoDoAnoApiArg = {
  ano: number;
  /** Soma os feriados estaduais da UF. Com municipioId, vale a UF do município. */
  uf?: string;
  /** Código IBGE: soma os feriados municipais e recessos dele. */
  municipioId?: number;
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
export const { useFeriadoDoAnoQuery } = injectedRtkApi;
