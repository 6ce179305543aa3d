import { api } from "../../../store/api";
export const addTagTypes = ["lgpd"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      lgpdRelatorioTitular: build.query<
        LgpdRelatorioTitularApiResponse,
        LgpdRelatorioTitularApiArg
      >({
        query: (queryArg) => ({
          url: `/api/aprendiz/${queryArg.id}/titular`,
          params: {
            formato: queryArg.formato,
          },
        }),
        providesTags: ["lgpd"],
      }),
      lgpdRetencaoObter: build.query<
        LgpdRetencaoObterApiResponse,
        LgpdRetencaoObterApiArg
      >({
        query: () => ({ url: `/api/lgpd/retencao` }),
        providesTags: ["lgpd"],
      }),
      lgpdRetencaoAlterar: build.mutation<
        LgpdRetencaoAlterarApiResponse,
        LgpdRetencaoAlterarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/lgpd/retencao`,
          method: "PUT",
          body: queryArg.body,
        }),
        invalidatesTags: ["lgpd"],
      }),
      lgpdVencidos: build.query<LgpdVencidosApiResponse, LgpdVencidosApiArg>({
        query: (queryArg) => ({
          url: `/api/lgpd/vencidos`,
          params: {
            page: queryArg.page,
            pageSize: queryArg.pageSize,
          },
        }),
        providesTags: ["lgpd"],
      }),
      lgpdAnonimizarVencidos: build.mutation<
        LgpdAnonimizarVencidosApiResponse,
        LgpdAnonimizarVencidosApiArg
      >({
        query: () => ({ url: `/api/lgpd/anonimizar-vencidos`, method: "POST" }),
        invalidatesTags: ["lgpd"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as enhancedApi };
export type LgpdRelatorioTitularApiResponse =
  /** status 200 Relatório do titular (JSON). */ {
    geradoEm: string;
    /** O cadastro. */
    aprendiz: {
      [key: string]: any;
    };
    /** Contatos. */
    contatos: {
      [key: string]: any;
    }[];
    /** Histórico de situações. */
    historicoSituacoes: {
      [key: string]: any;
    }[];
    /** Afastamentos. */
    afastamentos: {
      [key: string]: any;
    }[];
    /** Turmas. */
    alocacoes: {
      [key: string]: any;
    }[];
    /** Lotações. */
    lotacoes: {
      [key: string]: any;
    }[];
    /** Contratos, com prorrogações e rescisão. */
    contratos: {
      [key: string]: any;
    }[];
    /** Frequência, dia a dia. */
    frequencias: {
      [key: string]: any;
    }[];
    /** Indicadores de frequência. */
    indicadoresFrequencia: {
      [key: string]: any;
    }[];
    /** Faltas por mês. */
    frequenciaPorMes: {
      [key: string]: any;
    }[];
    /** Faltas não justificadas. */
    faltasNaoJustificadas: {
      [key: string]: any;
    }[];
    /** Notas. */
    notas: {
      [key: string]: any;
    }[];
    /** Avaliações aplicadas. */
    avaliacoes: {
      [key: string]: any;
    }[];
    /** Vales-transporte. */
    valesTransporte: {
      [key: string]: any;
    }[];
    /** Vales-alimentação. */
    valesAlimentacao: {
      [key: string]: any;
    }[];
    /** Pagamentos de benefícios. */
    pagamentos: {
      [key: string]: any;
    }[];
    /** Candidaturas a vagas. */
    candidaturas: {
      [key: string]: any;
    }[];
    /** Encaminhamentos a vagas. */
    encaminhamentos: {
      [key: string]: any;
    }[];
    /** Registro de acessos ao cadastro. */
    acessos: {
      [key: string]: any;
    }[];
    /** Trilha de auditoria. */
    auditoria: {
      [key: string]: any;
    }[];
  };
export type LgpdRelatorioTitularApiArg = {
  /** json (padrão) para uma máquina, pdf para uma pessoa ler. */
  formato?: "json" | "pdf";
  id: number;
};
export type LgpdRetencaoObterApiResponse =
  /** status 200 Default Response */ ConfiguracaoRetencao;
export type LgpdRetencaoObterApiArg = void;
export type LgpdRetencaoAlterarApiResponse =
  /** status 200 Default Response */ ConfiguracaoRetencao;
export type LgpdRetencaoAlterarApiArg = {
  body: {
    anosRetencao: number;
    /** A versao lida; se outra pessoa salvou depois, a resposta é 409. */
    versao: number;
  };
};
export type LgpdVencidosApiResponse = /** status 200 Default Response */ {
  data: VencidoAnonimizacao[];
  total: number;
  page: number;
  pageSize: number;
  anosRetencao: number;
  /** aaaa-mm-dd: referências até este dia estão vencidas. */
  limite: string;
};
export type LgpdVencidosApiArg = {
  /** Página, a partir de 1. */
  page?: number;
  /** Itens por página (padrão 25, máximo 100). */
  pageSize?: number;
};
export type LgpdAnonimizarVencidosApiResponse =
  /** status 200 Default Response */ RelatorioAnonimizacao;
export type LgpdAnonimizarVencidosApiArg = void;
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
export type ConfiguracaoRetencao = {
  /** Anos após o fim do último contrato. */
  anosRetencao: number;
  versao: number;
  atualizadoEm: string;
};
export type VencidoAnonimizacao = {
  id: number;
  nome: string;
  situacao: string;
  ativo: boolean;
  /** aaaa-mm-dd: de quando a retenção é contada. */
  referencia: string;
  /** contrato: fim do último contrato; cadastro: sem contrato, a data de cadastro. */
  base: "contrato" | "cadastro";
};
export type RelatorioAnonimizacao = {
  anosRetencao: number;
  limite: string;
  anonimizados: {
    id: number;
    referencia: string;
    /** contrato: fim do último contrato; cadastro: sem contrato, a data de cadastro. */
    base: "contrato" | "cadastro";
  }[];
  falhas: {
    id: number;
    motivo: string;
  }[];
  /** Quantos ainda estão vencidos (rode de novo). */
  restantes: number;
};
export const {
  useLgpdRelatorioTitularQuery,
  useLgpdRetencaoObterQuery,
  useLgpdRetencaoAlterarMutation,
  useLgpdVencidosQuery,
  useLgpdAnonimizarVencidosMutation,
} = injectedRtkApi;
