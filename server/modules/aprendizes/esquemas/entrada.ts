// The body of POST and PUT /api/aprendiz. The plain fields and the address come from their
// declaration (CAMPOS_APRENDIZ, CAMPOS_ENDERECO_APRENDIZ in src/shared/validation/aprendiz.ts), so
// the document states the limits the server enforces with the rules' words; the rules that need
// more than one field (age, responsável, contacts) are run by the service.
import { Type, type Static } from 'typebox';
import {
  CAMPOS_APRENDIZ,
  CAMPOS_ENDERECO_APRENDIZ,
  MENSAGENS_APRENDIZ as M,
} from '../../../../src/shared/validation/aprendiz';
import { corpoDosCampos } from '../../../shared/campos';
import { Nulo } from '../../../shared/esquemas';
import { ContatoEntrada, Data, ResponsavelEntrada } from './comum';

const camposEntrada = {
  ...corpoDosCampos(CAMPOS_APRENDIZ),
  pcd: Type.Optional(
    Type.Boolean({ description: 'Pessoa com deficiência (sem limite de idade).' }),
  ),
  endereco: Type.Optional(Nulo(Type.Object(corpoDosCampos(CAMPOS_ENDERECO_APRENDIZ)))),
  contatos: Type.Optional(
    Type.Array(ContatoEntrada, {
      maxItems: 10,
      description: 'Contatos além do telefone e do e-mail.',
    }),
  ),
  responsavel: Type.Optional(
    Nulo(ResponsavelEntrada, {
      description: 'Obrigatório enquanto o aprendiz tiver menos de 18 anos.',
    }),
  ),
  dataCadastro: Type.Optional(
    Data('Data de cadastro, base da regra de idade; hoje quando ausente', M.dataInvalida),
  ),
  situacaoId: Type.Optional(
    Nulo(Type.Integer(), {
      description:
        'Ignorada se igual à atual; diferente, 422: a situação muda só pelas operações (afastamento, contrato...).',
    }),
  ),
};

export const AprendizEntrada = Type.Object(camposEntrada);
export type AprendizEntrada = Static<typeof AprendizEntrada>;

export const AprendizAtualizacao = Type.Object({
  ...camposEntrada,
  versao: Type.Integer({
    minimum: 1,
    description: 'A versão lida; se outra pessoa salvou antes, 409.',
    errorMessage: 'Informe a versão do registro (campo versao)',
  }),
});
