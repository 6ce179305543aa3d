import { api } from "../api";
export const addTagTypes = ["vagas"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      vagaListar: build.query<VagaListarApiResponse, VagaListarApiArg>({
        query: (queryArg) => ({
          url: `/api/vagas`,
          params: {
            page: queryArg.page,
            pageSize: queryArg.pageSize,
            sort: queryArg.sort,
            q: queryArg.q,
            ativo: queryArg.ativo,
            status: queryArg.status,
            parceiroId: queryArg.parceiroId,
            unidadeId: queryArg.unidadeId,
            profissaoId: queryArg.profissaoId,
            turno: queryArg.turno,
            abertas: queryArg.abertas,
          },
        }),
        providesTags: ["vagas"],
      }),
      vagaCriar: build.mutation<VagaCriarApiResponse, VagaCriarApiArg>({
        query: (queryArg) => ({
          url: `/api/vagas`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["vagas"],
      }),
      vagaExportar: build.query<VagaExportarApiResponse, VagaExportarApiArg>({
        query: (queryArg) => ({
          url: `/api/vagas/exportar`,
          params: {
            sort: queryArg.sort,
            q: queryArg.q,
            ativo: queryArg.ativo,
            status: queryArg.status,
            parceiroId: queryArg.parceiroId,
            unidadeId: queryArg.unidadeId,
            profissaoId: queryArg.profissaoId,
            turno: queryArg.turno,
            abertas: queryArg.abertas,
            formato: queryArg.formato,
          },
        }),
        providesTags: ["vagas"],
      }),
      vagaEstatisticas: build.query<
        VagaEstatisticasApiResponse,
        VagaEstatisticasApiArg
      >({
        query: (queryArg) => ({
          url: `/api/vagas/stats`,
          params: {
            parceiroId: queryArg.parceiroId,
          },
        }),
        providesTags: ["vagas"],
      }),
      vagaObter: build.query<VagaObterApiResponse, VagaObterApiArg>({
        query: (queryArg) => ({ url: `/api/vagas/${queryArg.id}` }),
        providesTags: ["vagas"],
      }),
      vagaAtualizar: build.mutation<
        VagaAtualizarApiResponse,
        VagaAtualizarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/vagas/${queryArg.id}`,
          method: "PUT",
          body: queryArg.body,
        }),
        invalidatesTags: ["vagas"],
      }),
      vagaCancelar: build.mutation<VagaCancelarApiResponse, VagaCancelarApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/vagas/${queryArg.id}`,
            method: "DELETE",
          }),
          invalidatesTags: ["vagas"],
        },
      ),
      vagaSugestoes: build.query<VagaSugestoesApiResponse, VagaSugestoesApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/vagas/${queryArg.id}/sugestoes`,
            params: {
              page: queryArg.page,
              pageSize: queryArg.pageSize,
              q: queryArg.q,
            },
          }),
          providesTags: ["vagas"],
        },
      ),
      vagaCandidatos: build.query<
        VagaCandidatosApiResponse,
        VagaCandidatosApiArg
      >({
        query: (queryArg) => ({
          url: `/api/vagas/${queryArg.id}/candidatos`,
          params: {
            page: queryArg.page,
            pageSize: queryArg.pageSize,
            sort: queryArg.sort,
            q: queryArg.q,
            ativo: queryArg.ativo,
            status: queryArg.status,
          },
        }),
        providesTags: ["vagas"],
      }),
      vagaAdicionarCandidatos: build.mutation<
        VagaAdicionarCandidatosApiResponse,
        VagaAdicionarCandidatosApiArg
      >({
        query: (queryArg) => ({
          url: `/api/vagas/${queryArg.id}/candidatos`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["vagas"],
      }),
      vagaMudarCandidato: build.mutation<
        VagaMudarCandidatoApiResponse,
        VagaMudarCandidatoApiArg
      >({
        query: (queryArg) => ({
          url: `/api/vagas/${queryArg.id}/candidatos/${queryArg.candidatoId}`,
          method: "PUT",
          body: queryArg.body,
        }),
        invalidatesTags: ["vagas"],
      }),
      vagaCandidaturas: build.query<
        VagaCandidaturasApiResponse,
        VagaCandidaturasApiArg
      >({
        query: (queryArg) => ({
          url: `/api/candidaturas`,
          params: {
            page: queryArg.page,
            pageSize: queryArg.pageSize,
            sort: queryArg.sort,
            q: queryArg.q,
            ativo: queryArg.ativo,
            status: queryArg.status,
            aprendizId: queryArg.aprendizId,
          },
        }),
        providesTags: ["vagas"],
      }),
      vagaEncaminhamentos: build.query<
        VagaEncaminhamentosApiResponse,
        VagaEncaminhamentosApiArg
      >({
        query: (queryArg) => ({
          url: `/api/vagas/${queryArg.id}/encaminhamentos`,
          params: {
            page: queryArg.page,
            pageSize: queryArg.pageSize,
            sort: queryArg.sort,
            q: queryArg.q,
            ativo: queryArg.ativo,
            status: queryArg.status,
            abertos: queryArg.abertos,
            parceiroId: queryArg.parceiroId,
            vagaId: queryArg.vagaId,
            aprendizId: queryArg.aprendizId,
            entrevista: queryArg.entrevista,
            de: queryArg.de,
            ate: queryArg.ate,
          },
        }),
        providesTags: ["vagas"],
      }),
      vagaEncaminhar: build.mutation<
        VagaEncaminharApiResponse,
        VagaEncaminharApiArg
      >({
        query: (queryArg) => ({
          url: `/api/vagas/${queryArg.id}/encaminhamentos`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["vagas"],
      }),
      encaminhamentoListar: build.query<
        EncaminhamentoListarApiResponse,
        EncaminhamentoListarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/encaminhamentos`,
          params: {
            page: queryArg.page,
            pageSize: queryArg.pageSize,
            sort: queryArg.sort,
            q: queryArg.q,
            ativo: queryArg.ativo,
            status: queryArg.status,
            abertos: queryArg.abertos,
            parceiroId: queryArg.parceiroId,
            vagaId: queryArg.vagaId,
            aprendizId: queryArg.aprendizId,
            entrevista: queryArg.entrevista,
            de: queryArg.de,
            ate: queryArg.ate,
          },
        }),
        providesTags: ["vagas"],
      }),
      encaminhamentoExportar: build.query<
        EncaminhamentoExportarApiResponse,
        EncaminhamentoExportarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/encaminhamentos/exportar`,
          params: {
            sort: queryArg.sort,
            q: queryArg.q,
            ativo: queryArg.ativo,
            status: queryArg.status,
            abertos: queryArg.abertos,
            parceiroId: queryArg.parceiroId,
            vagaId: queryArg.vagaId,
            aprendizId: queryArg.aprendizId,
            entrevista: queryArg.entrevista,
            de: queryArg.de,
            ate: queryArg.ate,
            formato: queryArg.formato,
          },
        }),
        providesTags: ["vagas"],
      }),
      encaminhamentoObter: build.query<
        EncaminhamentoObterApiResponse,
        EncaminhamentoObterApiArg
      >({
        query: (queryArg) => ({ url: `/api/encaminhamentos/${queryArg.id}` }),
        providesTags: ["vagas"],
      }),
      encaminhamentoAtualizar: build.mutation<
        EncaminhamentoAtualizarApiResponse,
        EncaminhamentoAtualizarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/encaminhamentos/${queryArg.id}`,
          method: "PUT",
          body: queryArg.body,
        }),
        invalidatesTags: ["vagas"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as enhancedApi };
export type VagaListarApiResponse = /** status 200 Default Response */ {
  data: Vaga[];
  total: number;
  page: number;
  pageSize: number;
};
export type VagaListarApiArg = {
  /** Página, a partir de 1. */
  page?: number;
  /** Itens por página (padrão 25, máximo 100). */
  pageSize?: number;
  /** Ordenação: titulo, parceiro, dataAbertura, dataEncerramento, status, criadoEm; prefixo - para decrescente. */
  sort?:
    | "titulo"
    | "-titulo"
    | "parceiro"
    | "-parceiro"
    | "dataAbertura"
    | "-dataAbertura"
    | "dataEncerramento"
    | "-dataEncerramento"
    | "status"
    | "-status"
    | "criadoEm"
    | "-criadoEm";
  /** Busca sem distinção de acentos ou maiúsculas. */
  q?: string;
  /** Registros ativos (padrão), inativos ou todos. */
  ativo?: "true" | "false" | "todos";
  /** aberta, em seleção (primeiro candidato selecionado), preenchida (contratos chegaram à quantidade) ou cancelada. */
  status?: "aberta" | "em sele\u00E7\u00E3o" | "preenchida" | "cancelada";
  /** Vagas desta empresa. */
  parceiroId?: number;
  /** Vagas desta unidade. */
  unidadeId?: number;
  /** Vagas desta profissão (CBO). */
  profissaoId?: number;
  /** manha, tarde, noite ou integral. */
  turno?: "manha" | "tarde" | "noite" | "integral";
  /** Só as que recebem candidatos (aberta ou em seleção). */
  abertas?: "true";
};
export type VagaCriarApiResponse = /** status 201 Default Response */ Vaga;
export type VagaCriarApiArg = {
  body: {
    /** De 3 a 120 caracteres, sem contar espaços nas pontas. */
    titulo: string;
    /** A empresa parceira (ativa). */
    parceiroId: number;
    /** Uma unidade ativa da empresa. */
    unidadeId: number;
    /** A profissão (CBO) da vaga: /api/cadastros/profissao. */
    profissaoId: number;
    quantidade: number;
    /** manha, tarde, noite ou integral. */
    turno: string;
    /** Horas por semana. */
    cargaHoraria: number;
    /** Em reais, com até dois centavos. */
    valorBolsa: number;
    beneficios?: string | null;
    idadeMinima?: number | null;
    idadeMaxima?: number | null;
    /** Escolaridade mínima, se houver. */
    grauEscolaridadeId?: number | null;
    requisitos?: string | null;
    /** aaaa-mm-dd */
    dataAbertura: string;
    /** aaaa-mm-dd */
    dataEncerramento?: string | null;
  };
};
export type VagaExportarApiResponse =
  /** status 200 Arquivo CSV ou XLSX. */ Blob;
export type VagaExportarApiArg = {
  /** Ordenação: titulo, parceiro, dataAbertura, dataEncerramento, status, criadoEm; prefixo - para decrescente. */
  sort?:
    | "titulo"
    | "-titulo"
    | "parceiro"
    | "-parceiro"
    | "dataAbertura"
    | "-dataAbertura"
    | "dataEncerramento"
    | "-dataEncerramento"
    | "status"
    | "-status"
    | "criadoEm"
    | "-criadoEm";
  /** Busca sem distinção de acentos ou maiúsculas. */
  q?: string;
  /** Registros ativos (padrão), inativos ou todos. */
  ativo?: "true" | "false" | "todos";
  /** aberta, em seleção (primeiro candidato selecionado), preenchida (contratos chegaram à quantidade) ou cancelada. */
  status?: "aberta" | "em sele\u00E7\u00E3o" | "preenchida" | "cancelada";
  /** Vagas desta empresa. */
  parceiroId?: number;
  /** Vagas desta unidade. */
  unidadeId?: number;
  /** Vagas desta profissão (CBO). */
  profissaoId?: number;
  /** manha, tarde, noite ou integral. */
  turno?: "manha" | "tarde" | "noite" | "integral";
  /** Só as que recebem candidatos (aberta ou em seleção). */
  abertas?: "true";
  /** csv (padrão; UTF-8 com BOM, separador ;) ou xlsx. */
  formato?: "csv" | "xlsx";
};
export type VagaEstatisticasApiResponse = /** status 200 Default Response */ {
  total: number;
  /** Vagas por status (aberta, em seleção, preenchida, cancelada). */
  porStatus: {
    [key: string]: number;
  };
  /** Vagas aberta ou em seleção. */
  abertas: number;
  /** Postos (a quantidade de cada vaga). */
  postos: {
    /** Soma das quantidades das vagas não canceladas. */
    total: number;
    /** Contratos criados a partir delas. */
    preenchidos: number;
    /** Postos ainda sem contrato nas vagas abertas. */
    abertos: number;
  };
  /** Entrevistas de hoje em encaminhamentos abertos. */
  entrevistasHoje: number;
};
export type VagaEstatisticasApiArg = {
  /** Só desta empresa. */
  parceiroId?: number;
};
export type VagaObterApiResponse = /** status 200 Default Response */ Vaga;
export type VagaObterApiArg = {
  id: number;
};
export type VagaAtualizarApiResponse = /** status 200 Default Response */ Vaga;
export type VagaAtualizarApiArg = {
  id: number;
  body: {
    /** De 3 a 120 caracteres, sem contar espaços nas pontas. */
    titulo?: string;
    /** A empresa parceira (ativa). */
    parceiroId?: number;
    /** Uma unidade ativa da empresa. */
    unidadeId?: number;
    /** A profissão (CBO) da vaga: /api/cadastros/profissao. */
    profissaoId?: number;
    quantidade?: number;
    /** manha, tarde, noite ou integral. */
    turno?: string;
    /** Horas por semana. */
    cargaHoraria?: number;
    /** Em reais, com até dois centavos. */
    valorBolsa?: number;
    beneficios?: string | null;
    idadeMinima?: number | null;
    idadeMaxima?: number | null;
    /** Escolaridade mínima, se houver. */
    grauEscolaridadeId?: number | null;
    requisitos?: string | null;
    /** aaaa-mm-dd */
    dataAbertura?: string;
    /** aaaa-mm-dd */
    dataEncerramento?: string | null;
    /** A versao lida; se outra pessoa salvou depois, a resposta é 409. */
    versao: number;
  };
};
export type VagaCancelarApiResponse = /** status 200 Default Response */ Vaga;
export type VagaCancelarApiArg = {
  id: number;
};
export type VagaSugestoesApiResponse = /** status 200 Default Response */ {
  data: {
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
    idade: number | null;
    turnoEscolar: string | null;
    /** 'Cidade/UF' do aprendiz. */
    municipio: string | null;
    escolaridade: string | null;
    /** Motivos a favor menos motivos contra: a ordem da lista. */
    pontos: number;
    aFavor: string[];
    contra: string[];
  }[];
  total: number;
  page: number;
  pageSize: number;
};
export type VagaSugestoesApiArg = {
  page?: number;
  pageSize?: number;
  /** Nome do aprendiz (busca livre entre os aptos). */
  q?: string;
  id: number;
};
export type VagaCandidatosApiResponse = /** status 200 Default Response */ {
  data: Candidato[];
  total: number;
  page: number;
  pageSize: number;
};
export type VagaCandidatosApiArg = {
  /** Página, a partir de 1. */
  page?: number;
  /** Itens por página (padrão 25, máximo 100). */
  pageSize?: number;
  /** Ordenação: nome, status, criadoEm; prefixo - para decrescente. */
  sort?: "nome" | "-nome" | "status" | "-status" | "criadoEm" | "-criadoEm";
  /** Busca sem distinção de acentos ou maiúsculas. */
  q?: string;
  /** Registros ativos (padrão), inativos ou todos. */
  ativo?: "true" | "false" | "todos";
  status?: "inscrito" | "selecionado" | "n\u00E3o selecionado";
  id: number;
};
export type VagaAdicionarCandidatosApiResponse =
  /** status 201 Default Response */ {
    data: Candidato[];
  };
export type VagaAdicionarCandidatosApiArg = {
  id: number;
  body: {
    /** Todos ou nenhum: um aprendiz recusado recusa o pedido, com o motivo de cada um. */
    aprendizIds: number[];
  };
};
export type VagaMudarCandidatoApiResponse =
  /** status 200 Default Response */ Candidato;
export type VagaMudarCandidatoApiArg = {
  id: number;
  candidatoId: number;
  body: {
    status: "inscrito" | "selecionado" | "n\u00E3o selecionado";
    /** A versao lida; se outra pessoa salvou depois, a resposta é 409. */
    versao?: number;
  };
};
export type VagaCandidaturasApiResponse = /** status 200 Default Response */ {
  data: Candidato[];
  total: number;
  page: number;
  pageSize: number;
};
export type VagaCandidaturasApiArg = {
  /** Página, a partir de 1. */
  page?: number;
  /** Itens por página (padrão 25, máximo 100). */
  pageSize?: number;
  /** Ordenação: nome, status, criadoEm; prefixo - para decrescente. */
  sort?: "nome" | "-nome" | "status" | "-status" | "criadoEm" | "-criadoEm";
  /** Busca sem distinção de acentos ou maiúsculas. */
  q?: string;
  /** Registros ativos (padrão), inativos ou todos. */
  ativo?: "true" | "false" | "todos";
  status?: "inscrito" | "selecionado" | "n\u00E3o selecionado";
  /** As candidaturas deste aprendiz. */
  aprendizId?: number;
};
export type VagaEncaminhamentosApiResponse =
  /** status 200 Default Response */ {
    data: Encaminhamento[];
    total: number;
    page: number;
    pageSize: number;
  };
export type VagaEncaminhamentosApiArg = {
  /** Página, a partir de 1. */
  page?: number;
  /** Itens por página (padrão 25, máximo 100). */
  pageSize?: number;
  /** Ordenação: dataEntrevista, data, aprendiz, status, criadoEm; prefixo - para decrescente. */
  sort?:
    | "dataEntrevista"
    | "-dataEntrevista"
    | "data"
    | "-data"
    | "aprendiz"
    | "-aprendiz"
    | "status"
    | "-status"
    | "criadoEm"
    | "-criadoEm";
  /** Busca sem distinção de acentos ou maiúsculas. */
  q?: string;
  /** Registros ativos (padrão), inativos ou todos. */
  ativo?: "true" | "false" | "todos";
  status?:
    | "encaminhado"
    | "entrevista agendada"
    | "aprovado"
    | "reprovado"
    | "desistente";
  /** Só encaminhado e entrevista agendada. */
  abertos?: "true";
  /** Encaminhamentos para esta empresa. */
  parceiroId?: number;
  /** Encaminhamentos desta vaga. */
  vagaId?: number;
  /** Encaminhamentos deste aprendiz. */
  aprendizId?: number;
  /** Entrevistas de hoje, ou desta semana (segunda a domingo). */
  entrevista?: "hoje" | "semana";
  /** Entrevista a partir de. */
  de?: string;
  /** Entrevista até. */
  ate?: string;
  id: number;
};
export type VagaEncaminharApiResponse =
  /** status 201 Default Response */ Encaminhamento;
export type VagaEncaminharApiArg = {
  id: number;
  body: {
    /** Um candidato selecionado desta vaga. */
    aprendizId: number;
    /** Data e hora da entrevista, 'aaaa-mm-ddThh:mm' (horário de Brasília). */
    dataEntrevista?: string | null;
    observacoes?: string | null;
  };
};
export type EncaminhamentoListarApiResponse =
  /** status 200 Default Response */ {
    data: Encaminhamento[];
    total: number;
    page: number;
    pageSize: number;
  };
export type EncaminhamentoListarApiArg = {
  /** Página, a partir de 1. */
  page?: number;
  /** Itens por página (padrão 25, máximo 100). */
  pageSize?: number;
  /** Ordenação: dataEntrevista, data, aprendiz, status, criadoEm; prefixo - para decrescente. */
  sort?:
    | "dataEntrevista"
    | "-dataEntrevista"
    | "data"
    | "-data"
    | "aprendiz"
    | "-aprendiz"
    | "status"
    | "-status"
    | "criadoEm"
    | "-criadoEm";
  /** Busca sem distinção de acentos ou maiúsculas. */
  q?: string;
  /** Registros ativos (padrão), inativos ou todos. */
  ativo?: "true" | "false" | "todos";
  status?:
    | "encaminhado"
    | "entrevista agendada"
    | "aprovado"
    | "reprovado"
    | "desistente";
  /** Só encaminhado e entrevista agendada. */
  abertos?: "true";
  /** Encaminhamentos para esta empresa. */
  parceiroId?: number;
  /** Encaminhamentos desta vaga. */
  vagaId?: number;
  /** Encaminhamentos deste aprendiz. */
  aprendizId?: number;
  /** Entrevistas de hoje, ou desta semana (segunda a domingo). */
  entrevista?: "hoje" | "semana";
  /** Entrevista a partir de. */
  de?: string;
  /** Entrevista até. */
  ate?: string;
};
export type EncaminhamentoExportarApiResponse =
  /** status 200 Arquivo CSV ou XLSX. */ Blob;
export type EncaminhamentoExportarApiArg = {
  /** Ordenação: dataEntrevista, data, aprendiz, status, criadoEm; prefixo - para decrescente. */
  sort?:
    | "dataEntrevista"
    | "-dataEntrevista"
    | "data"
    | "-data"
    | "aprendiz"
    | "-aprendiz"
    | "status"
    | "-status"
    | "criadoEm"
    | "-criadoEm";
  /** Busca sem distinção de acentos ou maiúsculas. */
  q?: string;
  /** Registros ativos (padrão), inativos ou todos. */
  ativo?: "true" | "false" | "todos";
  status?:
    | "encaminhado"
    | "entrevista agendada"
    | "aprovado"
    | "reprovado"
    | "desistente";
  /** Só encaminhado e entrevista agendada. */
  abertos?: "true";
  /** Encaminhamentos para esta empresa. */
  parceiroId?: number;
  /** Encaminhamentos desta vaga. */
  vagaId?: number;
  /** Encaminhamentos deste aprendiz. */
  aprendizId?: number;
  /** Entrevistas de hoje, ou desta semana (segunda a domingo). */
  entrevista?: "hoje" | "semana";
  /** Entrevista a partir de. */
  de?: string;
  /** Entrevista até. */
  ate?: string;
  /** csv (padrão; UTF-8 com BOM, separador ;) ou xlsx. */
  formato?: "csv" | "xlsx";
};
export type EncaminhamentoObterApiResponse =
  /** status 200 Default Response */ Encaminhamento;
export type EncaminhamentoObterApiArg = {
  id: number;
};
export type EncaminhamentoAtualizarApiResponse =
  /** status 200 Default Response */ Encaminhamento;
export type EncaminhamentoAtualizarApiArg = {
  id: number;
  body: {
    status:
      | "encaminhado"
      | "entrevista agendada"
      | "aprovado"
      | "reprovado"
      | "desistente";
    /** Data e hora da entrevista, 'aaaa-mm-ddThh:mm' (horário de Brasília). */
    dataEntrevista?: string | null;
    observacoes?: string | null;
    /** A versao lida; se outra pessoa salvou depois, a resposta é 409. */
    versao: number;
  };
};
export type Vaga = {
  id: number;
  /** De 3 a 120 caracteres, sem contar espaços nas pontas. */
  titulo: string;
  /** A empresa parceira (ativa). */
  parceiroId: number;
  /** Uma unidade ativa da empresa. */
  unidadeId: number;
  /** A profissão (CBO) da vaga: /api/cadastros/profissao. */
  profissaoId: number;
  quantidade: number;
  /** manha, tarde, noite ou integral. */
  turno: string;
  /** Horas por semana. */
  cargaHoraria: number;
  /** Em reais, com até dois centavos. */
  valorBolsa: number;
  beneficios: string | null;
  idadeMinima: number | null;
  idadeMaxima: number | null;
  /** Escolaridade mínima, se houver. */
  grauEscolaridadeId: number | null;
  requisitos: string | null;
  /** aaaa-mm-dd */
  dataAbertura: string;
  /** aaaa-mm-dd */
  dataEncerramento: string | null;
  parceiro: {
    id: number;
    nome: string;
    razaoSocial: string;
  };
  unidade: {
    id: number;
    nome: string;
    /** 'Cidade/UF' da unidade. */
    municipio: string | null;
  };
  profissao: {
    id: number;
    codigo: string;
    nome: string;
  };
  /** Contratos criados a partir desta vaga. */
  preenchidas: number;
  grauEscolaridade: {
    id: number;
    nome: string;
  } | null;
  /** aberta, em seleção, preenchida ou cancelada. */
  status: string;
  /** O funil da vaga: candidatos → selecionados → encaminhados → aprovados → contratados. */
  funil: {
    candidatos: number;
    selecionados: number;
    /** Encaminhamentos feitos (qualquer status). */
    encaminhados: number;
    aprovados: number;
    /** Contratos criados a partir da vaga. */
    contratados: number;
  };
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
export type Candidato = {
  id: number;
  vagaId: number;
  /** inscrito, selecionado ou não selecionado. */
  status: string;
  /** Por que a candidatura fechou sem decisão (vaga cancelada...). */
  motivo: string | null;
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
  /** O último encaminhamento deste candidato por esta vaga. */
  encaminhamento: {
    id: number;
    status: string;
  } | null;
  vaga: {
    id: number;
    titulo: string;
    status: string;
    parceiro: string;
  };
  criadoEm: string;
  atualizadoEm: string;
  versao: number;
};
export type Encaminhamento = {
  id: number;
  vagaId: number;
  vaga: {
    id: number;
    titulo: string;
    status: string;
    turno: string;
    cargaHoraria: number;
    valorBolsa: number;
    profissao: {
      codigo: string;
      nome: string;
    };
  };
  parceiro: {
    id: number;
    nome: string;
    razaoSocial: string;
  };
  unidade: {
    id: number;
    nome: string;
  };
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
  /** aaaa-mm-dd */
  data: string;
  /** Data e hora da entrevista, 'aaaa-mm-ddThh:mm' (horário de Brasília). */
  dataEntrevista: string | null;
  observacoes: string | null;
  /** encaminhado, entrevista agendada, aprovado, reprovado ou desistente. */
  status: string;
  /** O contrato criado a partir deste encaminhamento. */
  contrato: {
    id: number;
    numero: string;
  } | null;
  criadoEm: string;
  atualizadoEm: string;
  versao: number;
};
export const {
  useVagaListarQuery,
  useVagaCriarMutation,
  useVagaExportarQuery,
  useVagaEstatisticasQuery,
  useVagaObterQuery,
  useVagaAtualizarMutation,
  useVagaCancelarMutation,
  useVagaSugestoesQuery,
  useVagaCandidatosQuery,
  useVagaAdicionarCandidatosMutation,
  useVagaMudarCandidatoMutation,
  useVagaCandidaturasQuery,
  useVagaEncaminhamentosQuery,
  useVagaEncaminharMutation,
  useEncaminhamentoListarQuery,
  useEncaminhamentoExportarQuery,
  useEncaminhamentoObterQuery,
  useEncaminhamentoAtualizarMutation,
} = injectedRtkApi;
