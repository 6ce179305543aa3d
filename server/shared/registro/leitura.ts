// The reading side of a record from its declaration: one record (404 when missing), a page of the
// list with its total under the same filters, and every matching row in batches for the export.
import { and, count, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Escopo } from '../escopo';
import type { Executor } from '../executor';
import { emLotes } from '../exportacao';
import { busca, filtroAtivo, ordenacao, pagina, umaPagina } from '../lista';
import { problema } from '../problem';
import {
  porCampos,
  type ConsultaRegistro,
  type DeclaracaoRegistro,
  type LinhaRegistro,
} from './definicao';

// Reading never looks at the answer's or the body's type.
type Declaracao<L extends LinhaRegistro, Q extends ConsultaRegistro> = Pick<
  DeclaracaoRegistro<L, unknown, Q, unknown>,
  'tabela' | 'naoEncontrado' | 'ler' | 'campos' | 'lista' | 'auditoria' | 'escopo'
>;

/** The declared list; a record whose list is hand-written has none and never comes here. */
function listaDe<L extends LinhaRegistro, Q extends ConsultaRegistro>(d: Declaracao<L, Q>) {
  if (!d.lista) throw new Error('registro sem lista declarada');
  return d.lista;
}

export async function existente<L extends LinhaRegistro>(
  d: Pick<Declaracao<L, never>, 'ler' | 'tabela' | 'naoEncontrado'>,
  executor: Executor,
  id: number,
): Promise<L> {
  const [linha] = await d.ler(executor).where(eq(d.tabela.id, id));
  if (!linha) throw problema(404, d.naoEncontrado);
  return linha;
}

function filtro<L extends LinhaRegistro, Q extends ConsultaRegistro>(
  d: Declaracao<L, Q>,
  consulta: Q,
  escopo: Escopo | undefined,
): SQL | undefined {
  const lista = listaDe(d);
  const porTexto = lista.busca;
  return and(
    escopo && d.escopo ? d.escopo.linhas(escopo) : undefined,
    d.tabela.ativo ? filtroAtivo(consulta.ativo, d.tabela.ativo) : undefined,
    ...(lista.filtros?.(consulta) ?? []),
    typeof porTexto === 'function'
      ? porTexto(consulta.q)
      : busca(consulta.q, porTexto.textos, porTexto.documentos),
  );
}

const ordem = <L extends LinhaRegistro, Q extends ConsultaRegistro>(
  d: Declaracao<L, Q>,
  sort: string | undefined,
) => ordenacao(sort, listaDe(d).ordenacoes, listaDe(d).ordenacaoPadrao, d.tabela.id);

export async function listar<L extends LinhaRegistro, Q extends ConsultaRegistro>(
  d: Declaracao<L, Q>,
  db: Database,
  consulta: Q,
  escopo?: Escopo,
): Promise<{ linhas: L[]; total: number }> {
  const onde = filtro(d, consulta, escopo);
  const [linhas, [total]] = await Promise.all([
    umaPagina(d.ler(db).where(onde), ordem(d, consulta.sort), pagina(consulta)),
    db.select({ n: count() }).from(d.tabela).where(onde),
  ]);
  return { linhas, total: total?.n ?? 0 };
}

/** Every row matching the list's filters, in its order, a batch at a time (exports). */
export function lotes<L extends LinhaRegistro, Q extends ConsultaRegistro>(
  d: Declaracao<L, Q>,
  db: Database,
  consulta: Q,
  escopo?: Escopo,
): AsyncIterable<L> {
  const onde = filtro(d, consulta, escopo);
  return emLotes((offset, limit) =>
    umaPagina(d.ler(db).where(onde), ordem(d, consulta.sort), { limit, offset }),
  );
}

/** Every record, in the list's default order (a list without pages: funções). */
export async function todas<L extends LinhaRegistro, Q extends ConsultaRegistro>(
  d: Declaracao<L, Q>,
  db: Database,
): Promise<L[]> {
  const linhas: L[] = [];
  for await (const linha of lotes(d, db, {} as Q)) linhas.push(linha);
  return linhas;
}

/**
 * What the trail records: the domain's own picture (`auditoria`), the API names when the domain
 * maps them, else the table's own columns.
 */
export function paraAuditoria<L extends LinhaRegistro>(
  d: Pick<Declaracao<L, never>, 'campos' | 'tabela' | 'auditoria'>,
  linha: L,
): Record<string, unknown> {
  if (d.auditoria) return d.auditoria(linha);
  if (d.campos) {
    const campos = porCampos(d.campos, linha);
    return d.tabela.ativo ? { ...campos, ativo: linha.ativo } : campos;
  }
  const valores = linha as unknown as Record<string, unknown>;
  return Object.fromEntries(Object.keys(getTableColumns(d.tabela)).map((c) => [c, valores[c]]));
}
