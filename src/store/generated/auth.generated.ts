import { api } from "../api";
export const addTagTypes = ["auth"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      authLogin: build.mutation<AuthLoginApiResponse, AuthLoginApiArg>({
        query: (queryArg) => ({
          url: `/api/auth/login`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["auth"],
      }),
      authLogout: build.mutation<AuthLogoutApiResponse, AuthLogoutApiArg>({
        query: () => ({ url: `/api/auth/logout`, method: "POST" }),
        invalidatesTags: ["auth"],
      }),
      authMe: build.query<AuthMeApiResponse, AuthMeApiArg>({
        query: () => ({ url: `/api/auth/me` }),
        providesTags: ["auth"],
      }),
      authRefresh: build.mutation<AuthRefreshApiResponse, AuthRefreshApiArg>({
        query: () => ({ url: `/api/auth/refresh`, method: "POST" }),
        invalidatesTags: ["auth"],
      }),
      authAlterarSenha: build.mutation<
        AuthAlterarSenhaApiResponse,
        AuthAlterarSenhaApiArg
      >({
        query: (queryArg) => ({
          url: `/api/auth/senha`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["auth"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as enhancedApi };
export type AuthLoginApiResponse = /** status 200 Default Response */ {
  token: string;
  user: {
    id: number;
    nome: string;
    email: string;
    /** Chave da função do usuário (administrador, coordenacao, ...). */
    userType: string;
    permissoes: (
      | "aprendizes:ler"
      | "aprendizes:escrever"
      | "aprendizes:ver-cpf"
      | "turmas:ler"
      | "turmas:escrever"
      | "parceiros:ler"
      | "parceiros:escrever"
      | "educadores:ler"
      | "educadores:escrever"
      | "contratos:ler"
      | "contratos:escrever"
      | "vagas:ler"
      | "vagas:escrever"
      | "frequencia:ler"
      | "frequencia:escrever"
      | "frequencia:corrigir"
      | "avaliacoes:ler"
      | "avaliacoes:escrever"
      | "modulos:ler"
      | "modulos:escrever"
      | "beneficios:ler"
      | "beneficios:escrever"
      | "relatorios:ler"
      | "cadastros:ler"
      | "cadastros:escrever"
      | "usuarios:admin"
      | "lgpd:titular"
      | "salario-minimo:escrever"
      | "emails:admin"
      | "documentos:emitir"
      | "documentos:revogar"
    )[];
    /** true quando a senha foi gerada e deve ser trocada em /perfil. */
    trocarSenha: boolean;
  };
};
export type AuthLoginApiArg = {
  body: {
    email: string;
    senha: string;
  };
};
export type AuthLogoutApiResponse = unknown;
export type AuthLogoutApiArg = void;
export type AuthMeApiResponse = /** status 200 Default Response */ {
  id: number;
  nome: string;
  email: string;
  /** Chave da função do usuário (administrador, coordenacao, ...). */
  userType: string;
  permissoes: (
    | "aprendizes:ler"
    | "aprendizes:escrever"
    | "aprendizes:ver-cpf"
    | "turmas:ler"
    | "turmas:escrever"
    | "parceiros:ler"
    | "parceiros:escrever"
    | "educadores:ler"
    | "educadores:escrever"
    | "contratos:ler"
    | "contratos:escrever"
    | "vagas:ler"
    | "vagas:escrever"
    | "frequencia:ler"
    | "frequencia:escrever"
    | "frequencia:corrigir"
    | "avaliacoes:ler"
    | "avaliacoes:escrever"
    | "modulos:ler"
    | "modulos:escrever"
    | "beneficios:ler"
    | "beneficios:escrever"
    | "relatorios:ler"
    | "cadastros:ler"
    | "cadastros:escrever"
    | "usuarios:admin"
    | "lgpd:titular"
    | "salario-minimo:escrever"
    | "emails:admin"
    | "documentos:emitir"
    | "documentos:revogar"
  )[];
  /** true quando a senha foi gerada e deve ser trocada em /perfil. */
  trocarSenha: boolean;
};
export type AuthMeApiArg = void;
export type AuthRefreshApiResponse = /** status 200 Default Response */ {
  token: string;
};
export type AuthRefreshApiArg = void;
export type AuthAlterarSenhaApiResponse = unknown;
export type AuthAlterarSenhaApiArg = {
  body: {
    senhaAtual: string;
    novaSenha: string;
  };
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
  useAuthLoginMutation,
  useAuthLogoutMutation,
  useAuthMeQuery,
  useAuthRefreshMutation,
  useAuthAlterarSenhaMutation,
} = injectedRtkApi;
