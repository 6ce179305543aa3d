// The apprentice (PRODUCT.md section 3), their contacts, the history of their situação, their
// leaves (afastamentos), and the access log of personal records (LGPD: who opened which record).
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { usuario } from './auth';
import {
  endereco,
  estadosCivis,
  generos,
  grausEscolaridade,
  motivosAfastamento,
  municipios,
  nacionalidades,
  regioes,
  situacoesAprendiz,
  tiposContato,
} from './cadastros';
import { ativo, carimbosEVersao, dia, id, momento, referencia } from './colunas';
import { periodoAberto, umPeriodoAbertoPor } from './periodo';

export const aprendizes = pgTable(
  'aprendizes',
  {
    id: id(),
    nome: text('nome').notNull(),
    /** The name without accents, lower case (migration 0005): the key of name order and pages. */
    nomeBusca: text('nome_busca').generatedAlwaysAs(sql`f_unaccent(lower(nome))`),
    nomeSocial: text('nome_social'),
    /**
     * Both names, accent-free and lower case (migration 0024): the text the apprentice search's
     * trigram index reads, one index scan for every word.
     */
    textoBusca: text('texto_busca').generatedAlwaysAs(
      sql`f_unaccent(lower(nome || ' ' || coalesce(nome_social, '')))`,
    ),
    /** 11 digits, no punctuation. */
    cpf: text('cpf').notNull(),
    rg: text('rg'),
    /** 'aaaa-mm-dd'. */
    dataNascimento: dia('data_nascimento').notNull(),
    generoId: integer('genero_id').references(() => generos.id),
    estadoCivilId: integer('estado_civil_id').references(() => estadosCivis.id),
    nacionalidadeId: integer('nacionalidade_id').references(() => nacionalidades.id),
    /** Municipality of birth (IBGE code). */
    naturalidadeId: integer('naturalidade_id').references(() => municipios.id),
    grauEscolaridadeId: integer('grau_escolaridade_id').references(() => grausEscolaridade.id),
    escola: text('escola'),
    turnoEscolar: text('turno_escolar'),
    pcd: boolean('pcd').notNull().default(false),
    tipoDeficiencia: text('tipo_deficiencia'),
    email: text('email'),
    telefone: text('telefone'),
    celular: text('celular'),
    ...endereco(),
    regiaoId: integer('regiao_id').references(() => regioes.id),
    responsavelNome: text('responsavel_nome'),
    responsavelCpf: text('responsavel_cpf'),
    responsavelParentesco: text('responsavel_parentesco'),
    responsavelTelefone: text('responsavel_telefone'),
    /** Migration 0021: a minor's interview e-mail goes to the responsável too. */
    responsavelEmail: text('responsavel_email'),
    situacaoId: referencia('situacao_id', () => situacoesAprendiz.id),
    dataCadastro: dia('data_cadastro').notNull(),
    observacoes: text('observacoes'),
    ativo: ativo(),
    /** When the record was anonymised (LGPD, migration 0014; server/modules/lgpd). */
    anonimizadoEm: momento('anonimizado_em'),
    ...carimbosEVersao(),
  },
  // Search (GIN trigram) and page indexes are in migration 0002 (expression + INCLUDE columns).
  (t) => [uniqueIndex('aprendizes_cpf_unico').on(t.cpf)],
);

/**
 * How many apprentices each (situação, ativo) pair has, kept exact by statement-level triggers on
 * aprendizes (migration 0005): list totals and stats without counting 150,000 rows. Read-only here.
 */
export const aprendizesContagem = pgTable(
  'aprendizes_contagem',
  {
    situacaoId: referencia('situacao_id', () => situacoesAprendiz.id),
    ativo: boolean('ativo').notNull(),
    total: integer('total').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.situacaoId, t.ativo] })],
);

/** Contacts besides the main phone and e-mail (WhatsApp, a relative for messages...). */
export const aprendizContatos = pgTable(
  'aprendiz_contatos',
  {
    id: id(),
    aprendizId: integer('aprendiz_id')
      .notNull()
      .references(() => aprendizes.id, { onDelete: 'cascade' }),
    tipoContatoId: referencia('tipo_contato_id', () => tiposContato.id),
    valor: text('valor').notNull(),
    ordem: integer('ordem').notNull(),
    ...carimbosEVersao(),
  },
  (t) => [index('aprendiz_contatos_aprendiz').on(t.aprendizId, t.ordem)],
);

/**
 * Every change of situação, with its date, the user and the reason. Append-only (no versao):
 * rows are written by the operations that change the situação, never edited.
 */
export const historicoSituacoes = pgTable(
  'aprendiz_situacoes',
  {
    id: id(),
    aprendizId: referencia('aprendiz_id', () => aprendizes.id),
    situacaoAnteriorId: integer('situacao_anterior_id').references(() => situacoesAprendiz.id),
    situacaoId: referencia('situacao_id', () => situacoesAprendiz.id),
    /** Date the change took effect ('aaaa-mm-dd'), e.g. the first day of a leave. */
    data: dia('data').notNull(),
    motivo: text('motivo').notNull(),
    /** The operation behind it: cadastro, afastamento, retorno, contrato, rescisao... */
    origem: text('origem').notNull(),
    /** Id of the row of that operation (the afastamento, the contract...), when there is one. */
    origemId: integer('origem_id'),
    usuarioId: usuario('usuario_id'),
    criadoEm: momento('criado_em').notNull().defaultNow(),
  },
  (t) => [index('aprendiz_situacoes_aprendiz').on(t.aprendizId, t.data, t.id)],
);

/** Leaves. At most one open (dataFim null) per apprentice. */
export const afastamentos = pgTable(
  'afastamentos',
  {
    id: id(),
    aprendizId: referencia('aprendiz_id', () => aprendizes.id),
    motivoAfastamentoId: referencia('motivo_afastamento_id', () => motivosAfastamento.id),
    ...periodoAberto(),
    observacoes: text('observacoes'),
    /** The situação to return to when the leave ends. */
    situacaoAnteriorId: referencia('situacao_anterior_id', () => situacoesAprendiz.id),
    ...carimbosEVersao(),
  },
  (t) => [
    index('afastamentos_aprendiz').on(t.aprendizId, t.dataInicio),
    umPeriodoAbertoPor('afastamentos_um_aberto', t.aprendizId),
  ],
);

/**
 * Access log of personal records (LGPD): who opened or exported which record, when, from where.
 * Written by the server only, append-only; the audit screens (issue 5) read it.
 */
export const acessos = pgTable(
  'acessos',
  {
    id: id(),
    usuarioId: usuario('usuario_id'),
    entidade: text('entidade').notNull(),
    /** null for an access to many records at once (an export). */
    entidadeId: text('entidade_id'),
    /** visualizar (opened one record), exportar (a list export), portal (a supervisor's link). */
    acao: text('acao').notNull().default('visualizar'),
    /** Who opened it through the partner portal (acao 'portal'; usuario_id is then null). */
    supervisorId: integer('supervisor_id'),
    ip: text('ip'),
    criadoEm: momento('criado_em').notNull().defaultNow(),
  },
  (t) => [
    index('acessos_entidade').on(t.entidade, t.entidadeId, t.criadoEm),
    index('acessos_usuario').on(t.usuarioId, t.criadoEm),
  ],
);
