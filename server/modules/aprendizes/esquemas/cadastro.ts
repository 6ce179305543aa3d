// The whole record as GET /api/aprendiz/{id} answers it: the declared fields
// (CAMPOS_APRENDIZ, CAMPOS_ENDERECO_APRENDIZ) and what only the answer has.
import { Type } from 'typebox';
import {
  CAMPOS_APRENDIZ,
  CAMPOS_ENDERECO_APRENDIZ,
} from '../../../../src/shared/validation/aprendiz';
import { respostaDosCampos } from '../../../shared/campos';
import { componente, Momento } from '../../../shared/componentes';
import { Nulo } from '../../../shared/esquemas';
import { texto } from './comum';

export const Aprendiz = componente(
  'Aprendiz',
  Type.Object(
    {
      id: Type.Integer(),
      ...respostaDosCampos(CAMPOS_APRENDIZ),
      idade: Type.Integer({ description: 'Anos completos hoje.' }),
      pcd: Type.Boolean(),
      endereco: Type.Object(respostaDosCampos(CAMPOS_ENDERECO_APRENDIZ)),
      contatos: Type.Array(
        Type.Object({
          tipoContatoId: Type.Integer(),
          tipoContato: Type.String(),
          valor: Type.String(),
        }),
      ),
      responsavel: Nulo(
        Type.Object({ nome: texto, cpf: texto, parentesco: texto, telefone: texto, email: texto }),
      ),
      situacaoId: Type.Integer(),
      dataCadastro: Type.String({ description: 'aaaa-mm-dd' }),
      ativo: Type.Boolean(),
      anonimizadoEm: Nulo(Momento(), {
        description: 'Quando o cadastro foi anonimizado (LGPD, irreversível); null se nunca foi.',
      }),
      versao: Type.Integer(),
      criadoEm: Momento(),
      atualizadoEm: Momento(),
      afastamentoAtual: Nulo(
        Type.Object({
          id: Type.Integer(),
          dataInicio: Type.String(),
          motivo: Type.String(),
        }),
        { description: 'O afastamento em aberto, quando houver.' },
      ),
      rotulos: Type.Object(
        {
          situacao: Type.String(),
          situacaoCor: Type.String(),
          genero: texto,
          estadoCivil: texto,
          nacionalidade: texto,
          naturalidade: Nulo(Type.String(), { description: '"Campinas - SP".' }),
          grauEscolaridade: texto,
          municipio: Nulo(Type.String(), { description: '"São Paulo - SP".' }),
          regiao: texto,
        },
        { description: 'Nomes dos itens escolhidos, só para exibição (ignorados ao salvar).' },
      ),
    },
    { description: 'Cadastro completo do aprendiz.' },
  ),
);
