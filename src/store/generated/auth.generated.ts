// Hand-written in the exact shape @rtk-query/codegen-openapi 2.2 produces for the 'auth' tag, until
// the OpenAPI document exists. `npm run codegen` OVERWRITES this file: never edit it by hand after.
import { api } from '../api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    authLogin: build.mutation<AuthLoginApiResponse, AuthLoginApiArg>({
      query: (queryArg) => ({ url: `/api/auth/login`, method: 'POST', body: queryArg.body }),
    }),
    authLogout: build.mutation<AuthLogoutApiResponse, AuthLogoutApiArg>({
      query: () => ({ url: `/api/auth/logout`, method: 'POST' }),
    }),
    authMe: build.query<AuthMeApiResponse, AuthMeApiArg>({
      query: () => ({ url: `/api/auth/me` }),
    }),
    authRefresh: build.mutation<AuthRefreshApiResponse, AuthRefreshApiArg>({
      query: () => ({ url: `/api/auth/refresh`, method: 'POST' }),
    }),
    authSenha: build.mutation<AuthSenhaApiResponse, AuthSenhaApiArg>({
      query: (queryArg) => ({ url: `/api/auth/senha`, method: 'POST', body: queryArg.body }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as api };
export type AuthLoginApiResponse = /** status 200 Default Response */ {
  token: string;
  user: {
    id: number;
    nome: string;
    email: string;
    userType: string;
    permissoes: string[];
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
  userType: string;
  permissoes: string[];
  trocarSenha: boolean;
};
export type AuthMeApiArg = void;
export type AuthRefreshApiResponse = /** status 200 Default Response */ {
  token: string;
};
export type AuthRefreshApiArg = void;
export type AuthSenhaApiResponse = unknown;
export type AuthSenhaApiArg = {
  body: {
    senhaAtual: string;
    novaSenha: string;
  };
};
export const {
  useAuthLoginMutation,
  useAuthLogoutMutation,
  useAuthMeQuery,
  useAuthRefreshMutation,
  useAuthSenhaMutation,
} = injectedRtkApi;
