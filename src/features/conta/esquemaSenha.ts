// The change-password rules, with the same words the API uses (src/shared/validation/senha.ts).
import { object, ref, string } from 'yup';
import {
  ehSenhaComum,
  MENSAGENS_SENHA as M,
  SENHA_MAXIMO,
  SENHA_MINIMO,
} from '../../shared/validation/senha';

export interface ValoresSenha {
  senhaAtual: string;
  novaSenha: string;
  confirmacao: string;
}

export const esquemaAlterarSenha = object({
  senhaAtual: string().required(M.informeSenhaAtual),
  novaSenha: string()
    .required(M.informeNovaSenha)
    .min(SENHA_MINIMO, M.novaSenhaCurta)
    .max(SENHA_MAXIMO, M.novaSenhaLonga)
    .test('comum', M.novaSenhaComum, (v) => !v || !ehSenhaComum(v))
    .test(
      'diferente',
      M.novaSenhaIgualAtual,
      (v, ctx) => v !== (ctx.parent as ValoresSenha).senhaAtual,
    ),
  confirmacao: string()
    .required(M.confirmeNovaSenha)
    .oneOf([ref('novaSenha')], M.confirmacaoDiferente),
});
