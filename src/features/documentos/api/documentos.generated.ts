import { api } from "../../../store/api";
export const addTagTypes = ["documentos"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      documentosRegistro: build.query<
        DocumentosRegistroApiResponse,
        DocumentosRegistroApiArg
      >({
        query: (queryArg) => ({
          url: `/api/documentos`,
          params: {
            tipo: queryArg.tipo,
            situacao: queryArg.situacao,
            limit: queryArg.limit,
            offset: queryArg.offset,
          },
        }),
        providesTags: ["documentos"],
      }),
      documentoPdf: build.query<DocumentoPdfApiResponse, DocumentoPdfApiArg>({
        query: (queryArg) => ({ url: `/api/documentos/${queryArg.id}/pdf` }),
        providesTags: ["documentos"],
      }),
      documentosLotePdf: build.query<
        DocumentosLotePdfApiResponse,
        DocumentosLotePdfApiArg
      >({
        query: (queryArg) => ({
          url: `/api/turmas/${queryArg.id}/documentos/${queryArg.lote}/pdf`,
        }),
        providesTags: ["documentos"],
      }),
      documentoVerificar: build.query<
        DocumentoVerificarApiResponse,
        DocumentoVerificarApiArg
      >({
        query: (queryArg) => ({ url: `/api/verificacao/${queryArg.codigo}` }),
        providesTags: ["documentos"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as enhancedApi };
export type DocumentosRegistroApiResponse = /** status 200 Default Response */ {
  data: DocumentoEmitido[];
  total: number;
};
export type DocumentosRegistroApiArg = {
  /** certificado | matricula | frequencia | vinculo | conclusao. */
  tipo?: "certificado" | "matricula" | "frequencia" | "vinculo" | "conclusao";
  situacao?: "valido" | "revogado";
  limit?: number;
  offset?: number;
};
export type DocumentoPdfApiResponse = /** status 200 Arquivo PDF. */ Blob;
export type DocumentoPdfApiArg = {
  id: number;
};
export type DocumentosLotePdfApiResponse = /** status 200 Arquivo PDF. */ Blob;
export type DocumentosLotePdfApiArg = {
  id: number;
  lote: string;
};
export type DocumentoVerificarApiResponse =
  /** status 200 Default Response */ VerificacaoDeDocumento;
export type DocumentoVerificarApiArg = {
  /** Com ou sem hífens, maiúsculas ou não. */
  codigo: string;
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
export type VerificacaoDeDocumento = {
  codigo: string;
  /** certificado | matricula | frequencia | vinculo | conclusao. */
  tipo: "certificado" | "matricula" | "frequencia" | "vinculo" | "conclusao";
  titulo: string;
  /** Nome com os do meio abreviados. */
  titular: string;
  resumo: string;
  organizacao: string;
  emitidoEm: string;
  situacao: "valido" | "revogado";
  revogadoEm: string | null;
};
export const {
  useDocumentosRegistroQuery,
  useDocumentoPdfQuery,
  useDocumentosLotePdfQuery,
  useDocumentoVerificarQuery,
} = injectedRtkApi;
