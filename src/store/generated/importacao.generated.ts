import { api } from "../api";
export const addTagTypes = ["importacao"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      aprendizImportacaoValidar: build.mutation<
        AprendizImportacaoValidarApiResponse,
        AprendizImportacaoValidarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/aprendiz/importar/validar`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["importacao"],
      }),
      aprendizImportacaoRejeitadas: build.mutation<
        AprendizImportacaoRejeitadasApiResponse,
        AprendizImportacaoRejeitadasApiArg
      >({
        query: (queryArg) => ({
          url: `/api/aprendiz/importar/rejeitadas`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["importacao"],
      }),
      aprendizImportacaoModelo: build.query<
        AprendizImportacaoModeloApiResponse,
        AprendizImportacaoModeloApiArg
      >({
        query: () => ({ url: `/api/aprendiz/importar/modelo` }),
        providesTags: ["importacao"],
      }),
      aprendizImportar: build.mutation<
        AprendizImportarApiResponse,
        AprendizImportarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/aprendiz/importar`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["importacao"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as enhancedApi };
export type AprendizImportacaoValidarApiResponse =
  /** status 200 Default Response */ ValidacaoImportacao;
export type AprendizImportacaoValidarApiArg = {
  body: {
    /** Nome do arquivo enviado (.xlsx ou .csv). */
    nome: string;
    /** O arquivo em base64: XLSX ou CSV (UTF-8 ou Windows-1252, ; ou ,), até 5 MB e 5000 linhas. */
    conteudo: string;
  };
};
export type AprendizImportacaoRejeitadasApiResponse =
  /** status 200 Arquivo CSV ou XLSX. */ Blob;
export type AprendizImportacaoRejeitadasApiArg = {
  body: {
    /** Nome do arquivo enviado (.xlsx ou .csv). */
    nome: string;
    /** O arquivo em base64: XLSX ou CSV (UTF-8 ou Windows-1252, ; ou ,), até 5 MB e 5000 linhas. */
    conteudo: string;
    /** Formato do arquivo de rejeitadas (padrão: o do arquivo enviado). */
    formato?: "csv" | "xlsx";
    /** Só estas linhas (números da planilha): depois de importar, as que a importação recusou. */
    linhas?: number[];
  };
};
export type AprendizImportacaoModeloApiResponse =
  /** status 200 Arquivo XLSX. */ Blob;
export type AprendizImportacaoModeloApiArg = void;
export type AprendizImportarApiResponse =
  /** status 200 O resultado (JSON) ou, com Accept: application/x-ndjson, as linhas do progresso. */ ResultadoImportacao;
export type AprendizImportarApiArg = {
  body: {
    /** Nome do arquivo enviado (.xlsx ou .csv). */
    nome: string;
    /** O arquivo em base64: XLSX ou CSV (UTF-8 ou Windows-1252, ; ou ,), até 5 MB e 5000 linhas. */
    conteudo: string;
  };
};
export type ValidacaoImportacao = {
  total: number;
  validas: number;
  /** Colunas do arquivo que a importação não lê (Idade, Situação... de uma exportação). */
  colunasIgnoradas: string[];
  linhas: {
    /** Número da linha na planilha. */
    numero: number;
    nome: string;
    /** Vazio: a linha será importada. */
    erros: {
      /** Título da coluna do modelo, ou "Linha". */
      coluna: string;
      mensagem: string;
    }[];
  }[];
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
export type ResultadoImportacao = {
  /** Aprendizes cadastrados (como Inscrito). */
  importadas: number;
  /** As linhas não importadas, com seus erros, para corrigir e enviar de novo. */
  rejeitadas: {
    /** Número da linha na planilha. */
    numero: number;
    nome: string;
    erros: {
      /** Título da coluna do modelo, ou "Linha". */
      coluna: string;
      mensagem: string;
    }[];
  }[];
};
export const {
  useAprendizImportacaoValidarMutation,
  useAprendizImportacaoRejeitadasMutation,
  useAprendizImportacaoModeloQuery,
  useAprendizImportarMutation,
} = injectedRtkApi;
