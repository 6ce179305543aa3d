import { api } from "../../../store/api";
export const addTagTypes = ["lgpd"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      lgpdAnonimizar: build.mutation<
        LgpdAnonimizarApiResponse,
        LgpdAnonimizarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/aprendiz/${queryArg.id}/anonimizar`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["lgpd"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as enhancedApi };
export type LgpdAnonimizarApiResponse =
  /** status 200 Default Response */ ResultadoAnonimizacao;
export type LgpdAnonimizarApiArg = {
  id: number;
  body: {
    /** O nome do aprendiz, digitado por quem pede: confirma que é esta pessoa. */
    confirmacaoNome: string;
  };
};
export type ResultadoAnonimizacao = {
  id: number;
  anonimizadoEm: string;
  /** true: já estava anonimizado; nada mudou agora. */
  jaEstava: boolean;
  mensagem: string;
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
export const { useLgpdAnonimizarMutation } = injectedRtkApi;
