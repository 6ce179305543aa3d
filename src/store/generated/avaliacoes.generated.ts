import { api } from "../api";
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
      notasObter: build.query<NotasObterApiResponse, NotasObterApiArg>({
        query: (queryArg) => ({
          url: `/api/notas`,
          params: {
            turmaId: queryArg.turmaId,
            disciplinaId: queryArg.disciplinaId,
            periodo: queryArg.periodo,
            aprendizId: queryArg.aprendizId,
          },
        }),
        providesTags: ["avaliacoes"],
      }),
      notasSalvar: build.mutation<NotasSalvarApiResponse, NotasSalvarApiArg>({
        query: (queryArg) => ({
          url: `/api/notas`,
          method: "PUT",
          body: queryArg.body,
        }),
        invalidatesTags: ["avaliacoes"],
      }),
      notasConsultar: build.query<
        NotasConsultarApiResponse,
        NotasConsultarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/notas/consulta`,
          params: {
            page: queryArg.page,
            pageSize: queryArg.pageSize,
            sort: queryArg.sort,
            q: queryArg.q,
            ativo: queryArg.ativo,
            turmaId: queryArg.turmaId,
            disciplinaId: queryArg.disciplinaId,
            periodo: queryArg.periodo,
            aprendizId: queryArg.aprendizId,
            abaixoDaMedia: queryArg.abaixoDaMedia,
          },
        }),
        providesTags: ["avaliacoes"],
      }),
      notasConsultaExportar: build.query<
        NotasConsultaExportarApiResponse,
        NotasConsultaExportarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/notas/consulta/exportar`,
          params: {
            sort: queryArg.sort,
            q: queryArg.q,
            ativo: queryArg.ativo,
            turmaId: queryArg.turmaId,
            disciplinaId: queryArg.disciplinaId,
            periodo: queryArg.periodo,
            aprendizId: queryArg.aprendizId,
            abaixoDaMedia: queryArg.abaixoDaMedia,
            formato: queryArg.formato,
          },
        }),
        providesTags: ["avaliacoes"],
      }),
      boletimObter: build.query<BoletimObterApiResponse, BoletimObterApiArg>({
        query: (queryArg) => ({
          url: `/api/boletins/${queryArg.aprendizId}`,
          params: {
            turmaId: queryArg.turmaId,
          },
        }),
        providesTags: ["avaliacoes"],
      }),
      boletimPdf: build.query<BoletimPdfApiResponse, BoletimPdfApiArg>({
        query: (queryArg) => ({
          url: `/api/boletins/${queryArg.aprendizId}/pdf`,
          params: {
            turmaId: queryArg.turmaId,
          },
        }),
        providesTags: ["avaliacoes"],
      }),
      boletinsDaTurma: build.query<
        BoletinsDaTurmaApiResponse,
        BoletinsDaTurmaApiArg
      >({
        query: (queryArg) => ({ url: `/api/turmas/${queryArg.id}/boletins` }),
        providesTags: ["avaliacoes"],
      }),
      boletinsDaTurmaPdf: build.query<
        BoletinsDaTurmaPdfApiResponse,
        BoletinsDaTurmaPdfApiArg
      >({
        query: (queryArg) => ({
          url: `/api/turmas/${queryArg.id}/boletins.pdf`,
        }),
        providesTags: ["avaliacoes"],
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
export type NotasObterApiResponse = /** status 200 Default Response */ Notas;
export type NotasObterApiArg = {
  turmaId?: number;
  disciplinaId?: number;
  /** O bimestre da turma: 1 a 4 (datas calculadas do período da turma). */
  periodo?: number;
  aprendizId?: number;
};
export type NotasSalvarApiResponse = /** status 200 Default Response */ Notas;
export type NotasSalvarApiArg = {
  body: {
    turmaId: number;
    disciplinaId: number;
    /** O bimestre da turma: 1 a 4 (datas calculadas do período da turma). */
    periodo: number;
    /** Só as linhas enviadas mudam. valor (0 a 10, uma casa) ou conceitoId (a nota é o meio da faixa); os dois: o valor tem de estar na faixa; nenhum: apaga a nota. */
    registros: {
      aprendizId: number;
      valor?: number | null;
      conceitoId?: number | null;
    }[];
    /** A versao da grade lida (lancamento.versao); ausente no primeiro lançamento. Se outra pessoa salvou depois, 409. */
    versao?: number;
  };
};
export type NotasConsultarApiResponse = /** status 200 Default Response */ {
  data: {
    id: number;
    aprendiz: {
      id: number;
      nome: string;
      nomeSocial: string | null;
    };
    turma: {
      id: number;
      codigo: string;
      nome: string;
    };
    disciplina: {
      id: number;
      nome: string;
    };
    periodo: number;
    /** 0 a 10, uma casa; null: sem nota. */
    valor: number | null;
    conceito: {
      id: number;
      sigla: string;
      descricao: string;
    } | null;
    /** true: a nota foi dada como conceito (valor é o meio da faixa). */
    conceitoInformado: boolean;
    /** false: tem nota gravada mas não esteve alocado na turma no bimestre. */
    alocado: boolean;
    atualizadoEm: string;
  }[];
  total: number;
  page: number;
  pageSize: number;
};
export type NotasConsultarApiArg = {
  /** Página, a partir de 1. */
  page?: number;
  /** Itens por página (padrão 25, máximo 100). */
  pageSize?: number;
  /** Ordenação: aprendiz, turma, disciplina, periodo, valor; prefixo - para decrescente. */
  sort?:
    | "aprendiz"
    | "-aprendiz"
    | "turma"
    | "-turma"
    | "disciplina"
    | "-disciplina"
    | "periodo"
    | "-periodo"
    | "valor"
    | "-valor";
  /** Busca sem distinção de acentos ou maiúsculas. */
  q?: string;
  /** Registros ativos (padrão), inativos ou todos. */
  ativo?: "true" | "false" | "todos";
  turmaId?: number;
  disciplinaId?: number;
  /** O bimestre da turma: 1 a 4 (datas calculadas do período da turma). */
  periodo?: number;
  aprendizId?: number;
  /** true: só as notas abaixo da média mínima. */
  abaixoDaMedia?: "true" | "false";
};
export type NotasConsultaExportarApiResponse =
  /** status 200 Arquivo CSV ou XLSX. */ Blob;
export type NotasConsultaExportarApiArg = {
  /** Ordenação: aprendiz, turma, disciplina, periodo, valor; prefixo - para decrescente. */
  sort?:
    | "aprendiz"
    | "-aprendiz"
    | "turma"
    | "-turma"
    | "disciplina"
    | "-disciplina"
    | "periodo"
    | "-periodo"
    | "valor"
    | "-valor";
  /** Busca sem distinção de acentos ou maiúsculas. */
  q?: string;
  /** Registros ativos (padrão), inativos ou todos. */
  ativo?: "true" | "false" | "todos";
  turmaId?: number;
  disciplinaId?: number;
  /** O bimestre da turma: 1 a 4 (datas calculadas do período da turma). */
  periodo?: number;
  aprendizId?: number;
  /** true: só as notas abaixo da média mínima. */
  abaixoDaMedia?: "true" | "false";
  /** csv (padrão; UTF-8 com BOM, separador ;) ou xlsx. */
  formato?: "csv" | "xlsx";
};
export type BoletimObterApiResponse =
  /** status 200 Default Response */ Boletim;
export type BoletimObterApiArg = {
  /** Padrão: a turma da alocação aberta (ou a mais recente). */
  turmaId?: number;
  aprendizId: number;
};
export type BoletimPdfApiResponse = /** status 200 Arquivo PDF. */ Blob;
export type BoletimPdfApiArg = {
  /** Padrão: a turma da alocação aberta (ou a mais recente). */
  turmaId?: number;
  aprendizId: number;
};
export type BoletinsDaTurmaApiResponse = /** status 200 Default Response */ {
  turma: {
    id: number;
    codigo: string;
    nome: string;
    dataInicio: string;
    dataFim: string;
    curso: string | null;
    educador: string | null;
    encerrada: boolean;
  };
  criterios: {
    /** 6,0: a média final mínima. */
    mediaMinima: number;
    /** 75: a frequência mínima, em %. */
    frequenciaMinima: number;
    texto: string;
  };
  periodos: {
    periodo: number;
    inicio: string;
    fim: string;
  }[];
  disciplinas: {
    id: number;
    nome: string;
  }[];
  aprendizes: {
    aprendiz: {
      id: number;
      nome: string;
      nomeSocial: string | null;
    };
    media: number | null;
    frequencia: number | null;
    /** aprovado, reprovado por nota, reprovado por falta ou em curso. */
    resultado:
      "aprovado" | "reprovado por nota" | "reprovado por falta" | "em curso";
    disciplinas: {
      disciplinaId: number;
      media: number | null;
      frequencia: number | null;
      /** aprovado, reprovado por nota, reprovado por falta ou em curso. */
      resultado:
        "aprovado" | "reprovado por nota" | "reprovado por falta" | "em curso";
    }[];
  }[];
  totais: {
    aprendizes: number;
    aprovados: number;
    reprovados: number;
    emCurso: number;
  };
  aviso: string | null;
};
export type BoletinsDaTurmaApiArg = {
  id: number;
};
export type BoletinsDaTurmaPdfApiResponse = /** status 200 Arquivo PDF. */ Blob;
export type BoletinsDaTurmaPdfApiArg = {
  id: number;
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
  /** Nome do supervisor da empresa que a respondeu pelo portal (link assinado); null quando respondida pela equipe. */
  respondidaPeloSupervisor: string | null;
  criadoEm: string;
  atualizadoEm: string;
  versao: number;
};
export type Notas = {
  turma: {
    id: number;
    codigo: string;
    nome: string;
    dataInicio: string;
    dataFim: string;
    planoId: number | null;
    educador: {
      id: number;
      nome: string;
    } | null;
  } | null;
  disciplina: {
    id: number;
    nome: string;
  } | null;
  periodo: number | null;
  /** Início do bimestre. */
  inicio: string | null;
  /** Fim do bimestre. */
  fim: string | null;
  aprendiz: {
    id: number;
    nome: string;
  } | null;
  /** A grade (turma, disciplina, bimestre) salva; null: ainda não lançada. */
  lancamento: {
    versao: number;
    salvoPor: {
      id: number;
      nome: string;
    } | null;
    salvoEm: string;
  } | null;
  /** O usuário pode salvar esta grade agora. */
  podeAlterar: boolean;
  /** Por que não pode (outra turma, bimestre futuro…). */
  bloqueio: string | null;
  linhas: {
    aprendiz: {
      id: number;
      nome: string;
      nomeSocial: string | null;
    };
    turma: {
      id: number;
      codigo: string;
      nome: string;
    };
    disciplina: {
      id: number;
      nome: string;
    };
    periodo: number;
    /** 0 a 10, uma casa; null: sem nota. */
    valor: number | null;
    conceito: {
      id: number;
      sigla: string;
      descricao: string;
    } | null;
    /** true: a nota foi dada como conceito (valor é o meio da faixa). */
    conceitoInformado: boolean;
    /** false: tem nota gravada mas não esteve alocado na turma no bimestre. */
    alocado: boolean;
  }[];
};
export type Boletim = {
  aprendiz: {
    id: number;
    nome: string;
    nomeSocial: string | null;
  };
  turma: {
    id: number;
    codigo: string;
    nome: string;
    dataInicio: string;
    dataFim: string;
    curso: string | null;
    educador: string | null;
    encerrada: boolean;
  };
  criterios: {
    /** 6,0: a média final mínima. */
    mediaMinima: number;
    /** 75: a frequência mínima, em %. */
    frequenciaMinima: number;
    texto: string;
  };
  periodos: {
    periodo: number;
    inicio: string;
    fim: string;
  }[];
  disciplinas: {
    disciplina: {
      id: number;
      nome: string;
    };
    modulo: string | null;
    cargaHoraria: number;
    /** Os quatro bimestres, em ordem. */
    notas: {
      periodo: number;
      valor: number | null;
      conceito: {
        id: number;
        sigla: string;
        descricao: string;
      } | null;
    }[];
    /** Média dos bimestres com nota, uma casa. */
    media: number | null;
    conceito: {
      id: number;
      sigla: string;
      descricao: string;
    } | null;
    /** Dias com frequência registrada nesta disciplina. */
    diasDeAula: number;
    /** Faltas (justificadas contam como falta no %). */
    faltas: number;
    /** % de presença, uma casa; null: nenhum dia. */
    frequencia: number | null;
    /** aprovado, reprovado por nota, reprovado por falta ou em curso. */
    resultado:
      "aprovado" | "reprovado por nota" | "reprovado por falta" | "em curso";
  }[];
  resumo: {
    /** Média das médias das disciplinas. */
    media: number | null;
    /** Todos os dias registrados na turma. */
    diasDeAula: number;
    faltas: number;
    frequencia: number | null;
    /** aprovado, reprovado por nota, reprovado por falta ou em curso. */
    resultado:
      "aprovado" | "reprovado por nota" | "reprovado por falta" | "em curso";
  };
  /** A turma não tem plano, por exemplo. */
  aviso: string | null;
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
  useNotasObterQuery,
  useNotasSalvarMutation,
  useNotasConsultarQuery,
  useNotasConsultaExportarQuery,
  useBoletimObterQuery,
  useBoletimPdfQuery,
  useBoletinsDaTurmaQuery,
  useBoletinsDaTurmaPdfQuery,
} = injectedRtkApi;
