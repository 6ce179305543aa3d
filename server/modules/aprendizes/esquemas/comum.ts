// What the apprentice's schemas share: optional texts as the form sends them, dates as text, the
// nested guardian/contact bodies, and the nullable answer fields.
import { Type } from 'typebox';
import { MENSAGENS_APRENDIZ as M, NOME_MAXIMO } from '../../../../src/shared/validation/aprendiz';
import { Nulo } from '../../../shared/esquemas';

/** Optional text that may come as null or blank (stored as null). */
export const textoOpcional = (maximo: number, descricao?: string) =>
  Type.Optional(
    Nulo(Type.String({ maxLength: maximo }), {
      ...(descricao ? { description: descricao } : {}),
      errorMessage: `Deve ter no máximo ${maximo} caracteres`,
    }),
  );

export const Data = (descricao: string, obrigatoria: string) =>
  Type.String({
    maxLength: 10,
    description: `${descricao} (aaaa-mm-dd).`,
    errorMessage: { required: obrigatoria, default: M.dataInvalida },
  });

export const ResponsavelEntrada = Type.Object({
  nome: textoOpcional(NOME_MAXIMO),
  cpf: textoOpcional(14),
  parentesco: textoOpcional(50),
  telefone: textoOpcional(20),
  email: textoOpcional(254),
});

export const ContatoEntrada = Type.Object({
  tipoContatoId: Type.Integer({ minimum: 1, errorMessage: M.selecioneTipoContato }),
  valor: Type.String({
    maxLength: 254,
    errorMessage: { required: M.informeContato, default: M.informeContato },
  }),
});

export const texto = Nulo(Type.String());
export const inteiro = Nulo(Type.Integer());
