// Request and response shapes of /api/aprendiz. The body schema checks types and sizes; the rules
// (CPF digits, age, responsável, formats) are src/shared/validation/aprendiz.ts, run by the service
// so the form and the API say the same words.
import { Type, type Static, type TSchema } from 'typebox';
import {
  MENSAGENS_APRENDIZ as M,
  NOME_MAXIMO,
  TIPOS_DEFICIENCIA,
  TURNOS_ESCOLARES,
} from '../../../src/shared/validation/aprendiz';
import { componente, Momento } from '../../shared/componentes';
import { parametroId } from '../../shared/esquemas';
import { consultaExportacao, consultaLista } from '../../shared/lista';

const Nulo = <T extends TSchema>(t: T, opcoes: Record<string, unknown> = {}) =>
  Type.Union([t, Type.Null()], opcoes);

/** Optional text that may come as null or blank (stored as null). */
const textoOpcional = (maximo: number, descricao?: string) =>
  Type.Optional(
    Nulo(Type.String({ maxLength: maximo }), {
      ...(descricao ? { description: descricao } : {}),
      errorMessage: `Deve ter no máximo ${maximo} caracteres`,
    }),
  );

const idOpcional = (descricao: string, mensagem: string = M.opcaoInexistente) =>
  Type.Optional(
    Nulo(Type.Integer({ minimum: 1 }), { description: descricao, errorMessage: mensagem }),
  );

const Data = (descricao: string, obrigatoria: string) =>
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
});

export const ContatoEntrada = Type.Object({
  tipoContatoId: Type.Integer({ minimum: 1, errorMessage: M.selecioneTipoContato }),
  valor: Type.String({
    maxLength: 254,
    errorMessage: { required: M.informeContato, default: M.informeContato },
  }),
});

const camposEntrada = {
  nome: Type.String({
    maxLength: 200,
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

const texto = Nulo(Type.String());
const inteiro = Nulo(Type.Integer());

export const Aprendiz = componente(
  'Aprendiz',
  Type.Object(
    {
      id: Type.Integer(),
      nome: Type.String(),
      nomeSocial: texto,
      cpf: Type.String({
        description: '000.000.000-00; ***.456.789-** para quem não tem aprendizes:ver-cpf.',
      }),
      rg: texto,
      dataNascimento: Type.String({ description: 'aaaa-mm-dd' }),
      idade: Type.Integer({ description: 'Anos completos hoje.' }),
      generoId: inteiro,
      estadoCivilId: inteiro,
      nacionalidadeId: inteiro,
      naturalidade: Nulo(Type.Integer(), {
        description: 'Código IBGE do município de nascimento.',
      }),
      grauEscolaridadeId: inteiro,
      escola: texto,
      turnoEscolar: texto,
      pcd: Type.Boolean(),
      tipoDeficiencia: texto,
      email: texto,
      telefone: Nulo(Type.String(), { description: 'Só dígitos.' }),
      celular: Nulo(Type.String(), { description: 'Só dígitos.' }),
      endereco: Type.Object({
        cep: Nulo(Type.String(), { description: '8 dígitos.' }),
        logradouro: texto,
        numero: texto,
        complemento: texto,
        bairro: texto,
        municipioId: inteiro,
        uf: texto,
      }),
      regiaoId: inteiro,
      contatos: Type.Array(
        Type.Object({
          tipoContatoId: Type.Integer(),
          tipoContato: Type.String(),
          valor: Type.String(),
        }),
      ),
      responsavel: Nulo(
        Type.Object({ nome: texto, cpf: texto, parentesco: texto, telefone: texto }),
      ),
      situacaoId: Type.Integer(),
      dataCadastro: Type.String({ description: 'aaaa-mm-dd' }),
      observacoes: texto,
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

export const AprendizResumo = componente(
  'AprendizResumo',
  Type.Object(
    {
      id: Type.Integer(),
      nome: Type.String(),
      nomeSocial: texto,
      cpf: Type.String({ description: '000.000.000-00 ou ***.456.789-** (LGPD).' }),
      dataNascimento: Type.String(),
      idade: Type.Integer(),
      situacaoId: Type.Integer(),
      situacao: Type.String(),
      situacaoCor: Type.String(),
      municipioId: inteiro,
      municipio: texto,
      uf: texto,
      pcd: Type.Boolean(),
      dataCadastro: Type.String(),
      ativo: Type.Boolean(),
    },
    { description: 'Linha da lista de aprendizes.' },
  ),
);

export const ORDENACOES_APRENDIZ = [
  'nome',
  'idade',
  'dataNascimento',
  'dataCadastro',
  'situacao',
  'municipio',
] as const;

const idFiltro = (descricao: string) =>
  Type.Optional(Type.Integer({ minimum: 1, description: descricao, errorMessage: 'Id inválido' }));

const idade = (descricao: string) =>
  Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 120,
      description: descricao,
      errorMessage: 'A idade deve ser um número inteiro entre 0 e 120',
    }),
  );

export const ConsultaAprendiz = consultaLista({
  ordenacoes: ORDENACOES_APRENDIZ,
  filtros: {
    situacaoId: idFiltro('Só os desta situação.'),
    municipioId: idFiltro('Só os deste município (código IBGE).'),
    idadeMin: idade('Idade mínima hoje, inclusive.'),
    idadeMax: idade('Idade máxima hoje, inclusive.'),
  },
});
export type ConsultaAprendiz = Static<typeof ConsultaAprendiz>;

export const ExportacaoAprendiz = consultaExportacao(ConsultaAprendiz);

/** GET /api/aprendizes/situacao/{id}: the situação is the path; paging, q and sort. */
export const ConsultaPorSituacao = consultaLista({ ordenacoes: ORDENACOES_APRENDIZ, filtros: {} });

export const EstatisticasAprendizes = Type.Object({
  total: Type.Integer({ description: 'Aprendizes ativos.' }),
  inativos: Type.Integer(),
  porSituacao: Type.Array(
    Type.Object({
      situacaoId: Type.Integer(),
      codigo: Type.String(),
      nome: Type.String(),
      cor: Type.String(),
      total: Type.Integer(),
    }),
  ),
  novosNoMes: Type.Integer({ description: 'Ativos com data de cadastro neste mês.' }),
  menores: Type.Integer({ description: 'Ativos com menos de 18 anos hoje.' }),
  pcd: Type.Integer({ description: 'Ativos com deficiência.' }),
});

export const ParametroId = parametroId({
  description: 'Id do aprendiz.',
  errorMessage: 'Id inválido',
});

export const ParametrosAfastamento = Type.Object({
  ...ParametroId.properties,
  afastamentoId: Type.Integer({ minimum: 1, errorMessage: 'Id inválido' }),
});

export const Afastamento = componente(
  'Afastamento',
  Type.Object(
    {
      id: Type.Integer(),
      aprendizId: Type.Integer(),
      motivoAfastamentoId: Type.Integer(),
      motivo: Type.String(),
      dataInicio: Type.String(),
      dataFim: Nulo(Type.String(), { description: 'null enquanto o aprendiz está afastado.' }),
      observacoes: texto,
      situacaoAnteriorId: Type.Integer({ description: 'A situação à qual o aprendiz volta.' }),
      versao: Type.Integer(),
      criadoEm: Momento(),
      atualizadoEm: Momento(),
    },
    { description: 'Afastamento (licença) do aprendiz.' },
  ),
);

export const AfastamentoEntrada = Type.Object({
  motivoAfastamentoId: Type.Integer({
    minimum: 1,
    errorMessage: { required: M.informeMotivoAfastamento, default: M.opcaoInexistente },
  }),
  dataInicio: Data('Primeiro dia do afastamento', M.informeDataInicio),
  dataFim: Type.Optional(
    Nulo(Type.String({ maxLength: 10 }), {
      description: 'Só para registrar um afastamento que já terminou (não pode ser futura).',
      errorMessage: M.dataInvalida,
    }),
  ),
  observacoes: textoOpcional(1000),
});

export const EncerramentoAfastamento = Type.Object({
  dataFim: Data('Último dia do afastamento', M.informeDataFim),
});

export const HistoricoSituacao = componente(
  'HistoricoSituacao',
  Type.Object(
    {
      id: Type.Integer(),
      data: Type.String({ description: 'Quando a mudança valeu (aaaa-mm-dd).' }),
      situacaoAnteriorId: inteiro,
      situacaoAnterior: texto,
      situacaoId: Type.Integer(),
      situacao: Type.String(),
      situacaoCor: Type.String(),
      motivo: Type.String(),
      origem: Type.String({
        description:
          'cadastro, afastamento, retorno-afastamento (e as operações de outros domínios).',
      }),
      origemId: inteiro,
      usuarioId: inteiro,
      usuario: Nulo(Type.String(), { description: 'Quem fez a mudança; null para carga inicial.' }),
      criadoEm: Momento(),
    },
    { description: 'Uma mudança de situação do aprendiz.' },
  ),
);

export const componentesAprendiz = [Aprendiz, AprendizResumo, Afastamento, HistoricoSituacao];
