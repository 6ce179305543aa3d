import { api } from "../../../store/api";
export const addTagTypes = ["usuarios"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      usuarioCriar: build.mutation<UsuarioCriarApiResponse, UsuarioCriarApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/usuarios`,
            method: "POST",
            body: queryArg.body,
          }),
          invalidatesTags: ["usuarios"],
        },
      ),
      usuarioObter: build.query<UsuarioObterApiResponse, UsuarioObterApiArg>({
        query: (queryArg) => ({ url: `/api/usuarios/${queryArg.id}` }),
        providesTags: ["usuarios"],
      }),
      usuarioAtualizar: build.mutation<
        UsuarioAtualizarApiResponse,
        UsuarioAtualizarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/usuarios/${queryArg.id}`,
          method: "PUT",
          body: queryArg.body,
        }),
        invalidatesTags: ["usuarios"],
      }),
      usuarioInativar: build.mutation<
        UsuarioInativarApiResponse,
        UsuarioInativarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/usuarios/${queryArg.id}`,
          method: "DELETE",
        }),
        invalidatesTags: ["usuarios"],
      }),
      usuarioReativar: build.mutation<
        UsuarioReativarApiResponse,
        UsuarioReativarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/usuarios/${queryArg.id}/reativar`,
          method: "POST",
        }),
        invalidatesTags: ["usuarios"],
      }),
      usuarioRedefinirSenha: build.mutation<
        UsuarioRedefinirSenhaApiResponse,
        UsuarioRedefinirSenhaApiArg
      >({
        query: (queryArg) => ({
          url: `/api/usuarios/${queryArg.id}/redefinir-senha`,
          method: "POST",
        }),
        invalidatesTags: ["usuarios"],
      }),
      usuarioDesbloquear: build.mutation<
        UsuarioDesbloquearApiResponse,
        UsuarioDesbloquearApiArg
      >({
        query: (queryArg) => ({
          url: `/api/usuarios/${queryArg.id}/desbloquear`,
          method: "POST",
        }),
        invalidatesTags: ["usuarios"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as enhancedApi };
export type UsuarioCriarApiResponse = /** status 201 Default Response */ {
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
  /** Senha temporária gerada pelo servidor. Aparece só nesta resposta: mostre-a uma vez ao administrador. */
  senhaTemporaria?: string;
};
export type UsuarioCriarApiArg = {
  body: {
    nome: string;
    email: string;
    /** A função (papel) que dá as permissões do usuário. */
    funcaoId: number;
    /** Vincula o usuário a um cadastro de educador (/api/educadores); null desfaz o vínculo. Ausente na alteração: mantém o vínculo gravado. */
    educadorId?: number | null;
    /** Senha inicial escolhida pelo administrador. Sem ela, o servidor gera uma senha temporária e a devolve uma única vez em senhaTemporaria. */
    senha?: string;
    /** Exigir a troca da senha na primeira entrada (padrão true). Com senha gerada, é sempre true. */
    trocarSenha?: boolean;
  };
};
export type UsuarioObterApiResponse = /** status 200 Default Response */ {
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
};
export type UsuarioObterApiArg = {
  id: number;
};
export type UsuarioAtualizarApiResponse = /** status 200 Default Response */ {
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
};
export type UsuarioAtualizarApiArg = {
  id: number;
  body: {
    nome: string;
    email: string;
    /** A função (papel) que dá as permissões do usuário. */
    funcaoId: number;
    /** Vincula o usuário a um cadastro de educador (/api/educadores); null desfaz o vínculo. Ausente na alteração: mantém o vínculo gravado. */
    educadorId?: number | null;
    /** A versao lida; se outra pessoa salvou depois, a resposta é 409. */
    versao: number;
  };
};
export type UsuarioInativarApiResponse = /** status 200 Default Response */ {
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
};
export type UsuarioInativarApiArg = {
  id: number;
};
export type UsuarioReativarApiResponse = /** status 200 Default Response */ {
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
};
export type UsuarioReativarApiArg = {
  id: number;
};
export type UsuarioRedefinirSenhaApiResponse =
  /** status 200 Default Response */ {
    usuario: {
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
    };
    /** Senha temporária gerada pelo servidor. Aparece só nesta resposta: mostre-a uma vez ao administrador. */
    senhaTemporaria: string;
  };
export type UsuarioRedefinirSenhaApiArg = {
  id: number;
};
export type UsuarioDesbloquearApiResponse = /** status 200 Default Response */ {
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
};
export type UsuarioDesbloquearApiArg = {
  id: number;
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
  useUsuarioCriarMutation,
  useUsuarioObterQuery,
  useUsuarioAtualizarMutation,
  useUsuarioInativarMutation,
  useUsuarioReativarMutation,
  useUsuarioRedefinirSenhaMutation,
  useUsuarioDesbloquearMutation,
} = injectedRtkApi;
