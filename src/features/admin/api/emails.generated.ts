import { api } from "../../../store/api";
export const addTagTypes = ["emails"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      emailListar: build.query<EmailListarApiResponse, EmailListarApiArg>({
        query: (queryArg) => ({
          url: `/api/emails`,
          params: {
            page: queryArg.page,
            pageSize: queryArg.pageSize,
            status: queryArg.status,
          },
        }),
        providesTags: ["emails"],
      }),
      emailReenviar: build.mutation<
        EmailReenviarApiResponse,
        EmailReenviarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/emails/${queryArg.id}/reenviar`,
          method: "POST",
        }),
        invalidatesTags: ["emails"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as enhancedApi };
export type EmailListarApiResponse = /** status 200 Default Response */ {
  data: {
    id: number;
    destinatario: string;
    assunto: string;
    /** O que gerou a mensagem (alerta-frequencia...). */
    origem: string;
    status: "pendente" | "enviando" | "enviado" | "falhou" | "nao-configurado";
    tentativas: number;
    /** A resposta do servidor SMTP na última falha, ou por que não foi enviado. */
    ultimoErro: string | null;
    proximaTentativa: string;
    enviadoEm: string | null;
    criadoEm: string;
  }[];
  total: number;
  page: number;
  pageSize: number;
};
export type EmailListarApiArg = {
  /** Página, a partir de 1. */
  page?: number;
  /** Itens por página (padrão 25, máximo 100). */
  pageSize?: number;
  status?: "pendente" | "enviando" | "enviado" | "falhou" | "nao-configurado";
};
export type EmailReenviarApiResponse = /** status 200 Default Response */ {
  id: number;
  destinatario: string;
  assunto: string;
  /** O que gerou a mensagem (alerta-frequencia...). */
  origem: string;
  status: "pendente" | "enviando" | "enviado" | "falhou" | "nao-configurado";
  tentativas: number;
  /** A resposta do servidor SMTP na última falha, ou por que não foi enviado. */
  ultimoErro: string | null;
  proximaTentativa: string;
  enviadoEm: string | null;
  criadoEm: string;
};
export type EmailReenviarApiArg = {
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
export const { useEmailListarQuery, useEmailReenviarMutation } = injectedRtkApi;
