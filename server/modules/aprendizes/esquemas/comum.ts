// What the apprentice's schemas share: optional texts and ids as the form sends them, dates as
// text, the nested address/guardian/contact bodies, and the nullable answer fields.
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

export const idOpcional = (descricao: string, mensagem: string = M.opcaoInexistente) =>
  Type.Optional(
    Nulo(Type.Integer({ minimum: 1 }), { description: descricao, errorMessage: mensagem }),
  );

export const Data = (descricao: string, obrigatoria: string) =>
  Type.String({
    maxLength: 10,
    description: `${descricao} (aaaa-mm-dd).`,
    errorMessage: { required: obrigatoria, default: M.dataInvalida },
  });

export const EnderecoEntrada = Type.Object({
  cep: textoOpcional(9, 'CEP, com ou sem hífen; guardado só com os 8 dígitos.'),
  logradouro: textoOpcional(200),
  numero: textoOpcional(20),
  complemento: textoOpcional(100),
  bairro: textoOpcional(100),
  municipioId: idOpcional(
    'Código IBGE do município (lista /api/cadastros/municipio).',
    M.municipioInexistente,
  ),
  uf: textoOpcional(2, 'Preenchida a partir do município quando ausente.'),
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
