// Reading the register (the apprentice's documents, everyone's under the record rule), one or a
// batch's documents for their PDF, and the public verification of a code.
import { and, count, desc, eq, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { aprendizes, documentosEmitidos as d, turmas, usuarios } from '../../db/schema';
import type { Executor } from '../../shared/executor';
import {
  nomeAbreviado,
  ROTULOS_DOCUMENTO,
} from '../../../src/shared/validation/documentos-emitidos';
import type { DadosDocumento } from './dados';
import type { DocumentoResposta } from './esquemas';

const emissor = alias(usuarios, 'emissor');
const revogador = alias(usuarios, 'revogador');
const substituto = alias(d, 'substituto');

function consulta(db: Executor) {
  return db
    .select({
      doc: d,
      aprendizNome: aprendizes.nome,
      aprendizSocial: aprendizes.nomeSocial,
      turmaNome: turmas.nome,
      turmaCodigo: turmas.codigo,
      emissor: emissor.nome,
      revogador: revogador.nome,
      substituto: substituto.codigo,
    })
    .from(d)
    .innerJoin(aprendizes, eq(aprendizes.id, d.aprendizId))
    .leftJoin(turmas, eq(turmas.id, d.turmaId))
    .leftJoin(emissor, eq(emissor.id, d.emitidoPor))
    .leftJoin(revogador, eq(revogador.id, d.revogadoPor))
    .leftJoin(substituto, eq(substituto.id, d.substituidoPor))
    .$dynamic();
}
type Linha = Awaited<ReturnType<ReturnType<typeof consulta>['execute']>>[number];

function paraDocumento(l: Linha): DocumentoResposta {
  const dados = l.doc.dados as DadosDocumento;
  return {
    id: l.doc.id,
    codigo: l.doc.codigo,
    tipo: l.doc.tipo,
    titulo: ROTULOS_DOCUMENTO[l.doc.tipo],
    aprendiz: { id: l.doc.aprendizId, nome: l.aprendizSocial ?? l.aprendizNome },
    turma:
      l.doc.turmaId === null || l.turmaNome === null
        ? null
        : { id: l.doc.turmaId, nome: `${l.turmaCodigo ?? ''} — ${l.turmaNome}` },
    resumo: dados.resumo,
    emitidoEm: l.doc.emitidoEm,
    emitidoPor: l.emissor,
    situacao: l.doc.revogadoEm === null ? 'valido' : 'revogado',
    revogadoEm: l.doc.revogadoEm,
    revogadoPor: l.revogador,
    motivoRevogacao: l.doc.motivoRevogacao,
    substitutoCodigo: l.substituto,
  };
}

export async function documentosPorId(db: Executor, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const linhas = await consulta(db)
    .where(inArray(d.id, [...ids]))
    .orderBy(d.id);
  return linhas.map(paraDocumento);
}

export async function documentosDoAprendiz(db: Executor, aprendizId: number) {
  const linhas = await consulta(db)
    .where(eq(d.aprendizId, aprendizId))
    .orderBy(desc(d.emitidoEm), desc(d.id));
  return { data: linhas.map(paraDocumento) };
}

export interface FiltrosRegistro {
  tipo?: DocumentoResposta['tipo'] | undefined;
  situacao?: 'valido' | 'revogado' | undefined;
  limit?: number | undefined;
  offset?: number | undefined;
}

/** The register, newest first, within the reader's reach (`noEscopo`, the record rule's SQL). */
export async function registro(db: Executor, f: FiltrosRegistro, noEscopo: SQL | undefined) {
  const onde = and(
    noEscopo,
    f.tipo ? eq(d.tipo, f.tipo) : undefined,
    f.situacao === 'valido' ? isNull(d.revogadoEm) : undefined,
    f.situacao === 'revogado' ? isNotNull(d.revogadoEm) : undefined,
  );
  const [linhas, [total]] = await Promise.all([
    consulta(db)
      .where(onde)
      .orderBy(desc(d.emitidoEm), desc(d.id))
      .limit(f.limit ?? 25)
      .offset(f.offset ?? 0),
    db.select({ n: count() }).from(d).where(onde),
  ]);
  return { data: linhas.map(paraDocumento), total: total?.n ?? 0 };
}

/** What the PDF is drawn from: stored data and code, in the order given. */
export async function paraImprimir(db: Executor, onde: SQL) {
  return db
    .select({ codigo: d.codigo, tipo: d.tipo, dados: d.dados, aprendizId: d.aprendizId })
    .from(d)
    .where(onde)
    .orderBy(d.id);
}

/** The public page's answer: kind, abbreviated name, what it states, when, and whether it stands. */
export async function verificar(db: Executor, codigo: string) {
  const [l] = await db.select({ doc: d }).from(d).where(eq(d.codigo, codigo));
  if (!l) return undefined;
  const dados = l.doc.dados as DadosDocumento;
  return {
    codigo: l.doc.codigo,
    tipo: l.doc.tipo,
    titulo: ROTULOS_DOCUMENTO[l.doc.tipo],
    titular: nomeAbreviado(dados.titular.nome),
    resumo: dados.resumo,
    organizacao: dados.organizacao,
    emitidoEm: l.doc.emitidoEm,
    situacao: l.doc.revogadoEm === null ? ('valido' as const) : ('revogado' as const),
    revogadoEm: l.doc.revogadoEm,
  };
}
