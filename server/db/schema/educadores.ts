// Educators (educadores): the seed's form fields (seed-spec.md section 3) plus ativo. Columns are
// snake_case like every table; the API keeps the seed's names (EducNome...), see
// server/modules/educadores/esquemas.ts.
import { sql } from 'drizzle-orm';
import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { grausEscolaridade } from './cadastros';
import { ativo, carimbosEVersao, dia, id } from './colunas';

export const educadores = pgTable(
  'educadores',
  {
    id: id(),
    nome: text('nome').notNull(),
    /** 11 digits, no punctuation; optional. */
    cpf: text('cpf'),
    /** M, F or TODOS (the seed's values). */
    sexo: text('sexo'),
    dataNascimento: dia('data_nascimento'),
    email: text('email'),
    telefone: text('telefone'),
    telefoneCelular: text('telefone_celular'),
    endereco: text('endereco'),
    numeroEndereco: text('numero_endereco'),
    complemento: text('complemento'),
    bairro: text('bairro'),
    cidade: text('cidade'),
    uf: text('uf'),
    cep: text('cep'),
    estadoCivil: text('estado_civil'),
    naturalidade: text('naturalidade'),
    ufNaturalidade: text('uf_naturalidade'),
    identidade: text('identidade'),
    expedIdentidade: text('exped_identidade'),
    dataEntrada: dia('data_entrada'),
    observacoes: text('observacoes'),
    /** EducGrauInstrucao: a row of the grau-escolaridade registry. */
    grauInstrucaoId: integer('grau_instrucao_id').references(() => grausEscolaridade.id),
    ativo: ativo(),
    ...carimbosEVersao(),
  },
  (t) => [
    uniqueIndex('educadores_cpf_unico')
      .on(t.cpf)
      .where(sql`cpf IS NOT NULL`),
  ],
);
