import { api } from "../api";
export const addTagTypes = ["cadastros"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      conceitoOpcoes: build.query<
        ConceitoOpcoesApiResponse,
        ConceitoOpcoesApiArg
      >({
        query: () => ({ url: `/api/cadastros/conceitos` }),
        providesTags: ["cadastros"],
      }),
      estadoCivilOpcoes: build.query<
        EstadoCivilOpcoesApiResponse,
        EstadoCivilOpcoesApiArg
      >({
        query: () => ({ url: `/api/cadastros/estado-civil` }),
        providesTags: ["cadastros"],
      }),
      generoOpcoes: build.query<GeneroOpcoesApiResponse, GeneroOpcoesApiArg>({
        query: () => ({ url: `/api/cadastros/genero` }),
        providesTags: ["cadastros"],
      }),
      grauEscolaridadeOpcoes: build.query<
        GrauEscolaridadeOpcoesApiResponse,
        GrauEscolaridadeOpcoesApiArg
      >({
        query: () => ({ url: `/api/cadastros/grau-escolaridade` }),
        providesTags: ["cadastros"],
      }),
      motivoAfastamentoOpcoes: build.query<
        MotivoAfastamentoOpcoesApiResponse,
        MotivoAfastamentoOpcoesApiArg
      >({
        query: () => ({ url: `/api/cadastros/motivos-afastamento` }),
        providesTags: ["cadastros"],
      }),
      nacionalidadeOpcoes: build.query<
        NacionalidadeOpcoesApiResponse,
        NacionalidadeOpcoesApiArg
      >({
        query: () => ({ url: `/api/cadastros/nacionalidade` }),
        providesTags: ["cadastros"],
      }),
      regiaoOpcoes: build.query<RegiaoOpcoesApiResponse, RegiaoOpcoesApiArg>({
        query: () => ({ url: `/api/cadastros/regiao` }),
        providesTags: ["cadastros"],
      }),
      tipoContatoOpcoes: build.query<
        TipoContatoOpcoesApiResponse,
        TipoContatoOpcoesApiArg
      >({
        query: () => ({ url: `/api/cadastros/tipos-contato` }),
        providesTags: ["cadastros"],
      }),
      situacaoAprendizOpcoes: build.query<
        SituacaoAprendizOpcoesApiResponse,
        SituacaoAprendizOpcoesApiArg
      >({
        query: () => ({ url: `/api/cadastros/situacao-aprendiz` }),
        providesTags: ["cadastros"],
      }),
      municipioOpcoes: build.query<
        MunicipioOpcoesApiResponse,
        MunicipioOpcoesApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cadastros/municipio`,
          params: {
            uf: queryArg.uf,
            q: queryArg.q,
          },
        }),
        providesTags: ["cadastros"],
      }),
      profissaoOpcoes: build.query<
        ProfissaoOpcoesApiResponse,
        ProfissaoOpcoesApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cadastros/profissao`,
          params: {
            q: queryArg.q,
          },
        }),
        providesTags: ["cadastros"],
      }),
      ramoAtividadeOpcoes: build.query<
        RamoAtividadeOpcoesApiResponse,
        RamoAtividadeOpcoesApiArg
      >({
        query: () => ({ url: `/api/cadastros/ramo-atividade` }),
        providesTags: ["cadastros"],
      }),
      motivoDesligamentoOpcoes: build.query<
        MotivoDesligamentoOpcoesApiResponse,
        MotivoDesligamentoOpcoesApiArg
      >({
        query: () => ({ url: `/api/cadastros/motivo-desligamento` }),
        providesTags: ["cadastros"],
      }),
      cursoOpcoes: build.query<CursoOpcoesApiResponse, CursoOpcoesApiArg>({
        query: () => ({ url: `/api/cadastros/curso` }),
        providesTags: ["cadastros"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as enhancedApi };
export type ConceitoOpcoesApiResponse = /** status 200 Default Response */ {
  data: Conceito[];
};
export type ConceitoOpcoesApiArg = void;
export type EstadoCivilOpcoesApiResponse = /** status 200 Default Response */ {
  data: EstadoCivil[];
};
export type EstadoCivilOpcoesApiArg = void;
export type GeneroOpcoesApiResponse = /** status 200 Default Response */ {
  data: Genero[];
};
export type GeneroOpcoesApiArg = void;
export type GrauEscolaridadeOpcoesApiResponse =
  /** status 200 Default Response */ {
    data: GrauEscolaridade[];
  };
export type GrauEscolaridadeOpcoesApiArg = void;
export type MotivoAfastamentoOpcoesApiResponse =
  /** status 200 Default Response */ {
    data: MotivoAfastamento[];
  };
export type MotivoAfastamentoOpcoesApiArg = void;
export type NacionalidadeOpcoesApiResponse =
  /** status 200 Default Response */ {
    data: Nacionalidade[];
  };
export type NacionalidadeOpcoesApiArg = void;
export type RegiaoOpcoesApiResponse = /** status 200 Default Response */ {
  data: Regiao[];
};
export type RegiaoOpcoesApiArg = void;
export type TipoContatoOpcoesApiResponse = /** status 200 Default Response */ {
  data: TipoContato[];
};
export type TipoContatoOpcoesApiArg = void;
export type SituacaoAprendizOpcoesApiResponse =
  /** status 200 Default Response */ {
    data: SituacaoAprendiz[];
  };
export type SituacaoAprendizOpcoesApiArg = void;
export type MunicipioOpcoesApiResponse = /** status 200 Default Response */ {
  data: Municipio[];
};
export type MunicipioOpcoesApiArg = {
  /** Sigla da UF. */
  uf?: string;
  /** Parte do nome, sem distinção de acentos. */
  q?: string;
};
export type ProfissaoOpcoesApiResponse = /** status 200 Default Response */ {
  data: Profissao[];
};
export type ProfissaoOpcoesApiArg = {
  /** Parte do código ou do nome, sem acentos. */
  q?: string;
};
export type RamoAtividadeOpcoesApiResponse =
  /** status 200 Default Response */ {
    data: RamoAtividade[];
  };
export type RamoAtividadeOpcoesApiArg = void;
export type MotivoDesligamentoOpcoesApiResponse =
  /** status 200 Default Response */ {
    data: MotivoDesligamento[];
  };
export type MotivoDesligamentoOpcoesApiArg = void;
export type CursoOpcoesApiResponse = /** status 200 Default Response */ {
  data: Curso[];
};
export type CursoOpcoesApiArg = void;
export type Conceito = {
  id: number;
  sigla: string;
  descricao: string;
  notaMinima: number;
  notaMaxima: number;
  ativo: boolean;
  versao: number;
  criadoEm: string;
  atualizadoEm: string;
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
export type EstadoCivil = {
  id: number;
  nome: string;
  /** Chave estável das linhas que acompanham o produto; null nas criadas pela equipe. */
  codigo: string | null;
  ativo: boolean;
  versao: number;
  criadoEm: string;
  atualizadoEm: string;
};
export type Genero = {
  id: number;
  nome: string;
  /** Chave estável das linhas que acompanham o produto; null nas criadas pela equipe. */
  codigo: string | null;
  ativo: boolean;
  versao: number;
  criadoEm: string;
  atualizadoEm: string;
};
export type GrauEscolaridade = {
  id: number;
  nome: string;
  /** Posição na lista (do menor para o maior grau). */
  ordem: number;
  /** A pessoa ainda está estudando neste grau. */
  cursando: boolean;
  /** Chave estável das linhas que acompanham o produto; null nas criadas pela equipe. */
  codigo: string | null;
  ativo: boolean;
  versao: number;
  criadoEm: string;
  atualizadoEm: string;
};
export type MotivoAfastamento = {
  id: number;
  nome: string;
  /** Base legal ou regra interna (prazo, quem paga). */
  fundamento: string;
  /** Chave estável das linhas que acompanham o produto; null nas criadas pela equipe. */
  codigo: string | null;
  ativo: boolean;
  versao: number;
  criadoEm: string;
  atualizadoEm: string;
};
export type Nacionalidade = {
  id: number;
  nome: string;
  /** Chave estável das linhas que acompanham o produto; null nas criadas pela equipe. */
  codigo: string | null;
  ativo: boolean;
  versao: number;
  criadoEm: string;
  atualizadoEm: string;
};
export type Regiao = {
  id: number;
  nome: string;
  /** Chave estável das linhas que acompanham o produto; null nas criadas pela equipe. */
  codigo: string | null;
  ativo: boolean;
  versao: number;
  criadoEm: string;
  atualizadoEm: string;
};
export type TipoContato = {
  id: number;
  nome: string;
  formato: "telefone" | "email";
  /** Chave estável das linhas que acompanham o produto; null nas criadas pela equipe. */
  codigo: string | null;
  ativo: boolean;
  versao: number;
  criadoEm: string;
  atualizadoEm: string;
};
export type SituacaoAprendiz = {
  id: number;
  codigo: string;
  nome: string;
  ordem: number;
  /** Cor do Chip (MUI): default, info, success... */
  cor: string;
  descricao: string;
};
export type Municipio = {
  /** O código IBGE do município (São Paulo = 3550308). */
  id: number;
  /** Código IBGE, 7 dígitos. */
  codigoIbge: string;
  nome: string;
  uf: string;
};
export type Profissao = {
  id: number;
  /** Código CBO, ####-##. */
  codigo: string;
  /** Título da ocupação na CBO. */
  nome: string;
  area: string;
};
export type RamoAtividade = {
  id: number;
  /** Letra da seção (A–U) ou dois dígitos da divisão. */
  codigo: string;
  nome: string;
  tipo: "secao" | "divisao";
  /** Seção de uma divisão; null nas seções. */
  secao: string | null;
};
export type MotivoDesligamento = {
  id: number;
  codigo: string;
  nome: string;
  fundamento: string;
  /** Extinção antes do termo. */
  antecipado: boolean;
  comprovacao: string | null;
};
export type Curso = {
  id: number;
  codigo: string | null;
  nome: string;
  profissaoId: number | null;
  /** CBO da ocupação do curso. */
  profissaoCodigo: string | null;
  profissaoNome: string | null;
  cargaHorariaTotal: number;
  descricao: string;
};
export const {
  useConceitoOpcoesQuery,
  useEstadoCivilOpcoesQuery,
  useGeneroOpcoesQuery,
  useGrauEscolaridadeOpcoesQuery,
  useMotivoAfastamentoOpcoesQuery,
  useNacionalidadeOpcoesQuery,
  useRegiaoOpcoesQuery,
  useTipoContatoOpcoesQuery,
  useSituacaoAprendizOpcoesQuery,
  useMunicipioOpcoesQuery,
  useProfissaoOpcoesQuery,
  useRamoAtividadeOpcoesQuery,
  useMotivoDesligamentoOpcoesQuery,
  useCursoOpcoesQuery,
} = injectedRtkApi;
