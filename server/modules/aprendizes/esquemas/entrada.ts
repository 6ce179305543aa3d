// The body of POST and PUT /api/aprendiz. It checks types and sizes; the rules (CPF digits, age,
// responsável, formats) are src/shared/validation/aprendiz.ts, run by the service so the form and
// the API say the same words.
import { Type, type Static } from 'typebox';
import {
  MENSAGENS_APRENDIZ as M,
  NOME_MAXIMO,
  TIPOS_DEFICIENCIA,
  TURNOS_ESCOLARES,
} from '../../../../src/shared/validation/aprendiz';
import { Nulo } from '../../../shared/esquemas';
import {
  ContatoEntrada,
  Data,
  EnderecoEntrada,
  idOpcional,
  ResponsavelEntrada,
  textoOpcional,
} from './comum';

const camposEntrada = {
  nome: Type.String({
    // The minimum (NOME_MINIMO, after trimming) is the shared rule's, run by the service: an
    // empty name there says "Informe o nome", which a schema minLength would word as too short.
    maxLength: NOME_MAXIMO,
    errorMessage: { required: M.informeNome, type: M.informeNome, default: M.nomeLongo },
  }),
  nomeSocial: textoOpcional(
    NOME_MAXIMO,
    'Nome social (Decreto 8.727/2016), mostrado no lugar do nome.',
  ),
  cpf: Type.String({
    maxLength: 14,
    description:
      'Com ou sem pontuação. Em uma alteração, o CPF oculto recebido (***.456.789-**) mantém o atual.',
    errorMessage: { required: M.informeCpf, default: M.cpfInvalido },
  }),
  rg: textoOpcional(20),
  dataNascimento: Data('Data de nascimento', M.informeDataNascimento),
  generoId: idOpcional('Linha de /api/cadastros/genero.'),
  estadoCivilId: idOpcional('Linha de /api/cadastros/estado-civil.'),
  nacionalidadeId: idOpcional('Linha de /api/cadastros/nacionalidade.'),
  naturalidade: idOpcional('Município de nascimento (código IBGE).', M.municipioInexistente),
  grauEscolaridadeId: idOpcional('Linha de /api/cadastros/grau-escolaridade.'),
  escola: textoOpcional(200),
  turnoEscolar: Type.Optional(
    Nulo(Type.String({ maxLength: 20 }), {
      description: `Turno escolar: ${TURNOS_ESCOLARES.map((t) => t.valor).join(', ')}.`,
      errorMessage: M.turnoInvalido,
    }),
  ),
  pcd: Type.Optional(
    Type.Boolean({ description: 'Pessoa com deficiência (sem limite de idade).' }),
  ),
  tipoDeficiencia: Type.Optional(
    Nulo(Type.String({ maxLength: 20 }), {
      description: `Obrigatório com pcd: ${TIPOS_DEFICIENCIA.map((t) => t.valor).join(', ')}.`,
      errorMessage: M.tipoDeficienciaInvalido,
    }),
  ),
  email: textoOpcional(254),
  telefone: textoOpcional(20, 'Só dígitos ou com máscara; guardado só com dígitos.'),
  celular: textoOpcional(20),
  endereco: Type.Optional(Nulo(EnderecoEntrada)),
  regiaoId: idOpcional('Linha de /api/cadastros/regiao.'),
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
  observacoes: textoOpcional(2000),
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
