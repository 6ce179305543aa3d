// The eight registries of /cadastros as configuration. A new registry is one more entry here
// (plus its table and migration): routes, paging, audit and export come from the audited-record
// kit (server/shared/registro).
import type { AnyColumn } from 'drizzle-orm';
import { Type, type TProperties } from 'typebox';
import {
  estadosCivis,
  generos,
  grausEscolaridade,
  motivosAfastamento,
  nacionalidades,
  regioes,
  tiposContato,
} from '../../db/schema';
import { textoLivre } from '../../shared/texto';
import { normalizada } from '../../shared/lista';
import { conceito } from './conceitos';
import {
  colunaAtivo,
  nomeUnico,
  textoObrigatorio,
  type DefinicaoCadastro,
  type LinhaCadastro,
  type Nomes,
  type TabelaCadastro,
} from './definicao';
import { MENSAGENS_CADASTROS } from './mensagens';

const M = MENSAGENS_CADASTROS;

const Nome = textoObrigatorio(100, M.informeNome, M.nomeLongo);

const saidaBasica: TProperties = {
  codigo: Type.Union([Type.String(), Type.Null()], {
    description: 'Chave estável das linhas que acompanham o produto; null nas criadas pela equipe.',
  }),
  nome: Type.String(),
};

const colunasBasicas = [
  { titulo: 'Código', valor: (l: LinhaCadastro) => l.codigo as string | null },
  { titulo: 'Nome', valor: (l: LinhaCadastro) => l.nome as string },
];

type TabelaComNome = TabelaCadastro & {
  nome: AnyColumn;
  codigo: AnyColumn;
};

/** A registry of `codigo` + `nome` (+ extra fields). */
function cadastroSimples(opcoes: {
  slug: string;
  operacao: string;
  componente: string;
  nomes: Nomes;
  tabela: TabelaComNome;
  extras?: {
    campos: TProperties;
    saida: TProperties;
    valores: (corpo: Record<string, unknown>) => Record<string, unknown>;
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
    campos: { nome: Nome, ...extras?.campos },
    saida: { ...saidaBasica, ...extras?.saida },
    ordenacoes: { nome: normalizada(tabela.nome), codigo: tabela.codigo, ...extras?.ordenacoes },
    ordenacaoPadrao: extras?.ordenacaoPadrao ?? 'nome',
    busca: [tabela.nome],
    ordemOpcoes: extras?.ordemOpcoes ?? [normalizada(tabela.nome)],
    exportacao: [...colunasBasicas, ...(extras?.exportacao ?? []), colunaAtivo],
    unico: nomeUnico(nomes, tabela.nome),
    valores: (corpo) => ({ nome: textoLivre(corpo.nome), ...extras?.valores(corpo) }),
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
      campos: {
        ordem: Type.Optional(
          Type.Integer({
            minimum: 0,
            maximum: 999,
            description: 'Posição na lista (do menor para o maior grau).',
            errorMessage: M.ordemInvalida,
          }),
        ),
        cursando: Type.Optional(
          Type.Boolean({ description: 'A pessoa ainda está estudando neste grau.' }),
        ),
      },
      saida: { ordem: Type.Integer(), cursando: Type.Boolean() },
      valores: (corpo) => ({ ordem: corpo.ordem, cursando: corpo.cursando }),
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
      campos: {
        fundamento: Type.Optional(
          Type.String({
            maxLength: 500,
            description: 'Base legal ou regra interna (prazo, quem paga).',
            errorMessage: M.fundamentoLongo,
          }),
        ),
      },
      saida: { fundamento: Type.String() },
      valores: (corpo) => ({
        fundamento:
          corpo.fundamento === undefined ? undefined : (textoLivre(corpo.fundamento) ?? ''),
      }),
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
      campos: {
        formato: Type.Optional(
          Type.Union([Type.Literal('telefone'), Type.Literal('email')], {
            description: 'Como o valor do contato é conferido: telefone (padrão) ou email.',
            errorMessage: M.formatoInvalido,
          }),
        ),
      },
      saida: {
        formato: Type.Union([Type.Literal('telefone'), Type.Literal('email')]),
      },
      valores: (corpo) => ({ formato: corpo.formato }),
      exportacao: [
        {
          titulo: 'Formato',
          valor: (l) => (l.formato === 'email' ? 'E-mail' : 'Telefone'),
        },
      ],
    },
  }),
];
