// The user form's rules: the ones the API runs, with its words (CAMPOS_USUARIO in
// src/shared/validation/usuarios.ts), so a message reads the same whether the form or the server
// caught it.
import { esquemaDasRegras } from '../../shared/formulario/regrasCompartilhadas';
import { validarUsuario } from '../../shared/validation/usuarios';

export interface ValoresUsuario {
  nome: string;
  email: string;
  funcaoId: number | null;
  /** The educator record this user is (only for the função educador; null otherwise). */
  educadorId: number | null;
}

export const esquemaUsuario = esquemaDasRegras((v: ValoresUsuario) => validarUsuario(v));

/** What the API takes: trimmed text and a chosen função (the schema guarantees one). */
export const corpoDoUsuario = (v: ValoresUsuario) => ({
  nome: v.nome.trim(),
  email: v.email.trim(),
  funcaoId: v.funcaoId ?? 0,
  educadorId: v.educadorId,
});
