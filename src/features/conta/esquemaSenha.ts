// The change-password rules, with the same words the API uses (src/shared/validation/senha.ts).
import { object, ref, string } from 'yup';
import {
  MENSAGENS_SENHA as M,
  problemaDaNovaSenha,
  SENHA_MAXIMO,
  SENHA_MINIMO,
  type DonoDaSenha,
} from '../../shared/validation/senha';

export interface ValoresSenha {
  senhaAtual: string;
  novaSenha: string;
  confirmacao: string;
}

/** The rules for whoever is signed in: the password may not hold their name or e-mail. */
export const esquemaAlterarSenha = (dono: DonoDaSenha) =>
  object({
    senhaAtual: string().required(M.informeSenhaAtual),
    novaSenha: string()
      .required(M.informeNovaSenha)
      .min(SENHA_MINIMO, M.novaSenhaCurta)
      .max(SENHA_MAXIMO, M.novaSenhaLonga)
      // The API's own rule, word for word: common, personal, the product's name, predictable.
      .test('regras', (v, ctx) => {
        const problema = v ? problemaDaNovaSenha(v, dono) : undefined;
        return problema === undefined || ctx.createError({ message: problema });
      })
      .test(
        'diferente',
        M.novaSenhaIgualAtual,
        (v, ctx) => v !== (ctx.parent as ValoresSenha).senhaAtual,
      ),
    confirmacao: string()
      .required(M.confirmeNovaSenha)
      .oneOf([ref('novaSenha')], M.confirmacaoDiferente),
  });
