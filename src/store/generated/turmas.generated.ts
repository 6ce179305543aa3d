import { api } from "../api";
export const addTagTypes = ["turmas"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      turmaListar: build.query<TurmaListarApiResponse, TurmaListarApiArg>({
        query: (queryArg) => ({
          url: `/api/turmas`,
          params: {
            page: queryArg.page,
            pageSize: queryArg.pageSize,
            sort: queryArg.sort,
            q: queryArg.q,
            ativo: queryArg.ativo,
            status: queryArg.status,
            cursoId: queryArg.cursoId,
            educadorId: queryArg.educadorId,
          },
        }),
        providesTags: ["turmas"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as enhancedApi };
export type TurmaListarApiResponse = /** status 200 Default Response */ {
  data: Turma[];
  total: number;
  page: number;
  pageSize: number;
};
export type TurmaListarApiArg = {
  /** Página, a partir de 1. */
  page?: number;
  /** Itens por página (padrão 25, máximo 100). */
  pageSize?: number;
  /** Ordenação: codigo, nome, dataInicio, dataFim, status, capacidade, ocupacao; prefixo - para decrescente. */
  sort?:
    | "codigo"
    | "-codigo"
    | "nome"
    | "-nome"
    | "dataInicio"
    | "-dataInicio"
    | "dataFim"
    | "-dataFim"
    | "status"
    | "-status"
    | "capacidade"
    | "-capacidade"
    | "ocupacao"
    | "-ocupacao";
  /** Busca sem distinção de acentos ou maiúsculas. */
  q?: string;
  /** Registros ativos (padrão), inativos ou todos. */
  ativo?: "true" | "false" | "todos";
  /** planejada, em andamento ou encerrada. */
  status?: "planejada" | "em andamento" | "encerrada";
  /** Só as turmas deste curso. */
  cursoId?: number;
  /** Só as turmas deste educador. */
  educadorId?: number;
};
export type Turma = {
  id: number;
  codigo: string;
  nome: string;
  cursoId: number;
  curso: {
    id: number;
    nome: string;
  };
  planoId: number | null;
  /** O plano de curso que a turma segue. */
  plano: {
    id: number;
    nome: string;
  } | null;
  educadorId: number | null;
  educador: {
    id: number;
    nome: string;
  } | null;
  /** manha, tarde, noite ou integral. */
  turno: string;
  /** Dias da semana ISO das aulas teóricas: 1 = segunda-feira ... 7 = domingo. */
  diasTeoria: number[];
  /** aaaa-mm-dd */
  dataInicio: string;
  /** aaaa-mm-dd */
  dataFim: string;
  capacidade: number;
  local: string | null;
  /** planejada, em andamento ou encerrada. */
  status: string;
  ativo: boolean;
  /** Aprendizes alocados agora (alocações abertas). */
  ocupacao: number;
  vagasRestantes: number;
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
export const { useTurmaListarQuery } = injectedRtkApi;
