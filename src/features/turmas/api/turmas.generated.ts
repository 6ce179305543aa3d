import { api } from "../../../store/api";
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
      turmaCriar: build.mutation<TurmaCriarApiResponse, TurmaCriarApiArg>({
        query: (queryArg) => ({
          url: `/api/turmas`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["turmas"],
      }),
      turmaExportar: build.query<TurmaExportarApiResponse, TurmaExportarApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/turmas/exportar`,
            params: {
              sort: queryArg.sort,
              q: queryArg.q,
              ativo: queryArg.ativo,
              status: queryArg.status,
              cursoId: queryArg.cursoId,
              educadorId: queryArg.educadorId,
              formato: queryArg.formato,
            },
          }),
          providesTags: ["turmas"],
        },
      ),
      turmaObter: build.query<TurmaObterApiResponse, TurmaObterApiArg>({
        query: (queryArg) => ({ url: `/api/turmas/${queryArg.id}` }),
        providesTags: ["turmas"],
      }),
      turmaAtualizar: build.mutation<
        TurmaAtualizarApiResponse,
        TurmaAtualizarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/turmas/${queryArg.id}`,
          method: "PUT",
          body: queryArg.body,
        }),
        invalidatesTags: ["turmas"],
      }),
      turmaInativar: build.mutation<
        TurmaInativarApiResponse,
        TurmaInativarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/turmas/${queryArg.id}`,
          method: "DELETE",
        }),
        invalidatesTags: ["turmas"],
      }),
      turmaReativar: build.mutation<
        TurmaReativarApiResponse,
        TurmaReativarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/turmas/${queryArg.id}/reativar`,
          method: "POST",
        }),
        invalidatesTags: ["turmas"],
      }),
      turmaAprendizes: build.query<
        TurmaAprendizesApiResponse,
        TurmaAprendizesApiArg
      >({
        query: (queryArg) => ({
          url: `/api/turmas/${queryArg.id}/aprendizes`,
          params: {
            page: queryArg.page,
            pageSize: queryArg.pageSize,
            sort: queryArg.sort,
            q: queryArg.q,
            abertas: queryArg.abertas,
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
export type TurmaCriarApiResponse = /** status 201 Default Response */ Turma;
export type TurmaCriarApiArg = {
  body: {
    /** Até 30 caracteres: letras, números, hífen, ponto, barra ou sublinhado. Único, sem distinção de maiúsculas. */
    codigo: string;
    /** De 3 a 150 caracteres, sem contar espaços nas pontas. */
    nome: string;
    /** O curso da turma: /api/cadastros/curso. */
    cursoId: number;
    /** Plano de curso (/api/planos) do curso da turma, em vigor na data de início; opcional. */
    planoId?: number | null;
    /** Educador responsável; opcional. */
    educadorId?: number | null;
    /** manha, tarde, noite ou integral. */
    turno: string;
    /** aaaa-mm-dd */
    dataInicio: string;
    /** aaaa-mm-dd */
    dataFim: string;
    /** Vagas da turma. */
    capacidade: number;
    /** Sala, unidade ou endereço das aulas. */
    local?: string | null;
    /** Dias da semana ISO das aulas teóricas: 1 = segunda-feira ... 7 = domingo. Pelo menos um, sem repetir. */
    diasTeoria: number[];
    /** planejada, em andamento ou encerrada. */
    status?: "planejada" | "em andamento" | "encerrada";
  };
};
export type TurmaExportarApiResponse =
  /** status 200 Arquivo CSV ou XLSX. */ Blob;
export type TurmaExportarApiArg = {
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
  /** csv (padrão; UTF-8 com BOM, separador ;) ou xlsx. */
  formato?: "csv" | "xlsx";
};
export type TurmaObterApiResponse = /** status 200 Default Response */ Turma;
export type TurmaObterApiArg = {
  id: number;
};
export type TurmaAtualizarApiResponse =
  /** status 200 Default Response */ Turma;
export type TurmaAtualizarApiArg = {
  id: number;
  body: {
    /** Até 30 caracteres: letras, números, hífen, ponto, barra ou sublinhado. Único, sem distinção de maiúsculas. */
    codigo: string;
    /** De 3 a 150 caracteres, sem contar espaços nas pontas. */
    nome: string;
    /** O curso da turma: /api/cadastros/curso. */
    cursoId: number;
    /** Plano de curso (/api/planos) do curso da turma, em vigor na data de início; opcional. */
    planoId?: number | null;
    /** Educador responsável; opcional. */
    educadorId?: number | null;
    /** manha, tarde, noite ou integral. */
    turno: string;
    /** aaaa-mm-dd */
    dataInicio: string;
    /** aaaa-mm-dd */
    dataFim: string;
    /** Vagas da turma. */
    capacidade: number;
    /** Sala, unidade ou endereço das aulas. */
    local?: string | null;
    /** Dias da semana ISO das aulas teóricas: 1 = segunda-feira ... 7 = domingo. Pelo menos um, sem repetir. */
    diasTeoria: number[];
    /** planejada, em andamento ou encerrada. */
    status: "planejada" | "em andamento" | "encerrada";
    /** A versao lida; se outra pessoa salvou depois, a resposta é 409. */
    versao: number;
  };
};
export type TurmaInativarApiResponse = /** status 200 Default Response */ Turma;
export type TurmaInativarApiArg = {
  id: number;
};
export type TurmaReativarApiResponse = /** status 200 Default Response */ Turma;
export type TurmaReativarApiArg = {
  id: number;
};
export type TurmaAprendizesApiResponse = /** status 200 Default Response */ {
  data: Alocacao[];
  total: number;
  page: number;
  pageSize: number;
};
export type TurmaAprendizesApiArg = {
  /** Página, a partir de 1. */
  page?: number;
  /** Itens por página (padrão 25, máximo 100). */
  pageSize?: number;
  /** Ordenação: nome, dataInicio, dataFim, turma; prefixo - para decrescente. */
  sort?:
    | "nome"
    | "-nome"
    | "dataInicio"
    | "-dataInicio"
    | "dataFim"
    | "-dataFim"
    | "turma"
    | "-turma";
  /** Busca sem distinção de acentos ou maiúsculas. */
  q?: string;
  /** Alocados agora (true, padrão), desalocados (false) ou todas. */
  abertas?: "true" | "false" | "todas";
  id: number;
};
export type Turma = {
  id: number;
  /** Até 30 caracteres: letras, números, hífen, ponto, barra ou sublinhado. Único, sem distinção de maiúsculas. */
  codigo: string;
  /** De 3 a 150 caracteres, sem contar espaços nas pontas. */
  nome: string;
  /** O curso da turma: /api/cadastros/curso. */
  cursoId: number;
  /** Plano de curso (/api/planos) do curso da turma, em vigor na data de início; opcional. */
  planoId: number | null;
  /** Educador responsável; opcional. */
  educadorId: number | null;
  /** manha, tarde, noite ou integral. */
  turno: string;
  /** aaaa-mm-dd */
  dataInicio: string;
  /** aaaa-mm-dd */
  dataFim: string;
  /** Vagas da turma. */
  capacidade: number;
  /** Sala, unidade ou endereço das aulas. */
  local: string | null;
  curso: {
    id: number;
    nome: string;
  };
  /** O plano de curso que a turma segue. */
  plano: {
    id: number;
    nome: string;
  } | null;
  educador: {
    id: number;
    nome: string;
  } | null;
  /** Dias da semana ISO das aulas teóricas: 1 = segunda-feira ... 7 = domingo. */
  diasTeoria: number[];
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
export type Alocacao = {
  /** Id da alocação. */
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
  turmaId: number;
  turma: {
    id: number;
    codigo: string;
    nome: string;
    status: string;
  };
  /** aaaa-mm-dd */
  dataInicio: string;
  /** aaaa-mm-dd */
  dataFim: string | null;
  motivoDesalocacao: string | null;
  /** true enquanto o aprendiz está na turma (sem dataFim). */
  aberta: boolean;
  criadoEm: string;
  atualizadoEm: string;
  versao: number;
};
export const {
  useTurmaListarQuery,
  useTurmaCriarMutation,
  useTurmaExportarQuery,
  useTurmaObterQuery,
  useTurmaAtualizarMutation,
  useTurmaInativarMutation,
  useTurmaReativarMutation,
  useTurmaAprendizesQuery,
} = injectedRtkApi;
