import { api } from "../../../store/api";
export const addTagTypes = ["documentos"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      documentoEmitir: build.mutation<
        DocumentoEmitirApiResponse,
        DocumentoEmitirApiArg
      >({
        query: (queryArg) => ({
          url: `/api/aprendizes/${queryArg.id}/documentos`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["documentos"],
      }),
      documentosDoAprendiz: build.query<
        DocumentosDoAprendizApiResponse,
        DocumentosDoAprendizApiArg
      >({
        query: (queryArg) => ({
          url: `/api/aprendizes/${queryArg.id}/documentos`,
        }),
        providesTags: ["documentos"],
      }),
      documentoRevogar: build.mutation<
        DocumentoRevogarApiResponse,
        DocumentoRevogarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/documentos/${queryArg.id}/revogar`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["documentos"],
      }),
      documentoReemitir: build.mutation<
        DocumentoReemitirApiResponse,
        DocumentoReemitirApiArg
      >({
        query: (queryArg) => ({
          url: `/api/documentos/${queryArg.id}/reemitir`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["documentos"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as enhancedApi };
export type DocumentoEmitirApiResponse =
  /** status 201 Default Response */ DocumentoEmitido;
export type DocumentoEmitirApiArg = {
  id: number;
  body: {
    /** certificado | matricula | frequencia | vinculo | conclusao. */
    tipo: "certificado" | "matricula" | "frequencia" | "vinculo" | "conclusao";
    /** Declaração de frequência: início do período (padrão: início da enturmação). */
    inicio?: string;
    /** Declaração de frequência: fim do período (padrão: hoje ou o fim da enturmação). */
    fim?: string;
  };
};
export type DocumentosDoAprendizApiResponse =
  /** status 200 Default Response */ {
    data: DocumentoEmitido[];
  };
export type DocumentosDoAprendizApiArg = {
  id: number;
};
export type DocumentoRevogarApiResponse =
  /** status 200 Default Response */ DocumentoEmitido;
export type DocumentoRevogarApiArg = {
  id: number;
  body: {
    motivo: string;
  };
};
export type DocumentoReemitirApiResponse =
  /** status 201 Default Response */ DocumentoEmitido;
export type DocumentoReemitirApiArg = {
  id: number;
  body: {
    motivo: string;
  };
};
export type DocumentoEmitido = {
  id: number;
  /** Código de verificação, ABCD-EFGH-JKMN. */
  codigo: string;
  /** certificado | matricula | frequencia | vinculo | conclusao. */
  tipo: "certificado" | "matricula" | "frequencia" | "vinculo" | "conclusao";
  titulo: string;
  aprendiz: {
    id: number;
    nome: string;
  };
  turma: {
    id: number;
    nome: string;
  } | null;
  /** O que o documento declara, numa linha. */
  resumo: string;
  emitidoEm: string;
  emitidoPor: string | null;
  situacao: "valido" | "revogado";
  revogadoEm: string | null;
  revogadoPor: string | null;
  motivoRevogacao: string | null;
  /** O código da reemissão que o substituiu. */
  substitutoCodigo: string | null;
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
  useDocumentoEmitirMutation,
  useDocumentosDoAprendizQuery,
  useDocumentoRevogarMutation,
  useDocumentoReemitirMutation,
} = injectedRtkApi;
