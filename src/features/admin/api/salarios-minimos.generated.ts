import { api } from "../../../store/api";
export const addTagTypes = ["salarios-minimos"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      salarioMinimoListar: build.query<
        SalarioMinimoListarApiResponse,
        SalarioMinimoListarApiArg
      >({
        query: () => ({ url: `/api/salarios-minimos` }),
        providesTags: ["salarios-minimos"],
      }),
      salarioMinimoCriar: build.mutation<
        SalarioMinimoCriarApiResponse,
        SalarioMinimoCriarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/salarios-minimos`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["salarios-minimos"],
      }),
      salarioMinimoObter: build.query<
        SalarioMinimoObterApiResponse,
        SalarioMinimoObterApiArg
      >({
        query: (queryArg) => ({ url: `/api/salarios-minimos/${queryArg.id}` }),
        providesTags: ["salarios-minimos"],
      }),
      salarioMinimoAtualizar: build.mutation<
        SalarioMinimoAtualizarApiResponse,
        SalarioMinimoAtualizarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/salarios-minimos/${queryArg.id}`,
          method: "PUT",
          body: queryArg.body,
        }),
        invalidatesTags: ["salarios-minimos"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as enhancedApi };
export type SalarioMinimoListarApiResponse =
  /** status 200 Default Response */ {
    data: SalarioMinimo[];
  };
export type SalarioMinimoListarApiArg = void;
export type SalarioMinimoCriarApiResponse =
  /** status 201 Default Response */ SalarioMinimo;
export type SalarioMinimoCriarApiArg = {
  body: {
    ano: number;
    /** Valor mensal em centavos (R$ 1.518,00 = 151800). */
    valorCentavos: number;
    /** O decreto que fixou o valor. */
    decreto: string;
  };
};
export type SalarioMinimoObterApiResponse =
  /** status 200 Default Response */ SalarioMinimo;
export type SalarioMinimoObterApiArg = {
  id: number;
};
export type SalarioMinimoAtualizarApiResponse =
  /** status 200 Default Response */ SalarioMinimo;
export type SalarioMinimoAtualizarApiArg = {
  id: number;
  body: {
    ano: number;
    /** Valor mensal em centavos (R$ 1.518,00 = 151800). */
    valorCentavos: number;
    /** O decreto que fixou o valor. */
    decreto: string;
    /** A versao lida; se outra pessoa salvou depois, a resposta é 409. */
    versao: number;
  };
};
export type SalarioMinimo = {
  id: number;
  ano: number;
  /** Valor mensal em centavos (R$ 1.518,00 = 151800). */
  valorCentavos: number;
  /** O decreto que fixou o valor. */
  decreto: string;
  criadoEm: string;
  atualizadoEm: string;
  versao: number;
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
export const {
  useSalarioMinimoListarQuery,
  useSalarioMinimoCriarMutation,
  useSalarioMinimoObterQuery,
  useSalarioMinimoAtualizarMutation,
} = injectedRtkApi;
