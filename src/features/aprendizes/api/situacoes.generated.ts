import { api } from "../../../store/api";
export const addTagTypes = ["situacoes"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      situacoesListar: build.query<
        SituacoesListarApiResponse,
        SituacoesListarApiArg
      >({
        query: () => ({ url: `/api/situacoes` }),
        providesTags: ["situacoes"],
      }),
      situacoesEstatisticas: build.query<
        SituacoesEstatisticasApiResponse,
        SituacoesEstatisticasApiArg
      >({
        query: () => ({ url: `/api/situacoes/estatisticas` }),
        providesTags: ["situacoes"],
      }),
      situacoesAprendizes: build.query<
        SituacoesAprendizesApiResponse,
        SituacoesAprendizesApiArg
      >({
        query: (queryArg) => ({
          url: `/api/aprendizes/situacao/${queryArg.id}`,
          params: {
            page: queryArg.page,
            pageSize: queryArg.pageSize,
            sort: queryArg.sort,
            q: queryArg.q,
            ativo: queryArg.ativo,
            depois: queryArg.depois,
            antes: queryArg.antes,
          },
        }),
        providesTags: ["situacoes"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as enhancedApi };
export type SituacoesListarApiResponse = /** status 200 Default Response */ {
  data: SituacaoAprendiz[];
};
export type SituacoesListarApiArg = void;
export type SituacoesEstatisticasApiResponse =
  /** status 200 Default Response */ {
    data: {
      id: number;
      codigo: string;
      nome: string;
      ordem: number;
      cor: string;
      descricao: string;
      /** Aprendizes ativos nesta situação. */
      total: number;
    }[];
    /** Aprendizes ativos. */
    total: number;
  };
export type SituacoesEstatisticasApiArg = void;
export type SituacoesAprendizesApiResponse =
  /** status 200 Default Response */ {
    data: AprendizResumo[];
    total: number;
    /** true: `total` é uma estimativa do planejador do banco (arredondada a dois algarismos), dada quando passa de 10.000 com filtros além de ativo e situação (a busca conta sempre exato); a tela mostra "cerca de". */
    totalEstimado: boolean;
    page: number;
    pageSize: number;
    /** Cursor da página seguinte (envie como `depois`); ausente na última. */
    proxima?: string;
    /** Cursor da página anterior (envie como `antes`); ausente na primeira. */
    anterior?: string;
  };
export type SituacoesAprendizesApiArg = {
  /** Página, a partir de 1. */
  page?: number;
  /** Itens por página (padrão 25, máximo 100). */
  pageSize?: number;
  /** Ordenação: nome, idade, dataNascimento, dataCadastro, situacao, municipio; prefixo - para decrescente. */
  sort?:
    | "nome"
    | "-nome"
    | "idade"
    | "-idade"
    | "dataNascimento"
    | "-dataNascimento"
    | "dataCadastro"
    | "-dataCadastro"
    | "situacao"
    | "-situacao"
    | "municipio"
    | "-municipio";
  /** Busca sem distinção de acentos ou maiúsculas. */
  q?: string;
  /** Registros ativos (padrão), inativos ou todos. */
  ativo?: "true" | "false" | "todos";
  /** Cursor `proxima` da página anterior: a página seguinte por keyset. */
  depois?: string;
  /** Cursor `anterior` da página seguinte: a página anterior por keyset. */
  antes?: string;
  /** Id da situação. */
  id: number;
};
export type SituacaoAprendiz = {
  id: number;
  codigo: string;
  nome: string;
  ordem: number;
  /** Cor do Chip (MUI): default, info, success... */
  cor: string;
  descricao: string;
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
export type AprendizResumo = {
  id: number;
  nome: string;
  nomeSocial: string | null;
  /** 000.000.000-00 ou ***.456.789-** (LGPD). */
  cpf: string;
  dataNascimento: string;
  idade: number;
  situacaoId: number;
  situacao: string;
  situacaoCor: string;
  municipioId: number | null;
  municipio: string | null;
  uf: string | null;
  pcd: boolean;
  dataCadastro: string;
  ativo: boolean;
};
export const {
  useSituacoesListarQuery,
  useSituacoesEstatisticasQuery,
  useSituacoesAprendizesQuery,
} = injectedRtkApi;
