import { api } from "../../../store/api";
export const addTagTypes = ["portal"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      supervisorListar: build.query<
        SupervisorListarApiResponse,
        SupervisorListarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/parceiros/${queryArg.id}/unidades/${queryArg.unidadeId}/supervisores`,
          params: {
            page: queryArg.page,
            pageSize: queryArg.pageSize,
            sort: queryArg.sort,
            q: queryArg.q,
            ativo: queryArg.ativo,
          },
        }),
        providesTags: ["portal"],
      }),
      supervisorCriar: build.mutation<
        SupervisorCriarApiResponse,
        SupervisorCriarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/parceiros/${queryArg.id}/unidades/${queryArg.unidadeId}/supervisores`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["portal"],
      }),
      supervisorObter: build.query<
        SupervisorObterApiResponse,
        SupervisorObterApiArg
      >({
        query: (queryArg) => ({
          url: `/api/parceiros/${queryArg.id}/unidades/${queryArg.unidadeId}/supervisores/${queryArg.supervisorId}`,
        }),
        providesTags: ["portal"],
      }),
      supervisorAtualizar: build.mutation<
        SupervisorAtualizarApiResponse,
        SupervisorAtualizarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/parceiros/${queryArg.id}/unidades/${queryArg.unidadeId}/supervisores/${queryArg.supervisorId}`,
          method: "PUT",
          body: queryArg.body,
        }),
        invalidatesTags: ["portal"],
      }),
      supervisorInativar: build.mutation<
        SupervisorInativarApiResponse,
        SupervisorInativarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/parceiros/${queryArg.id}/unidades/${queryArg.unidadeId}/supervisores/${queryArg.supervisorId}`,
          method: "DELETE",
        }),
        invalidatesTags: ["portal"],
      }),
      supervisorReativar: build.mutation<
        SupervisorReativarApiResponse,
        SupervisorReativarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/parceiros/${queryArg.id}/unidades/${queryArg.unidadeId}/supervisores/${queryArg.supervisorId}/reativar`,
          method: "POST",
        }),
        invalidatesTags: ["portal"],
      }),
      supervisorEnviarLink: build.mutation<
        SupervisorEnviarLinkApiResponse,
        SupervisorEnviarLinkApiArg
      >({
        query: (queryArg) => ({
          url: `/api/parceiros/${queryArg.id}/unidades/${queryArg.unidadeId}/supervisores/${queryArg.supervisorId}/link`,
          method: "POST",
        }),
        invalidatesTags: ["portal"],
      }),
      supervisorRevogarLink: build.mutation<
        SupervisorRevogarLinkApiResponse,
        SupervisorRevogarLinkApiArg
      >({
        query: (queryArg) => ({
          url: `/api/parceiros/${queryArg.id}/unidades/${queryArg.unidadeId}/supervisores/${queryArg.supervisorId}/link/revogar`,
          method: "POST",
        }),
        invalidatesTags: ["portal"],
      }),
      supervisorLembrarAvaliacoes: build.mutation<
        SupervisorLembrarAvaliacoesApiResponse,
        SupervisorLembrarAvaliacoesApiArg
      >({
        query: (queryArg) => ({
          url: `/api/parceiros/${queryArg.id}/unidades/${queryArg.unidadeId}/supervisores/${queryArg.supervisorId}/link/lembrete`,
          method: "POST",
        }),
        invalidatesTags: ["portal"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as enhancedApi };
export type SupervisorListarApiResponse = /** status 200 Default Response */ {
  data: Supervisor[];
  total: number;
  page: number;
  pageSize: number;
};
export type SupervisorListarApiArg = {
  /** Página, a partir de 1. */
  page?: number;
  /** Itens por página (padrão 25, máximo 100). */
  pageSize?: number;
  /** Ordenação: nome, criadoEm; prefixo - para decrescente. */
  sort?: "nome" | "-nome" | "criadoEm" | "-criadoEm";
  /** Busca sem distinção de acentos ou maiúsculas. */
  q?: string;
  /** Registros ativos (padrão), inativos ou todos. */
  ativo?: "true" | "false" | "todos";
  id: number;
  unidadeId: number;
};
export type SupervisorCriarApiResponse =
  /** status 201 Default Response */ Supervisor;
export type SupervisorCriarApiArg = {
  id: number;
  unidadeId: number;
  body: {
    /** De 3 a 150 caracteres, sem contar espaços nas pontas. */
    nome: string;
    /** Para onde vai o link do portal; único na unidade (guardado em minúsculas). */
    email: string;
    telefone?: string | null;
  };
};
export type SupervisorObterApiResponse =
  /** status 200 Default Response */ Supervisor;
export type SupervisorObterApiArg = {
  id: number;
  unidadeId: number;
  supervisorId: number;
};
export type SupervisorAtualizarApiResponse =
  /** status 200 Default Response */ Supervisor;
export type SupervisorAtualizarApiArg = {
  id: number;
  unidadeId: number;
  supervisorId: number;
  body: {
    /** De 3 a 150 caracteres, sem contar espaços nas pontas. */
    nome: string;
    /** Para onde vai o link do portal; único na unidade (guardado em minúsculas). */
    email: string;
    telefone?: string | null;
    /** A versao lida; se outra pessoa salvou depois, a resposta é 409. */
    versao: number;
  };
};
export type SupervisorInativarApiResponse =
  /** status 200 Default Response */ Supervisor;
export type SupervisorInativarApiArg = {
  id: number;
  unidadeId: number;
  supervisorId: number;
};
export type SupervisorReativarApiResponse =
  /** status 200 Default Response */ Supervisor;
export type SupervisorReativarApiArg = {
  id: number;
  unidadeId: number;
  supervisorId: number;
};
export type SupervisorEnviarLinkApiResponse =
  /** status 200 Default Response */ Supervisor;
export type SupervisorEnviarLinkApiArg = {
  id: number;
  unidadeId: number;
  supervisorId: number;
};
export type SupervisorRevogarLinkApiResponse =
  /** status 200 Default Response */ Supervisor;
export type SupervisorRevogarLinkApiArg = {
  id: number;
  unidadeId: number;
  supervisorId: number;
};
export type SupervisorLembrarAvaliacoesApiResponse =
  /** status 200 Default Response */ Supervisor;
export type SupervisorLembrarAvaliacoesApiArg = {
  id: number;
  unidadeId: number;
  supervisorId: number;
};
export type Supervisor = {
  id: number;
  unidadeId: number;
  /** De 3 a 150 caracteres, sem contar espaços nas pontas. */
  nome: string;
  /** Para onde vai o link do portal; único na unidade (guardado em minúsculas). */
  email: string;
  telefone: string | null;
  link: {
    /** O link do supervisor: nunca enviado, ativo, vencido ou cancelado. */
    situacao: "sem-link" | "ativo" | "expirado" | "revogado";
    enviadoEm: string | null;
    /** Quando o link ativo (ou o último) deixa de abrir. */
    expiraEm: string | null;
    revogadoEm: string | null;
  };
  ativo: boolean;
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
  useSupervisorListarQuery,
  useSupervisorCriarMutation,
  useSupervisorObterQuery,
  useSupervisorAtualizarMutation,
  useSupervisorInativarMutation,
  useSupervisorReativarMutation,
  useSupervisorEnviarLinkMutation,
  useSupervisorRevogarLinkMutation,
  useSupervisorLembrarAvaliacoesMutation,
} = injectedRtkApi;
