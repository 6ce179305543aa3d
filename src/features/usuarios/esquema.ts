// The user form's rules, with the API's own words (server/modules/usuarios/mensagens.ts), so a
// message reads the same whether the form or the server caught it.
import { number, object, string } from 'yup';

export const MENSAGENS_USUARIO = {
  informeNome: 'Informe o nome',
  nomeCurto: 'Nome deve ter no mínimo 3 caracteres',
  nomeLongo: 'Nome deve ter no máximo 120 caracteres',
  informeEmail: 'Informe o e-mail',
  emailInvalido: 'E-mail inválido',
  selecioneFuncao: 'Selecione uma função',
} as const;

const M = MENSAGENS_USUARIO;

export interface ValoresUsuario {
  nome: string;
  email: string;
  funcaoId: number | null;
  /** The educator record this user is (only for the função educador; null otherwise). */
  educadorId: number | null;
}

export const esquemaUsuario = object({
  nome: string().trim().required(M.informeNome).min(3, M.nomeCurto).max(120, M.nomeLongo),
  email: string().trim().required(M.informeEmail).email(M.emailInvalido).max(254, M.emailInvalido),
  funcaoId: number().nullable().required(M.selecioneFuncao),
  educadorId: number().nullable(),
});

/** What the API takes: trimmed text and a chosen função (the schema guarantees one). */
export const corpoDoUsuario = (v: ValoresUsuario) => ({
  nome: v.nome.trim(),
  email: v.email.trim(),
  funcaoId: v.funcaoId ?? 0,
  educadorId: v.educadorId,
});
