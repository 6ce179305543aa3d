import { api } from "../../../store/api";
export const addTagTypes = ["documentos"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      documentosEmitirLote: build.mutation<
        DocumentosEmitirLoteApiResponse,
        DocumentosEmitirLoteApiArg
      >({
        query: (queryArg) => ({
          url: `/api/turmas/${queryArg.id}/documentos`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["documentos"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as enhancedApi };
export type DocumentosEmitirLoteApiResponse =
  /** status 200 Default Response */ {
    /** Chave do PDF do lote: GET /api/turmas/{id}/documentos/{lote}/pdf. */
    lote: string;
    emitidos: DocumentoEmitido[];
    naoEmitidos: {
      aprendiz: {
        id: number;
        nome: string;
      };
      motivo: string;
    }[];
  };
export type DocumentosEmitirLoteApiArg = {
  id: number;
  body: {
    tipo: "certificado" | "conclusao" | "matricula";
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
export const { useDocumentosEmitirLoteMutation } = injectedRtkApi;
