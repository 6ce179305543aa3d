// Issued certificates and declarations (issue 35). A row is what the document stated when it was
// issued (`dados`, a snapshot: the PDF is redrawn from it, identical, however the records change
// later) and its verification code. Rows are never erased nor edited: a document is revoked (with
// its reason), and a reissue is a new row whose predecessor points to it.
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { TipoDocumento } from '../../../src/shared/validation/documentos-emitidos';
import { aprendizes } from './aprendizes';
import { usuario } from './auth';
import { carimbosEVersao, id, momento, referencia } from './colunas';
import { contratos } from './contratos';
import { turmas } from './turmas';

export const documentosEmitidos = pgTable(
  'documentos_emitidos',
  {
    id: id(),
    /** 'ABCD-EFGH-JKMN': crypto-random (modules/documentos/codigo.ts), unique. */
    codigo: text('codigo').notNull(),
    tipo: text('tipo').$type<TipoDocumento>().notNull(),
    aprendizId: referencia('aprendiz_id', () => aprendizes.id),
    turmaId: integer('turma_id').references(() => turmas.id),
    contratoId: integer('contrato_id').references(() => contratos.id),
    /** The batch of a class it was issued in (its PDF is asked by this key). */
    lote: text('lote'),
    /** What the document states, as printed (modules/documentos/dados.ts). */
    dados: jsonb('dados').notNull(),
    emitidoPor: usuario('emitido_por'),
    emitidoEm: momento('emitido_em').notNull(),
    revogadoEm: momento('revogado_em'),
    revogadoPor: usuario('revogado_por'),
    motivoRevogacao: text('motivo_revogacao'),
    /** The reissue that replaced it. */
    substituidoPor: integer('substituido_por').references((): AnyPgColumn => documentosEmitidos.id),
    ...carimbosEVersao(),
  },
  (t) => [
    uniqueIndex('documentos_emitidos_codigo').on(t.codigo),
    index('documentos_emitidos_aprendiz').on(t.aprendizId, t.emitidoEm),
    index('documentos_emitidos_emitido_em').on(t.emitidoEm),
    index('documentos_emitidos_lote')
      .on(t.lote)
      .where(sql`lote IS NOT NULL`),
  ],
);
