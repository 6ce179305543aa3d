import { api } from "../../../store/api";
export const addTagTypes = ["relatorios"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      relatorioAprendizesPorTurma: build.query<
        RelatorioAprendizesPorTurmaApiResponse,
        RelatorioAprendizesPorTurmaApiArg
      >({
        query: (queryArg) => ({
          url: `/api/relatorios/aprendizes-por-turma/${queryArg.id}`,
          params: {
            page: queryArg.page,
            pageSize: queryArg.pageSize,
            formato: queryArg.formato,
            situacaoId: queryArg.situacaoId,
            inicio: queryArg.inicio,
            fim: queryArg.fim,
          },
        }),
        providesTags: ["relatorios"],
      }),
      relatorioAprendizesPorParceiro: build.query<
        RelatorioAprendizesPorParceiroApiResponse,
        RelatorioAprendizesPorParceiroApiArg
      >({
        query: (queryArg) => ({
          url: `/api/relatorios/aprendizes-por-parceiro`,
          params: {
            page: queryArg.page,
            pageSize: queryArg.pageSize,
            formato: queryArg.formato,
            parceiroId: queryArg.parceiroId,
            municipioId: queryArg.municipioId,
            abaixoDaCota: queryArg.abaixoDaCota,
          },
        }),
        providesTags: ["relatorios"],
      }),
      relatorioAprendizesPorCurso: build.query<
        RelatorioAprendizesPorCursoApiResponse,
        RelatorioAprendizesPorCursoApiArg
      >({
        query: (queryArg) => ({
          url: `/api/relatorios/aprendizes-por-curso`,
          params: {
            page: queryArg.page,
            pageSize: queryArg.pageSize,
            formato: queryArg.formato,
            cursoId: queryArg.cursoId,
            inicio: queryArg.inicio,
            fim: queryArg.fim,
          },
        }),
        providesTags: ["relatorios"],
      }),
      relatorioAprendizesSemEnturmacao: build.query<
        RelatorioAprendizesSemEnturmacaoApiResponse,
        RelatorioAprendizesSemEnturmacaoApiArg
      >({
        query: (queryArg) => ({
          url: `/api/relatorios/aprendizes-sem-enturmacao`,
          params: {
            page: queryArg.page,
            pageSize: queryArg.pageSize,
            formato: queryArg.formato,
            situacaoId: queryArg.situacaoId,
            municipioId: queryArg.municipioId,
            parceiroId: queryArg.parceiroId,
          },
        }),
        providesTags: ["relatorios"],
      }),
      relatorioAprendizesAfastados: build.query<
        RelatorioAprendizesAfastadosApiResponse,
        RelatorioAprendizesAfastadosApiArg
      >({
        query: (queryArg) => ({
          url: `/api/relatorios/aprendizes-afastados`,
          params: {
            page: queryArg.page,
            pageSize: queryArg.pageSize,
            formato: queryArg.formato,
            inicio: queryArg.inicio,
            fim: queryArg.fim,
            motivoAfastamentoId: queryArg.motivoAfastamentoId,
            abertos: queryArg.abertos,
          },
        }),
        providesTags: ["relatorios"],
      }),
      relatorioAprendizesEnturmacao: build.query<
        RelatorioAprendizesEnturmacaoApiResponse,
        RelatorioAprendizesEnturmacaoApiArg
      >({
        query: (queryArg) => ({
          url: `/api/relatorios/aprendizes-enturmacao`,
          params: {
            page: queryArg.page,
            pageSize: queryArg.pageSize,
            formato: queryArg.formato,
            inicio: queryArg.inicio,
            fim: queryArg.fim,
            turmaId: queryArg.turmaId,
            cursoId: queryArg.cursoId,
          },
        }),
        providesTags: ["relatorios"],
      }),
      relatorioFrequencia: build.query<
        RelatorioFrequenciaApiResponse,
        RelatorioFrequenciaApiArg
      >({
        query: (queryArg) => ({
          url: `/api/relatorios/frequencia`,
          params: {
            page: queryArg.page,
            pageSize: queryArg.pageSize,
            formato: queryArg.formato,
            turmaId: queryArg.turmaId,
            aprendizId: queryArg.aprendizId,
            inicio: queryArg.inicio,
            fim: queryArg.fim,
            abaixoDoMinimo: queryArg.abaixoDoMinimo,
          },
        }),
        providesTags: ["relatorios"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as enhancedApi };
export type RelatorioAprendizesPorTurmaApiResponse =
  /** status 200 Default Response */ {
    data: {
      alocacaoId: number;
      aprendizId: number;
      nome: string;
      cpf: string;
      situacao: string;
      dataInicio: string;
      dataFim: string | null;
      motivoDesalocacao: string | null;
      /** Dias de aula com chamada feita no período. */
      diasDeAula: number;
      presencas: number;
      faltas: number;
      faltasJustificadas: number;
      /** Presenças ÷ dias com chamada (0 a 1); nulo sem chamada. */
      percentualPresenca: number | null;
      /** Presença abaixo de 75%. */
      abaixoDoMinimo: boolean;
    }[];
    total: number;
    page: number;
    pageSize: number;
    resumo: {
      turma: {
        id: number;
        codigo: string;
        nome: string;
      };
      alocacoes: number;
      /** Alocações em aberto. */
      emCurso: number;
      desalocados: number;
      percentualPresenca: number | null;
      abaixoDoMinimo: number;
    };
    /** Os filtros em palavras, como o arquivo os imprime no cabeçalho. */
    filtrosDescritos: string[];
    /** O resumo em palavras, como o arquivo o imprime no fim. */
    resumoDescrito: string[];
  };
export type RelatorioAprendizesPorTurmaApiArg = {
  /** Página, a partir de 1. */
  page?: number;
  /** Itens por página (padrão 25, máximo 100). */
  pageSize?: number;
  /** Sem formato, a página em JSON; com csv, xlsx ou pdf, o relatório inteiro em arquivo. */
  formato?: "csv" | "xlsx" | "pdf";
  /** Só aprendizes nesta situação. */
  situacaoId?: number;
  /** Alocações e chamadas a partir desta data. */
  inicio?: string;
  /** Alocações e chamadas até esta data. */
  fim?: string;
  /** Id da turma. */
  id: number;
};
export type RelatorioAprendizesPorParceiroApiResponse =
  /** status 200 Default Response */ {
    data: {
      parceiroId: number;
      /** Razão social. */
      parceiro: string;
      cnpj: string;
      unidadeId: number;
      unidade: string;
      municipio: string | null;
      aprendizesNaUnidade: number;
      aprendizesNoParceiro: number;
      cota: number;
      situacaoCota: "abaixo da cota" | "cota atingida" | "sem cota definida";
    }[];
    total: number;
    page: number;
    pageSize: number;
    resumo: {
      parceiros: number;
      unidades: number;
      aprendizes: number;
      cotaTotal: number;
      parceirosAbaixoDaCota: number;
    };
    /** Os filtros em palavras, como o arquivo os imprime no cabeçalho. */
    filtrosDescritos: string[];
    /** O resumo em palavras, como o arquivo o imprime no fim. */
    resumoDescrito: string[];
  };
export type RelatorioAprendizesPorParceiroApiArg = {
  /** Página, a partir de 1. */
  page?: number;
  /** Itens por página (padrão 25, máximo 100). */
  pageSize?: number;
  /** Sem formato, a página em JSON; com csv, xlsx ou pdf, o relatório inteiro em arquivo. */
  formato?: "csv" | "xlsx" | "pdf";
  /** Só esta empresa. */
  parceiroId?: number;
  /** Só unidades deste município (código IBGE). */
  municipioId?: number;
  /** true: só empresas abaixo da cota. */
  abaixoDaCota?: "true" | "false";
};
export type RelatorioAprendizesPorCursoApiResponse =
  /** status 200 Default Response */ {
    data: {
      cursoId: number;
      curso: string;
      turmas: number;
      /** Aprendizes distintos alocados nas turmas. */
      aprendizesAlocados: number;
      /** Com alocação aberta. */
      emCurso: number;
      concluidos: number;
      desligados: number;
    }[];
    total: number;
    page: number;
    pageSize: number;
    resumo: {
      cursos: number;
      turmas: number;
      aprendizesAlocados: number;
      emCurso: number;
      concluidos: number;
      desligados: number;
    };
    /** Os filtros em palavras, como o arquivo os imprime no cabeçalho. */
    filtrosDescritos: string[];
    /** O resumo em palavras, como o arquivo o imprime no fim. */
    resumoDescrito: string[];
  };
export type RelatorioAprendizesPorCursoApiArg = {
  /** Página, a partir de 1. */
  page?: number;
  /** Itens por página (padrão 25, máximo 100). */
  pageSize?: number;
  /** Sem formato, a página em JSON; com csv, xlsx ou pdf, o relatório inteiro em arquivo. */
  formato?: "csv" | "xlsx" | "pdf";
  /** Só este curso. */
  cursoId?: number;
  /** Turmas que terminam nesta data ou depois. */
  inicio?: string;
  /** Turmas que começam até esta data. */
  fim?: string;
};
export type RelatorioAprendizesSemEnturmacaoApiResponse =
  /** status 200 Default Response */ {
    data: {
      aprendizId: number;
      nome: string;
      cpf: string;
      situacao: string;
      /** Número do contrato em curso. */
      contrato: string | null;
      parceiro: string | null;
      municipio: string | null;
      aguardandoDesde: string;
      diasAguardando: number;
    }[];
    total: number;
    page: number;
    pageSize: number;
    resumo: {
      aprendizes: number;
      comContrato: number;
      emSelecao: number;
      mediaDiasAguardando: number | null;
      maisDe30Dias: number;
    };
    /** Os filtros em palavras, como o arquivo os imprime no cabeçalho. */
    filtrosDescritos: string[];
    /** O resumo em palavras, como o arquivo o imprime no fim. */
    resumoDescrito: string[];
  };
export type RelatorioAprendizesSemEnturmacaoApiArg = {
  /** Página, a partir de 1. */
  page?: number;
  /** Itens por página (padrão 25, máximo 100). */
  pageSize?: number;
  /** Sem formato, a página em JSON; com csv, xlsx ou pdf, o relatório inteiro em arquivo. */
  formato?: "csv" | "xlsx" | "pdf";
  /** Só aprendizes nesta situação. */
  situacaoId?: number;
  /** Só aprendizes deste município (código IBGE). */
  municipioId?: number;
  /** Só quem tem contrato em curso com este parceiro. */
  parceiroId?: number;
};
export type RelatorioAprendizesAfastadosApiResponse =
  /** status 200 Default Response */ {
    data: {
      afastamentoId: number;
      aprendizId: number;
      nome: string;
      cpf: string;
      motivo: string;
      dataInicio: string;
      dataFim: string | null;
      /** Dias de afastamento, contando o primeiro e o último (ou hoje). */
      dias: number;
      emAberto: boolean;
      situacaoAtual: string;
    }[];
    total: number;
    page: number;
    pageSize: number;
    resumo: {
      afastamentos: number;
      emAberto: number;
      encerrados: number;
      mediaDias: number | null;
      porMotivo: {
        motivo: string;
        quantidade: number;
      }[];
    };
    /** Os filtros em palavras, como o arquivo os imprime no cabeçalho. */
    filtrosDescritos: string[];
    /** O resumo em palavras, como o arquivo o imprime no fim. */
    resumoDescrito: string[];
  };
export type RelatorioAprendizesAfastadosApiArg = {
  /** Página, a partir de 1. */
  page?: number;
  /** Itens por página (padrão 25, máximo 100). */
  pageSize?: number;
  /** Sem formato, a página em JSON; com csv, xlsx ou pdf, o relatório inteiro em arquivo. */
  formato?: "csv" | "xlsx" | "pdf";
  /** Afastamentos que terminam nesta data ou depois (ou seguem em aberto). */
  inicio?: string;
  /** Afastamentos que começam até esta data. */
  fim?: string;
  /** Só este motivo. */
  motivoAfastamentoId?: number;
  /** true: só em aberto; false: só encerrados; todos (padrão). */
  abertos?: "true" | "false" | "todos";
};
export type RelatorioAprendizesEnturmacaoApiResponse =
  /** status 200 Default Response */ {
    data: {
      alocacaoId: number;
      aprendizId: number;
      nome: string;
      cpf: string;
      /** Código da turma. */
      turma: string;
      curso: string;
      dataInicio: string;
      dataFim: string | null;
      motivoDesalocacao: string | null;
      movimento: "entrada" | "sa\u00EDda" | "entrada e sa\u00EDda";
    }[];
    total: number;
    page: number;
    pageSize: number;
    resumo: {
      entradas: number;
      saidas: number;
      porMotivo: {
        motivo: string;
        quantidade: number;
      }[];
    };
    /** Os filtros em palavras, como o arquivo os imprime no cabeçalho. */
    filtrosDescritos: string[];
    /** O resumo em palavras, como o arquivo o imprime no fim. */
    resumoDescrito: string[];
  };
export type RelatorioAprendizesEnturmacaoApiArg = {
  /** Página, a partir de 1. */
  page?: number;
  /** Itens por página (padrão 25, máximo 100). */
  pageSize?: number;
  /** Sem formato, a página em JSON; com csv, xlsx ou pdf, o relatório inteiro em arquivo. */
  formato?: "csv" | "xlsx" | "pdf";
  /** Início do período (padrão: primeiro dia do mês). */
  inicio?: string;
  /** Fim do período (padrão: último dia do mês). */
  fim?: string;
  /** Só esta turma. */
  turmaId?: number;
  /** Só turmas deste curso. */
  cursoId?: number;
};
export type RelatorioFrequenciaApiResponse =
  /** status 200 Default Response */ {
    data: {
      aprendizId: number;
      nome: string;
      cpf: string;
      turmaId: number;
      /** Código da turma. */
      turma: string;
      /** Dias de aula com chamada feita no período. */
      diasDeAula: number;
      presencas: number;
      faltas: number;
      faltasJustificadas: number;
      /** Presenças ÷ dias com chamada (0 a 1); nulo sem chamada. */
      percentualPresenca: number | null;
      /** Presença abaixo de 75%. */
      abaixoDoMinimo: boolean;
    }[];
    total: number;
    page: number;
    pageSize: number;
    resumo: {
      /** Linhas (aprendiz × turma). */
      aprendizes: number;
      diasDeAula: number;
      presencas: number;
      faltas: number;
      faltasJustificadas: number;
      percentualPresenca: number | null;
      abaixoDoMinimo: number;
    };
    /** Os filtros em palavras, como o arquivo os imprime no cabeçalho. */
    filtrosDescritos: string[];
    /** O resumo em palavras, como o arquivo o imprime no fim. */
    resumoDescrito: string[];
  };
export type RelatorioFrequenciaApiArg = {
  /** Página, a partir de 1. */
  page?: number;
  /** Itens por página (padrão 25, máximo 100). */
  pageSize?: number;
  /** Sem formato, a página em JSON; com csv, xlsx ou pdf, o relatório inteiro em arquivo. */
  formato?: "csv" | "xlsx" | "pdf";
  /** Só esta turma. */
  turmaId?: number;
  /** Só este aprendiz. */
  aprendizId?: number;
  /** Chamadas a partir desta data. */
  inicio?: string;
  /** Chamadas até esta data. */
  fim?: string;
  /** true: só quem está abaixo de 75% de presença. */
  abaixoDoMinimo?: "true" | "false";
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
  useRelatorioAprendizesPorTurmaQuery,
  useRelatorioAprendizesPorParceiroQuery,
  useRelatorioAprendizesPorCursoQuery,
  useRelatorioAprendizesSemEnturmacaoQuery,
  useRelatorioAprendizesAfastadosQuery,
  useRelatorioAprendizesEnturmacaoQuery,
  useRelatorioFrequenciaQuery,
} = injectedRtkApi;
