import { api } from "../api";
export const addTagTypes = ["parceiros"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      parceiroListar: build.query<
        ParceiroListarApiResponse,
        ParceiroListarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/parceiros`,
          params: {
            page: queryArg.page,
            pageSize: queryArg.pageSize,
            sort: queryArg.sort,
            q: queryArg.q,
            ativo: queryArg.ativo,
            ramoAtividadeId: queryArg.ramoAtividadeId,
            situacaoCota: queryArg.situacaoCota,
          },
        }),
        providesTags: ["parceiros"],
      }),
      parceiroCriar: build.mutation<
        ParceiroCriarApiResponse,
        ParceiroCriarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/parceiros`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["parceiros"],
      }),
      parceiroExportar: build.query<
        ParceiroExportarApiResponse,
        ParceiroExportarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/parceiros/exportar`,
          params: {
            sort: queryArg.sort,
            q: queryArg.q,
            ativo: queryArg.ativo,
            ramoAtividadeId: queryArg.ramoAtividadeId,
            situacaoCota: queryArg.situacaoCota,
            formato: queryArg.formato,
          },
        }),
        providesTags: ["parceiros"],
      }),
      parceiroEstatisticas: build.query<
        ParceiroEstatisticasApiResponse,
        ParceiroEstatisticasApiArg
      >({
        query: () => ({ url: `/api/parceiros/stats` }),
        providesTags: ["parceiros"],
      }),
      parceiroObter: build.query<ParceiroObterApiResponse, ParceiroObterApiArg>(
        {
          query: (queryArg) => ({ url: `/api/parceiros/${queryArg.id}` }),
          providesTags: ["parceiros"],
        },
      ),
      parceiroAtualizar: build.mutation<
        ParceiroAtualizarApiResponse,
        ParceiroAtualizarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/parceiros/${queryArg.id}`,
          method: "PUT",
          body: queryArg.body,
        }),
        invalidatesTags: ["parceiros"],
      }),
      parceiroInativar: build.mutation<
        ParceiroInativarApiResponse,
        ParceiroInativarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/parceiros/${queryArg.id}`,
          method: "DELETE",
        }),
        invalidatesTags: ["parceiros"],
      }),
      parceiroReativar: build.mutation<
        ParceiroReativarApiResponse,
        ParceiroReativarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/parceiros/${queryArg.id}/reativar`,
          method: "POST",
        }),
        invalidatesTags: ["parceiros"],
      }),
      parceiroAprendizes: build.query<
        ParceiroAprendizesApiResponse,
        ParceiroAprendizesApiArg
      >({
        query: (queryArg) => ({
          url: `/api/parceiros/${queryArg.id}/aprendizes`,
          params: {
            page: queryArg.page,
            pageSize: queryArg.pageSize,
            sort: queryArg.sort,
            q: queryArg.q,
            abertas: queryArg.abertas,
            unidadeId: queryArg.unidadeId,
          },
        }),
        providesTags: ["parceiros"],
      }),
      unidadeListar: build.query<UnidadeListarApiResponse, UnidadeListarApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/parceiros/${queryArg.id}/unidades`,
            params: {
              page: queryArg.page,
              pageSize: queryArg.pageSize,
              sort: queryArg.sort,
              q: queryArg.q,
              ativo: queryArg.ativo,
            },
          }),
          providesTags: ["parceiros"],
        },
      ),
      unidadeCriar: build.mutation<UnidadeCriarApiResponse, UnidadeCriarApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/parceiros/${queryArg.id}/unidades`,
            method: "POST",
            body: queryArg.body,
          }),
          invalidatesTags: ["parceiros"],
        },
      ),
      unidadeEstatisticas: build.query<
        UnidadeEstatisticasApiResponse,
        UnidadeEstatisticasApiArg
      >({
        query: (queryArg) => ({
          url: `/api/parceiros/${queryArg.id}/unidades/stats`,
        }),
        providesTags: ["parceiros"],
      }),
      unidadeObter: build.query<UnidadeObterApiResponse, UnidadeObterApiArg>({
        query: (queryArg) => ({
          url: `/api/parceiros/${queryArg.id}/unidades/${queryArg.unidadeId}`,
        }),
        providesTags: ["parceiros"],
      }),
      unidadeAtualizar: build.mutation<
        UnidadeAtualizarApiResponse,
        UnidadeAtualizarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/parceiros/${queryArg.id}/unidades/${queryArg.unidadeId}`,
          method: "PUT",
          body: queryArg.body,
        }),
        invalidatesTags: ["parceiros"],
      }),
      unidadeInativar: build.mutation<
        UnidadeInativarApiResponse,
        UnidadeInativarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/parceiros/${queryArg.id}/unidades/${queryArg.unidadeId}`,
          method: "DELETE",
        }),
        invalidatesTags: ["parceiros"],
      }),
      unidadeReativar: build.mutation<
        UnidadeReativarApiResponse,
        UnidadeReativarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/parceiros/${queryArg.id}/unidades/${queryArg.unidadeId}/reativar`,
          method: "POST",
        }),
        invalidatesTags: ["parceiros"],
      }),
      unidadeAprendizes: build.query<
        UnidadeAprendizesApiResponse,
        UnidadeAprendizesApiArg
      >({
        query: (queryArg) => ({
          url: `/api/parceiros/${queryArg.id}/unidades/${queryArg.unidadeId}/aprendizes`,
          params: {
            page: queryArg.page,
            pageSize: queryArg.pageSize,
            sort: queryArg.sort,
            q: queryArg.q,
            abertas: queryArg.abertas,
          },
        }),
        providesTags: ["parceiros"],
      }),
      unidadeLotarAprendiz: build.mutation<
        UnidadeLotarAprendizApiResponse,
        UnidadeLotarAprendizApiArg
      >({
        query: (queryArg) => ({
          url: `/api/parceiros/${queryArg.id}/unidades/${queryArg.unidadeId}/aprendizes`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["parceiros"],
      }),
      unidadeEncerrarLotacao: build.mutation<
        UnidadeEncerrarLotacaoApiResponse,
        UnidadeEncerrarLotacaoApiArg
      >({
        query: (queryArg) => ({
          url: `/api/parceiros/${queryArg.id}/unidades/${queryArg.unidadeId}/aprendizes/${queryArg.aprendizId}`,
          method: "DELETE",
        }),
        invalidatesTags: ["parceiros"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as enhancedApi };
export type ParceiroListarApiResponse = /** status 200 Default Response */ {
  data: Parceiro[];
  total: number;
  page: number;
  pageSize: number;
};
export type ParceiroListarApiArg = {
  /** Página, a partir de 1. */
  page?: number;
  /** Itens por página (padrão 25, máximo 100). */
  pageSize?: number;
  /** Ordenação: razaoSocial, nomeFantasia, cnpj, cotaAprendizes, aprendizesAlocados, criadoEm; prefixo - para decrescente. */
  sort?:
    | "razaoSocial"
    | "-razaoSocial"
    | "nomeFantasia"
    | "-nomeFantasia"
    | "cnpj"
    | "-cnpj"
    | "cotaAprendizes"
    | "-cotaAprendizes"
    | "aprendizesAlocados"
    | "-aprendizesAlocados"
    | "criadoEm"
    | "-criadoEm";
  /** Busca sem distinção de acentos ou maiúsculas. */
  q?: string;
  /** Registros ativos (padrão), inativos ou todos. */
  ativo?: "true" | "false" | "todos";
  /** Só as empresas deste ramo de atividade. */
  ramoAtividadeId?: number;
  /** Lotados agora comparados com a cota: abaixo, dentro (igual) ou acima. */
  situacaoCota?: "abaixo" | "dentro" | "acima";
};
export type ParceiroCriarApiResponse =
  /** status 201 Default Response */ Parceiro;
export type ParceiroCriarApiArg = {
  body: {
    /** De 3 a 150 caracteres, sem contar espaços nas pontas. */
    razaoSocial: string;
    nomeFantasia?: string | null;
    /** Seção ou divisão CNAE (/api/cadastros/ramo-atividade). */
    ramoAtividadeId: number;
    /** Com ou sem pontuação; letras (CNPJ alfanumérico) em qualquer caixa. */
    cnpj: string;
    endereco?: {
      /** Com ou sem hífen; guardado só com os 8 dígitos. */
      cep?: string | null;
      logradouro?: string | null;
      numero?: string | null;
      complemento?: string | null;
      bairro?: string | null;
      /** Código IBGE do município (/api/cadastros/municipio). */
      municipioId?: number | null;
      /** Preenchida a partir do município quando ausente. */
      uf?: string | null;
    } | null;
    contato?: {
      nome?: string | null;
      email?: string | null;
      telefone?: string | null;
    } | null;
    /** Cota de aprendizes da empresa (5% a 15% dos empregados em funções que a exigem). */
    cotaAprendizes: number;
  };
};
export type ParceiroExportarApiResponse =
  /** status 200 Arquivo CSV ou XLSX. */ Blob;
export type ParceiroExportarApiArg = {
  /** Ordenação: razaoSocial, nomeFantasia, cnpj, cotaAprendizes, aprendizesAlocados, criadoEm; prefixo - para decrescente. */
  sort?:
    | "razaoSocial"
    | "-razaoSocial"
    | "nomeFantasia"
    | "-nomeFantasia"
    | "cnpj"
    | "-cnpj"
    | "cotaAprendizes"
    | "-cotaAprendizes"
    | "aprendizesAlocados"
    | "-aprendizesAlocados"
    | "criadoEm"
    | "-criadoEm";
  /** Busca sem distinção de acentos ou maiúsculas. */
  q?: string;
  /** Registros ativos (padrão), inativos ou todos. */
  ativo?: "true" | "false" | "todos";
  /** Só as empresas deste ramo de atividade. */
  ramoAtividadeId?: number;
  /** Lotados agora comparados com a cota: abaixo, dentro (igual) ou acima. */
  situacaoCota?: "abaixo" | "dentro" | "acima";
  /** csv (padrão; UTF-8 com BOM, separador ;) ou xlsx. */
  formato?: "csv" | "xlsx";
};
export type ParceiroEstatisticasApiResponse =
  /** status 200 Default Response */ {
    /** Empresas ativas. */
    total: number;
    inativos: number;
    unidadesAtivas: number;
    /** Aprendizes lotados agora em alguma unidade. */
    aprendizesAlocados: number;
    /** Soma das cotas das empresas ativas. */
    cotaTotal: number;
    situacaoCota: {
      abaixo: number;
      dentro: number;
      acima: number;
    };
    /** Empresas ativas por ramo, as dez maiores contagens. */
    porRamoAtividade: {
      ramoAtividadeId: number;
      codigo: string;
      nome: string;
      total: number;
    }[];
  };
export type ParceiroEstatisticasApiArg = void;
export type ParceiroObterApiResponse =
  /** status 200 Default Response */ Parceiro;
export type ParceiroObterApiArg = {
  id: number;
};
export type ParceiroAtualizarApiResponse =
  /** status 200 Default Response */ Parceiro;
export type ParceiroAtualizarApiArg = {
  id: number;
  body: {
    /** De 3 a 150 caracteres, sem contar espaços nas pontas. */
    razaoSocial: string;
    nomeFantasia?: string | null;
    /** Seção ou divisão CNAE (/api/cadastros/ramo-atividade). */
    ramoAtividadeId: number;
    /** Com ou sem pontuação; letras (CNPJ alfanumérico) em qualquer caixa. */
    cnpj: string;
    endereco?: {
      /** Com ou sem hífen; guardado só com os 8 dígitos. */
      cep?: string | null;
      logradouro?: string | null;
      numero?: string | null;
      complemento?: string | null;
      bairro?: string | null;
      /** Código IBGE do município (/api/cadastros/municipio). */
      municipioId?: number | null;
      /** Preenchida a partir do município quando ausente. */
      uf?: string | null;
    } | null;
    contato?: {
      nome?: string | null;
      email?: string | null;
      telefone?: string | null;
    } | null;
    /** Cota de aprendizes da empresa (5% a 15% dos empregados em funções que a exigem). */
    cotaAprendizes: number;
    /** A versao lida; se outra pessoa salvou depois, a resposta é 409. */
    versao: number;
  };
};
export type ParceiroInativarApiResponse =
  /** status 200 Default Response */ Parceiro;
export type ParceiroInativarApiArg = {
  id: number;
};
export type ParceiroReativarApiResponse =
  /** status 200 Default Response */ Parceiro;
export type ParceiroReativarApiArg = {
  id: number;
};
export type ParceiroAprendizesApiResponse = /** status 200 Default Response */ {
  data: Lotacao[];
  total: number;
  page: number;
  pageSize: number;
};
export type ParceiroAprendizesApiArg = {
  /** Página, a partir de 1. */
  page?: number;
  /** Itens por página (padrão 25, máximo 100). */
  pageSize?: number;
  /** Ordenação: nome, dataInicio, dataFim, unidade; prefixo - para decrescente. */
  sort?:
    | "nome"
    | "-nome"
    | "dataInicio"
    | "-dataInicio"
    | "dataFim"
    | "-dataFim"
    | "unidade"
    | "-unidade";
  /** Busca sem distinção de acentos ou maiúsculas. */
  q?: string;
  /** Lotações atuais (true, padrão), encerradas (false) ou todas. */
  abertas?: "true" | "false" | "todas";
  /** Só desta unidade. */
  unidadeId?: number;
  id: number;
};
export type UnidadeListarApiResponse = /** status 200 Default Response */ {
  data: Unidade[];
  total: number;
  page: number;
  pageSize: number;
};
export type UnidadeListarApiArg = {
  /** Página, a partir de 1. */
  page?: number;
  /** Itens por página (padrão 25, máximo 100). */
  pageSize?: number;
  /** Ordenação: nome, aprendizesAlocados, criadoEm; prefixo - para decrescente. */
  sort?:
    | "nome"
    | "-nome"
    | "aprendizesAlocados"
    | "-aprendizesAlocados"
    | "criadoEm"
    | "-criadoEm";
  /** Busca sem distinção de acentos ou maiúsculas. */
  q?: string;
  /** Registros ativos (padrão), inativos ou todos. */
  ativo?: "true" | "false" | "todos";
  id: number;
};
export type UnidadeCriarApiResponse =
  /** status 201 Default Response */ Unidade;
export type UnidadeCriarApiArg = {
  id: number;
  body: {
    /** De 2 a 150 caracteres, sem contar espaços nas pontas. */
    nome: string;
    responsavel?: string | null;
    telefone?: string | null;
    cnpj?: string | null;
    endereco?: {
      /** Com ou sem hífen; guardado só com os 8 dígitos. */
      cep?: string | null;
      logradouro?: string | null;
      numero?: string | null;
      complemento?: string | null;
      bairro?: string | null;
      /** Código IBGE do município (/api/cadastros/municipio). */
      municipioId?: number | null;
      /** Preenchida a partir do município quando ausente. */
      uf?: string | null;
    } | null;
  };
};
export type UnidadeEstatisticasApiResponse =
  /** status 200 Default Response */ {
    parceiroId: number;
    unidades: number;
    ativas: number;
    inativas: number;
    aprendizesAlocados: number;
    cotaAprendizes: number;
    /** Lotados agora comparados com a cota: abaixo, dentro (igual) ou acima. */
    situacaoCota: "abaixo" | "dentro" | "acima";
    mensagemCota: string;
    porUnidade: {
      unidadeId: number;
      nome: string;
      ativo: boolean;
      aprendizesAlocados: number;
    }[];
  };
export type UnidadeEstatisticasApiArg = {
  id: number;
};
export type UnidadeObterApiResponse =
  /** status 200 Default Response */ Unidade;
export type UnidadeObterApiArg = {
  id: number;
  unidadeId: number;
};
export type UnidadeAtualizarApiResponse =
  /** status 200 Default Response */ Unidade;
export type UnidadeAtualizarApiArg = {
  id: number;
  unidadeId: number;
  body: {
    /** De 2 a 150 caracteres, sem contar espaços nas pontas. */
    nome: string;
    responsavel?: string | null;
    telefone?: string | null;
    cnpj?: string | null;
    endereco?: {
      /** Com ou sem hífen; guardado só com os 8 dígitos. */
      cep?: string | null;
      logradouro?: string | null;
      numero?: string | null;
      complemento?: string | null;
      bairro?: string | null;
      /** Código IBGE do município (/api/cadastros/municipio). */
      municipioId?: number | null;
      /** Preenchida a partir do município quando ausente. */
      uf?: string | null;
    } | null;
    /** A versao lida; se outra pessoa salvou depois, a resposta é 409. */
    versao: number;
  };
};
export type UnidadeInativarApiResponse =
  /** status 200 Default Response */ Unidade;
export type UnidadeInativarApiArg = {
  id: number;
  unidadeId: number;
};
export type UnidadeReativarApiResponse =
  /** status 200 Default Response */ Unidade;
export type UnidadeReativarApiArg = {
  id: number;
  unidadeId: number;
};
export type UnidadeAprendizesApiResponse = /** status 200 Default Response */ {
  data: Lotacao[];
  total: number;
  page: number;
  pageSize: number;
};
export type UnidadeAprendizesApiArg = {
  /** Página, a partir de 1. */
  page?: number;
  /** Itens por página (padrão 25, máximo 100). */
  pageSize?: number;
  /** Ordenação: nome, dataInicio, dataFim, unidade; prefixo - para decrescente. */
  sort?:
    | "nome"
    | "-nome"
    | "dataInicio"
    | "-dataInicio"
    | "dataFim"
    | "-dataFim"
    | "unidade"
    | "-unidade";
  /** Busca sem distinção de acentos ou maiúsculas. */
  q?: string;
  /** Lotações atuais (true, padrão), encerradas (false) ou todas. */
  abertas?: "true" | "false" | "todas";
  id: number;
  unidadeId: number;
};
export type UnidadeLotarAprendizApiResponse =
  /** status 201 Default Response */ Lotacao;
export type UnidadeLotarAprendizApiArg = {
  id: number;
  unidadeId: number;
  body: {
    aprendizId: number;
    /** Primeiro dia na unidade (aaaa-mm-dd); hoje quando ausente. */
    dataInicio?: string;
  };
};
export type UnidadeEncerrarLotacaoApiResponse =
  /** status 200 Default Response */ Lotacao;
export type UnidadeEncerrarLotacaoApiArg = {
  id: number;
  unidadeId: number;
  aprendizId: number;
};
export type Parceiro = {
  id: number;
  /** De 3 a 150 caracteres, sem contar espaços nas pontas. */
  razaoSocial: string;
  nomeFantasia: string | null;
  /** Seção ou divisão CNAE (/api/cadastros/ramo-atividade). */
  ramoAtividadeId: number;
  /** 14 caracteres sem pontuação: só dígitos, ou letras maiúsculas e dígitos (CNPJ alfanumérico). */
  cnpj: string;
  ramoAtividade: {
    id: number;
    codigo: string;
    nome: string;
  };
  endereco: {
    /** Com ou sem hífen; guardado só com os 8 dígitos. */
    cep: string | null;
    logradouro: string | null;
    numero: string | null;
    complemento: string | null;
    bairro: string | null;
    /** Código IBGE do município (/api/cadastros/municipio). */
    municipioId: number | null;
    /** Preenchida a partir do município quando ausente. */
    uf: string | null;
    /** Nome do município. */
    municipio: string | null;
  };
  contato: {
    nome: string | null;
    email: string | null;
    telefone: string | null;
  };
  cotaAprendizes: number;
  /** Aprendizes lotados agora nas unidades da empresa. */
  aprendizesAlocados: number;
  /** Lotados agora comparados com a cota: abaixo, dentro (igual) ou acima. */
  situacaoCota: "abaixo" | "dentro" | "acima";
  /** A situação da cota em português, para exibir. */
  mensagemCota: string;
  unidadesAtivas: number;
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
export type Lotacao = {
  /** Id da lotação. */
  id: number;
  aprendizId: number;
  nome: string;
  nomeSocial: string | null;
  /** CPF formatado, ou '***.456.789-**' para quem não tem aprendizes:ver-cpf. */
  cpf: string;
  situacao: {
    id: number;
    codigo: string;
    nome: string;
    /** Cor do Chip do MUI. */
    cor: string;
  };
  aprendizAtivo: boolean;
  parceiroId: number;
  unidadeId: number;
  /** Nome da unidade. */
  unidade: string;
  /** aaaa-mm-dd */
  dataInicio: string;
  /** aaaa-mm-dd */
  dataFim: string | null;
  /** true enquanto a lotação está aberta (sem dataFim). */
  atual: boolean;
};
export type Unidade = {
  id: number;
  parceiroId: number;
  /** De 2 a 150 caracteres, sem contar espaços nas pontas. */
  nome: string;
  responsavel: string | null;
  telefone: string | null;
  cnpj: string | null;
  endereco: {
    /** Com ou sem hífen; guardado só com os 8 dígitos. */
    cep: string | null;
    logradouro: string | null;
    numero: string | null;
    complemento: string | null;
    bairro: string | null;
    /** Código IBGE do município (/api/cadastros/municipio). */
    municipioId: number | null;
    /** Preenchida a partir do município quando ausente. */
    uf: string | null;
    /** Nome do município. */
    municipio: string | null;
  };
  /** Aprendizes lotados agora. */
  aprendizesAlocados: number;
  ativo: boolean;
  criadoEm: string;
  atualizadoEm: string;
  versao: number;
};
export const {
  useParceiroListarQuery,
  useParceiroCriarMutation,
  useParceiroExportarQuery,
  useParceiroEstatisticasQuery,
  useParceiroObterQuery,
  useParceiroAtualizarMutation,
  useParceiroInativarMutation,
  useParceiroReativarMutation,
  useParceiroAprendizesQuery,
  useUnidadeListarQuery,
  useUnidadeCriarMutation,
  useUnidadeEstatisticasQuery,
  useUnidadeObterQuery,
  useUnidadeAtualizarMutation,
  useUnidadeInativarMutation,
  useUnidadeReativarMutation,
  useUnidadeAprendizesQuery,
  useUnidadeLotarAprendizMutation,
  useUnidadeEncerrarLotacaoMutation,
} = injectedRtkApi;
