import { api } from "../api";
export const addTagTypes = ["alocacoes"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      alocacaoListar: build.query<
        AlocacaoListarApiResponse,
        AlocacaoListarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/alocacoes`,
          params: {
            page: queryArg.page,
            pageSize: queryArg.pageSize,
            sort: queryArg.sort,
            q: queryArg.q,
            turmaId: queryArg.turmaId,
            aprendizId: queryArg.aprendizId,
            abertas: queryArg.abertas,
          },
        }),
        providesTags: ["alocacoes"],
      }),
      alocacaoCriar: build.mutation<
        AlocacaoCriarApiResponse,
        AlocacaoCriarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/alocacoes`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["alocacoes"],
      }),
      alocacaoComAprendizes: build.query<
        AlocacaoComAprendizesApiResponse,
        AlocacaoComAprendizesApiArg
      >({
        query: (queryArg) => ({
          url: `/api/alocacoes/with-aprendizes`,
          params: {
            page: queryArg.page,
            pageSize: queryArg.pageSize,
            sort: queryArg.sort,
            q: queryArg.q,
            turmaId: queryArg.turmaId,
            abertas: queryArg.abertas,
          },
        }),
        providesTags: ["alocacoes"],
      }),
      alocacaoHistoricoAprendiz: build.query<
        AlocacaoHistoricoAprendizApiResponse,
        AlocacaoHistoricoAprendizApiArg
      >({
        query: (queryArg) => ({
          url: `/api/alocacoes/aprendiz/${queryArg.id}`,
        }),
        providesTags: ["alocacoes"],
      }),
      alocacaoVerificar: build.mutation<
        AlocacaoVerificarApiResponse,
        AlocacaoVerificarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/alocacoes/verificar`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["alocacoes"],
      }),
      alocacaoDesalocar: build.mutation<
        AlocacaoDesalocarApiResponse,
        AlocacaoDesalocarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/alocacoes/desalocar/${queryArg.aprendizId}/${queryArg.turmaId}`,
          method: "PUT",
          body: queryArg.body,
        }),
        invalidatesTags: ["alocacoes"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as enhancedApi };
export type AlocacaoListarApiResponse = /** status 200 Default Response */ {
  data: Alocacao[];
  total: number;
  page: number;
  pageSize: number;
};
export type AlocacaoListarApiArg = {
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
  /** Só desta turma. */
  turmaId?: number;
  /** Só deste aprendiz. */
  aprendizId?: number;
  /** Alocações abertas (true), encerradas (false) ou todas (padrão). */
  abertas?: "true" | "false" | "todas";
};
export type AlocacaoCriarApiResponse = /** status 201 Default Response */ {
  data: Alocacao[];
  turma: {
    id: number;
    codigo: string;
    capacidade: number;
    /** Alocações abertas. */
    ocupacao: number;
    vagasRestantes: number;
  };
};
export type AlocacaoCriarApiArg = {
  body: {
    turmaId: number;
    /** Um aprendiz. */
    aprendizId?: number;
    /** Até 200 aprendizes, alocados todos ou nenhum. */
    aprendizIds?: number[];
    /** Primeiro dia na turma (aaaa-mm-dd), dentro do período da turma. */
    dataInicio: string;
  };
};
export type AlocacaoComAprendizesApiResponse =
  /** status 200 Default Response */ {
    data: Alocacao[];
    total: number;
    page: number;
    pageSize: number;
  };
export type AlocacaoComAprendizesApiArg = {
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
  /** A turma (obrigatória). */
  turmaId: number;
  /** Alocações abertas (true), encerradas (false) ou todas (padrão). */
  abertas?: "true" | "false" | "todas";
};
export type AlocacaoHistoricoAprendizApiResponse =
  /** status 200 Default Response */ {
    /** Da mais recente para a mais antiga. */
    data: Alocacao[];
  };
export type AlocacaoHistoricoAprendizApiArg = {
  id: number;
};
export type AlocacaoVerificarApiResponse = /** status 200 Default Response */ {
  turma: {
    id: number;
    codigo: string;
    capacidade: number;
    /** Alocações abertas. */
    ocupacao: number;
    vagasRestantes: number;
    nome: string;
    status: string;
    ativo: boolean;
    /** aaaa-mm-dd */
    dataInicio: string;
    /** aaaa-mm-dd */
    dataFim: string;
  };
  /** Por que a turma não recebe ninguém agora (inativa, encerrada, data fora do período). */
  problemasTurma: string[];
  /** Na ordem de aprendizIds. */
  aprendizes: {
    aprendizId: number;
    /** null: não encontrado. */
    nome: string | null;
    situacao: string | null;
    podeAlocar: boolean;
    /** Por que não pode; vazio quando pode. */
    motivos: string[];
    /** O que não impede a alocação mas pede conferência: a turma é de um turno que coincide com o turno escolar do aprendiz (manhã 7h–12h, tarde 13h–18h, noite 19h–23h, integral 7h–17h). */
    avisos: string[];
    alocacaoAtual: {
      turmaId: number;
      codigo: string;
      nome: string;
      /** aaaa-mm-dd */
      dataInicio: string;
    } | null;
  }[];
  /** Quantos da lista podem ser alocados. */
  aptos: number;
  /** Os aptos cabem nas vagas restantes. */
  cabem: boolean;
  mensagemCapacidade: string | null;
  /** true quando POST /api/alocacoes com esta lista seria aceito agora. */
  podeConfirmar: boolean;
};
export type AlocacaoVerificarApiArg = {
  body: {
    turmaId: number;
    /** Até 200 aprendizes, alocados todos ou nenhum. */
    aprendizIds: number[];
    /** Quando informada, também confere se cai no período da turma. */
    dataInicio?: string;
  };
};
export type AlocacaoDesalocarApiResponse =
  /** status 200 Default Response */ Alocacao;
export type AlocacaoDesalocarApiArg = {
  aprendizId: number;
  turmaId: number;
  body: {
    /** Último dia na turma (aaaa-mm-dd): não antes do início, não no futuro. */
    dataFim: string;
    motivo: string;
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
export const {
  useAlocacaoListarQuery,
  useAlocacaoCriarMutation,
  useAlocacaoComAprendizesQuery,
  useAlocacaoHistoricoAprendizQuery,
  useAlocacaoVerificarMutation,
  useAlocacaoDesalocarMutation,
} = injectedRtkApi;
