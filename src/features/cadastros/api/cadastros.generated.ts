import { api } from "../../../store/api";
export const addTagTypes = ["cadastros"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      conceitoCriar: build.mutation<
        ConceitoCriarApiResponse,
        ConceitoCriarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cadastros/conceitos`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["cadastros"],
      }),
      conceitoListar: build.query<
        ConceitoListarApiResponse,
        ConceitoListarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cadastros/conceitos/lista`,
          params: {
            page: queryArg.page,
            pageSize: queryArg.pageSize,
            sort: queryArg.sort,
            q: queryArg.q,
            ativo: queryArg.ativo,
          },
        }),
        providesTags: ["cadastros"],
      }),
      conceitoExportar: build.query<
        ConceitoExportarApiResponse,
        ConceitoExportarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cadastros/conceitos/lista/exportar`,
          params: {
            sort: queryArg.sort,
            q: queryArg.q,
            ativo: queryArg.ativo,
            formato: queryArg.formato,
          },
        }),
        providesTags: ["cadastros"],
      }),
      conceitoObter: build.query<ConceitoObterApiResponse, ConceitoObterApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/cadastros/conceitos/${queryArg.id}`,
          }),
          providesTags: ["cadastros"],
        },
      ),
      conceitoAtualizar: build.mutation<
        ConceitoAtualizarApiResponse,
        ConceitoAtualizarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cadastros/conceitos/${queryArg.id}`,
          method: "PUT",
          body: queryArg.body,
        }),
        invalidatesTags: ["cadastros"],
      }),
      conceitoInativar: build.mutation<
        ConceitoInativarApiResponse,
        ConceitoInativarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cadastros/conceitos/${queryArg.id}`,
          method: "DELETE",
        }),
        invalidatesTags: ["cadastros"],
      }),
      conceitoReativar: build.mutation<
        ConceitoReativarApiResponse,
        ConceitoReativarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cadastros/conceitos/${queryArg.id}/reativar`,
          method: "POST",
        }),
        invalidatesTags: ["cadastros"],
      }),
      estadoCivilCriar: build.mutation<
        EstadoCivilCriarApiResponse,
        EstadoCivilCriarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cadastros/estado-civil`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["cadastros"],
      }),
      estadoCivilListar: build.query<
        EstadoCivilListarApiResponse,
        EstadoCivilListarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cadastros/estado-civil/lista`,
          params: {
            page: queryArg.page,
            pageSize: queryArg.pageSize,
            sort: queryArg.sort,
            q: queryArg.q,
            ativo: queryArg.ativo,
          },
        }),
        providesTags: ["cadastros"],
      }),
      estadoCivilExportar: build.query<
        EstadoCivilExportarApiResponse,
        EstadoCivilExportarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cadastros/estado-civil/lista/exportar`,
          params: {
            sort: queryArg.sort,
            q: queryArg.q,
            ativo: queryArg.ativo,
            formato: queryArg.formato,
          },
        }),
        providesTags: ["cadastros"],
      }),
      estadoCivilObter: build.query<
        EstadoCivilObterApiResponse,
        EstadoCivilObterApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cadastros/estado-civil/${queryArg.id}`,
        }),
        providesTags: ["cadastros"],
      }),
      estadoCivilAtualizar: build.mutation<
        EstadoCivilAtualizarApiResponse,
        EstadoCivilAtualizarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cadastros/estado-civil/${queryArg.id}`,
          method: "PUT",
          body: queryArg.body,
        }),
        invalidatesTags: ["cadastros"],
      }),
      estadoCivilInativar: build.mutation<
        EstadoCivilInativarApiResponse,
        EstadoCivilInativarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cadastros/estado-civil/${queryArg.id}`,
          method: "DELETE",
        }),
        invalidatesTags: ["cadastros"],
      }),
      estadoCivilReativar: build.mutation<
        EstadoCivilReativarApiResponse,
        EstadoCivilReativarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cadastros/estado-civil/${queryArg.id}/reativar`,
          method: "POST",
        }),
        invalidatesTags: ["cadastros"],
      }),
      generoCriar: build.mutation<GeneroCriarApiResponse, GeneroCriarApiArg>({
        query: (queryArg) => ({
          url: `/api/cadastros/genero`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["cadastros"],
      }),
      generoListar: build.query<GeneroListarApiResponse, GeneroListarApiArg>({
        query: (queryArg) => ({
          url: `/api/cadastros/genero/lista`,
          params: {
            page: queryArg.page,
            pageSize: queryArg.pageSize,
            sort: queryArg.sort,
            q: queryArg.q,
            ativo: queryArg.ativo,
          },
        }),
        providesTags: ["cadastros"],
      }),
      generoExportar: build.query<
        GeneroExportarApiResponse,
        GeneroExportarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cadastros/genero/lista/exportar`,
          params: {
            sort: queryArg.sort,
            q: queryArg.q,
            ativo: queryArg.ativo,
            formato: queryArg.formato,
          },
        }),
        providesTags: ["cadastros"],
      }),
      generoObter: build.query<GeneroObterApiResponse, GeneroObterApiArg>({
        query: (queryArg) => ({ url: `/api/cadastros/genero/${queryArg.id}` }),
        providesTags: ["cadastros"],
      }),
      generoAtualizar: build.mutation<
        GeneroAtualizarApiResponse,
        GeneroAtualizarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cadastros/genero/${queryArg.id}`,
          method: "PUT",
          body: queryArg.body,
        }),
        invalidatesTags: ["cadastros"],
      }),
      generoInativar: build.mutation<
        GeneroInativarApiResponse,
        GeneroInativarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cadastros/genero/${queryArg.id}`,
          method: "DELETE",
        }),
        invalidatesTags: ["cadastros"],
      }),
      generoReativar: build.mutation<
        GeneroReativarApiResponse,
        GeneroReativarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cadastros/genero/${queryArg.id}/reativar`,
          method: "POST",
        }),
        invalidatesTags: ["cadastros"],
      }),
      grauEscolaridadeCriar: build.mutation<
        GrauEscolaridadeCriarApiResponse,
        GrauEscolaridadeCriarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cadastros/grau-escolaridade`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["cadastros"],
      }),
      grauEscolaridadeListar: build.query<
        GrauEscolaridadeListarApiResponse,
        GrauEscolaridadeListarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cadastros/grau-escolaridade/lista`,
          params: {
            page: queryArg.page,
            pageSize: queryArg.pageSize,
            sort: queryArg.sort,
            q: queryArg.q,
            ativo: queryArg.ativo,
          },
        }),
        providesTags: ["cadastros"],
      }),
      grauEscolaridadeExportar: build.query<
        GrauEscolaridadeExportarApiResponse,
        GrauEscolaridadeExportarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cadastros/grau-escolaridade/lista/exportar`,
          params: {
            sort: queryArg.sort,
            q: queryArg.q,
            ativo: queryArg.ativo,
            formato: queryArg.formato,
          },
        }),
        providesTags: ["cadastros"],
      }),
      grauEscolaridadeObter: build.query<
        GrauEscolaridadeObterApiResponse,
        GrauEscolaridadeObterApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cadastros/grau-escolaridade/${queryArg.id}`,
        }),
        providesTags: ["cadastros"],
      }),
      grauEscolaridadeAtualizar: build.mutation<
        GrauEscolaridadeAtualizarApiResponse,
        GrauEscolaridadeAtualizarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cadastros/grau-escolaridade/${queryArg.id}`,
          method: "PUT",
          body: queryArg.body,
        }),
        invalidatesTags: ["cadastros"],
      }),
      grauEscolaridadeInativar: build.mutation<
        GrauEscolaridadeInativarApiResponse,
        GrauEscolaridadeInativarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cadastros/grau-escolaridade/${queryArg.id}`,
          method: "DELETE",
        }),
        invalidatesTags: ["cadastros"],
      }),
      grauEscolaridadeReativar: build.mutation<
        GrauEscolaridadeReativarApiResponse,
        GrauEscolaridadeReativarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cadastros/grau-escolaridade/${queryArg.id}/reativar`,
          method: "POST",
        }),
        invalidatesTags: ["cadastros"],
      }),
      motivoAfastamentoCriar: build.mutation<
        MotivoAfastamentoCriarApiResponse,
        MotivoAfastamentoCriarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cadastros/motivos-afastamento`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["cadastros"],
      }),
      motivoAfastamentoListar: build.query<
        MotivoAfastamentoListarApiResponse,
        MotivoAfastamentoListarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cadastros/motivos-afastamento/lista`,
          params: {
            page: queryArg.page,
            pageSize: queryArg.pageSize,
            sort: queryArg.sort,
            q: queryArg.q,
            ativo: queryArg.ativo,
          },
        }),
        providesTags: ["cadastros"],
      }),
      motivoAfastamentoExportar: build.query<
        MotivoAfastamentoExportarApiResponse,
        MotivoAfastamentoExportarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cadastros/motivos-afastamento/lista/exportar`,
          params: {
            sort: queryArg.sort,
            q: queryArg.q,
            ativo: queryArg.ativo,
            formato: queryArg.formato,
          },
        }),
        providesTags: ["cadastros"],
      }),
      motivoAfastamentoObter: build.query<
        MotivoAfastamentoObterApiResponse,
        MotivoAfastamentoObterApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cadastros/motivos-afastamento/${queryArg.id}`,
        }),
        providesTags: ["cadastros"],
      }),
      motivoAfastamentoAtualizar: build.mutation<
        MotivoAfastamentoAtualizarApiResponse,
        MotivoAfastamentoAtualizarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cadastros/motivos-afastamento/${queryArg.id}`,
          method: "PUT",
          body: queryArg.body,
        }),
        invalidatesTags: ["cadastros"],
      }),
      motivoAfastamentoInativar: build.mutation<
        MotivoAfastamentoInativarApiResponse,
        MotivoAfastamentoInativarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cadastros/motivos-afastamento/${queryArg.id}`,
          method: "DELETE",
        }),
        invalidatesTags: ["cadastros"],
      }),
      motivoAfastamentoReativar: build.mutation<
        MotivoAfastamentoReativarApiResponse,
        MotivoAfastamentoReativarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cadastros/motivos-afastamento/${queryArg.id}/reativar`,
          method: "POST",
        }),
        invalidatesTags: ["cadastros"],
      }),
      nacionalidadeCriar: build.mutation<
        NacionalidadeCriarApiResponse,
        NacionalidadeCriarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cadastros/nacionalidade`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["cadastros"],
      }),
      nacionalidadeListar: build.query<
        NacionalidadeListarApiResponse,
        NacionalidadeListarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cadastros/nacionalidade/lista`,
          params: {
            page: queryArg.page,
            pageSize: queryArg.pageSize,
            sort: queryArg.sort,
            q: queryArg.q,
            ativo: queryArg.ativo,
          },
        }),
        providesTags: ["cadastros"],
      }),
      nacionalidadeExportar: build.query<
        NacionalidadeExportarApiResponse,
        NacionalidadeExportarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cadastros/nacionalidade/lista/exportar`,
          params: {
            sort: queryArg.sort,
            q: queryArg.q,
            ativo: queryArg.ativo,
            formato: queryArg.formato,
          },
        }),
        providesTags: ["cadastros"],
      }),
      nacionalidadeObter: build.query<
        NacionalidadeObterApiResponse,
        NacionalidadeObterApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cadastros/nacionalidade/${queryArg.id}`,
        }),
        providesTags: ["cadastros"],
      }),
      nacionalidadeAtualizar: build.mutation<
        NacionalidadeAtualizarApiResponse,
        NacionalidadeAtualizarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cadastros/nacionalidade/${queryArg.id}`,
          method: "PUT",
          body: queryArg.body,
        }),
        invalidatesTags: ["cadastros"],
      }),
      nacionalidadeInativar: build.mutation<
        NacionalidadeInativarApiResponse,
        NacionalidadeInativarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cadastros/nacionalidade/${queryArg.id}`,
          method: "DELETE",
        }),
        invalidatesTags: ["cadastros"],
      }),
      nacionalidadeReativar: build.mutation<
        NacionalidadeReativarApiResponse,
        NacionalidadeReativarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cadastros/nacionalidade/${queryArg.id}/reativar`,
          method: "POST",
        }),
        invalidatesTags: ["cadastros"],
      }),
      regiaoCriar: build.mutation<RegiaoCriarApiResponse, RegiaoCriarApiArg>({
        query: (queryArg) => ({
          url: `/api/cadastros/regiao`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["cadastros"],
      }),
      regiaoListar: build.query<RegiaoListarApiResponse, RegiaoListarApiArg>({
        query: (queryArg) => ({
          url: `/api/cadastros/regiao/lista`,
          params: {
            page: queryArg.page,
            pageSize: queryArg.pageSize,
            sort: queryArg.sort,
            q: queryArg.q,
            ativo: queryArg.ativo,
          },
        }),
        providesTags: ["cadastros"],
      }),
      regiaoExportar: build.query<
        RegiaoExportarApiResponse,
        RegiaoExportarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cadastros/regiao/lista/exportar`,
          params: {
            sort: queryArg.sort,
            q: queryArg.q,
            ativo: queryArg.ativo,
            formato: queryArg.formato,
          },
        }),
        providesTags: ["cadastros"],
      }),
      regiaoObter: build.query<RegiaoObterApiResponse, RegiaoObterApiArg>({
        query: (queryArg) => ({ url: `/api/cadastros/regiao/${queryArg.id}` }),
        providesTags: ["cadastros"],
      }),
      regiaoAtualizar: build.mutation<
        RegiaoAtualizarApiResponse,
        RegiaoAtualizarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cadastros/regiao/${queryArg.id}`,
          method: "PUT",
          body: queryArg.body,
        }),
        invalidatesTags: ["cadastros"],
      }),
      regiaoInativar: build.mutation<
        RegiaoInativarApiResponse,
        RegiaoInativarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cadastros/regiao/${queryArg.id}`,
          method: "DELETE",
        }),
        invalidatesTags: ["cadastros"],
      }),
      regiaoReativar: build.mutation<
        RegiaoReativarApiResponse,
        RegiaoReativarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cadastros/regiao/${queryArg.id}/reativar`,
          method: "POST",
        }),
        invalidatesTags: ["cadastros"],
      }),
      tipoContatoCriar: build.mutation<
        TipoContatoCriarApiResponse,
        TipoContatoCriarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cadastros/tipos-contato`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["cadastros"],
      }),
      tipoContatoListar: build.query<
        TipoContatoListarApiResponse,
        TipoContatoListarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cadastros/tipos-contato/lista`,
          params: {
            page: queryArg.page,
            pageSize: queryArg.pageSize,
            sort: queryArg.sort,
            q: queryArg.q,
            ativo: queryArg.ativo,
          },
        }),
        providesTags: ["cadastros"],
      }),
      tipoContatoExportar: build.query<
        TipoContatoExportarApiResponse,
        TipoContatoExportarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cadastros/tipos-contato/lista/exportar`,
          params: {
            sort: queryArg.sort,
            q: queryArg.q,
            ativo: queryArg.ativo,
            formato: queryArg.formato,
          },
        }),
        providesTags: ["cadastros"],
      }),
      tipoContatoObter: build.query<
        TipoContatoObterApiResponse,
        TipoContatoObterApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cadastros/tipos-contato/${queryArg.id}`,
        }),
        providesTags: ["cadastros"],
      }),
      tipoContatoAtualizar: build.mutation<
        TipoContatoAtualizarApiResponse,
        TipoContatoAtualizarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cadastros/tipos-contato/${queryArg.id}`,
          method: "PUT",
          body: queryArg.body,
        }),
        invalidatesTags: ["cadastros"],
      }),
      tipoContatoInativar: build.mutation<
        TipoContatoInativarApiResponse,
        TipoContatoInativarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cadastros/tipos-contato/${queryArg.id}`,
          method: "DELETE",
        }),
        invalidatesTags: ["cadastros"],
      }),
      tipoContatoReativar: build.mutation<
        TipoContatoReativarApiResponse,
        TipoContatoReativarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cadastros/tipos-contato/${queryArg.id}/reativar`,
          method: "POST",
        }),
        invalidatesTags: ["cadastros"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as enhancedApi };
export type ConceitoCriarApiResponse =
  /** status 201 Linha do cadastro de conceitos. */ Conceito;
export type ConceitoCriarApiArg = {
  body: {
    sigla: string;
    descricao: string;
    /** Nota mínima, de 0 a 10 com até duas casas decimais (faixa fechada). */
    notaMinima: number;
    /** Nota máxima, de 0 a 10 com até duas casas decimais (faixa fechada). */
    notaMaxima: number;
  };
};
export type ConceitoListarApiResponse = /** status 200 Default Response */ {
  data: Conceito[];
  total: number;
  page: number;
  pageSize: number;
};
export type ConceitoListarApiArg = {
  /** Página, a partir de 1. */
  page?: number;
  /** Itens por página (padrão 25, máximo 100). */
  pageSize?: number;
  /** Ordenação: sigla, descricao, notaMinima; prefixo - para decrescente. */
  sort?:
    | "sigla"
    | "-sigla"
    | "descricao"
    | "-descricao"
    | "notaMinima"
    | "-notaMinima";
  /** Busca sem distinção de acentos ou maiúsculas. */
  q?: string;
  /** Registros ativos (padrão), inativos ou todos. */
  ativo?: "true" | "false" | "todos";
};
export type ConceitoExportarApiResponse =
  /** status 200 Arquivo CSV ou XLSX. */ Blob;
export type ConceitoExportarApiArg = {
  /** Ordenação: sigla, descricao, notaMinima; prefixo - para decrescente. */
  sort?:
    | "sigla"
    | "-sigla"
    | "descricao"
    | "-descricao"
    | "notaMinima"
    | "-notaMinima";
  /** Busca sem distinção de acentos ou maiúsculas. */
  q?: string;
  /** Registros ativos (padrão), inativos ou todos. */
  ativo?: "true" | "false" | "todos";
  /** csv (padrão; UTF-8 com BOM, separador ;) ou xlsx. */
  formato?: "csv" | "xlsx";
};
export type ConceitoObterApiResponse =
  /** status 200 Linha do cadastro de conceitos. */ Conceito;
export type ConceitoObterApiArg = {
  /** Id do registro. */
  id: number;
};
export type ConceitoAtualizarApiResponse =
  /** status 200 Linha do cadastro de conceitos. */ Conceito;
export type ConceitoAtualizarApiArg = {
  /** Id do registro. */
  id: number;
  body: {
    sigla: string;
    descricao: string;
    /** Nota mínima, de 0 a 10 com até duas casas decimais (faixa fechada). */
    notaMinima: number;
    /** Nota máxima, de 0 a 10 com até duas casas decimais (faixa fechada). */
    notaMaxima: number;
    /** A versão lida; se outra pessoa salvou antes, a resposta é 409. */
    versao: number;
  };
};
export type ConceitoInativarApiResponse =
  /** status 200 Linha do cadastro de conceitos. */ Conceito;
export type ConceitoInativarApiArg = {
  /** Id do registro. */
  id: number;
};
export type ConceitoReativarApiResponse =
  /** status 200 Linha do cadastro de conceitos. */ Conceito;
export type ConceitoReativarApiArg = {
  /** Id do registro. */
  id: number;
};
export type EstadoCivilCriarApiResponse =
  /** status 201 Linha do cadastro de estados civis. */ EstadoCivil;
export type EstadoCivilCriarApiArg = {
  body: {
    nome: string;
  };
};
export type EstadoCivilListarApiResponse = /** status 200 Default Response */ {
  data: EstadoCivil[];
  total: number;
  page: number;
  pageSize: number;
};
export type EstadoCivilListarApiArg = {
  /** Página, a partir de 1. */
  page?: number;
  /** Itens por página (padrão 25, máximo 100). */
  pageSize?: number;
  /** Ordenação: nome, codigo; prefixo - para decrescente. */
  sort?: "nome" | "-nome" | "codigo" | "-codigo";
  /** Busca sem distinção de acentos ou maiúsculas. */
  q?: string;
  /** Registros ativos (padrão), inativos ou todos. */
  ativo?: "true" | "false" | "todos";
};
export type EstadoCivilExportarApiResponse =
  /** status 200 Arquivo CSV ou XLSX. */ Blob;
export type EstadoCivilExportarApiArg = {
  /** Ordenação: nome, codigo; prefixo - para decrescente. */
  sort?: "nome" | "-nome" | "codigo" | "-codigo";
  /** Busca sem distinção de acentos ou maiúsculas. */
  q?: string;
  /** Registros ativos (padrão), inativos ou todos. */
  ativo?: "true" | "false" | "todos";
  /** csv (padrão; UTF-8 com BOM, separador ;) ou xlsx. */
  formato?: "csv" | "xlsx";
};
export type EstadoCivilObterApiResponse =
  /** status 200 Linha do cadastro de estados civis. */ EstadoCivil;
export type EstadoCivilObterApiArg = {
  /** Id do registro. */
  id: number;
};
export type EstadoCivilAtualizarApiResponse =
  /** status 200 Linha do cadastro de estados civis. */ EstadoCivil;
export type EstadoCivilAtualizarApiArg = {
  /** Id do registro. */
  id: number;
  body: {
    nome: string;
    /** A versão lida; se outra pessoa salvou antes, a resposta é 409. */
    versao: number;
  };
};
export type EstadoCivilInativarApiResponse =
  /** status 200 Linha do cadastro de estados civis. */ EstadoCivil;
export type EstadoCivilInativarApiArg = {
  /** Id do registro. */
  id: number;
};
export type EstadoCivilReativarApiResponse =
  /** status 200 Linha do cadastro de estados civis. */ EstadoCivil;
export type EstadoCivilReativarApiArg = {
  /** Id do registro. */
  id: number;
};
export type GeneroCriarApiResponse =
  /** status 201 Linha do cadastro de gêneros. */ Genero;
export type GeneroCriarApiArg = {
  body: {
    nome: string;
  };
};
export type GeneroListarApiResponse = /** status 200 Default Response */ {
  data: Genero[];
  total: number;
  page: number;
  pageSize: number;
};
export type GeneroListarApiArg = {
  /** Página, a partir de 1. */
  page?: number;
  /** Itens por página (padrão 25, máximo 100). */
  pageSize?: number;
  /** Ordenação: nome, codigo; prefixo - para decrescente. */
  sort?: "nome" | "-nome" | "codigo" | "-codigo";
  /** Busca sem distinção de acentos ou maiúsculas. */
  q?: string;
  /** Registros ativos (padrão), inativos ou todos. */
  ativo?: "true" | "false" | "todos";
};
export type GeneroExportarApiResponse =
  /** status 200 Arquivo CSV ou XLSX. */ Blob;
export type GeneroExportarApiArg = {
  /** Ordenação: nome, codigo; prefixo - para decrescente. */
  sort?: "nome" | "-nome" | "codigo" | "-codigo";
  /** Busca sem distinção de acentos ou maiúsculas. */
  q?: string;
  /** Registros ativos (padrão), inativos ou todos. */
  ativo?: "true" | "false" | "todos";
  /** csv (padrão; UTF-8 com BOM, separador ;) ou xlsx. */
  formato?: "csv" | "xlsx";
};
export type GeneroObterApiResponse =
  /** status 200 Linha do cadastro de gêneros. */ Genero;
export type GeneroObterApiArg = {
  /** Id do registro. */
  id: number;
};
export type GeneroAtualizarApiResponse =
  /** status 200 Linha do cadastro de gêneros. */ Genero;
export type GeneroAtualizarApiArg = {
  /** Id do registro. */
  id: number;
  body: {
    nome: string;
    /** A versão lida; se outra pessoa salvou antes, a resposta é 409. */
    versao: number;
  };
};
export type GeneroInativarApiResponse =
  /** status 200 Linha do cadastro de gêneros. */ Genero;
export type GeneroInativarApiArg = {
  /** Id do registro. */
  id: number;
};
export type GeneroReativarApiResponse =
  /** status 200 Linha do cadastro de gêneros. */ Genero;
export type GeneroReativarApiArg = {
  /** Id do registro. */
  id: number;
};
export type GrauEscolaridadeCriarApiResponse =
  /** status 201 Linha do cadastro de graus de escolaridade. */ GrauEscolaridade;
export type GrauEscolaridadeCriarApiArg = {
  body: {
    nome: string;
    /** Posição na lista (do menor para o maior grau). */
    ordem?: number;
    /** A pessoa ainda está estudando neste grau. */
    cursando?: boolean;
  };
};
export type GrauEscolaridadeListarApiResponse =
  /** status 200 Default Response */ {
    data: GrauEscolaridade[];
    total: number;
    page: number;
    pageSize: number;
  };
export type GrauEscolaridadeListarApiArg = {
  /** Página, a partir de 1. */
  page?: number;
  /** Itens por página (padrão 25, máximo 100). */
  pageSize?: number;
  /** Ordenação: nome, codigo, ordem; prefixo - para decrescente. */
  sort?: "nome" | "-nome" | "codigo" | "-codigo" | "ordem" | "-ordem";
  /** Busca sem distinção de acentos ou maiúsculas. */
  q?: string;
  /** Registros ativos (padrão), inativos ou todos. */
  ativo?: "true" | "false" | "todos";
};
export type GrauEscolaridadeExportarApiResponse =
  /** status 200 Arquivo CSV ou XLSX. */ Blob;
export type GrauEscolaridadeExportarApiArg = {
  /** Ordenação: nome, codigo, ordem; prefixo - para decrescente. */
  sort?: "nome" | "-nome" | "codigo" | "-codigo" | "ordem" | "-ordem";
  /** Busca sem distinção de acentos ou maiúsculas. */
  q?: string;
  /** Registros ativos (padrão), inativos ou todos. */
  ativo?: "true" | "false" | "todos";
  /** csv (padrão; UTF-8 com BOM, separador ;) ou xlsx. */
  formato?: "csv" | "xlsx";
};
export type GrauEscolaridadeObterApiResponse =
  /** status 200 Linha do cadastro de graus de escolaridade. */ GrauEscolaridade;
export type GrauEscolaridadeObterApiArg = {
  /** Id do registro. */
  id: number;
};
export type GrauEscolaridadeAtualizarApiResponse =
  /** status 200 Linha do cadastro de graus de escolaridade. */ GrauEscolaridade;
export type GrauEscolaridadeAtualizarApiArg = {
  /** Id do registro. */
  id: number;
  body: {
    nome: string;
    /** Posição na lista (do menor para o maior grau). */
    ordem?: number;
    /** A pessoa ainda está estudando neste grau. */
    cursando?: boolean;
    /** A versão lida; se outra pessoa salvou antes, a resposta é 409. */
    versao: number;
  };
};
export type GrauEscolaridadeInativarApiResponse =
  /** status 200 Linha do cadastro de graus de escolaridade. */ GrauEscolaridade;
export type GrauEscolaridadeInativarApiArg = {
  /** Id do registro. */
  id: number;
};
export type GrauEscolaridadeReativarApiResponse =
  /** status 200 Linha do cadastro de graus de escolaridade. */ GrauEscolaridade;
export type GrauEscolaridadeReativarApiArg = {
  /** Id do registro. */
  id: number;
};
export type MotivoAfastamentoCriarApiResponse =
  /** status 201 Linha do cadastro de motivos de afastamento. */ MotivoAfastamento;
export type MotivoAfastamentoCriarApiArg = {
  body: {
    nome: string;
    /** Base legal ou regra interna (prazo, quem paga). */
    fundamento?: string;
  };
};
export type MotivoAfastamentoListarApiResponse =
  /** status 200 Default Response */ {
    data: MotivoAfastamento[];
    total: number;
    page: number;
    pageSize: number;
  };
export type MotivoAfastamentoListarApiArg = {
  /** Página, a partir de 1. */
  page?: number;
  /** Itens por página (padrão 25, máximo 100). */
  pageSize?: number;
  /** Ordenação: nome, codigo; prefixo - para decrescente. */
  sort?: "nome" | "-nome" | "codigo" | "-codigo";
  /** Busca sem distinção de acentos ou maiúsculas. */
  q?: string;
  /** Registros ativos (padrão), inativos ou todos. */
  ativo?: "true" | "false" | "todos";
};
export type MotivoAfastamentoExportarApiResponse =
  /** status 200 Arquivo CSV ou XLSX. */ Blob;
export type MotivoAfastamentoExportarApiArg = {
  /** Ordenação: nome, codigo; prefixo - para decrescente. */
  sort?: "nome" | "-nome" | "codigo" | "-codigo";
  /** Busca sem distinção de acentos ou maiúsculas. */
  q?: string;
  /** Registros ativos (padrão), inativos ou todos. */
  ativo?: "true" | "false" | "todos";
  /** csv (padrão; UTF-8 com BOM, separador ;) ou xlsx. */
  formato?: "csv" | "xlsx";
};
export type MotivoAfastamentoObterApiResponse =
  /** status 200 Linha do cadastro de motivos de afastamento. */ MotivoAfastamento;
export type MotivoAfastamentoObterApiArg = {
  /** Id do registro. */
  id: number;
};
export type MotivoAfastamentoAtualizarApiResponse =
  /** status 200 Linha do cadastro de motivos de afastamento. */ MotivoAfastamento;
export type MotivoAfastamentoAtualizarApiArg = {
  /** Id do registro. */
  id: number;
  body: {
    nome: string;
    /** Base legal ou regra interna (prazo, quem paga). */
    fundamento?: string;
    /** A versão lida; se outra pessoa salvou antes, a resposta é 409. */
    versao: number;
  };
};
export type MotivoAfastamentoInativarApiResponse =
  /** status 200 Linha do cadastro de motivos de afastamento. */ MotivoAfastamento;
export type MotivoAfastamentoInativarApiArg = {
  /** Id do registro. */
  id: number;
};
export type MotivoAfastamentoReativarApiResponse =
  /** status 200 Linha do cadastro de motivos de afastamento. */ MotivoAfastamento;
export type MotivoAfastamentoReativarApiArg = {
  /** Id do registro. */
  id: number;
};
export type NacionalidadeCriarApiResponse =
  /** status 201 Linha do cadastro de nacionalidades. */ Nacionalidade;
export type NacionalidadeCriarApiArg = {
  body: {
    nome: string;
  };
};
export type NacionalidadeListarApiResponse =
  /** status 200 Default Response */ {
    data: Nacionalidade[];
    total: number;
    page: number;
    pageSize: number;
  };
export type NacionalidadeListarApiArg = {
  /** Página, a partir de 1. */
  page?: number;
  /** Itens por página (padrão 25, máximo 100). */
  pageSize?: number;
  /** Ordenação: nome, codigo; prefixo - para decrescente. */
  sort?: "nome" | "-nome" | "codigo" | "-codigo";
  /** Busca sem distinção de acentos ou maiúsculas. */
  q?: string;
  /** Registros ativos (padrão), inativos ou todos. */
  ativo?: "true" | "false" | "todos";
};
export type NacionalidadeExportarApiResponse =
  /** status 200 Arquivo CSV ou XLSX. */ Blob;
export type NacionalidadeExportarApiArg = {
  /** Ordenação: nome, codigo; prefixo - para decrescente. */
  sort?: "nome" | "-nome" | "codigo" | "-codigo";
  /** Busca sem distinção de acentos ou maiúsculas. */
  q?: string;
  /** Registros ativos (padrão), inativos ou todos. */
  ativo?: "true" | "false" | "todos";
  /** csv (padrão; UTF-8 com BOM, separador ;) ou xlsx. */
  formato?: "csv" | "xlsx";
};
export type NacionalidadeObterApiResponse =
  /** status 200 Linha do cadastro de nacionalidades. */ Nacionalidade;
export type NacionalidadeObterApiArg = {
  /** Id do registro. */
  id: number;
};
export type NacionalidadeAtualizarApiResponse =
  /** status 200 Linha do cadastro de nacionalidades. */ Nacionalidade;
export type NacionalidadeAtualizarApiArg = {
  /** Id do registro. */
  id: number;
  body: {
    nome: string;
    /** A versão lida; se outra pessoa salvou antes, a resposta é 409. */
    versao: number;
  };
};
export type NacionalidadeInativarApiResponse =
  /** status 200 Linha do cadastro de nacionalidades. */ Nacionalidade;
export type NacionalidadeInativarApiArg = {
  /** Id do registro. */
  id: number;
};
export type NacionalidadeReativarApiResponse =
  /** status 200 Linha do cadastro de nacionalidades. */ Nacionalidade;
export type NacionalidadeReativarApiArg = {
  /** Id do registro. */
  id: number;
};
export type RegiaoCriarApiResponse =
  /** status 201 Linha do cadastro de regiões. */ Regiao;
export type RegiaoCriarApiArg = {
  body: {
    nome: string;
  };
};
export type RegiaoListarApiResponse = /** status 200 Default Response */ {
  data: Regiao[];
  total: number;
  page: number;
  pageSize: number;
};
export type RegiaoListarApiArg = {
  /** Página, a partir de 1. */
  page?: number;
  /** Itens por página (padrão 25, máximo 100). */
  pageSize?: number;
  /** Ordenação: nome, codigo; prefixo - para decrescente. */
  sort?: "nome" | "-nome" | "codigo" | "-codigo";
  /** Busca sem distinção de acentos ou maiúsculas. */
  q?: string;
  /** Registros ativos (padrão), inativos ou todos. */
  ativo?: "true" | "false" | "todos";
};
export type RegiaoExportarApiResponse =
  /** status 200 Arquivo CSV ou XLSX. */ Blob;
export type RegiaoExportarApiArg = {
  /** Ordenação: nome, codigo; prefixo - para decrescente. */
  sort?: "nome" | "-nome" | "codigo" | "-codigo";
  /** Busca sem distinção de acentos ou maiúsculas. */
  q?: string;
  /** Registros ativos (padrão), inativos ou todos. */
  ativo?: "true" | "false" | "todos";
  /** csv (padrão; UTF-8 com BOM, separador ;) ou xlsx. */
  formato?: "csv" | "xlsx";
};
export type RegiaoObterApiResponse =
  /** status 200 Linha do cadastro de regiões. */ Regiao;
export type RegiaoObterApiArg = {
  /** Id do registro. */
  id: number;
};
export type RegiaoAtualizarApiResponse =
  /** status 200 Linha do cadastro de regiões. */ Regiao;
export type RegiaoAtualizarApiArg = {
  /** Id do registro. */
  id: number;
  body: {
    nome: string;
    /** A versão lida; se outra pessoa salvou antes, a resposta é 409. */
    versao: number;
  };
};
export type RegiaoInativarApiResponse =
  /** status 200 Linha do cadastro de regiões. */ Regiao;
export type RegiaoInativarApiArg = {
  /** Id do registro. */
  id: number;
};
export type RegiaoReativarApiResponse =
  /** status 200 Linha do cadastro de regiões. */ Regiao;
export type RegiaoReativarApiArg = {
  /** Id do registro. */
  id: number;
};
export type TipoContatoCriarApiResponse =
  /** status 201 Linha do cadastro de tipos de contato. */ TipoContato;
export type TipoContatoCriarApiArg = {
  body: {
    nome: string;
    /** Como o valor do contato é conferido: telefone (padrão) ou email. */
    formato?: "telefone" | "email";
  };
};
export type TipoContatoListarApiResponse = /** status 200 Default Response */ {
  data: TipoContato[];
  total: number;
  page: number;
  pageSize: number;
};
export type TipoContatoListarApiArg = {
  /** Página, a partir de 1. */
  page?: number;
  /** Itens por página (padrão 25, máximo 100). */
  pageSize?: number;
  /** Ordenação: nome, codigo; prefixo - para decrescente. */
  sort?: "nome" | "-nome" | "codigo" | "-codigo";
  /** Busca sem distinção de acentos ou maiúsculas. */
  q?: string;
  /** Registros ativos (padrão), inativos ou todos. */
  ativo?: "true" | "false" | "todos";
};
export type TipoContatoExportarApiResponse =
  /** status 200 Arquivo CSV ou XLSX. */ Blob;
export type TipoContatoExportarApiArg = {
  /** Ordenação: nome, codigo; prefixo - para decrescente. */
  sort?: "nome" | "-nome" | "codigo" | "-codigo";
  /** Busca sem distinção de acentos ou maiúsculas. */
  q?: string;
  /** Registros ativos (padrão), inativos ou todos. */
  ativo?: "true" | "false" | "todos";
  /** csv (padrão; UTF-8 com BOM, separador ;) ou xlsx. */
  formato?: "csv" | "xlsx";
};
export type TipoContatoObterApiResponse =
  /** status 200 Linha do cadastro de tipos de contato. */ TipoContato;
export type TipoContatoObterApiArg = {
  /** Id do registro. */
  id: number;
};
export type TipoContatoAtualizarApiResponse =
  /** status 200 Linha do cadastro de tipos de contato. */ TipoContato;
export type TipoContatoAtualizarApiArg = {
  /** Id do registro. */
  id: number;
  body: {
    nome: string;
    /** Como o valor do contato é conferido: telefone (padrão) ou email. */
    formato?: "telefone" | "email";
    /** A versão lida; se outra pessoa salvou antes, a resposta é 409. */
    versao: number;
  };
};
export type TipoContatoInativarApiResponse =
  /** status 200 Linha do cadastro de tipos de contato. */ TipoContato;
export type TipoContatoInativarApiArg = {
  /** Id do registro. */
  id: number;
};
export type TipoContatoReativarApiResponse =
  /** status 200 Linha do cadastro de tipos de contato. */ TipoContato;
export type TipoContatoReativarApiArg = {
  /** Id do registro. */
  id: number;
};
export type Conceito = {
  id: number;
  sigla: string;
  descricao: string;
  notaMinima: number;
  notaMaxima: number;
  ativo: boolean;
  versao: number;
  criadoEm: string;
  atualizadoEm: string;
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
export type EstadoCivil = {
  id: number;
  nome: string;
  /** Chave estável das linhas que acompanham o produto; null nas criadas pela equipe. */
  codigo: string | null;
  ativo: boolean;
  versao: number;
  criadoEm: string;
  atualizadoEm: string;
};
export type Genero = {
  id: number;
  nome: string;
  /** Chave estável das linhas que acompanham o produto; null nas criadas pela equipe. */
  codigo: string | null;
  ativo: boolean;
  versao: number;
  criadoEm: string;
  atualizadoEm: string;
};
export type GrauEscolaridade = {
  id: number;
  nome: string;
  /** Posição na lista (do menor para o maior grau). */
  ordem: number;
  /** A pessoa ainda está estudando neste grau. */
  cursando: boolean;
  /** Chave estável das linhas que acompanham o produto; null nas criadas pela equipe. */
  codigo: string | null;
  ativo: boolean;
  versao: number;
  criadoEm: string;
  atualizadoEm: string;
};
export type MotivoAfastamento = {
  id: number;
  nome: string;
  /** Base legal ou regra interna (prazo, quem paga). */
  fundamento: string;
  /** Chave estável das linhas que acompanham o produto; null nas criadas pela equipe. */
  codigo: string | null;
  ativo: boolean;
  versao: number;
  criadoEm: string;
  atualizadoEm: string;
};
export type Nacionalidade = {
  id: number;
  nome: string;
  /** Chave estável das linhas que acompanham o produto; null nas criadas pela equipe. */
  codigo: string | null;
  ativo: boolean;
  versao: number;
  criadoEm: string;
  atualizadoEm: string;
};
export type Regiao = {
  id: number;
  nome: string;
  /** Chave estável das linhas que acompanham o produto; null nas criadas pela equipe. */
  codigo: string | null;
  ativo: boolean;
  versao: number;
  criadoEm: string;
  atualizadoEm: string;
};
export type TipoContato = {
  id: number;
  nome: string;
  formato: "telefone" | "email";
  /** Chave estável das linhas que acompanham o produto; null nas criadas pela equipe. */
  codigo: string | null;
  ativo: boolean;
  versao: number;
  criadoEm: string;
  atualizadoEm: string;
};
export const {
  useConceitoCriarMutation,
  useConceitoListarQuery,
  useConceitoExportarQuery,
  useConceitoObterQuery,
  useConceitoAtualizarMutation,
  useConceitoInativarMutation,
  useConceitoReativarMutation,
  useEstadoCivilCriarMutation,
  useEstadoCivilListarQuery,
  useEstadoCivilExportarQuery,
  useEstadoCivilObterQuery,
  useEstadoCivilAtualizarMutation,
  useEstadoCivilInativarMutation,
  useEstadoCivilReativarMutation,
  useGeneroCriarMutation,
  useGeneroListarQuery,
  useGeneroExportarQuery,
  useGeneroObterQuery,
  useGeneroAtualizarMutation,
  useGeneroInativarMutation,
  useGeneroReativarMutation,
  useGrauEscolaridadeCriarMutation,
  useGrauEscolaridadeListarQuery,
  useGrauEscolaridadeExportarQuery,
  useGrauEscolaridadeObterQuery,
  useGrauEscolaridadeAtualizarMutation,
  useGrauEscolaridadeInativarMutation,
  useGrauEscolaridadeReativarMutation,
  useMotivoAfastamentoCriarMutation,
  useMotivoAfastamentoListarQuery,
  useMotivoAfastamentoExportarQuery,
  useMotivoAfastamentoObterQuery,
  useMotivoAfastamentoAtualizarMutation,
  useMotivoAfastamentoInativarMutation,
  useMotivoAfastamentoReativarMutation,
  useNacionalidadeCriarMutation,
  useNacionalidadeListarQuery,
  useNacionalidadeExportarQuery,
  useNacionalidadeObterQuery,
  useNacionalidadeAtualizarMutation,
  useNacionalidadeInativarMutation,
  useNacionalidadeReativarMutation,
  useRegiaoCriarMutation,
  useRegiaoListarQuery,
  useRegiaoExportarQuery,
  useRegiaoObterQuery,
  useRegiaoAtualizarMutation,
  useRegiaoInativarMutation,
  useRegiaoReativarMutation,
  useTipoContatoCriarMutation,
  useTipoContatoListarQuery,
  useTipoContatoExportarQuery,
  useTipoContatoObterQuery,
  useTipoContatoAtualizarMutation,
  useTipoContatoInativarMutation,
  useTipoContatoReativarMutation,
} = injectedRtkApi;
