import { api } from "../api";
export const addTagTypes = ["usuarios", "funcoes"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      usuarioListar: build.query<UsuarioListarApiResponse, UsuarioListarApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/usuarios`,
            params: {
              page: queryArg.page,
              pageSize: queryArg.pageSize,
              sort: queryArg.sort,
              q: queryArg.q,
              ativo: queryArg.ativo,
              funcaoId: queryArg.funcaoId,
            },
          }),
          providesTags: ["usuarios"],
        },
      ),
      funcaoListar: build.query<FuncaoListarApiResponse, FuncaoListarApiArg>({
        query: () => ({ url: `/api/funcoes` }),
        providesTags: ["funcoes"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as enhancedApi };
export type UsuarioListarApiResponse = /** status 200 Default Response */ {
  data: {
    id: number;
    nome: string;
    email: string;
    /** A função (papel) que dá as permissões do usuário. */
    funcaoId: number;
    funcao: {
      id: number;
      chave: string;
      nome: string;
    };
    ativo: boolean;
    /** Última entrada com sucesso; null quando nunca entrou. */
    ultimoAcesso: string | null;
    /** true enquanto a conta está bloqueada por excesso de tentativas de entrada. */
    bloqueado: boolean;
    /** Fim do bloqueio em curso; null quando não está bloqueado. */
    bloqueadoAte: string | null;
    /** true quando a senha é temporária e deve ser trocada na próxima entrada. */
    trocarSenha: boolean;
    /** O cadastro de educador que este usuário é: com a função educador, registra a frequência só das turmas desse educador. */
    educadorId: number | null;
    educador: {
      id: number;
      nome: string;
    } | null;
    criadoEm: string;
    atualizadoEm: string;
    versao: number;
  }[];
  total: number;
  page: number;
  pageSize: number;
};
export type UsuarioListarApiArg = {
  /** Página, a partir de 1. */
  page?: number;
  /** Itens por página (padrão 25, máximo 100). */
  pageSize?: number;
  /** Ordenação: nome, email, funcao, ultimoAcesso, criadoEm; prefixo - para decrescente. */
  sort?:
    | "nome"
    | "-nome"
    | "email"
    | "-email"
    | "funcao"
    | "-funcao"
    | "ultimoAcesso"
    | "-ultimoAcesso"
    | "criadoEm"
    | "-criadoEm";
  /** Busca sem distinção de acentos ou maiúsculas. */
  q?: string;
  /** Registros ativos (padrão), inativos ou todos. */
  ativo?: "true" | "false" | "todos";
  /** Só os usuários desta função. */
  funcaoId?: number;
};
export type FuncaoListarApiResponse = /** status 200 Default Response */ {
  data: {
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
  }[];
};
export type FuncaoListarApiArg = void;
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
export const { useUsuarioListarQuery, useFuncaoListarQuery } = injectedRtkApi;
