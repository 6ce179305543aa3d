// Request and response shapes of /api/usuarios. A user never carries its password hash: the
// response schemas list the fields that go out, and the serializer drops everything else.
import { Type, type Static } from 'typebox';
import { MENSAGENS_SENHA, SENHA_MAXIMO, SENHA_MINIMO } from '../../../src/shared/validation/senha';
import { corpoDosCampos, respostaDosCampos } from '../../shared/campos';
import { VersaoSemMensagem } from '../../shared/esquemas';
import { CAMPOS_USUARIO, EMAIL_USUARIO_MAXIMO } from '../../../src/shared/validation/usuarios';
import { consultaLista } from '../../shared/lista';
import { MENSAGENS_USUARIOS as M } from './mensagens';

const DataHora = (description: string) =>
  Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description });

export const Usuario = Type.Object({
  id: Type.Integer(),
  ...respostaDosCampos(CAMPOS_USUARIO),
  funcao: Type.Object({ id: Type.Integer(), chave: Type.String(), nome: Type.String() }),
  ativo: Type.Boolean(),
  ultimoAcesso: DataHora('Última entrada com sucesso; null quando nunca entrou.'),
  bloqueado: Type.Boolean({
    description: 'true enquanto a conta está bloqueada por excesso de tentativas de entrada.',
  }),
  bloqueadoAte: DataHora('Fim do bloqueio em curso; null quando não está bloqueado.'),
  trocarSenha: Type.Boolean({
    description: 'true quando a senha é temporária e deve ser trocada na próxima entrada.',
  }),
  educadorId: Type.Union([Type.Integer(), Type.Null()], {
    description:
      'O cadastro de educador que este usuário é: com a função educador, registra a frequência só das turmas desse educador.',
  }),
  educador: Type.Union([Type.Object({ id: Type.Integer(), nome: Type.String() }), Type.Null()]),
  criadoEm: Type.String({ format: 'date-time' }),
  atualizadoEm: Type.String({ format: 'date-time' }),
  versao: Type.Integer(),
});
export type UsuarioResposta = Static<typeof Usuario>;

export const SenhaTemporaria = Type.String({
  description:
    'Senha temporária gerada pelo servidor. Aparece só nesta resposta: mostre-a uma vez ao administrador.',
});

export const UsuarioCriado = Type.Object({
  ...Usuario.properties,
  senhaTemporaria: Type.Optional(SenhaTemporaria),
});

export const SenhaRedefinida = Type.Object({
  usuario: Usuario,
  senhaTemporaria: SenhaTemporaria,
});

export const ORDENACOES_USUARIOS = ['nome', 'email', 'funcao', 'ultimoAcesso', 'criadoEm'] as const;

export const ConsultaUsuarios = consultaLista({
  ordenacoes: ORDENACOES_USUARIOS,
  filtros: {
    funcaoId: Type.Optional(
      Type.Integer({ minimum: 1, description: 'Só os usuários desta função.' }),
    ),
  },
});
export type ConsultaUsuarios = Static<typeof ConsultaUsuarios>;

// nome, email and funcaoId: CAMPOS_USUARIO (src/shared/validation/usuarios.ts); the e-mail also
// stated with its format, which the schema checks, so it comes in one 400 with the função's id.
const camposEditaveis = {
  ...corpoDosCampos(CAMPOS_USUARIO),
  email: Type.String({
    format: 'email',
    maxLength: EMAIL_USUARIO_MAXIMO,
    errorMessage: { required: M.informeEmail, default: M.emailInvalido },
  }),
  educadorId: Type.Optional(
    Type.Union([Type.Integer({ minimum: 1, errorMessage: M.educadorInexistente }), Type.Null()], {
      description:
        'Vincula o usuário a um cadastro de educador (/api/educadores); null desfaz o vínculo. ' +
        'Ausente na alteração: mantém o vínculo gravado.',
    }),
  ),
};

export const NovoUsuario = Type.Object({
  ...camposEditaveis,
  senha: Type.Optional(
    Type.String({
      minLength: SENHA_MINIMO,
      maxLength: SENHA_MAXIMO,
      description:
        'Senha inicial escolhida pelo administrador. Sem ela, o servidor gera uma senha temporária ' +
        'e a devolve uma única vez em senhaTemporaria.',
      errorMessage: {
        minLength: MENSAGENS_SENHA.novaSenhaCurta,
        maxLength: MENSAGENS_SENHA.novaSenhaLonga,
        default: MENSAGENS_SENHA.informeNovaSenha,
      },
    }),
  ),
  trocarSenha: Type.Optional(
    Type.Boolean({
      description:
        'Exigir a troca da senha na primeira entrada (padrão true). Com senha gerada, é sempre true.',
    }),
  ),
});
export type NovoUsuario = Static<typeof NovoUsuario>;

export const AlteracaoUsuario = Type.Object({
  ...camposEditaveis,
  versao: VersaoSemMensagem,
});
export type AlteracaoUsuario = Static<typeof AlteracaoUsuario>;
