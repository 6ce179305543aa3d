import { api } from "../../../store/api";
export const addTagTypes = ["portal"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      portalObter: build.query<PortalObterApiResponse, PortalObterApiArg>({
        query: (queryArg) => ({ url: `/api/portal/${queryArg.token}` }),
        providesTags: ["portal"],
      }),
      portalAvaliacao: build.query<
        PortalAvaliacaoApiResponse,
        PortalAvaliacaoApiArg
      >({
        query: (queryArg) => ({
          url: `/api/portal/${queryArg.token}/avaliacoes/${queryArg.id}`,
        }),
        providesTags: ["portal"],
      }),
      portalSalvarRespostas: build.mutation<
        PortalSalvarRespostasApiResponse,
        PortalSalvarRespostasApiArg
      >({
        query: (queryArg) => ({
          url: `/api/portal/${queryArg.token}/avaliacoes/${queryArg.id}/respostas`,
          method: "PUT",
          body: queryArg.body,
        }),
        invalidatesTags: ["portal"],
      }),
      portalConcluir: build.mutation<
        PortalConcluirApiResponse,
        PortalConcluirApiArg
      >({
        query: (queryArg) => ({
          url: `/api/portal/${queryArg.token}/avaliacoes/${queryArg.id}/concluir`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["portal"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as enhancedApi };
export type PortalObterApiResponse = /** status 200 Default Response */ Portal;
export type PortalObterApiArg = {
  /** O link assinado recebido por e-mail (a parte depois de /portal/). */
  token: string;
};
export type PortalAvaliacaoApiResponse =
  /** status 200 Default Response */ AvaliacaoAplicada;
export type PortalAvaliacaoApiArg = {
  /** O link assinado recebido por e-mail (a parte depois de /portal/). */
  token: string;
  id: number;
};
export type PortalSalvarRespostasApiResponse =
  /** status 200 Default Response */ AvaliacaoAplicada;
export type PortalSalvarRespostasApiArg = {
  /** O link assinado recebido por e-mail (a parte depois de /portal/). */
  token: string;
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
export type PortalConcluirApiResponse =
  /** status 200 Default Response */ AvaliacaoAplicada;
export type PortalConcluirApiArg = {
  /** O link assinado recebido por e-mail (a parte depois de /portal/). */
  token: string;
  id: number;
  body: {
    /** A versao lida; se outra pessoa salvou depois, a resposta é 409. */
    versao: number;
  };
};
export type Portal = {
  supervisor: {
    nome: string;
  };
  empresa: string;
  unidade: string;
  expiraEm: string;
  /** aaaa-mm do mês da frequência. */
  mes: string;
  aprendizes: {
    id: number;
    /** O nome social quando houver. */
    nome: string;
    turma: {
      codigo: string;
      nome: string;
    } | null;
    contrato: {
      dataInicio: string;
      dataFim: string;
    } | null;
    /** Frequência nas aulas teóricas do mês corrente, em % (null: nenhuma aula ainda). */
    frequenciaMes: number | null;
  }[];
  /** Avaliações da prática (desempenho) dos aprendizes lotados agora na unidade. */
  avaliacoes: {
    id: number;
    titulo: string;
    aprendiz: {
      id: number;
      nome: string;
    };
    prazo: string;
    status: "pendente" | "em andamento" | "concluida";
    atrasada: boolean;
    respondidas: number;
    totalPerguntas: number;
  }[];
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
  /** Nome do supervisor da empresa que a respondeu pelo portal (link assinado); null quando respondida pela equipe. */
  respondidaPeloSupervisor: string | null;
  criadoEm: string;
  atualizadoEm: string;
  versao: number;
};
export const {
  usePortalObterQuery,
  usePortalAvaliacaoQuery,
  usePortalSalvarRespostasMutation,
  usePortalConcluirMutation,
} = injectedRtkApi;
