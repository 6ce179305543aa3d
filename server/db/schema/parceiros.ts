// Partner companies (parceiros), their units (unidades) and the placements (lotações) of
// apprentices in a unit for their practice days (PRODUCT.md section 3). Search and page indexes
// are expressions: they live in migration 0003.
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { aprendizes } from './aprendizes';
import { endereco, ramosAtividade } from './cadastros';
import { ativo, carimbosEVersao, id, referencia } from './colunas';
import { periodoAberto, umPeriodoAbertoPor } from './periodo';

export const parceiros = pgTable(
  'parceiros',
  {
    id: id(),
    razaoSocial: text('razao_social').notNull(),
    nomeFantasia: text('nome_fantasia'),
    /** 14 characters without punctuation: digits, or capitals and digits (alphanumeric CNPJ). */
    cnpj: text('cnpj').notNull(),
    ramoAtividadeId: referencia('ramo_atividade_id', () => ramosAtividade.id),
    ...endereco(),
    contatoNome: text('contato_nome'),
    contatoEmail: text('contato_email'),
    contatoTelefone: text('contato_telefone'),
    /** Apprentices the company must hire (5% to 15% of its qualifying workforce), set by staff. */
    cotaAprendizes: integer('cota_aprendizes').notNull().default(0),
    ativo: ativo(),
    ...carimbosEVersao(),
  },
  (t) => [uniqueIndex('parceiros_cnpj_unico').on(t.cnpj)],
);

export const unidades = pgTable(
  'unidades',
  {
    id: id(),
    parceiroId: referencia('parceiro_id', () => parceiros.id),
    nome: text('nome').notNull(),
    /** A branch's own CNPJ (same format as the partner's); null when it shares the head office's. */
    cnpj: text('cnpj'),
    ...endereco(),
    responsavel: text('responsavel'),
    telefone: text('telefone'),
    ativo: ativo(),
    ...carimbosEVersao(),
  },
  (t) => [index('unidades_parceiro').on(t.parceiroId)],
);

/**
 * An apprentice placed in a unit from dataInicio; dataFim closes it (history is kept). At most one
 * open placement per apprentice, guaranteed by a partial unique index.
 */
export const lotacoes = pgTable(
  'lotacoes',
  {
    id: id(),
    unidadeId: referencia('unidade_id', () => unidades.id),
    aprendizId: referencia('aprendiz_id', () => aprendizes.id),
    ...periodoAberto(),
    ...carimbosEVersao(),
  },
  (t) => [
    index('lotacoes_unidade').on(t.unidadeId, t.dataFim),
    index('lotacoes_aprendiz').on(t.aprendizId, t.dataInicio),
    umPeriodoAbertoPor('lotacoes_uma_aberta', t.aprendizId),
  ],
);
