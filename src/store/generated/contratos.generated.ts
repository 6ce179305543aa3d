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
export type Contrato = {
  id: number;
  /** Número mostrado às pessoas: 'aaaa/nnnnn' (ano do início). */
  numero: string;
  Con_CodAprendiz: number;
  Con_CodParceiro: number;
  /** A = Aprendizagem, E = Estágio. */
  Con_TipoContrato: string;
  /** aaaa-mm-dd */
  Con_DataInicio: string;
  /** aaaa-mm-dd */
  Con_DataTermino: string;
  /** Meses, com as prorrogações. */
  Con_Duracao: number;
  /** Horas por semana. */
  Con_CargaHoraria: number;
  /** Bolsa. Em reais, com até dois centavos (1234.56); null se não informado. */
  Con_ValorBolsa: number | null;
  /** Taxa. Em reais, com até dois centavos (1234.56); null se não informado. */
  Con_ValorTaxa: number | null;
  /** Encargos. Em reais, com até dois centavos (1234.56); null se não informado. */
  Con_ValorEncargos: number | null;
  /** Matrícula. Em reais, com até dois centavos (1234.56); null se não informado. */
  Con_ValorMatricula: number | null;
  /** Código CBO (lookup profissao), 4110-05. */
  Con_CBO: string | null;
  Con_ObservacoesGerais: string | null;
  /** Dias da prática: 1 = segunda-feira ... 7 = domingo; null num contrato anterior a eles. */
  Con_DiasPratica: number[] | null;
  /** Início da prática em cada dia (hh:mm). */
  Con_HoraEntrada: string | null;
  /** Fim da prática em cada dia (hh:mm). */
  Con_HoraSaida: string | null;
  unidadeId: number | null;
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
export const { useContratoListarQuery } = injectedRtkApi;
