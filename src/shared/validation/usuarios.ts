// A user's plain fields, declared once (src/shared/campos): /api/usuarios' body and answer, the
// server's column values and the user dialog's rules and words derive from it. The password and
// the educator link (left out of an update, it stays; null undoes it) are the module's own
// (server/modules/usuarios/esquemas.ts).
import { declararCampos, validarCampos, type DadosDe } from '../campos';

export const MENSAGENS_CAMPOS_USUARIO = {
  informeNome: 'Informe o nome',
  nomeCurto: 'Nome deve ter no mínimo 3 caracteres',
  nomeLongo: 'Nome deve ter no máximo 120 caracteres',
  informeEmail: 'Informe o e-mail',
  emailInvalido: 'E-mail inválido',
  selecioneFuncao: 'Selecione uma função',
} as const;

const M = MENSAGENS_CAMPOS_USUARIO;

export const EMAIL_USUARIO_MAXIMO = 254;

export const CAMPOS_USUARIO = declararCampos({
  nome: {
    tipo: 'texto',
    coluna: 'nome',
    rotulo: 'Nome',
    obrigatorio: true,
    minimo: 3,
    // The e-mail's format and the função's id are refused by the schema: a short name comes
    // in the same 400.
    minimoNoCorpo: true,
    maximo: 120,
    mensagens: { obrigatorio: M.informeNome, minimo: M.nomeCurto, maximo: M.nomeLongo },
  },
  email: {
    tipo: 'email',
    coluna: 'email',
    rotulo: 'E-mail',
    obrigatorio: true,
    maximo: EMAIL_USUARIO_MAXIMO,
    mensagens: { obrigatorio: M.informeEmail, invalido: M.emailInvalido },
  },
  funcaoId: {
    tipo: 'referencia',
    coluna: 'funcaoId',
    rotulo: 'Função',
    obrigatorio: true,
    descricao: 'A função (papel) que dá as permissões do usuário.',
    mensagens: { invalido: M.selecioneFuncao },
  },
});

export type DadosUsuario = DadosDe<typeof CAMPOS_USUARIO>;

export function validarUsuario(d: DadosUsuario): Record<string, string> {
  return validarCampos(CAMPOS_USUARIO, d);
}
