// Request and response shapes of /api/auth. The user never carries its password hash: the
// response schemas list the fields that go out, and the serializer drops everything else.
import { Type } from 'typebox';
import { MENSAGENS_SENHA, SENHA_MAXIMO, SENHA_MINIMO } from '../../../src/shared/validation/senha';
import { MENSAGENS_AUTH } from './mensagens';
import { TODAS_PERMISSOES, type Permissao } from '../../shared/permissoes';

export const PermissaoSchema = Type.Unsafe<Permissao>({
  type: 'string',
  enum: TODAS_PERMISSOES,
  description: 'Permissão no formato area:acao.',
});

export const Credenciais = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 254, errorMessage: MENSAGENS_AUTH.informeEmail }),
  senha: Type.String({ minLength: 1, maxLength: 1024, errorMessage: MENSAGENS_AUTH.informeSenha }),
});

const camposUsuario = {
  id: Type.Integer(),
  nome: Type.String(),
  email: Type.String(),
  userType: Type.String({
    description: 'Chave da função do usuário (administrador, coordenacao, ...).',
  }),
  permissoes: Type.Array(PermissaoSchema),
};

export const UsuarioAtual = Type.Object({
  ...camposUsuario,
  trocarSenha: Type.Boolean({
    description: 'true quando a senha foi gerada e deve ser trocada em /perfil.',
  }),
});

/** trocarSenha comes with the sign-in too: a temporary password sends the person to /perfil at once. */
export const RespostaLogin = Type.Object({ token: Type.String(), user: UsuarioAtual });

export const RespostaToken = Type.Object({ token: Type.String() });

export const TrocaDeSenha = Type.Object({
  senhaAtual: Type.String({
    minLength: 1,
    maxLength: 1024,
    errorMessage: MENSAGENS_SENHA.informeSenhaAtual,
  }),
  novaSenha: Type.String({
    minLength: SENHA_MINIMO,
    maxLength: SENHA_MAXIMO,
    errorMessage: {
      required: MENSAGENS_SENHA.informeNovaSenha,
      type: MENSAGENS_SENHA.informeNovaSenha,
      minLength: MENSAGENS_SENHA.novaSenhaCurta,
      maxLength: MENSAGENS_SENHA.novaSenhaLonga,
    },
  }),
});

export const SemConteudo = Type.Null({ description: 'Sem conteúdo.' });
