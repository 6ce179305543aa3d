// Registries (/cadastros, editable by the staff) and reference lookups (IBGE, CBO, CNAE, CLT:
// shipped with the product, loaded by the seed, read-only through the API). Every registry shares
// the columns of `colunasCadastro`, so one generic module (server/modules/cadastros) serves them all.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { ativo, carimbosEVersao, id } from './colunas';

/** id, codigo (stable key of seeded rows; null for rows created by users), nome, ativo... */
const colunasCadastro = () => ({
  id: id(),
  codigo: text('codigo').unique(),
  nome: text('nome').notNull(),
  ativo: ativo(),
  ...carimbosEVersao(),
});

/** Names are unique regardless of accents and case ("Viúvo" and "viuvo" are one row). */
const nomeUnico = (tabela: string) => (t: { nome: AnyPgColumn }) => [
  uniqueIndex(`${tabela}_nome_unico`).on(sql`f_unaccent(lower(${t.nome}))`),
];

export const estadosCivis = pgTable('estados_civis', colunasCadastro(), nomeUnico('estados_civis'));
export const generos = pgTable('generos', colunasCadastro(), nomeUnico('generos'));
export const nacionalidades = pgTable(
  'nacionalidades',
  colunasCadastro(),
  nomeUnico('nacionalidades'),
);
export const regioes = pgTable('regioes', colunasCadastro(), nomeUnico('regioes'));

export const grausEscolaridade = pgTable(
  'graus_escolaridade',
  {
    ...colunasCadastro(),
    ordem: integer('ordem').notNull().default(0),
    /** Still at school (CLT art. 428 § 1º: without high school, the apprentice must attend one). */
    cursando: boolean('cursando').notNull().default(false),
  },
  nomeUnico('graus_escolaridade'),
);

export const motivosAfastamento = pgTable(
  'motivos_afastamento',
  { ...colunasCadastro(), fundamento: text('fundamento').notNull().default('') },
  nomeUnico('motivos_afastamento'),
);

export const tiposContato = pgTable(
  'tipos_contato',
  {
    ...colunasCadastro(),
    /** How the contact's value is checked and shown: 'telefone' or 'email'. */
    formato: text('formato').$type<'telefone' | 'email'>().notNull().default('telefone'),
  },
  nomeUnico('tipos_contato'),
);

/**
 * Grade bands (nota 0 to 10). Active bands never overlap: an exclusion constraint guarantees it
 * even when two people save at the same instant.
 */
export const conceitos = pgTable(
  'conceitos',
  {
    id: id(),
    sigla: text('sigla').notNull(),
    descricao: text('descricao').notNull(),
    notaMinima: numeric('nota_minima', { precision: 4, scale: 2, mode: 'number' }).notNull(),
    notaMaxima: numeric('nota_maxima', { precision: 4, scale: 2, mode: 'number' }).notNull(),
    ativo: ativo(),
    ...carimbosEVersao(),
  },
  (t) => [uniqueIndex('conceitos_sigla_unica').on(sql`lower(${t.sigla})`)],
);

// ---- Reference lookups -------------------------------------------------------------------------

/** The 5,571 IBGE municipalities. The id IS the 7-digit IBGE code (São Paulo = 3550308). */
export const municipios = pgTable(
  'municipios',
  {
    id: integer('id').primaryKey(),
    nome: text('nome').notNull(),
    uf: text('uf').notNull(),
    ...carimbosEVersao(),
  },
  (t) => [index('municipios_uf').on(t.uf, t.nome)],
);

/** The address block apprentices, partners and units share (columns, not a table). */
export const endereco = () => ({
  cep: text('cep'),
  logradouro: text('logradouro'),
  numero: text('numero'),
  complemento: text('complemento'),
  bairro: text('bairro'),
  municipioId: integer('municipio_id').references(() => municipios.id),
  uf: text('uf'),
});

export const situacoesAprendiz = pgTable('situacoes_aprendiz', {
  ...colunasCadastro(),
  codigo: text('codigo').notNull().unique(),
  ordem: integer('ordem').notNull(),
  /** MUI Chip colour the screens use. */
  cor: text('cor').notNull().default('default'),
  descricao: text('descricao').notNull().default(''),
});

/** CBO 2002 occupations apprentices are hired for; nome is the CBO title. */
export const profissoes = pgTable('profissoes', {
  ...colunasCadastro(),
  codigo: text('codigo').notNull().unique(),
  area: text('area').notNull(),
});

/** CNAE 2.0 sections (A–U) and divisions (01–99). */
export const ramosAtividade = pgTable('ramos_atividade', {
  ...colunasCadastro(),
  codigo: text('codigo').notNull().unique(),
  tipo: text('tipo').$type<'secao' | 'divisao'>().notNull(),
  /** Section letter of a division; null on sections. */
  secao: text('secao'),
});

/** Reasons a contract ends (CLT art. 433 and the cases outside it). */
export const motivosDesligamento = pgTable('motivos_desligamento', {
  ...colunasCadastro(),
  codigo: text('codigo').notNull().unique(),
  fundamento: text('fundamento').notNull().default(''),
  antecipado: boolean('antecipado').notNull().default(false),
  comprovacao: text('comprovacao'),
});

export const cursos = pgTable('cursos', {
  ...colunasCadastro(),
  profissaoId: integer('profissao_id').references(() => profissoes.id),
  cargaHorariaTotal: integer('carga_horaria_total').notNull().default(0),
  descricao: text('descricao').notNull().default(''),
});
