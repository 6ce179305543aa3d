import { api } from "../../../store/api";
export const addTagTypes = ["auditoria"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      auditoriaListar: build.query<
        AuditoriaListarApiResponse,
        AuditoriaListarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/auditoria`,
          params: {
            page: queryArg.page,
            pageSize: queryArg.pageSize,
            sort: queryArg.sort,
            entidade: queryArg.entidade,
            entidadeId: queryArg.entidadeId,
            acao: queryArg.acao,
            dataInicio: queryArg.dataInicio,
            dataFim: queryArg.dataFim,
            usuarioId: queryArg.usuarioId,
          },
        }),
        providesTags: ["auditoria"],
      }),
      auditoriaAcessos: build.query<
        AuditoriaAcessosApiResponse,
        AuditoriaAcessosApiArg
      >({
        query: (queryArg) => ({
          url: `/api/auditoria/acessos`,
          params: {
            page: queryArg.page,
            pageSize: queryArg.pageSize,
            sort: queryArg.sort,
            tipo: queryArg.tipo,
            entidade: queryArg.entidade,
            entidadeId: queryArg.entidadeId,
            sucesso: queryArg.sucesso,
            dataInicio: queryArg.dataInicio,
            dataFim: queryArg.dataFim,
            usuarioId: queryArg.usuarioId,
          },
        }),
        providesTags: ["auditoria"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as enhancedApi };
export type AuditoriaListarApiResponse = /** status 200 Default Response */ {
  data: {
    id: number;
    /** Quem fez; null quando foi o próprio sistema ou quando a pessoa não foi identificada. */
    usuario: {
      id: number;
      nome: string;
    } | null;
    acao: string;
    entidade: string;
    entidadeId: string | null;
    /** Campos alterados: { campo: { de, para } }. Segredos nunca aparecem. */
    campos: {
      [key: string]: {
        de: any;
        para: any;
      };
    } | null;
    criadoEm: string;
  }[];
  total: number;
  page: number;
  pageSize: number;
};
export type AuditoriaListarApiArg = {
  /** Página, a partir de 1. */
  page?: number;
  /** Itens por página (padrão 25, máximo 100). */
  pageSize?: number;
  /** Ordenação: criadoEm; prefixo - para decrescente. */
  sort?: "criadoEm" | "-criadoEm";
  /** Tipo de registro: usuario, funcao, aprendiz... */
  entidade?: string;
  /** Id do registro. */
  entidadeId?: string;
  /** criar, atualizar, inativar, reativar, excluir... */
  acao?: string;
  /** Primeiro dia (aaaa-mm-dd, horário de Brasília), incluído. */
  dataInicio?: string;
  /** Último dia (aaaa-mm-dd, horário de Brasília), incluído. */
  dataFim?: string;
  /** Só o que esta pessoa fez (ou tentou). */
  usuarioId?: number;
};
export type AuditoriaAcessosApiResponse = /** status 200 Default Response */ {
  data: {
    /** Único entre os dois tipos: registro-12, login-40. */
    id: string;
    tipo: "registro" | "login";
    /** Quem fez; null quando foi o próprio sistema ou quando a pessoa não foi identificada. */
    usuario: {
      id: number;
      nome: string;
    } | null;
    /** O que aconteceu, em português. */
    descricao: string;
    /** Endereço de origem. */
    ip: string | null;
    /** registro: tipo do registro aberto. */
    entidade: string | null;
    /** registro: id do registro aberto; null numa exportação. */
    entidadeId: string | null;
    /** registro: visualizar ou exportar. */
    acao: string | null;
    /** login: o e-mail digitado (a senha nunca é guardada). */
    email: string | null;
    /** login: se a entrada deu certo. */
    sucesso: boolean | null;
    /** login: ok, credenciais, bloqueada, desativado ou limite_ip. */
    motivo: string | null;
    criadoEm: string;
  }[];
  total: number;
  page: number;
  pageSize: number;
};
export type AuditoriaAcessosApiArg = {
  /** Página, a partir de 1. */
  page?: number;
  /** Itens por página (padrão 25, máximo 100). */
  pageSize?: number;
  /** Ordenação: criadoEm; prefixo - para decrescente. */
  sort?: "criadoEm" | "-criadoEm";
  /** registro: quem abriu ou exportou registros; login: tentativas de entrada. Padrão: ambos. */
  tipo?: "registro" | "login";
  /** Só acessos a este tipo de registro (aprendiz). */
  entidade?: string;
  /** Só acessos a este registro. */
  entidadeId?: string;
  /** Tentativas de entrada: só as que deram certo (true) ou não (false). */
  sucesso?: boolean;
  /** Primeiro dia (aaaa-mm-dd, horário de Brasília), incluído. */
  dataInicio?: string;
  /** Último dia (aaaa-mm-dd, horário de Brasília), incluído. */
  dataFim?: string;
  /** Só o que esta pessoa fez (ou tentou). */
  usuarioId?: number;
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
export const { useAuditoriaListarQuery, useAuditoriaAcessosQuery } =
  injectedRtkApi;
