import { api } from "../../../store/api";
export const addTagTypes = ["avaliacoes"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      avaliacaoListar: build.query<
        AvaliacaoListarApiResponse,
        AvaliacaoListarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/avaliacoes`,
          params: {
            page: queryArg.page,
            pageSize: queryArg.pageSize,
            sort: queryArg.sort,
            q: queryArg.q,
            ativo: queryArg.ativo,
            tipo: queryArg.tipo,
          },
        }),
        providesTags: ["avaliacoes"],
      }),
      avaliacaoCriar: build.mutation<
        AvaliacaoCriarApiResponse,
        AvaliacaoCriarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/avaliacoes`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["avaliacoes"],
      }),
      avaliacaoObter: build.query<
        AvaliacaoObterApiResponse,
        AvaliacaoObterApiArg
      >({
        query: (queryArg) => ({ url: `/api/avaliacoes/${queryArg.id}` }),
        providesTags: ["avaliacoes"],
      }),
      avaliacaoAtualizar: build.mutation<
        AvaliacaoAtualizarApiResponse,
        AvaliacaoAtualizarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/avaliacoes/${queryArg.id}`,
          method: "PUT",
          body: queryArg.body,
        }),
        invalidatesTags: ["avaliacoes"],
      }),
      avaliacaoInativar: build.mutation<
        AvaliacaoInativarApiResponse,
        AvaliacaoInativarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/avaliacoes/${queryArg.id}`,
          method: "DELETE",
        }),
        invalidatesTags: ["avaliacoes"],
      }),
      avaliacaoReativar: build.mutation<
        AvaliacaoReativarApiResponse,
        AvaliacaoReativarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/avaliacoes/${queryArg.id}/reativar`,
          method: "POST",
        }),
        invalidatesTags: ["avaliacoes"],
      }),
      avaliacaoDuplicar: build.mutation<
        AvaliacaoDuplicarApiResponse,
        AvaliacaoDuplicarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/avaliacoes/${queryArg.id}/duplicar`,
          method: "POST",
        }),
        invalidatesTags: ["avaliacoes"],
      }),
      avaliacaoAplicar: build.mutation<
        AvaliacaoAplicarApiResponse,
        AvaliacaoAplicarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/avaliacoes/${queryArg.id}/aplicar`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["avaliacoes"],
      }),
      avaliacaoResultados: build.query<
        AvaliacaoResultadosApiResponse,
        AvaliacaoResultadosApiArg
      >({
        query: (queryArg) => ({
          url: `/api/avaliacoes/${queryArg.id}/resultados`,
          params: {
            turmaId: queryArg.turmaId,
          },
        }),
        providesTags: ["avaliacoes"],
      }),
      avaliacaoAplicadaListar: build.query<
        AvaliacaoAplicadaListarApiResponse,
        AvaliacaoAplicadaListarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/avaliacoes-aplicadas`,
          params: {
            page: queryArg.page,
            pageSize: queryArg.pageSize,
            sort: queryArg.sort,
            q: queryArg.q,
            ativo: queryArg.ativo,
            avaliacaoId: queryArg.avaliacaoId,
            turmaId: queryArg.turmaId,
            aprendizId: queryArg.aprendizId,
            status: queryArg.status,
            atrasada: queryArg.atrasada,
          },
        }),
        providesTags: ["avaliacoes"],
      }),
      avaliacaoAplicadaObter: build.query<
        AvaliacaoAplicadaObterApiResponse,
        AvaliacaoAplicadaObterApiArg
      >({
        query: (queryArg) => ({
          url: `/api/avaliacoes-aplicadas/${queryArg.id}`,
        }),
        providesTags: ["avaliacoes"],
      }),
      avaliacaoAplicadaResponder: build.mutation<
        AvaliacaoAplicadaResponderApiResponse,
        AvaliacaoAplicadaResponderApiArg
      >({
        query: (queryArg) => ({
          url: `/api/avaliacoes-aplicadas/${queryArg.id}/respostas`,
          method: "PUT",
          body: queryArg.body,
        }),
        invalidatesTags: ["avaliacoes"],
      }),
      avaliacaoAplicadaConcluir: build.mutation<
        AvaliacaoAplicadaConcluirApiResponse,
        AvaliacaoAplicadaConcluirApiArg
      >({
        query: (queryArg) => ({
          url: `/api/avaliacoes-aplicadas/${queryArg.id}/concluir`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["avaliacoes"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as enhancedApi };
export type AvaliacaoListarApiResponse = /** status 200 Default Response */ {
  data: Avaliacao[];
  total: number;
  page: number;
  pageSize: number;
};
export type AvaliacaoListarApiArg = {
  /** Página, a partir de 1. */
  page?: number;
  /** Itens por página (padrão 25, máximo 100). */
  pageSize?: number;
  /** Ordenação: titulo, tipo, criadoEm; prefixo - para decrescente. */
  sort?: "titulo" | "-titulo" | "tipo" | "-tipo" | "criadoEm" | "-criadoEm";
  /** Busca sem distinção de acentos ou maiúsculas. */
  q?: string;
  /** Registros ativos (padrão), inativos ou todos. */
  ativo?: "true" | "false" | "todos";
  /** desempenho (o supervisor da empresa, na prática), teorica (o educador, na teoria) ou autoavaliacao (o próprio aprendiz). */
  tipo?: "desempenho" | "teorica" | "autoavaliacao";
};
export type AvaliacaoCriarApiResponse =
  /** status 201 Default Response */ Avaliacao;
export type AvaliacaoCriarApiArg = {
  body: {
    titulo: string;
    descricao?: string | null;
    /** desempenho (o supervisor da empresa, na prática), teorica (o educador, na teoria) ou autoavaliacao (o próprio aprendiz). */
    tipo: "desempenho" | "teorica" | "autoavaliacao";
    /** Na ordem em que são respondidas; os ids são dados pelo servidor (1, 2, 3…). */
    perguntas: {
      enunciado: string;
      /** escala (1 a 5, com rótulos), multipla (uma das opções) ou texto. */
      tipo: "escala" | "multipla" | "texto";
      /** Padrão: true. */
      obrigatoria?: boolean;
      /** escala: cinco rótulos (1 a 5); ausente: Muito ruim … Muito bom. */
      rotulos?: string[] | null;
      /** multipla: duas ou mais opções diferentes. */
      opcoes?: string[] | null;
    }[];
  };
};
export type AvaliacaoObterApiResponse =
  /** status 200 Default Response */ Avaliacao;
export type AvaliacaoObterApiArg = {
  id: number;
};
export type AvaliacaoAtualizarApiResponse =
  /** status 200 Default Response */ Avaliacao;
export type AvaliacaoAtualizarApiArg = {
  id: number;
  body: {
    titulo: string;
    descricao?: string | null;
    /** desempenho (o supervisor da empresa, na prática), teorica (o educador, na teoria) ou autoavaliacao (o próprio aprendiz). */
    tipo: "desempenho" | "teorica" | "autoavaliacao";
    /** Na ordem em que são respondidas; os ids são dados pelo servidor (1, 2, 3…). */
    perguntas: {
      enunciado: string;
      /** escala (1 a 5, com rótulos), multipla (uma das opções) ou texto. */
      tipo: "escala" | "multipla" | "texto";
      /** Padrão: true. */
      obrigatoria?: boolean;
      /** escala: cinco rótulos (1 a 5); ausente: Muito ruim … Muito bom. */
      rotulos?: string[] | null;
      /** multipla: duas ou mais opções diferentes. */
      opcoes?: string[] | null;
    }[];
    /** A versao lida; se outra pessoa salvou depois, a resposta é 409. */
    versao: number;
  };
};
export type AvaliacaoInativarApiResponse =
  /** status 200 Default Response */ Avaliacao;
export type AvaliacaoInativarApiArg = {
  id: number;
};
export type AvaliacaoReativarApiResponse =
  /** status 200 Default Response */ Avaliacao;
export type AvaliacaoReativarApiArg = {
  id: number;
};
export type AvaliacaoDuplicarApiResponse =
  /** status 201 Default Response */ Avaliacao;
export type AvaliacaoDuplicarApiArg = {
  id: number;
};
export type AvaliacaoAplicarApiResponse = /** status 201 Default Response */ {
  data: AvaliacaoAplicada[];
  total: number;
};
export type AvaliacaoAplicarApiArg = {
  id: number;
  body: {
    /** Aplica a todos os aprendizes alocados agora na turma. */
    turmaId?: number;
    /** Ou estes aprendizes (a turma de cada um é a da sua alocação aberta). */
    aprendizIds?: number[];
    respondente: {
      nome: string;
      /** supervisor, educador, aprendiz… */
      papel: string;
    };
    prazo: string;
  };
};
export type AvaliacaoResultadosApiResponse =
  /** status 200 Default Response */ {
    avaliacao: {
      id: number;
      titulo: string;
      /** desempenho (o supervisor da empresa, na prática), teorica (o educador, na teoria) ou autoavaliacao (o próprio aprendiz). */
      tipo: "desempenho" | "teorica" | "autoavaliacao";
    };
    turma: {
      id: number;
      codigo: string;
      nome: string;
    } | null;
    aplicadas: number;
    /** As respostas contadas são só as das concluídas. */
    concluidas: number;
    perguntas: {
      id: number;
      enunciado: string;
      /** escala (1 a 5, com rótulos), multipla (uma das opções) ou texto. */
      tipo: "escala" | "multipla" | "texto";
      obrigatoria: boolean;
      /** Quantas concluídas responderam. */
      respostas: number;
      /** escala e multipla: cada valor possível, mesmo os sem resposta. */
      distribuicao: {
        /** escala: 1…5; multipla: a opção. */
        valor: string;
        rotulo: string;
        quantidade: number;
        /** 0 a 100, uma casa. */
        percentual: number;
      }[];
      /** escala: a média de 1 a 5 (duas casas). */
      media: number | null;
      /** texto: as respostas escritas. */
      textos: {
        aplicadaId: number;
        aprendiz: string;
        texto: string;
      }[];
    }[];
  };
export type AvaliacaoResultadosApiArg = {
  /** Só as aplicadas nesta turma. */
  turmaId?: number;
  id: number;
};
export type AvaliacaoAplicadaListarApiResponse =
  /** status 200 Default Response */ {
    data: AvaliacaoAplicada[];
    total: number;
    page: number;
    pageSize: number;
  };
export type AvaliacaoAplicadaListarApiArg = {
  /** Página, a partir de 1. */
  page?: number;
  /** Itens por página (padrão 25, máximo 100). */
  pageSize?: number;
  /** Ordenação: prazo, data, aprendiz, status; prefixo - para decrescente. */
  sort?:
    | "prazo"
    | "-prazo"
    | "data"
    | "-data"
    | "aprendiz"
    | "-aprendiz"
    | "status"
    | "-status";
  /** Busca sem distinção de acentos ou maiúsculas. */
  q?: string;
  /** Registros ativos (padrão), inativos ou todos. */
  ativo?: "true" | "false" | "todos";
  avaliacaoId?: number;
  turmaId?: number;
  aprendizId?: number;
  status?: "pendente" | "em andamento" | "concluida";
  /** true: só as atrasadas; false: só as em dia. */
  atrasada?: "true" | "false";
};
export type AvaliacaoAplicadaObterApiResponse =
  /** status 200 Default Response */ AvaliacaoAplicada;
export type AvaliacaoAplicadaObterApiArg = {
  id: number;
};
export type AvaliacaoAplicadaResponderApiResponse =
  /** status 200 Default Response */ AvaliacaoAplicada;
export type AvaliacaoAplicadaResponderApiArg = {
  id: number;
  body: {
    /** As respostas a gravar (as outras ficam como estão); valor null apaga. */
    respostas: {
      perguntaId: number;
      valor: (number | string) | (null | null);
    }[];
    /** A versao lida; se outra pessoa salvou depois, a resposta é 409. */
    versao: number;
  };
};
export type AvaliacaoAplicadaConcluirApiResponse =
  /** status 200 Default Response */ AvaliacaoAplicada;
export type AvaliacaoAplicadaConcluirApiArg = {
  id: number;
  body: {
    /** A versao lida; se outra pessoa salvou depois, a resposta é 409. */
    versao: number;
  };
};
export type Avaliacao = {
  id: number;
  titulo: string;
  descricao: string;
  /** desempenho (o supervisor da empresa, na prática), teorica (o educador, na teoria) ou autoavaliacao (o próprio aprendiz). */
  tipo: "desempenho" | "teorica" | "autoavaliacao";
  perguntas: {
    /** Número da pergunta na avaliação (1, 2, 3…), na ordem. */
    id: number;
    enunciado: string;
    /** escala (1 a 5, com rótulos), multipla (uma das opções) ou texto. */
    tipo: "escala" | "multipla" | "texto";
    obrigatoria: boolean;
    /** escala: os rótulos de 1 a 5 (cinco). */
    rotulos?: string[];
    /** multipla: as opções. */
    opcoes?: string[];
  }[];
  /** true: já foi aplicada; as perguntas não mudam mais (duplique para alterar). */
  perguntasTravadas: boolean;
  contagens: {
    aplicadas: number;
    pendentes: number;
    emAndamento: number;
    concluidas: number;
    /** Não concluídas com o prazo vencido. */
    atrasadas: number;
  };
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
export type AvaliacaoAplicada = {
  id: number;
  avaliacaoId: number;
  avaliacao: {
    id: number;
    titulo: string;
    descricao: string;
    /** desempenho (o supervisor da empresa, na prática), teorica (o educador, na teoria) ou autoavaliacao (o próprio aprendiz). */
    tipo: "desempenho" | "teorica" | "autoavaliacao";
  };
  /** As perguntas da avaliação, na ordem. */
  perguntas: {
    /** Número da pergunta na avaliação (1, 2, 3…), na ordem. */
    id: number;
    enunciado: string;
    /** escala (1 a 5, com rótulos), multipla (uma das opções) ou texto. */
    tipo: "escala" | "multipla" | "texto";
    obrigatoria: boolean;
    /** escala: os rótulos de 1 a 5 (cinco). */
    rotulos?: string[];
    /** multipla: as opções. */
    opcoes?: string[];
  }[];
  aprendiz: {
    id: number;
    nome: string;
    nomeSocial: string | null;
  };
  turma: {
    id: number;
    codigo: string;
    nome: string;
  } | null;
  respondente: {
    nome: string;
    /** supervisor, educador, aprendiz… */
    papel: string;
  };
  /** Quando foi aplicada. */
  data: string;
  prazo: string;
  status: "pendente" | "em andamento" | "concluida";
  /** Prazo vencido e não concluída. */
  atrasada: boolean;
  /** As respostas dadas, na ordem das perguntas. */
  respostas: {
    perguntaId: number;
    /** escala: 1 a 5; multipla: o texto da opção; texto: a resposta. */
    valor: number | string;
  }[];
  respondidas: number;
  totalPerguntas: number;
  /** Id da primeira pergunta sem resposta (onde retomar). */
  proximaPergunta: number | null;
  concluidaEm: string | null;
  criadoEm: string;
  atualizadoEm: string;
  versao: number;
};
export const {
  useAvaliacaoListarQuery,
  useAvaliacaoCriarMutation,
  useAvaliacaoObterQuery,
  useAvaliacaoAtualizarMutation,
  useAvaliacaoInativarMutation,
  useAvaliacaoReativarMutation,
  useAvaliacaoDuplicarMutation,
  useAvaliacaoAplicarMutation,
  useAvaliacaoResultadosQuery,
  useAvaliacaoAplicadaListarQuery,
  useAvaliacaoAplicadaObterQuery,
  useAvaliacaoAplicadaResponderMutation,
  useAvaliacaoAplicadaConcluirMutation,
} = injectedRtkApi;
