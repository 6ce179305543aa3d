// The eight registries of /cadastros as configuration. A new registry is one more entry here
// (plus its table and migration): routes, paging, audit and export come from the audited-record
// kit (server/shared/registro).
import type { AnyColumn } from 'drizzle-orm';
import { Type, type TProperties } from 'typebox';
import type { Campos } from '../../../src/shared/campos';
import {
  CAMPOS_CADASTRO_DE_NOME,
  CAMPOS_GRAU_ESCOLARIDADE,
  CAMPOS_MOTIVO_AFASTAMENTO,
  CAMPOS_TIPO_CONTATO,
  FORMATOS_CONTATO,
} from '../../../src/shared/validation/cadastros';
import {
  estadosCivis,
  generos,
  grausEscolaridade,
  motivosAfastamento,
  nacionalidades,
  regioes,
  tiposContato,
} from '../../db/schema';
import { normalizada } from '../../shared/lista';
import { conceito } from './conceitos';
import {
  colunaAtivo,
  nomeUnico,
  type DefinicaoCadastro,
  type LinhaCadastro,
  type Nomes,
  type TabelaCadastro,
} from './definicao';
import { MENSAGENS_CADASTROS } from './mensagens';

const M = MENSAGENS_CADASTROS;

/** Not in the body: the rows that ship with the product have one, the team's have none. */
const saidaBasica: TProperties = {
  codigo: Type.Union([Type.String(), Type.Null()], {
    description: 'Chave estável das linhas que acompanham o produto; null nas criadas pela equipe.',
  }),
};

const colunasBasicas = [
  { titulo: 'Código', valor: (l: LinhaCadastro) => l.codigo as string | null },
  { titulo: 'Nome', valor: (l: LinhaCadastro) => l.nome as string },
];

type TabelaComNome = TabelaCadastro & {
  nome: AnyColumn;
  codigo: AnyColumn;
};

/** A registry of `codigo` + `nome` (+ the extra fields its declaration has). */
function cadastroSimples(opcoes: {
  slug: string;
  operacao: string;
  componente: string;
  nomes: Nomes;
  tabela: TabelaComNome;
  extras?: {
    /** CAMPOS_CADASTRO_DE_NOME and the registry's own fields. */
    campos: Campos;
    corpoProprio?: TProperties;
    saidaPropria?: TProperties;
    exportacao: DefinicaoCadastro['exportacao'];
    ordenacoes?: Record<string, AnyColumn>;
    ordenacaoPadrao?: string;
    ordemOpcoes?: DefinicaoCadastro['ordemOpcoes'];
  };
}): DefinicaoCadastro {
  const { tabela, nomes, extras } = opcoes;
  return {
    slug: opcoes.slug,
    operacao: opcoes.operacao,
    componente: opcoes.componente,
    nomes,
    tabela,
    campos: extras?.campos ?? CAMPOS_CADASTRO_DE_NOME,
    ...(extras?.corpoProprio && { corpoProprio: extras.corpoProprio }),
    saidaPropria: { ...saidaBasica, ...extras?.saidaPropria },
    ordenacoes: { nome: normalizada(tabela.nome), codigo: tabela.codigo, ...extras?.ordenacoes },
    ordenacaoPadrao: extras?.ordenacaoPadrao ?? 'nome',
    busca: [tabela.nome],
    ordemOpcoes: extras?.ordemOpcoes ?? [normalizada(tabela.nome)],
    exportacao: [...colunasBasicas, ...(extras?.exportacao ?? []), colunaAtivo],
    unico: nomeUnico(nomes, tabela.nome),
  };
}

export const CADASTROS: readonly DefinicaoCadastro[] = [
  conceito,
  cadastroSimples({
    slug: 'estado-civil',
    operacao: 'estadoCivil',
    componente: 'EstadoCivil',
    nomes: { singular: 'estado civil', plural: 'estados civis' },
    tabela: estadosCivis,
  }),
  cadastroSimples({
    slug: 'genero',
    operacao: 'genero',
    componente: 'Genero',
    nomes: { singular: 'gênero', plural: 'gêneros' },
    tabela: generos,
  }),
  cadastroSimples({
    slug: 'grau-escolaridade',
    operacao: 'grauEscolaridade',
    componente: 'GrauEscolaridade',
    nomes: { singular: 'grau de escolaridade', plural: 'graus de escolaridade' },
    tabela: grausEscolaridade,
    extras: {
      campos: CAMPOS_GRAU_ESCOLARIDADE,
      exportacao: [
        { titulo: 'Ordem', valor: (l) => l.ordem as number, tipo: 'numero' },
        { titulo: 'Cursando', valor: (l) => l.cursando as boolean },
      ],
      ordenacoes: { ordem: grausEscolaridade.ordem },
      ordenacaoPadrao: 'ordem',
      ordemOpcoes: [grausEscolaridade.ordem, grausEscolaridade.nome],
    },
  }),
  cadastroSimples({
    slug: 'motivos-afastamento',
    operacao: 'motivoAfastamento',
    componente: 'MotivoAfastamento',
    nomes: { singular: 'motivo de afastamento', plural: 'motivos de afastamento' },
    tabela: motivosAfastamento,
    extras: {
      campos: CAMPOS_MOTIVO_AFASTAMENTO,
      exportacao: [{ titulo: 'Fundamento', valor: (l) => l.fundamento as string }],
    },
  }),
  cadastroSimples({
    slug: 'nacionalidade',
    operacao: 'nacionalidade',
    componente: 'Nacionalidade',
    nomes: { singular: 'nacionalidade', plural: 'nacionalidades', feminino: true },
    tabela: nacionalidades,
  }),
  cadastroSimples({
    slug: 'regiao',
    operacao: 'regiao',
    componente: 'Regiao',
    nomes: { singular: 'região', plural: 'regiões', feminino: true },
    tabela: regioes,
  }),
  cadastroSimples({
    slug: 'tipos-contato',
    operacao: 'tipoContato',
    componente: 'TipoContato',
    nomes: { singular: 'tipo de contato', plural: 'tipos de contato' },
    tabela: tiposContato,
    extras: {
      // CAMPOS_TIPO_CONTATO's formato, stated as the enum it is (the kit's opcao is a string).
      campos: CAMPOS_TIPO_CONTATO,
      corpoProprio: {
        formato: Type.Optional(
          Type.Enum(FORMATOS_CONTATO, {
            description: CAMPOS_TIPO_CONTATO.formato.descricao,
            errorMessage: M.formatoInvalido,
          }),
        ),
      },
      saidaPropria: { formato: Type.Enum(FORMATOS_CONTATO) },
      exportacao: [
        {
          titulo: 'Formato',
          valor: (l) => (l.formato === 'email' ? 'E-mail' : 'Telefone'),
        },
      ],
    },
  }),
];
