import { api } from "../api";
export const addTagTypes = ["contratos"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      contratoListar: build.query<
        ContratoListarApiResponse,
        ContratoListarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/contratos`,
          params: {
            page: queryArg.page,
            pageSize: queryArg.pageSize,
            sort: queryArg.sort,
            q: queryArg.q,
            status: queryArg.status,
            Con_TipoContrato: queryArg.conTipoContrato,
            parceiroId: queryArg.parceiroId,
            aprendizId: queryArg.aprendizId,
            unidadeId: queryArg.unidadeId,
            aguardandoEncerramento: queryArg.aguardandoEncerramento,
            pendenciasLegais: queryArg.pendenciasLegais,
            venceEmDias: queryArg.venceEmDias,
          },
        }),
        providesTags: ["contratos"],
      }),
      contratoCriar: build.mutation<
        ContratoCriarApiResponse,
        ContratoCriarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/contratos`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["contratos"],
      }),
      contratoExportar: build.query<
        ContratoExportarApiResponse,
        ContratoExportarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/contratos/exportar`,
          params: {
            sort: queryArg.sort,
            q: queryArg.q,
            status: queryArg.status,
            Con_TipoContrato: queryArg.conTipoContrato,
            parceiroId: queryArg.parceiroId,
            aprendizId: queryArg.aprendizId,
            unidadeId: queryArg.unidadeId,
            aguardandoEncerramento: queryArg.aguardandoEncerramento,
            pendenciasLegais: queryArg.pendenciasLegais,
            venceEmDias: queryArg.venceEmDias,
            formato: queryArg.formato,
          },
        }),
        providesTags: ["contratos"],
      }),
      contratoEstatisticas: build.query<
        ContratoEstatisticasApiResponse,
        ContratoEstatisticasApiArg
      >({
        query: (queryArg) => ({
          url: `/api/contratos/stats`,
          params: {
            parceiroId: queryArg.parceiroId,
            aprendizId: queryArg.aprendizId,
          },
        }),
        providesTags: ["contratos"],
      }),
      contratoPendenciasLegais: build.query<
        ContratoPendenciasLegaisApiResponse,
        ContratoPendenciasLegaisApiArg
      >({
        query: () => ({ url: `/api/contratos/pendencias-legais` }),
        providesTags: ["contratos"],
      }),
      contratoVerificar: build.mutation<
        ContratoVerificarApiResponse,
        ContratoVerificarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/contratos/verificar`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["contratos"],
      }),
      contratoProrrogacoes: build.query<
        ContratoProrrogacoesApiResponse,
        ContratoProrrogacoesApiArg
      >({
        query: (queryArg) => ({
          url: `/api/contratos/prorrogacoes`,
          params: {
            page: queryArg.page,
            pageSize: queryArg.pageSize,
            sort: queryArg.sort,
            q: queryArg.q,
            contratoId: queryArg.contratoId,
            de: queryArg.de,
            ate: queryArg.ate,
            parceiroId: queryArg.parceiroId,
            aprendizId: queryArg.aprendizId,
          },
        }),
        providesTags: ["contratos"],
      }),
      contratoProrrogacoesExportar: build.query<
        ContratoProrrogacoesExportarApiResponse,
        ContratoProrrogacoesExportarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/contratos/prorrogacoes/exportar`,
          params: {
            sort: queryArg.sort,
            q: queryArg.q,
            contratoId: queryArg.contratoId,
            de: queryArg.de,
            ate: queryArg.ate,
            parceiroId: queryArg.parceiroId,
            aprendizId: queryArg.aprendizId,
            formato: queryArg.formato,
          },
        }),
        providesTags: ["contratos"],
      }),
      contratoRescisoes: build.query<
        ContratoRescisoesApiResponse,
        ContratoRescisoesApiArg
      >({
        query: (queryArg) => ({
          url: `/api/contratos/rescisoes`,
          params: {
            page: queryArg.page,
            pageSize: queryArg.pageSize,
            sort: queryArg.sort,
            q: queryArg.q,
            contratoId: queryArg.contratoId,
            de: queryArg.de,
            ate: queryArg.ate,
            parceiroId: queryArg.parceiroId,
            aprendizId: queryArg.aprendizId,
            motivoDesligamentoId: queryArg.motivoDesligamentoId,
          },
        }),
        providesTags: ["contratos"],
      }),
      contratoRescisoesExportar: build.query<
        ContratoRescisoesExportarApiResponse,
        ContratoRescisoesExportarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/contratos/rescisoes/exportar`,
          params: {
            sort: queryArg.sort,
            q: queryArg.q,
            contratoId: queryArg.contratoId,
            de: queryArg.de,
            ate: queryArg.ate,
            parceiroId: queryArg.parceiroId,
            aprendizId: queryArg.aprendizId,
            motivoDesligamentoId: queryArg.motivoDesligamentoId,
            formato: queryArg.formato,
          },
        }),
        providesTags: ["contratos"],
      }),
      contratoEncerrar: build.mutation<
        ContratoEncerrarApiResponse,
        ContratoEncerrarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/contratos/encerrar`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["contratos"],
      }),
      contratoObter: build.query<ContratoObterApiResponse, ContratoObterApiArg>(
        {
          query: (queryArg) => ({ url: `/api/contratos/${queryArg.id}` }),
          providesTags: ["contratos"],
        },
      ),
      contratoAtualizar: build.mutation<
        ContratoAtualizarApiResponse,
        ContratoAtualizarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/contratos/${queryArg.id}`,
          method: "PUT",
          body: queryArg.body,
        }),
        invalidatesTags: ["contratos"],
      }),
      contratoProrrogar: build.mutation<
        ContratoProrrogarApiResponse,
        ContratoProrrogarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/contratos/${queryArg.id}/prorrogacoes`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["contratos"],
      }),
      contratoRescindir: build.mutation<
        ContratoRescindirApiResponse,
        ContratoRescindirApiArg
      >({
        query: (queryArg) => ({
          url: `/api/contratos/${queryArg.id}/rescisao`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["contratos"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as enhancedApi };
export type ContratoListarApiResponse = /** status 200 Default Response */ {
  data: Contrato[];
  total: number;
  page: number;
  pageSize: number;
};
export type ContratoListarApiArg = {
  /** Página, a partir de 1. */
  page?: number;
  /** Itens por página (padrão 25, máximo 100). */
  pageSize?: number;
  /** Ordenação: numero, aprendiz, parceiro, Con_DataInicio, Con_DataTermino, criadoEm; prefixo - para decrescente. */
  sort?:
    | "numero"
    | "-numero"
    | "aprendiz"
    | "-aprendiz"
    | "parceiro"
    | "-parceiro"
    | "Con_DataInicio"
    | "-Con_DataInicio"
    | "Con_DataTermino"
    | "-Con_DataTermino"
    | "criadoEm"
    | "-criadoEm";
  /** Busca sem distinção de acentos ou maiúsculas. */
  q?: string;
  /** vigente, prorrogado, rescindido ou encerrado. Um contrato vigente ou prorrogado cujo término passou aparece como encerrado, sem ninguém agir. */
  status?: "vigente" | "prorrogado" | "rescindido" | "encerrado";
  /** A = Aprendizagem, E = Estágio. */
  conTipoContrato?: "A" | "E";
  /** Só os contratos desta empresa. */
  parceiroId?: number;
  /** Só os contratos deste aprendiz. */
  aprendizId?: number;
  /** Só os contratos desta unidade. */
  unidadeId?: number;
  /** Só os que terminaram pela data e ainda não foram encerrados (os do Encerrar em lote). */
  aguardandoEncerramento?: "true";
  /** Só os em curso que descumprem a legislação da aprendizagem (jornada, trabalho noturno, turno escolar, bolsa mínima): GET /api/contratos/pendencias-legais diz quais problemas. */
  pendenciasLegais?: "true";
  /** Vigentes ou prorrogados que terminam de hoje até daqui a N dias. */
  venceEmDias?: number;
};
export type ContratoCriarApiResponse =
  /** status 201 Default Response */ Contrato;
export type ContratoCriarApiArg = {
  body: {
    /** Código do aprendiz. */
    Con_CodAprendiz: number;
    /** Código da empresa parceira. */
    Con_CodParceiro: number;
    /** Unidade da empresa onde o aprendiz fará a prática: abre a lotação a partir do início. */
    unidadeId?: number | null;
    /** A = Aprendizagem, E = Estágio. */
    Con_TipoContrato: string;
    /** aaaa-mm-dd */
    Con_DataInicio: string;
    /** aaaa-mm-dd */
    Con_DataTermino: string;
    /** Meses, com as prorrogações; conferidos com as datas. */
    Con_Duracao: number;
    /** Horas por semana. */
    Con_CargaHoraria: number;
    /** Em reais, com até dois centavos (1234.56); null se não informado. */
    Con_ValorBolsa?: number | null;
    /** Em reais, com até dois centavos (1234.56); null se não informado. */
    Con_ValorTaxa?: number | null;
    /** Em reais, com até dois centavos (1234.56); null se não informado. */
    Con_ValorEncargos?: number | null;
    /** Em reais, com até dois centavos (1234.56); null se não informado. */
    Con_ValorMatricula?: number | null;
    /** Início da prática em cada dia (hh:mm). */
    Con_HoraEntrada?: string | null;
    /** Fim da prática em cada dia (hh:mm); antes da entrada, termina no dia seguinte. */
    Con_HoraSaida?: string | null;
    /** Código CBO (lookup profissao), 4110-05. */
    Con_CBO?: string | null;
    Con_ObservacoesGerais?: string | null;
    /** Dias da prática (1 = segunda-feira ... 7 = domingo), com Con_HoraEntrada e Con_HoraSaida; os dias de teoria vêm da turma. */
    Con_DiasPratica?: number[] | null;
    /** A vaga de onde veio, se houver. */
    vagaId?: number | null;
    /** O encaminhamento aprovado de onde veio, se houver. */
    encaminhamentoId?: number | null;
  };
};
export type ContratoExportarApiResponse =
  /** status 200 Arquivo CSV ou XLSX. */ Blob;
export type ContratoExportarApiArg = {
  /** Ordenação: numero, aprendiz, parceiro, Con_DataInicio, Con_DataTermino, criadoEm; prefixo - para decrescente. */
  sort?:
    | "numero"
    | "-numero"
    | "aprendiz"
    | "-aprendiz"
    | "parceiro"
    | "-parceiro"
    | "Con_DataInicio"
    | "-Con_DataInicio"
    | "Con_DataTermino"
    | "-Con_DataTermino"
    | "criadoEm"
    | "-criadoEm";
  /** Busca sem distinção de acentos ou maiúsculas. */
  q?: string;
  /** vigente, prorrogado, rescindido ou encerrado. Um contrato vigente ou prorrogado cujo término passou aparece como encerrado, sem ninguém agir. */
  status?: "vigente" | "prorrogado" | "rescindido" | "encerrado";
  /** A = Aprendizagem, E = Estágio. */
  conTipoContrato?: "A" | "E";
  /** Só os contratos desta empresa. */
  parceiroId?: number;
  /** Só os contratos deste aprendiz. */
  aprendizId?: number;
  /** Só os contratos desta unidade. */
  unidadeId?: number;
  /** Só os que terminaram pela data e ainda não foram encerrados (os do Encerrar em lote). */
  aguardandoEncerramento?: "true";
  /** Só os em curso que descumprem a legislação da aprendizagem (jornada, trabalho noturno, turno escolar, bolsa mínima): GET /api/contratos/pendencias-legais diz quais problemas. */
  pendenciasLegais?: "true";
  /** Vigentes ou prorrogados que terminam de hoje até daqui a N dias. */
  venceEmDias?: number;
  /** csv (padrão; UTF-8 com BOM, separador ;) ou xlsx. */
  formato?: "csv" | "xlsx";
};
export type ContratoEstatisticasApiResponse =
  /** status 200 Default Response */ {
    total: number;
    porStatus: {
      vigente: number;
      prorrogado: number;
      rescindido: number;
      encerrado: number;
    };
    porTipo: {
      A: number;
      E: number;
    };
    /** Vigentes e prorrogados (status de hoje). */
    emCurso: number;
    /** Em curso que terminam de hoje até daqui a 30, 60 e 90 dias. */
    vencendo: {
      em30: number;
      em60: number;
      em90: number;
    };
    /** Terminaram pela data e ainda não foram encerrados. */
    aguardandoEncerramento: number;
  };
export type ContratoEstatisticasApiArg = {
  /** Só os contratos desta empresa. */
  parceiroId?: number;
  /** Só os contratos deste aprendiz. */
  aprendizId?: number;
};
export type ContratoPendenciasLegaisApiResponse =
  /** status 200 Default Response */ {
    data: {
      contratoId: number;
      numero: string;
      aprendizId: number;
      /** Cada regra descumprida, com o artigo, sob o campo a corrigir. */
      bloqueios: {
        /** O campo (nome do seed) a que se refere. */
        campo: string;
        mensagem: string;
      }[];
    }[];
    total: number;
  };
export type ContratoPendenciasLegaisApiArg = void;
export type ContratoVerificarApiResponse = /** status 200 Default Response */ {
  /** Nenhum problema bloqueante. */
  podeCriar: boolean;
  /** Problemas bloqueantes por campo: os mesmos que o POST responderia (400 ou 409). */
  errors: {
    [key: string]: string;
  };
  /** O que merece atenção mas não impede a criação. */
  avisos: {
    /** O campo (nome do seed) a que se refere. */
    campo: string;
    mensagem: string;
  }[];
  /** O contrato do aprendiz ainda gravado como em curso, se houver. */
  contratoEmCurso: {
    id: number;
    numero: string;
    status: string;
    /** aaaa-mm-dd */
    Con_DataInicio: string;
    /** aaaa-mm-dd */
    Con_DataTermino: string;
    parceiro: string;
  } | null;
  cota: {
    /** Cota de aprendizes da empresa. */
    cota: number;
    /** Contratos em curso na empresa hoje. */
    agora: number;
    /** Com este contrato. */
    depois: number;
  } | null;
  /** Os números da legislação da aprendizagem (docs/LEGISLACAO.md). */
  legislacao: {
    /** A menor bolsa do ano de início (salário mínimo hora × carga semanal × 5), em reais; null sem o salário mínimo do ano. */
    bolsaMinima: number | null;
    /** FGTS de 2% sobre a bolsa, em reais (Lei 8.036, art. 15, § 7º). */
    fgts: number | null;
    /** O dia mais longo da semana (prática e teoria), em minutos; null sem os dias e horários. */
    jornadaMaximaMinutos: number | null;
  };
};
export type ContratoVerificarApiArg = {
  body: {
    /** Código do aprendiz. */
    Con_CodAprendiz?: number | null;
    /** Código da empresa parceira. */
    Con_CodParceiro?: number | null;
    /** Unidade da empresa onde o aprendiz fará a prática: abre a lotação a partir do início. */
    unidadeId?: number | null;
    /** A = Aprendizagem, E = Estágio. */
    Con_TipoContrato?: string | null;
    /** aaaa-mm-dd */
    Con_DataInicio?: string | null;
    /** aaaa-mm-dd */
    Con_DataTermino?: string | null;
    /** Meses, com as prorrogações; conferidos com as datas. */
    Con_Duracao?: number | null;
    /** Horas por semana. */
    Con_CargaHoraria?: number | null;
    /** Em reais, com até dois centavos (1234.56); null se não informado. */
    Con_ValorBolsa?: number | null;
    /** Em reais, com até dois centavos (1234.56); null se não informado. */
    Con_ValorTaxa?: number | null;
    /** Em reais, com até dois centavos (1234.56); null se não informado. */
    Con_ValorEncargos?: number | null;
    /** Em reais, com até dois centavos (1234.56); null se não informado. */
    Con_ValorMatricula?: number | null;
    /** Início da prática em cada dia (hh:mm). */
    Con_HoraEntrada?: string | null;
    /** Fim da prática em cada dia (hh:mm); antes da entrada, termina no dia seguinte. */
    Con_HoraSaida?: string | null;
    /** Código CBO (lookup profissao), 4110-05. */
    Con_CBO?: string | null;
    Con_ObservacoesGerais?: string | null;
    /** Dias da prática (1 = segunda-feira ... 7 = domingo), com Con_HoraEntrada e Con_HoraSaida; os dias de teoria vêm da turma. */
    Con_DiasPratica?: number[] | null;
    /** A vaga de onde veio, se houver. */
    vagaId?: number | null;
    /** O encaminhamento aprovado de onde veio, se houver. */
    encaminhamentoId?: number | null;
  };
};
export type ContratoProrrogacoesApiResponse =
  /** status 200 Default Response */ {
    data: Prorrogacao[];
    total: number;
    page: number;
    pageSize: number;
  };
export type ContratoProrrogacoesApiArg = {
  /** Página, a partir de 1. */
  page?: number;
  /** Itens por página (padrão 25, máximo 100). */
  pageSize?: number;
  /** Ordenação: dataTerminoAnterior, novaDataTermino, criadoEm; prefixo - para decrescente. */
  sort?:
    | "dataTerminoAnterior"
    | "-dataTerminoAnterior"
    | "novaDataTermino"
    | "-novaDataTermino"
    | "criadoEm"
    | "-criadoEm";
  /** Busca sem distinção de acentos ou maiúsculas. */
  q?: string;
  /** Só as deste contrato (a linha do tempo da página do contrato). */
  contratoId?: number;
  /** A partir desta data (aaaa-mm-dd). */
  de?: string;
  /** Até esta data (aaaa-mm-dd). */
  ate?: string;
  /** Só os contratos desta empresa. */
  parceiroId?: number;
  /** Só os contratos deste aprendiz. */
  aprendizId?: number;
};
export type ContratoProrrogacoesExportarApiResponse =
  /** status 200 Arquivo CSV ou XLSX. */ Blob;
export type ContratoProrrogacoesExportarApiArg = {
  /** Ordenação: dataTerminoAnterior, novaDataTermino, criadoEm; prefixo - para decrescente. */
  sort?:
    | "dataTerminoAnterior"
    | "-dataTerminoAnterior"
    | "novaDataTermino"
    | "-novaDataTermino"
    | "criadoEm"
    | "-criadoEm";
  /** Busca sem distinção de acentos ou maiúsculas. */
  q?: string;
  /** Só as deste contrato (a linha do tempo da página do contrato). */
  contratoId?: number;
  /** A partir desta data (aaaa-mm-dd). */
  de?: string;
  /** Até esta data (aaaa-mm-dd). */
  ate?: string;
  /** Só os contratos desta empresa. */
  parceiroId?: number;
  /** Só os contratos deste aprendiz. */
  aprendizId?: number;
  /** csv (padrão; UTF-8 com BOM, separador ;) ou xlsx. */
  formato?: "csv" | "xlsx";
};
export type ContratoRescisoesApiResponse = /** status 200 Default Response */ {
  data: Rescisao[];
  total: number;
  page: number;
  pageSize: number;
};
export type ContratoRescisoesApiArg = {
  /** Página, a partir de 1. */
  page?: number;
  /** Itens por página (padrão 25, máximo 100). */
  pageSize?: number;
  /** Ordenação: data, criadoEm; prefixo - para decrescente. */
  sort?: "data" | "-data" | "criadoEm" | "-criadoEm";
  /** Busca sem distinção de acentos ou maiúsculas. */
  q?: string;
  /** Só as deste contrato (a linha do tempo da página do contrato). */
  contratoId?: number;
  /** A partir desta data (aaaa-mm-dd). */
  de?: string;
  /** Até esta data (aaaa-mm-dd). */
  ate?: string;
  /** Só os contratos desta empresa. */
  parceiroId?: number;
  /** Só os contratos deste aprendiz. */
  aprendizId?: number;
  /** Só as rescisões por este motivo. */
  motivoDesligamentoId?: number;
};
export type ContratoRescisoesExportarApiResponse =
  /** status 200 Arquivo CSV ou XLSX. */ Blob;
export type ContratoRescisoesExportarApiArg = {
  /** Ordenação: data, criadoEm; prefixo - para decrescente. */
  sort?: "data" | "-data" | "criadoEm" | "-criadoEm";
  /** Busca sem distinção de acentos ou maiúsculas. */
  q?: string;
  /** Só as deste contrato (a linha do tempo da página do contrato). */
  contratoId?: number;
  /** A partir desta data (aaaa-mm-dd). */
  de?: string;
  /** Até esta data (aaaa-mm-dd). */
  ate?: string;
  /** Só os contratos desta empresa. */
  parceiroId?: number;
  /** Só os contratos deste aprendiz. */
  aprendizId?: number;
  /** Só as rescisões por este motivo. */
  motivoDesligamentoId?: number;
  /** csv (padrão; UTF-8 com BOM, separador ;) ou xlsx. */
  formato?: "csv" | "xlsx";
};
export type ContratoEncerrarApiResponse = /** status 200 Default Response */ {
  data: Contrato[];
};
export type ContratoEncerrarApiArg = {
  body: {
    ids: number[];
  };
};
export type ContratoObterApiResponse =
  /** status 200 Default Response */ Contrato;
export type ContratoObterApiArg = {
  id: number;
};
export type ContratoAtualizarApiResponse =
  /** status 200 Default Response */ Contrato;
export type ContratoAtualizarApiArg = {
  id: number;
  body: {
    /** Código do aprendiz. */
    Con_CodAprendiz?: number;
    /** Código da empresa parceira. */
    Con_CodParceiro?: number;
    /** Unidade da empresa onde o aprendiz fará a prática: abre a lotação a partir do início. */
    unidadeId?: number | null;
    /** A = Aprendizagem, E = Estágio. */
    Con_TipoContrato?: string;
    /** aaaa-mm-dd */
    Con_DataInicio?: string;
    /** aaaa-mm-dd */
    Con_DataTermino?: string;
    /** Meses, com as prorrogações; conferidos com as datas. */
    Con_Duracao?: number;
    /** Horas por semana. */
    Con_CargaHoraria?: number;
    /** Em reais, com até dois centavos (1234.56); null se não informado. */
    Con_ValorBolsa?: number | null;
    /** Em reais, com até dois centavos (1234.56); null se não informado. */
    Con_ValorTaxa?: number | null;
    /** Em reais, com até dois centavos (1234.56); null se não informado. */
    Con_ValorEncargos?: number | null;
    /** Em reais, com até dois centavos (1234.56); null se não informado. */
    Con_ValorMatricula?: number | null;
    /** Início da prática em cada dia (hh:mm). */
    Con_HoraEntrada?: string | null;
    /** Fim da prática em cada dia (hh:mm); antes da entrada, termina no dia seguinte. */
    Con_HoraSaida?: string | null;
    /** Código CBO (lookup profissao), 4110-05. */
    Con_CBO?: string | null;
    Con_ObservacoesGerais?: string | null;
    /** Dias da prática (1 = segunda-feira ... 7 = domingo), com Con_HoraEntrada e Con_HoraSaida; os dias de teoria vêm da turma. */
    Con_DiasPratica?: number[] | null;
    /** A versao lida; se outra pessoa salvou depois, a resposta é 409. */
    versao: number;
  };
};
export type ContratoProrrogarApiResponse =
  /** status 200 Default Response */ Contrato;
export type ContratoProrrogarApiArg = {
  id: number;
  body: {
    novaDataTermino?: string | null;
    motivo?: string | null;
  };
};
export type ContratoRescindirApiResponse =
  /** status 200 Default Response */ Contrato;
export type ContratoRescindirApiArg = {
  id: number;
  body: {
    data?: string | null;
    /** /api/cadastros/motivo-desligamento */
    motivoDesligamentoId?: number | null;
    observacoes?: string | null;
  };
};
export type Contrato = {
  id: number;
  /** Número mostrado às pessoas: 'aaaa/nnnnn' (ano do início). */
  numero: string;
  /** Código do aprendiz. */
  Con_CodAprendiz: number;
  /** Código da empresa parceira. */
  Con_CodParceiro: number;
  /** Unidade da empresa onde o aprendiz fará a prática: abre a lotação a partir do início. */
  unidadeId: number | null;
  /** A = Aprendizagem, E = Estágio. */
  Con_TipoContrato: string;
  /** aaaa-mm-dd */
  Con_DataInicio: string;
  /** aaaa-mm-dd */
  Con_DataTermino: string;
  /** Meses, com as prorrogações; conferidos com as datas. */
  Con_Duracao: number;
  /** Horas por semana. */
  Con_CargaHoraria: number;
  /** Em reais, com até dois centavos (1234.56); null se não informado. */
  Con_ValorBolsa: number | null;
  /** Em reais, com até dois centavos (1234.56); null se não informado. */
  Con_ValorTaxa: number | null;
  /** Em reais, com até dois centavos (1234.56); null se não informado. */
  Con_ValorEncargos: number | null;
  /** Em reais, com até dois centavos (1234.56); null se não informado. */
  Con_ValorMatricula: number | null;
  /** Início da prática em cada dia (hh:mm). */
  Con_HoraEntrada: string | null;
  /** Fim da prática em cada dia (hh:mm); antes da entrada, termina no dia seguinte. */
  Con_HoraSaida: string | null;
  /** Código CBO (lookup profissao), 4110-05. */
  Con_CBO: string | null;
  Con_ObservacoesGerais: string | null;
  /** Dias da prática: 1 = segunda-feira ... 7 = domingo; null num contrato anterior a eles. */
  Con_DiasPratica: number[] | null;
  /** vigente, prorrogado, rescindido ou encerrado, como as pessoas o veem hoje (um término passado mostra encerrado). */
  status: string;
  /** O status gravado; difere de status só num contrato encerrado pela data que ninguém encerrou ainda (POST /api/contratos/encerrar). */
  statusGravado: string;
  /** Terminou pela data e ainda não foi encerrado (entra no Encerrar em lote). */
  aguardandoEncerramento: boolean;
  /** Dias até o término (0 no último dia) enquanto vigente ou prorrogado; null nos demais. */
  diasRestantes: number | null;
  vagaId: number | null;
  encaminhamentoId: number | null;
  aprendiz: {
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
  };
  parceiro: {
    id: number;
    /** Nome fantasia, ou a razão social. */
    nome: string;
    razaoSocial: string;
  };
  unidade: {
    id: number;
    nome: string;
  } | null;
  profissao: {
    codigo: string;
    nome: string;
  } | null;
  /** Quem criou o contrato (null nos dados de demonstração). */
  criadoPor: {
    id: number;
    nome: string;
  } | null;
  /** Quando e por quem o contrato foi encerrado (POST /api/contratos/encerrar ou ao criar o seguinte). */
  encerramento: {
    em: string;
    por: {
      id: number;
      nome: string;
    } | null;
  } | null;
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
export type Prorrogacao = {
  id: number;
  contratoId: number;
  /** aaaa-mm-dd */
  dataTerminoAnterior: string;
  /** aaaa-mm-dd */
  novaDataTermino: string;
  motivo: string;
  /** Quem prorrogou. */
  usuario: {
    id: number;
    nome: string;
  } | null;
  contrato: {
    id: number;
    numero: string;
    Con_TipoContrato: string;
    status: string;
    aprendiz: {
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
    };
    parceiro: {
      id: number;
      nome: string;
    };
  };
  criadoEm: string;
};
export type Rescisao = {
  id: number;
  contratoId: number;
  /** aaaa-mm-dd */
  data: string;
  motivoDesligamento: {
    id: number;
    codigo: string;
    nome: string;
    /** Extinção antecipada (art. 433, I a IV e outras); false no término e na idade máxima. */
    antecipado: boolean;
  };
  observacoes: string | null;
  /** Quem rescindiu. */
  usuario: {
    id: number;
    nome: string;
  } | null;
  contrato: {
    id: number;
    numero: string;
    Con_TipoContrato: string;
    status: string;
    aprendiz: {
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
    };
    parceiro: {
      id: number;
      nome: string;
    };
  };
  criadoEm: string;
};
export const {
  useContratoListarQuery,
  useContratoCriarMutation,
  useContratoExportarQuery,
  useContratoEstatisticasQuery,
  useContratoPendenciasLegaisQuery,
  useContratoVerificarMutation,
  useContratoProrrogacoesQuery,
  useContratoProrrogacoesExportarQuery,
  useContratoRescisoesQuery,
  useContratoRescisoesExportarQuery,
  useContratoEncerrarMutation,
  useContratoObterQuery,
  useContratoAtualizarMutation,
  useContratoProrrogarMutation,
  useContratoRescindirMutation,
} = injectedRtkApi;
