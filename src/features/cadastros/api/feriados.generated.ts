import { api } from "../../../store/api";
export const addTagTypes = ["feriados"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      feriadoDoAno: build.query<FeriadoDoAnoApiResponse, FeriadoDoAnoApiArg>({
        query: (queryArg) => ({
          url: `/api/feriados`,
          params: {
            ano: queryArg.ano,
            uf: queryArg.uf,
            municipioId: queryArg.municipioId,
          },
        }),
        providesTags: ["feriados"],
      }),
      feriadoCriar: build.mutation<FeriadoCriarApiResponse, FeriadoCriarApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/feriados`,
            method: "POST",
            body: queryArg.body,
          }),
          invalidatesTags: ["feriados"],
        },
      ),
      feriadoListar: build.query<FeriadoListarApiResponse, FeriadoListarApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/feriados/cadastrados`,
            params: {
              page: queryArg.page,
              pageSize: queryArg.pageSize,
              sort: queryArg.sort,
              q: queryArg.q,
              ativo: queryArg.ativo,
              tipo: queryArg.tipo,
              ano: queryArg.ano,
              municipioId: queryArg.municipioId,
            },
          }),
          providesTags: ["feriados"],
        },
      ),
      feriadoExportar: build.query<
        FeriadoExportarApiResponse,
        FeriadoExportarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/feriados/cadastrados/exportar`,
          params: {
            sort: queryArg.sort,
            q: queryArg.q,
            ativo: queryArg.ativo,
            tipo: queryArg.tipo,
            ano: queryArg.ano,
            municipioId: queryArg.municipioId,
            formato: queryArg.formato,
          },
        }),
        providesTags: ["feriados"],
      }),
      feriadoObter: build.query<FeriadoObterApiResponse, FeriadoObterApiArg>({
        query: (queryArg) => ({ url: `/api/feriados/${queryArg.id}` }),
        providesTags: ["feriados"],
      }),
      feriadoAtualizar: build.mutation<
        FeriadoAtualizarApiResponse,
        FeriadoAtualizarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/feriados/${queryArg.id}`,
          method: "PUT",
          body: queryArg.body,
        }),
        invalidatesTags: ["feriados"],
      }),
      feriadoInativar: build.mutation<
        FeriadoInativarApiResponse,
        FeriadoInativarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/feriados/${queryArg.id}`,
          method: "DELETE",
        }),
        invalidatesTags: ["feriados"],
      }),
      feriadoReativar: build.mutation<
        FeriadoReativarApiResponse,
        FeriadoReativarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/feriados/${queryArg.id}/reativar`,
          method: "POST",
        }),
        invalidatesTags: ["feriados"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as enhancedApi };
export type FeriadoDoAnoApiResponse = /** status 200 Default Response */ {
  ano: number;
  uf: string | null;
  municipioId: number | null;
  /** Um item por dia (um recesso aparece em cada dia), em ordem de data. */
  data: {
    data: string;
    nome: string;
    /** nacional, estadual, ponto-facultativo (calculados), municipal ou recesso (da organização). */
    origem:
      "nacional" | "estadual" | "ponto-facultativo" | "municipal" | "recesso";
    /** O registro da organização (municipal ou recesso); null nos calculados. */
    feriadoId: number | null;
  }[];
};
export type FeriadoDoAnoApiArg = {
  ano: number;
  /** Soma os feriados estaduais da UF. Com municipioId, vale a UF do município. */
  uf?: string;
  /** Código IBGE: soma os feriados municipais e recessos dele. */
  municipioId?: number;
};
export type FeriadoCriarApiResponse =
  /** status 201 Default Response */ Feriado;
export type FeriadoCriarApiArg = {
  body: {
    /** municipal (um dia, de um município) ou recesso (um período). */
    tipo: "municipal" | "recesso";
    nome: string;
    /** Código IBGE do município; obrigatório no feriado municipal. */
    municipioId?: number | null;
    /** Feriado municipal que se repete todo ano no mesmo dia. */
    anual?: boolean;
    /** aaaa-mm-dd */
    dataInicio: string;
    /** aaaa-mm-dd; sem ela, a mesma da inicial. */
    dataFim?: string;
  };
};
export type FeriadoListarApiResponse = /** status 200 Default Response */ {
  data: Feriado[];
  total: number;
  page: number;
  pageSize: number;
};
export type FeriadoListarApiArg = {
  /** Página, a partir de 1. */
  page?: number;
  /** Itens por página (padrão 25, máximo 100). */
  pageSize?: number;
  /** Ordenação: dataInicio, nome, tipo; prefixo - para decrescente. */
  sort?: "dataInicio" | "-dataInicio" | "nome" | "-nome" | "tipo" | "-tipo";
  /** Busca sem distinção de acentos ou maiúsculas. */
  q?: string;
  /** Registros ativos (padrão), inativos ou todos. */
  ativo?: "true" | "false" | "todos";
  /** municipal (um dia, de um município) ou recesso (um período). */
  tipo?: "municipal" | "recesso";
  /** Os que caem no ano (os anuais aparecem sempre). */
  ano?: number;
  municipioId?: number;
};
export type FeriadoExportarApiResponse =
  /** status 200 Arquivo CSV ou XLSX. */ Blob;
export type FeriadoExportarApiArg = {
  /** Ordenação: dataInicio, nome, tipo; prefixo - para decrescente. */
  sort?: "dataInicio" | "-dataInicio" | "nome" | "-nome" | "tipo" | "-tipo";
  /** Busca sem distinção de acentos ou maiúsculas. */
  q?: string;
  /** Registros ativos (padrão), inativos ou todos. */
  ativo?: "true" | "false" | "todos";
  /** municipal (um dia, de um município) ou recesso (um período). */
  tipo?: "municipal" | "recesso";
  /** Os que caem no ano (os anuais aparecem sempre). */
  ano?: number;
  municipioId?: number;
  /** csv (padrão; UTF-8 com BOM, separador ;) ou xlsx. */
  formato?: "csv" | "xlsx";
};
export type FeriadoObterApiResponse =
  /** status 200 Default Response */ Feriado;
export type FeriadoObterApiArg = {
  id: number;
};
export type FeriadoAtualizarApiResponse =
  /** status 200 Default Response */ Feriado;
export type FeriadoAtualizarApiArg = {
  id: number;
  body: {
    /** municipal (um dia, de um município) ou recesso (um período). */
    tipo: "municipal" | "recesso";
    nome: string;
    /** Código IBGE do município; obrigatório no feriado municipal. */
    municipioId?: number | null;
    /** Feriado municipal que se repete todo ano no mesmo dia. */
    anual?: boolean;
    /** aaaa-mm-dd */
    dataInicio: string;
    /** aaaa-mm-dd; sem ela, a mesma da inicial. */
    dataFim?: string;
    /** A versao lida; se outra pessoa salvou depois, a resposta é 409. */
    versao: number;
  };
};
export type FeriadoInativarApiResponse =
  /** status 200 Default Response */ Feriado;
export type FeriadoInativarApiArg = {
  id: number;
};
export type FeriadoReativarApiResponse =
  /** status 200 Default Response */ Feriado;
export type FeriadoReativarApiArg = {
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
export type Feriado = {
  id: number;
  /** municipal ou recesso. */
  tipo: string;
  nome: string;
  /** Código IBGE do município; obrigatório no feriado municipal. */
  municipioId: number | null;
  /** Feriado municipal que se repete todo ano no mesmo dia. */
  anual: boolean;
  dataInicio: string;
  dataFim: string;
  municipio: {
    id: number;
    nome: string;
    uf: string;
  } | null;
  ativo: boolean;
  criadoEm: string;
  atualizadoEm: string;
  versao: number;
};
export const {
  useFeriadoDoAnoQuery,
  useFeriadoCriarMutation,
  useFeriadoListarQuery,
  useFeriadoExportarQuery,
  useFeriadoObterQuery,
  useFeriadoAtualizarMutation,
  useFeriadoInativarMutation,
  useFeriadoReativarMutation,
} = injectedRtkApi;
