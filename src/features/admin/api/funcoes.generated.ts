import { api } from "../../../store/api";
export const addTagTypes = ["funcoes"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      funcaoCriar: build.mutation<FuncaoCriarApiResponse, FuncaoCriarApiArg>({
        query: (queryArg) => ({
          url: `/api/funcoes`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["funcoes"],
      }),
      funcaoObter: build.query<FuncaoObterApiResponse, FuncaoObterApiArg>({
        query: (queryArg) => ({ url: `/api/funcoes/${queryArg.id}` }),
        providesTags: ["funcoes"],
      }),
      funcaoAtualizar: build.mutation<
        FuncaoAtualizarApiResponse,
        FuncaoAtualizarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/funcoes/${queryArg.id}`,
          method: "PUT",
          body: queryArg.body,
        }),
        invalidatesTags: ["funcoes"],
      }),
      funcaoExcluir: build.mutation<
        FuncaoExcluirApiResponse,
        FuncaoExcluirApiArg
      >({
        query: (queryArg) => ({
          url: `/api/funcoes/${queryArg.id}`,
          method: "DELETE",
        }),
        invalidatesTags: ["funcoes"],
      }),
      permissaoListar: build.query<
        PermissaoListarApiResponse,
        PermissaoListarApiArg
      >({
        query: () => ({ url: `/api/permissoes` }),
        providesTags: ["funcoes"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as enhancedApi };
export type FuncaoCriarApiResponse = /** status 201 Default Response */ {
  id: number;
  /** Identificador estável; é o userType dos usuários desta função. Não muda. */
  chave: string;
  nome: string;
  /** Para que serve a função; vazia quando não informada. */
  descricao: string;
  permissoes: (
    | "aprendizes:ler"
    | "aprendizes:escrever"
    | "aprendizes:ver-cpf"
    | "turmas:ler"
    | "turmas:escrever"
    | "parceiros:ler"
    | "parceiros:escrever"
    | "educadores:ler"
    | "educadores:escrever"
    | "contratos:ler"
    | "contratos:escrever"
    | "vagas:ler"
    | "vagas:escrever"
    | "frequencia:ler"
    | "frequencia:escrever"
    | "frequencia:corrigir"
    | "avaliacoes:ler"
    | "avaliacoes:escrever"
    | "modulos:ler"
    | "modulos:escrever"
    | "beneficios:ler"
    | "beneficios:escrever"
    | "relatorios:ler"
    | "cadastros:ler"
    | "cadastros:escrever"
    | "usuarios:admin"
    | "lgpd:titular"
    | "salario-minimo:escrever"
    | "emails:admin"
    | "documentos:emitir"
    | "documentos:revogar"
  )[];
  /** Uma das cinco funções que acompanham o sistema: não pode ser excluída. A do administrador tem sempre todas as permissões. */
  padrao: boolean;
  /** Usuários com esta função, incluindo os inativos (impedem a exclusão). */
  usuariosCount: number;
  /** Dos quais ativos. */
  usuariosAtivosCount: number;
  criadoEm: string;
  atualizadoEm: string;
  versao: number;
};
export type FuncaoCriarApiArg = {
  body: {
    /** Opcional: sem ela, é derivada do nome ("Apoio pedagógico" -> apoio-pedagogico). */
    chave?: string;
    nome: string;
    /** Para que serve a função; vazia quando não informada. */
    descricao?: string;
    /** A lista completa de permissões da função (as repetidas contam uma vez). */
    permissoes: (
      | "aprendizes:ler"
      | "aprendizes:escrever"
      | "aprendizes:ver-cpf"
      | "turmas:ler"
      | "turmas:escrever"
      | "parceiros:ler"
      | "parceiros:escrever"
      | "educadores:ler"
      | "educadores:escrever"
      | "contratos:ler"
      | "contratos:escrever"
      | "vagas:ler"
      | "vagas:escrever"
      | "frequencia:ler"
      | "frequencia:escrever"
      | "frequencia:corrigir"
      | "avaliacoes:ler"
      | "avaliacoes:escrever"
      | "modulos:ler"
      | "modulos:escrever"
      | "beneficios:ler"
      | "beneficios:escrever"
      | "relatorios:ler"
      | "cadastros:ler"
      | "cadastros:escrever"
      | "usuarios:admin"
      | "lgpd:titular"
      | "salario-minimo:escrever"
      | "emails:admin"
      | "documentos:emitir"
      | "documentos:revogar"
    )[];
  };
};
export type FuncaoObterApiResponse = /** status 200 Default Response */ {
  id: number;
  /** Identificador estável; é o userType dos usuários desta função. Não muda. */
  chave: string;
  nome: string;
  /** Para que serve a função; vazia quando não informada. */
  descricao: string;
  permissoes: (
    | "aprendizes:ler"
    | "aprendizes:escrever"
    | "aprendizes:ver-cpf"
    | "turmas:ler"
    | "turmas:escrever"
    | "parceiros:ler"
    | "parceiros:escrever"
    | "educadores:ler"
    | "educadores:escrever"
    | "contratos:ler"
    | "contratos:escrever"
    | "vagas:ler"
    | "vagas:escrever"
    | "frequencia:ler"
    | "frequencia:escrever"
    | "frequencia:corrigir"
    | "avaliacoes:ler"
    | "avaliacoes:escrever"
    | "modulos:ler"
    | "modulos:escrever"
    | "beneficios:ler"
    | "beneficios:escrever"
    | "relatorios:ler"
    | "cadastros:ler"
    | "cadastros:escrever"
    | "usuarios:admin"
    | "lgpd:titular"
    | "salario-minimo:escrever"
    | "emails:admin"
    | "documentos:emitir"
    | "documentos:revogar"
  )[];
  /** Uma das cinco funções que acompanham o sistema: não pode ser excluída. A do administrador tem sempre todas as permissões. */
  padrao: boolean;
  /** Usuários com esta função, incluindo os inativos (impedem a exclusão). */
  usuariosCount: number;
  /** Dos quais ativos. */
  usuariosAtivosCount: number;
  criadoEm: string;
  atualizadoEm: string;
  versao: number;
};
export type FuncaoObterApiArg = {
  id: number;
};
export type FuncaoAtualizarApiResponse = /** status 200 Default Response */ {
  id: number;
  /** Identificador estável; é o userType dos usuários desta função. Não muda. */
  chave: string;
  nome: string;
  /** Para que serve a função; vazia quando não informada. */
  descricao: string;
  permissoes: (
    | "aprendizes:ler"
    | "aprendizes:escrever"
    | "aprendizes:ver-cpf"
    | "turmas:ler"
    | "turmas:escrever"
    | "parceiros:ler"
    | "parceiros:escrever"
    | "educadores:ler"
    | "educadores:escrever"
    | "contratos:ler"
    | "contratos:escrever"
    | "vagas:ler"
    | "vagas:escrever"
    | "frequencia:ler"
    | "frequencia:escrever"
    | "frequencia:corrigir"
    | "avaliacoes:ler"
    | "avaliacoes:escrever"
    | "modulos:ler"
    | "modulos:escrever"
    | "beneficios:ler"
    | "beneficios:escrever"
    | "relatorios:ler"
    | "cadastros:ler"
    | "cadastros:escrever"
    | "usuarios:admin"
    | "lgpd:titular"
    | "salario-minimo:escrever"
    | "emails:admin"
    | "documentos:emitir"
    | "documentos:revogar"
  )[];
  /** Uma das cinco funções que acompanham o sistema: não pode ser excluída. A do administrador tem sempre todas as permissões. */
  padrao: boolean;
  /** Usuários com esta função, incluindo os inativos (impedem a exclusão). */
  usuariosCount: number;
  /** Dos quais ativos. */
  usuariosAtivosCount: number;
  criadoEm: string;
  atualizadoEm: string;
  versao: number;
};
export type FuncaoAtualizarApiArg = {
  id: number;
  body: {
    nome: string;
    /** Para que serve a função; vazia quando não informada. */
    descricao?: string;
    /** A lista completa de permissões da função (as repetidas contam uma vez). */
    permissoes: (
      | "aprendizes:ler"
      | "aprendizes:escrever"
      | "aprendizes:ver-cpf"
      | "turmas:ler"
      | "turmas:escrever"
      | "parceiros:ler"
      | "parceiros:escrever"
      | "educadores:ler"
      | "educadores:escrever"
      | "contratos:ler"
      | "contratos:escrever"
      | "vagas:ler"
      | "vagas:escrever"
      | "frequencia:ler"
      | "frequencia:escrever"
      | "frequencia:corrigir"
      | "avaliacoes:ler"
      | "avaliacoes:escrever"
      | "modulos:ler"
      | "modulos:escrever"
      | "beneficios:ler"
      | "beneficios:escrever"
      | "relatorios:ler"
      | "cadastros:ler"
      | "cadastros:escrever"
      | "usuarios:admin"
      | "lgpd:titular"
      | "salario-minimo:escrever"
      | "emails:admin"
      | "documentos:emitir"
      | "documentos:revogar"
    )[];
    /** A versao lida; se outra pessoa salvou depois, a resposta é 409. */
    versao: number;
  };
};
export type FuncaoExcluirApiResponse = unknown;
export type FuncaoExcluirApiArg = {
  id: number;
};
export type PermissaoListarApiResponse = /** status 200 Default Response */ {
  data: {
    /** Área em português (Aprendizes, Turmas...). */
    area: string;
    permissoes: {
      /** Permissão no formato area:acao. */
      chave:
        | "aprendizes:ler"
        | "aprendizes:escrever"
        | "aprendizes:ver-cpf"
        | "turmas:ler"
        | "turmas:escrever"
        | "parceiros:ler"
        | "parceiros:escrever"
        | "educadores:ler"
        | "educadores:escrever"
        | "contratos:ler"
        | "contratos:escrever"
        | "vagas:ler"
        | "vagas:escrever"
        | "frequencia:ler"
        | "frequencia:escrever"
        | "frequencia:corrigir"
        | "avaliacoes:ler"
        | "avaliacoes:escrever"
        | "modulos:ler"
        | "modulos:escrever"
        | "beneficios:ler"
        | "beneficios:escrever"
        | "relatorios:ler"
        | "cadastros:ler"
        | "cadastros:escrever"
        | "usuarios:admin"
        | "lgpd:titular"
        | "salario-minimo:escrever"
        | "emails:admin"
        | "documentos:emitir"
        | "documentos:revogar";
      /** O que a permissão deixa fazer, em português. */
      rotulo: string;
      /** Parte antes dos dois-pontos (aprendizes). */
      recurso: string;
      /** Parte depois dos dois-pontos (ler, ver-cpf). */
      acao: string;
      /** Coluna da matriz: ler, escrever, admin, ou especial para as demais (como aprendizes:ver-cpf). */
      tipo: "ler" | "escrever" | "admin" | "especial";
    }[];
  }[];
};
export type PermissaoListarApiArg = void;
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
  useFuncaoCriarMutation,
  useFuncaoObterQuery,
  useFuncaoAtualizarMutation,
  useFuncaoExcluirMutation,
  usePermissaoListarQuery,
} = injectedRtkApi;
