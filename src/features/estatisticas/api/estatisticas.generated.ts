import { api } from "../../../store/api";
export const addTagTypes = ["estatisticas"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      estatisticasResumo: build.query<
        EstatisticasResumoApiResponse,
        EstatisticasResumoApiArg
      >({
        query: () => ({ url: `/api/estatisticas/resumo` }),
        providesTags: ["estatisticas"],
      }),
      estatisticasGeralAprendizes: build.query<
        EstatisticasGeralAprendizesApiResponse,
        EstatisticasGeralAprendizesApiArg
      >({
        query: (queryArg) => ({
          url: `/api/estatisticas/geral-aprendizes`,
          params: {
            situacaoId: queryArg.situacaoId,
            municipioId: queryArg.municipioId,
          },
        }),
        providesTags: ["estatisticas"],
      }),
      estatisticasParticipantesSituacao: build.query<
        EstatisticasParticipantesSituacaoApiResponse,
        EstatisticasParticipantesSituacaoApiArg
      >({
        query: (queryArg) => ({
          url: `/api/estatisticas/participantes-situacao`,
          params: {
            de: queryArg.de,
            ate: queryArg.ate,
          },
        }),
        providesTags: ["estatisticas"],
      }),
      estatisticasAprendizesParceiro: build.query<
        EstatisticasAprendizesParceiroApiResponse,
        EstatisticasAprendizesParceiroApiArg
      >({
        query: (queryArg) => ({
          url: `/api/estatisticas/aprendizes-parceiro`,
          params: {
            page: queryArg.page,
            pageSize: queryArg.pageSize,
            q: queryArg.q,
            faixa: queryArg.faixa,
          },
        }),
        providesTags: ["estatisticas"],
      }),
      estatisticasFaltasAprendizes: build.query<
        EstatisticasFaltasAprendizesApiResponse,
        EstatisticasFaltasAprendizesApiArg
      >({
        query: (queryArg) => ({
          url: `/api/estatisticas/faltas-aprendizes`,
          params: {
            de: queryArg.de,
            ate: queryArg.ate,
            turmaId: queryArg.turmaId,
            cursoId: queryArg.cursoId,
          },
        }),
        providesTags: ["estatisticas"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as enhancedApi };
export type EstatisticasResumoApiResponse = /** status 200 Default Response */ {
  aprendizesAtivos: number;
  /** Aprendizes ativos em cada situação (todas, com zero), na ordem do cadastro. */
  porSituacao: {
    situacaoId: number;
    nome: string;
    total: number;
  }[];
  /** Aprendizes ativos com data de cadastro no mês corrente. */
  cadastrosNoMes: number;
  parceirosAtivos: number;
  /** Empresas ativas com menos aprendizes lotados hoje do que a cota. */
  parceirosAbaixoDaCota: number;
  /** Faltas (justificadas ou não) ÷ marcações de frequência no mês corrente. */
  taxaFaltasMes: number | null;
  /** Quando os números foram calculados (a tela diz "Atualizado às …"). */
  geradoEm: string;
};
export type EstatisticasResumoApiArg = void;
export type EstatisticasGeralAprendizesApiResponse =
  /** status 200 Default Response */ {
    total: number;
    /** Idade de hoje, faixas da mais nova para a mais velha. */
    piramide: {
      faixa: string;
      feminino: number;
      masculino: number;
      /** Outro gênero ou não informado. */
      outros: number;
    }[];
    /** Na ordem do cadastro de graus; id null = Não informada (por último). */
    escolaridade: {
      id: number | null;
      nome: string;
      total: number;
    }[];
    pcd: {
      sim: number;
      nao: number;
      porTipo: {
        tipo: string;
        total: number;
      }[];
    };
    /** Os 10 municípios com mais aprendizes, depois uma linha Outros (id null) com o resto e os sem município. */
    municipios: {
      municipioId: number | null;
      nome: string;
      uf: string | null;
      total: number;
    }[];
    /** Os últimos 12 meses com o corrente, do mais antigo, com zeros. */
    cadastrosPorMes: {
      /** aaaa-mm */
      mes: string;
      total: number;
    }[];
    /** Quando os números foram calculados (a tela diz "Atualizado às …"). */
    geradoEm: string;
  };
export type EstatisticasGeralAprendizesApiArg = {
  /** Só aprendizes nesta situação. */
  situacaoId?: number;
  /** Só aprendizes deste município (código IBGE). */
  municipioId?: number;
};
export type EstatisticasParticipantesSituacaoApiResponse =
  /** status 200 Default Response */ {
    atual: {
      situacaoId: number;
      nome: string;
      total: number;
    }[];
    /** Últimos 12 meses: aprendizes (ativos) em cada situação no fim do mês (no mês corrente, hoje). */
    serie: {
      /** aaaa-mm */
      mes: string;
      porSituacao: {
        situacaoId: number;
        total: number;
      }[];
    }[];
    /** Mudanças de situação com data no período; de null = Cadastro. */
    fluxo: {
      deSituacaoId: number | null;
      deNome: string;
      paraSituacaoId: number;
      paraNome: string;
      total: number;
    }[];
    de: string;
    ate: string;
    /** Quando os números foram calculados (a tela diz "Atualizado às …"). */
    geradoEm: string;
  };
export type EstatisticasParticipantesSituacaoApiArg = {
  /** Início do período do fluxo (padrão: dia 1 do mês de 11 meses atrás). */
  de?: string;
  /** Fim do período do fluxo (padrão: hoje). */
  ate?: string;
};
export type EstatisticasAprendizesParceiroApiResponse =
  /** status 200 Default Response */ {
    data: {
      parceiroId: number;
      /** Razão social. */
      nome: string;
      cnpj: string;
      cotaAprendizes: number;
      /** ceil(cotaAprendizes × 3): os 15%. */
      cotaMaxima: number;
      /** Lotações abertas hoje. */
      alocados: number;
      faixa: "abaixo" | "dentro" | "acima" | "sem-cota";
      /** max(0, cotaAprendizes − alocados). */
      falta: number;
    }[];
    total: number;
    page: number;
    pageSize: number;
    /** Sobre as empresas da busca q, de todas as faixas. */
    resumo: {
      abaixo: number;
      dentro: number;
      acima: number;
      semCota: number;
      alocados: number;
      cotaTotal: number;
    };
    /** Quando os números foram calculados (a tela diz "Atualizado às …"). */
    geradoEm: string;
  };
export type EstatisticasAprendizesParceiroApiArg = {
  /** Página, a partir de 1. */
  page?: number;
  /** Itens por página (padrão 25, máximo 100). */
  pageSize?: number;
  /** Nome (razão social ou fantasia) ou CNPJ. */
  q?: string;
  /** Só empresas nesta posição diante da cota. */
  faixa?: "abaixo" | "dentro" | "acima";
};
export type EstatisticasFaltasAprendizesApiResponse =
  /** status 200 Default Response */ {
    meses: string[];
    /** Turmas com marcações no período, maior taxa primeiro: até 100 (turmasNoPeriodo diz quantas há). */
    porTurma: {
      turmaId: number;
      codigo: string;
      curso: string;
      meses: {
        /** aaaa-mm */
        mes: string;
        registros: number;
        faltas: number;
        justificadas: number;
        /** Faltas (justificadas ou não) ÷ marcações. */
        taxa: number | null;
      }[];
      /** Faltas (justificadas ou não) ÷ marcações. */
      taxa: number | null;
    }[];
    /** Quantas turmas têm marcações no período (porTurma traz as 100 de maior taxa). */
    turmasNoPeriodo: number;
    /** Os 20 aprendizes com mais faltas não justificadas no período. */
    maisFaltas: {
      aprendizId: number;
      nome: string;
      turmaCodigo: string | null;
      faltasNaoJustificadas: number;
      faltas: number;
      registros: number;
      /** Faltas (justificadas ou não) ÷ marcações. */
      taxa: number | null;
    }[];
    /** Quando os números foram calculados (a tela diz "Atualizado às …"). */
    geradoEm: string;
  };
export type EstatisticasFaltasAprendizesApiArg = {
  /** Primeiro mês (aaaa-mm; padrão: 5 meses antes do corrente). */
  de?: string;
  /** Último mês (aaaa-mm; padrão: o corrente). */
  ate?: string;
  /** Só esta turma. */
  turmaId?: number;
  /** Só turmas deste curso. */
  cursoId?: number;
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
  useEstatisticasResumoQuery,
  useEstatisticasGeralAprendizesQuery,
  useEstatisticasParticipantesSituacaoQuery,
  useEstatisticasAprendizesParceiroQuery,
  useEstatisticasFaltasAprendizesQuery,
} = injectedRtkApi;
