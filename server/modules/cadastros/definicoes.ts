// The eight registries of /cadastros as configuration. A new registry is one more entry here
// (plus its table and migration): routes, paging, audit and export come from the generic module.
import { and, eq, gte, lte, ne, sql, type AnyColumn } from 'drizzle-orm';
import { Type, type TProperties } from 'typebox';
import {
  conceitos,
  estadosCivis,
  generos,
  grausEscolaridade,
  motivosAfastamento,
  nacionalidades,
  regioes,
  tiposContato,
} from '../../db/schema';
import { VIOLACAO_EXCLUSAO } from '../../shared/erros-banco';
import { problema } from '../../shared/problem';
import { textoLivre } from '../../shared/texto';
import {
  nomeUnico,
  type DefinicaoCadastro,
  type LinhaCadastro,
  type Nomes,
  type TabelaCadastro,
} from './definicao';
import { MENSAGENS_CADASTROS } from './mensagens';

const M = MENSAGENS_CADASTROS;

const textoObrigatorio = (maximo: number, informe: string, longo: string) =>
  Type.String({
    minLength: 1,
    maxLength: maximo,
    pattern: '\\S',
    errorMessage: { maxLength: longo, default: informe },
  });

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
const colunaAtivo = { titulo: 'Ativo', valor: (l: LinhaCadastro) => l.ativo };

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
    ordenacoes: { nome: tabela.nome, codigo: tabela.codigo, ...extras?.ordenacoes },
    ordenacaoPadrao: extras?.ordenacaoPadrao ?? 'nome',
    busca: [tabela.nome],
    ordemOpcoes: extras?.ordemOpcoes ?? [sql`f_unaccent(lower(${tabela.nome}))`],
    exportacao: [...colunasBasicas, ...(extras?.exportacao ?? []), colunaAtivo],
    unico: nomeUnico(nomes, tabela.nome),
    valores: (corpo) => ({ nome: textoLivre(corpo.nome), ...extras?.valores(corpo) }),
  };
}

const formatoNota = (n: number) => n.toFixed(2).replace('.', ',');

const Nota = (rotulo: string, informe: string) =>
  Type.Number({
    minimum: 0,
    maximum: 10,
    description: `${rotulo}, de 0 a 10 com até duas casas decimais (faixa fechada).`,
    errorMessage: { required: informe, default: M.notaForaDaEscala },
  });

const duasCasas = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

/** Conceitos: active bands of grades never overlap (the exclusion constraint backs this up). */
async function validarConceito(
  executor: Parameters<NonNullable<DefinicaoCadastro['validar']>>[0],
  valores: Record<string, unknown>,
  idAtual: number | undefined,
): Promise<void> {
  const minima = Number(valores.notaMinima);
  const maxima = Number(valores.notaMaxima);
  const erros: Record<string, string> = {};
  if (!duasCasas(minima)) erros.notaMinima = M.duasCasas;
  if (!duasCasas(maxima)) erros.notaMaxima = M.duasCasas;
  else if (maxima < minima) erros.notaMaxima = M.maximaMenorQueMinima;
  if (Object.keys(erros).length > 0) {
    throw problema(400, 'Corrija os campos indicados.', erros, { tipo: '/problemas/validacao' });
  }
  if (valores.ativo === false) return;
  const [outro] = await executor
    .select()
    .from(conceitos)
    .where(
      and(
        eq(conceitos.ativo, true),
        lte(conceitos.notaMinima, maxima),
        gte(conceitos.notaMaxima, minima),
        idAtual === undefined ? undefined : ne(conceitos.id, idAtual),
      ),
    )
    .limit(1);
  if (outro) {
    const mensagem = M.faixaSobreposta(
      `${formatoNota(minima)} a ${formatoNota(maxima)}`,
      `${outro.sigla} (${outro.descricao})`,
      `${formatoNota(outro.notaMinima)} a ${formatoNota(outro.notaMaxima)}`,
    );
    throw problema(409, mensagem, { notaMinima: mensagem, notaMaxima: mensagem });
  }
}

const conceito: DefinicaoCadastro = {
  slug: 'conceitos',
  operacao: 'conceito',
  componente: 'Conceito',
  nomes: { singular: 'conceito', plural: 'conceitos' },
  tabela: conceitos,
  campos: {
    sigla: textoObrigatorio(5, M.informeSigla, M.siglaLonga),
    descricao: textoObrigatorio(100, M.informeDescricao, M.descricaoLonga),
    notaMinima: Nota('Nota mínima', M.informeNotaMinima),
    notaMaxima: Nota('Nota máxima', M.informeNotaMaxima),
  },
  saida: {
    sigla: Type.String(),
    descricao: Type.String(),
    notaMinima: Type.Number(),
    notaMaxima: Type.Number(),
  },
  ordenacoes: {
    sigla: conceitos.sigla,
    descricao: conceitos.descricao,
    notaMinima: conceitos.notaMinima,
  },
  ordenacaoPadrao: 'notaMinima',
  busca: [conceitos.sigla, conceitos.descricao],
  ordemOpcoes: [sql`${conceitos.notaMinima} desc`],
  exportacao: [
    { titulo: 'Sigla', valor: (l) => l.sigla as string },
    { titulo: 'Descrição', valor: (l) => l.descricao as string },
    { titulo: 'Nota mínima', valor: (l) => l.notaMinima as number, tipo: 'numero' },
    { titulo: 'Nota máxima', valor: (l) => l.notaMaxima as number, tipo: 'numero' },
    colunaAtivo,
  ],
  unico: {
    campo: 'sigla',
    igual: (valor) => sql`lower(${conceitos.sigla}) = lower(${valor})`,
    mensagem: (valor) => M.siglaDuplicada(valor),
  },
  valores: (corpo) => ({
    sigla: textoLivre(corpo.sigla),
    descricao: textoLivre(corpo.descricao),
    notaMinima: corpo.notaMinima,
    notaMaxima: corpo.notaMaxima,
  }),
  validar: validarConceito,
  restricao: { codigo: VIOLACAO_EXCLUSAO, mensagem: M.faixaSobrepostaConcorrente },
};

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
