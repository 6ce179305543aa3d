import { api } from "../api";
export const addTagTypes = ["modulos"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      planoListar: build.query<PlanoListarApiResponse, PlanoListarApiArg>({
        query: (queryArg) => ({
          url: `/api/planos`,
          params: {
            page: queryArg.page,
            pageSize: queryArg.pageSize,
            sort: queryArg.sort,
            q: queryArg.q,
            ativo: queryArg.ativo,
            cursoId: queryArg.cursoId,
            vigentesEm: queryArg.vigentesEm,
          },
        }),
        providesTags: ["modulos"],
      }),
      planoCurriculo: build.query<
        PlanoCurriculoApiResponse,
        PlanoCurriculoApiArg
      >({
        query: (queryArg) => ({ url: `/api/planos/${queryArg.id}/curriculo` }),
        providesTags: ["modulos"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as enhancedApi };
export type PlanoListarApiResponse = /** status 200 Default Response */ {
  data: Plano[];
  total: number;
  page: number;
  pageSize: number;
};
export type PlanoListarApiArg = {
  /** Página, a partir de 1. */
  page?: number;
  /** Itens por página (padrão 25, máximo 100). */
  pageSize?: number;
  /** Ordenação: nome, vigenciaInicio, curso; prefixo - para decrescente. */
  sort?:
    | "nome"
    | "-nome"
    | "vigenciaInicio"
    | "-vigenciaInicio"
    | "curso"
    | "-curso";
  /** Busca sem distinção de acentos ou maiúsculas. */
  q?: string;
  /** Registros ativos (padrão), inativos ou todos. */
  ativo?: "true" | "false" | "todos";
  cursoId?: number;
  /** Só os planos em vigor nesta data (aaaa-mm-dd). */
  vigentesEm?: string;
};
export type PlanoCurriculoApiResponse =
  /** status 200 Default Response */ Curriculo;
export type PlanoCurriculoApiArg = {
  id: number;
};
export type Plano = {
  id: number;
  cursoId: number;
  /** De 3 a 150 caracteres, sem contar espaços nas pontas. */
  nome: string;
  /** Início da vigência (aaaa-mm-dd). */
  vigenciaInicio: string;
  /** Fim da vigência (aaaa-mm-dd); null: em vigor sem data de término. */
  vigenciaFim: string | null;
  curso: {
    id: number;
    nome: string;
    cargaHorariaTotal: number;
  };
  /** Disciplinas no currículo. */
  disciplinas: number;
  /** Soma das horas do currículo. */
  cargaHorariaCurriculo: number;
  /** Turmas ativas que seguem o plano. */
  turmas: number;
  turmasEmAndamento: number;
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
export type Curriculo = {
  planoId: number;
  plano: string;
  curso: {
    id: number;
    nome: string;
    cargaHorariaTotal: number;
  };
  /** A versao do plano: leve-a no PUT. */
  versao: number;
  itens: {
    disciplinaId: number;
    nome: string;
    modulo: {
      id: number;
      nome: string;
    };
    ordem: number;
    cargaHoraria: number;
    /** As horas do cadastro da disciplina. */
    cargaHorariaDisciplina: number;
    /** A disciplina está ativa. */
    ativa: boolean;
  }[];
  cargaHorariaTotal: number;
  /** cargaHorariaTotal menos as horas do curso. */
  diferenca: number;
  /** A diferença em palavras, quando há (é aviso, não impede salvar). */
  aviso: string | null;
  /** Turmas em andamento que seguem o plano: alterar pede confirmação. */
  turmasEmAndamento: number;
};
export const { usePlanoListarQuery, usePlanoCurriculoQuery } = injectedRtkApi;
