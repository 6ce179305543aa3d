import { api } from "../../../store/api";
export const addTagTypes = ["frequencia"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      frequenciaDia: build.query<FrequenciaDiaApiResponse, FrequenciaDiaApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/frequencia`,
            params: {
              turmaId: queryArg.turmaId,
              data: queryArg.data,
            },
          }),
          providesTags: ["frequencia"],
        },
      ),
      frequenciaSalvar: build.mutation<
        FrequenciaSalvarApiResponse,
        FrequenciaSalvarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frequencia`,
          method: "PUT",
          body: queryArg.body,
        }),
        invalidatesTags: ["frequencia"],
      }),
      frequenciaTurmas: build.query<
        FrequenciaTurmasApiResponse,
        FrequenciaTurmasApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frequencia/turmas`,
          params: {
            q: queryArg.q,
          },
        }),
        providesTags: ["frequencia"],
      }),
      frequenciaPendentes: build.query<
        FrequenciaPendentesApiResponse,
        FrequenciaPendentesApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frequencia/pendentes`,
          params: {
            data: queryArg.data,
          },
        }),
        providesTags: ["frequencia"],
      }),
      frequenciaMes: build.query<FrequenciaMesApiResponse, FrequenciaMesApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/frequencia/mes`,
            params: {
              turmaId: queryArg.turmaId,
              mes: queryArg.mes,
            },
          }),
          providesTags: ["frequencia"],
        },
      ),
      frequenciaMesExportar: build.query<
        FrequenciaMesExportarApiResponse,
        FrequenciaMesExportarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frequencia/mes/exportar`,
          params: {
            turmaId: queryArg.turmaId,
            mes: queryArg.mes,
            formato: queryArg.formato,
          },
        }),
        providesTags: ["frequencia"],
      }),
      frequenciaResumo: build.query<
        FrequenciaResumoApiResponse,
        FrequenciaResumoApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frequencia/resumo`,
          params: {
            turmaId: queryArg.turmaId,
            inicio: queryArg.inicio,
            fim: queryArg.fim,
          },
        }),
        providesTags: ["frequencia"],
      }),
      frequenciaAlertas: build.query<
        FrequenciaAlertasApiResponse,
        FrequenciaAlertasApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frequencia/alertas`,
          params: {
            turmaId: queryArg.turmaId,
            page: queryArg.page,
            pageSize: queryArg.pageSize,
          },
        }),
        providesTags: ["frequencia"],
      }),
      calendarioDoAprendiz: build.query<
        CalendarioDoAprendizApiResponse,
        CalendarioDoAprendizApiArg
      >({
        query: (queryArg) => ({
          url: `/api/aprendiz/${queryArg.id}/calendario`,
          params: {
            inicio: queryArg.inicio,
            fim: queryArg.fim,
          },
        }),
        providesTags: ["frequencia"],
      }),
      calendarioDoAprendizPdf: build.query<
        CalendarioDoAprendizPdfApiResponse,
        CalendarioDoAprendizPdfApiArg
      >({
        query: (queryArg) => ({
          url: `/api/aprendiz/${queryArg.id}/calendario/pdf`,
          params: {
            inicio: queryArg.inicio,
            fim: queryArg.fim,
          },
        }),
        providesTags: ["frequencia"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as enhancedApi };
export type FrequenciaDiaApiResponse =
  /** status 200 Default Response */ DiaDeFrequencia;
export type FrequenciaDiaApiArg = {
  turmaId: number;
  /** aaaa-mm-dd */
  data: string;
};
export type FrequenciaSalvarApiResponse =
  /** status 200 Default Response */ DiaDeFrequencia;
export type FrequenciaSalvarApiArg = {
  body: {
    turmaId: number;
    /** aaaa-mm-dd */
    data: string;
    disciplinaId?: number | null;
    conteudo?: string | null;
    registros: {
      aprendizId: number;
      /** presente, falta ou falta-justificada. */
      status: "presente" | "falta" | "falta-justificada";
      justificativa?: string | null;
    }[];
    /** A versao do dia lida (registro.versao); ausente quando o dia ainda não tinha registro. Se outra pessoa salvou depois, 409. */
    versao?: number;
  };
};
export type FrequenciaTurmasApiResponse = /** status 200 Default Response */ {
  /** Até 50: as do educador primeiro, depois as em andamento, por código. */
  data: {
    id: number;
    codigo: string;
    nome: string;
    status: string;
    diasTeoria: number[];
    dataInicio: string;
    dataFim: string;
    educador: {
      id: number;
      nome: string;
    } | null;
    /** A turma é do educador vinculado ao usuário. */
    minha: boolean;
  }[];
};
export type FrequenciaTurmasApiArg = {
  /** Código ou nome da turma. */
  q?: string;
};
export type FrequenciaPendentesApiResponse =
  /** status 200 Default Response */ {
    /** Por código. */
    data: {
      id: number;
      codigo: string;
      nome: string;
      educador: {
        id: number;
        nome: string;
      } | null;
    }[];
    total: number;
  };
export type FrequenciaPendentesApiArg = {
  /** O dia (padrão: hoje), aaaa-mm-dd. */
  data?: string;
};
export type FrequenciaMesApiResponse = /** status 200 Default Response */ {
  turma: {
    id: number;
    codigo: string;
    nome: string;
  };
  mes: string;
  /** Os dias de aula do mês (até hoje), em ordem: as colunas da grade. */
  dias: {
    data: string;
    registrado: boolean;
    presentes: number;
    faltas: number;
    justificadas: number;
  }[];
  aprendizes: {
    aprendizId: number;
    nome: string;
    /** Uma por dia de `dias`, na mesma ordem; null: sem marcação (ou não alocado). */
    marcacoes: (
      ("presente" | "falta" | "falta-justificada" | "afastado") | (null | null)
    )[];
    dias: number;
    presentes: number;
    faltas: number;
    justificadas: number;
    /** presentes / dias registrados, de 0 a 1; null sem dias. */
    percentual: number | null;
  }[];
};
export type FrequenciaMesApiArg = {
  turmaId: number;
  /** aaaa-mm */
  mes: string;
};
export type FrequenciaMesExportarApiResponse =
  /** status 200 Arquivo CSV ou XLSX. */ Blob;
export type FrequenciaMesExportarApiArg = {
  turmaId: number;
  /** aaaa-mm */
  mes: string;
  formato?: "csv" | "xlsx";
};
export type FrequenciaResumoApiResponse = /** status 200 Default Response */ {
  turma: {
    id: number;
    codigo: string;
    nome: string;
  };
  inicio: string;
  fim: string;
  /** Dias de aula da turma no período, até hoje. */
  diasDeAula: number;
  /** Desses, os que têm frequência salva. */
  diasRegistrados: number;
  aprendizes: {
    aprendizId: number;
    nome: string;
    /** Dias em que foi marcado (afastamentos não contam). */
    dias: number;
    presentes: number;
    faltas: number;
    justificadas: number;
    /** presentes / dias registrados, de 0 a 1; null sem dias. */
    percentual: number | null;
  }[];
};
export type FrequenciaResumoApiArg = {
  turmaId: number;
  /** Primeiro dia (aaaa-mm-dd). */
  inicio: string;
  /** Último dia (aaaa-mm-dd). */
  fim: string;
};
export type FrequenciaAlertasApiResponse = /** status 200 Default Response */ {
  data: {
    aprendizId: number;
    nome: string;
    turma: {
      id: number;
      codigo: string;
      nome: string;
    };
    motivos: ("faltas-seguidas" | "frequencia-baixa")[];
    /** Faltas sem justificativa seguidas, até o último dia. */
    faltasSeguidas: number;
    /** Dias de aula registrados considerados (os últimos 30). */
    dias: number;
    presentes: number;
    faltas: number;
    justificadas: number;
    /** presentes / dias registrados, de 0 a 1; null sem dias. */
    percentual: number | null;
    ultimaData: string | null;
    contato: {
      celular: string | null;
      telefone: string | null;
      email: string | null;
      responsavelNome: string | null;
      responsavelTelefone: string | null;
    };
  }[];
  total: number;
  page: number;
  pageSize: number;
};
export type FrequenciaAlertasApiArg = {
  /** Só os desta turma. */
  turmaId?: number;
  page?: number;
  pageSize?: number;
};
export type CalendarioDoAprendizApiResponse =
  /** status 200 Default Response */ {
    aprendiz: {
      id: number;
      nome: string;
    };
    inicio: string;
    fim: string;
    contrato: {
      id: number;
      numero: string;
      parceiro: {
        id: number;
        nome: string;
      };
      dataInicio: string;
      /** Término, ou a data da rescisão. */
      dataFim: string;
    } | null;
    turmas: {
      id: number;
      codigo: string;
      nome: string;
      diasTeoria: number[];
      dataInicio: string;
      /** Fim da alocação ou da turma. */
      dataFim: string;
    }[];
    /** Só os dias com algo: aula, prática, feriado, afastamento ou marco do contrato. */
    dias: {
      data: string;
      tipo: ("teoria" | "pratica" | "feriado" | "afastamento") | (null | null);
      turmaId: number | null;
      feriado: {
        nome: string;
        /** nacional, estadual, ponto-facultativo (calculados), municipal ou recesso (da organização). */
        origem:
          | "nacional"
          | "estadual"
          | "ponto-facultativo"
          | "municipal"
          | "recesso";
      } | null;
      frequencia: ("presente" | "falta" | "falta-justificada") | (null | null);
      marcos: ("inicio-contrato" | "fim-contrato")[];
    }[];
    contagens: {
      teoria: number;
      pratica: number;
      /** Feriados e recessos em dias úteis do período. */
      feriados: number;
      afastamento: number;
      presentes: number;
      faltas: number;
      justificadas: number;
    };
  };
export type CalendarioDoAprendizApiArg = {
  /** Padrão: o início do contrato, ou 1º de janeiro deste ano. */
  inicio?: string;
  /** Padrão: o término do contrato, ou 31 de dezembro deste ano. */
  fim?: string;
  id: number;
};
export type CalendarioDoAprendizPdfApiResponse =
  /** status 200 Arquivo PDF. */ Blob;
export type CalendarioDoAprendizPdfApiArg = {
  /** Padrão: o início do contrato, ou 1º de janeiro deste ano. */
  inicio?: string;
  /** Padrão: o término do contrato, ou 31 de dezembro deste ano. */
  fim?: string;
  id: number;
};
export type DiaDeFrequencia = {
  turma: {
    id: number;
    codigo: string;
    nome: string;
    educador: {
      id: number;
      nome: string;
    } | null;
    diasTeoria: number[];
    dataInicio: string;
    dataFim: string;
    planoId: number | null;
    municipio: {
      id: number;
      nome: string;
      uf: string;
    } | null;
  };
  data: string;
  /** false: o dia não é de aula (motivo diz por quê). */
  diaDeAula: boolean;
  /** Por que não é dia de aula (a mesma frase do 422). */
  motivo: string | null;
  feriado: {
    nome: string;
    /** nacional, estadual, ponto-facultativo (calculados), municipal ou recesso (da organização). */
    origem:
      "nacional" | "estadual" | "ponto-facultativo" | "municipal" | "recesso";
  } | null;
  diaAnterior: string | null;
  /** Nunca depois de hoje. */
  proximoDia: string | null;
  /** null: a frequência do dia ainda não foi registrada. */
  registro: {
    disciplina: {
      id: number;
      nome: string;
    } | null;
    conteudo: string;
    salvoPor: {
      id: number;
      nome: string;
    } | null;
    salvoEm: string;
    versao: number;
  } | null;
  aprendizes: {
    aprendizId: number;
    nome: string;
    nomeSocial: string | null;
    status: ("presente" | "falta" | "falta-justificada") | (null | null);
    justificativa: string | null;
    /** Afastado neste dia: não é marcado nem contado. */
    afastado: boolean;
    /** false: tem marcação gravada, mas não está mais alocado neste dia. */
    alocado: boolean;
  }[];
  totais: {
    alocados: number;
    afastados: number;
    presentes: number;
    faltas: number;
    justificadas: number;
    semMarcacao: number;
  };
  /** O usuário pode salvar este dia agora. */
  podeAlterar: boolean;
  /** Por que não pode (dia antigo, outra turma...). */
  bloqueio: string | null;
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
  useFrequenciaDiaQuery,
  useFrequenciaSalvarMutation,
  useFrequenciaTurmasQuery,
  useFrequenciaPendentesQuery,
  useFrequenciaMesQuery,
  useFrequenciaMesExportarQuery,
  useFrequenciaResumoQuery,
  useFrequenciaAlertasQuery,
  useCalendarioDoAprendizQuery,
  useCalendarioDoAprendizPdfQuery,
} = injectedRtkApi;
