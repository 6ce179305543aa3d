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
export type Vaga = {
  id: number;
  parceiroId: number;
  parceiro: {
    id: number;
    nome: string;
    razaoSocial: string;
  };
  unidadeId: number;
  unidade: {
    id: number;
    nome: string;
    /** 'Cidade/UF' da unidade. */
    municipio: string | null;
  };
  titulo: string;
  profissaoId: number;
  profissao: {
    id: number;
    codigo: string;
    nome: string;
  };
  quantidade: number;
  /** Contratos criados a partir desta vaga. */
  preenchidas: number;
  requisitos: string | null;
  turno: string;
  /** Horas por semana. */
  cargaHoraria: number;
  /** Em reais, com até dois centavos. */
  valorBolsa: number;
  beneficios: string | null;
  idadeMinima: number | null;
  idadeMaxima: number | null;
  grauEscolaridadeId: number | null;
  grauEscolaridade: {
    id: number;
    nome: string;
  } | null;
  /** aaaa-mm-dd */
  dataAbertura: string;
  /** aaaa-mm-dd */
  dataEncerramento: string | null;
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
  /** encaminhado, entrevista agendada, aprovado, reprovado ou desistente. */
  status: string;
  observacoes: string | null;
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
  useVagaCandidaturasQuery,
  useEncaminhamentoListarQuery,
} = injectedRtkApi;
