import { api } from "../../../store/api";
export const addTagTypes = ["educadores"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      educadorListar: build.query<
        EducadorListarApiResponse,
        EducadorListarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/educadores`,
          params: {
            page: queryArg.page,
            pageSize: queryArg.pageSize,
            sort: queryArg.sort,
            q: queryArg.q,
            ativo: queryArg.ativo,
          },
        }),
        providesTags: ["educadores"],
      }),
      educadorCriar: build.mutation<
        EducadorCriarApiResponse,
        EducadorCriarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/educadores`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["educadores"],
      }),
      educadorExportar: build.query<
        EducadorExportarApiResponse,
        EducadorExportarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/educadores/exportar`,
          params: {
            sort: queryArg.sort,
            q: queryArg.q,
            ativo: queryArg.ativo,
            formato: queryArg.formato,
          },
        }),
        providesTags: ["educadores"],
      }),
      educadorObter: build.query<EducadorObterApiResponse, EducadorObterApiArg>(
        {
          query: (queryArg) => ({ url: `/api/educadores/${queryArg.id}` }),
          providesTags: ["educadores"],
        },
      ),
      educadorAtualizar: build.mutation<
        EducadorAtualizarApiResponse,
        EducadorAtualizarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/educadores/${queryArg.id}`,
          method: "PUT",
          body: queryArg.body,
        }),
        invalidatesTags: ["educadores"],
      }),
      educadorInativar: build.mutation<
        EducadorInativarApiResponse,
        EducadorInativarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/educadores/${queryArg.id}`,
          method: "DELETE",
        }),
        invalidatesTags: ["educadores"],
      }),
      educadorReativar: build.mutation<
        EducadorReativarApiResponse,
        EducadorReativarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/educadores/${queryArg.id}/reativar`,
          method: "POST",
        }),
        invalidatesTags: ["educadores"],
      }),
      educadorTurmas: build.query<
        EducadorTurmasApiResponse,
        EducadorTurmasApiArg
      >({
        query: (queryArg) => ({
          url: `/api/educadores/${queryArg.id}/turmas`,
          params: {
            page: queryArg.page,
            pageSize: queryArg.pageSize,
            sort: queryArg.sort,
            q: queryArg.q,
            ativo: queryArg.ativo,
            status: queryArg.status,
            cursoId: queryArg.cursoId,
          },
        }),
        providesTags: ["educadores"],
      }),
      educadorAprendizes: build.query<
        EducadorAprendizesApiResponse,
        EducadorAprendizesApiArg
      >({
        query: (queryArg) => ({
          url: `/api/educadores/${queryArg.id}/aprendizes`,
          params: {
            page: queryArg.page,
            pageSize: queryArg.pageSize,
            sort: queryArg.sort,
            q: queryArg.q,
            abertas: queryArg.abertas,
          },
        }),
        providesTags: ["educadores"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as enhancedApi };
export type EducadorListarApiResponse = /** status 200 Default Response */ {
  data: Educador[];
  total: number;
  page: number;
  pageSize: number;
};
export type EducadorListarApiArg = {
  /** Página, a partir de 1. */
  page?: number;
  /** Itens por página (padrão 25, máximo 100). */
  pageSize?: number;
  /** Ordenação: EducNome, EducDataEntrada, criadoEm; prefixo - para decrescente. */
  sort?:
    | "EducNome"
    | "-EducNome"
    | "EducDataEntrada"
    | "-EducDataEntrada"
    | "criadoEm"
    | "-criadoEm";
  /** Busca sem distinção de acentos ou maiúsculas. */
  q?: string;
  /** Registros ativos (padrão), inativos ou todos. */
  ativo?: "true" | "false" | "todos";
};
export type EducadorCriarApiResponse =
  /** status 201 Default Response */ Educador;
export type EducadorCriarApiArg = {
  body: {
    /** De 3 a 150 caracteres, sem contar espaços nas pontas. */
    EducNome: string;
    EducCPF?: string | null;
    /** M, F ou TODOS. */
    EducSexo?: string | null;
    /** aaaa-mm-dd */
    EducDataNascimento?: string | null;
    EducEMail?: string | null;
    EducTelefone?: string | null;
    EducTelefoneCelular?: string | null;
    EducEndereco?: string | null;
    EducNumeroEndereco?: string | null;
    EducComplemento?: string | null;
    EducBairro?: string | null;
    EducCidade?: string | null;
    EducUF?: string | null;
    /** Oito dígitos, sem pontuação. */
    EducCEP?: string | null;
    EducEstadoCivil?: string | null;
    EducNaturalidade?: string | null;
    EducUFNaturalidade?: string | null;
    EducIdentidade?: string | null;
    EducExpedIdentidade?: string | null;
    /** aaaa-mm-dd */
    EducDataEntrada?: string | null;
    EducObservacoes?: string | null;
    /** Id do grau de escolaridade (/api/cadastros/grau-escolaridade). */
    EducGrauInstrucao?: number | null;
  };
};
export type EducadorExportarApiResponse =
  /** status 200 Arquivo CSV ou XLSX. */ Blob;
export type EducadorExportarApiArg = {
  /** Ordenação: EducNome, EducDataEntrada, criadoEm; prefixo - para decrescente. */
  sort?:
    | "EducNome"
    | "-EducNome"
    | "EducDataEntrada"
    | "-EducDataEntrada"
    | "criadoEm"
    | "-criadoEm";
  /** Busca sem distinção de acentos ou maiúsculas. */
  q?: string;
  /** Registros ativos (padrão), inativos ou todos. */
  ativo?: "true" | "false" | "todos";
  /** csv (padrão; UTF-8 com BOM, separador ;) ou xlsx. */
  formato?: "csv" | "xlsx";
};
export type EducadorObterApiResponse =
  /** status 200 Default Response */ Educador;
export type EducadorObterApiArg = {
  id: number;
};
export type EducadorAtualizarApiResponse =
  /** status 200 Default Response */ Educador;
export type EducadorAtualizarApiArg = {
  id: number;
  body: {
    /** De 3 a 150 caracteres, sem contar espaços nas pontas. */
    EducNome: string;
    EducCPF?: string | null;
    /** M, F ou TODOS. */
    EducSexo?: string | null;
    /** aaaa-mm-dd */
    EducDataNascimento?: string | null;
    EducEMail?: string | null;
    EducTelefone?: string | null;
    EducTelefoneCelular?: string | null;
    EducEndereco?: string | null;
    EducNumeroEndereco?: string | null;
    EducComplemento?: string | null;
    EducBairro?: string | null;
    EducCidade?: string | null;
    EducUF?: string | null;
    /** Oito dígitos, sem pontuação. */
    EducCEP?: string | null;
    EducEstadoCivil?: string | null;
    EducNaturalidade?: string | null;
    EducUFNaturalidade?: string | null;
    EducIdentidade?: string | null;
    EducExpedIdentidade?: string | null;
    /** aaaa-mm-dd */
    EducDataEntrada?: string | null;
    EducObservacoes?: string | null;
    /** A versao lida; se outra pessoa salvou depois, a resposta é 409. */
    versao: number;
  };
};
export type EducadorInativarApiResponse =
  /** status 200 Default Response */ Educador;
export type EducadorInativarApiArg = {
  id: number;
};
export type EducadorReativarApiResponse =
  /** status 200 Default Response */ Educador;
export type EducadorReativarApiArg = {
  id: number;
};
export type EducadorTurmasApiResponse = /** status 200 Default Response */ {
  data: Turma[];
  total: number;
  page: number;
  pageSize: number;
};
export type EducadorTurmasApiArg = {
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
  id: number;
};
export type EducadorAprendizesApiResponse = /** status 200 Default Response */ {
  data: Alocacao[];
  total: number;
  page: number;
  pageSize: number;
};
export type EducadorAprendizesApiArg = {
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
export type Educador = {
  id: number;
  /** De 3 a 150 caracteres, sem contar espaços nas pontas. */
  EducNome: string;
  /** CPF formatado (000.000.000-00), ou '***.456.789-**' para quem não tem educadores:escrever. */
  EducCPF: string | null;
  /** M, F ou TODOS. */
  EducSexo: string | null;
  /** aaaa-mm-dd */
  EducDataNascimento: string | null;
  EducEMail: string | null;
  EducTelefone: string | null;
  EducTelefoneCelular: string | null;
  EducEndereco: string | null;
  EducNumeroEndereco: string | null;
  EducComplemento: string | null;
  EducBairro: string | null;
  EducCidade: string | null;
  EducUF: string | null;
  /** Oito dígitos, sem pontuação. */
  EducCEP: string | null;
  EducEstadoCivil: string | null;
  EducNaturalidade: string | null;
  EducUFNaturalidade: string | null;
  EducIdentidade: string | null;
  EducExpedIdentidade: string | null;
  /** aaaa-mm-dd */
  EducDataEntrada: string | null;
  EducObservacoes: string | null;
  /** Id do grau de escolaridade (/api/cadastros/grau-escolaridade). */
  EducGrauInstrucao: number | null;
  /** Turmas ativas não encerradas sob sua responsabilidade. */
  turmasAtivas: number;
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
  useEducadorListarQuery,
  useEducadorCriarMutation,
  useEducadorExportarQuery,
  useEducadorObterQuery,
  useEducadorAtualizarMutation,
  useEducadorInativarMutation,
  useEducadorReativarMutation,
  useEducadorTurmasQuery,
  useEducadorAprendizesQuery,
} = injectedRtkApi;
