// Retention (LGPD art. 15 and 16): a record is kept while it is needed and for the years the
// setting says after the end of the person's last contract (default 5), then it is due for
// anonymisation. The list, the bulk run behind the administrator's button and
// `npm run anonimizar-vencidos` all use these functions.
import { eq, sql } from 'drizzle-orm';
import { dataLocal } from '../../../src/shared/validation/datas';
import { linhas, type Database } from '../../db/client';
import { lgpdConfiguracao } from '../../db/schema';
import { atualizarComVersao } from '../../shared/concorrencia';
import { registrarAuditoria, diferencas } from '../../shared/auditoria';
import { ErroProblema, problema } from '../../shared/problem';
import { anosAntes } from '../aprendizes';
import { anonimizarNaTransacao } from './anonimizar';

export const ANOS_PADRAO = 5;
/** People anonymised by one request of the bulk run; the script repeats until none is left. */
export const LOTE_ANONIMIZACAO = 200;

export async function lerConfiguracao(db: Database) {
  const [linha] = await db.select().from(lgpdConfiguracao).where(eq(lgpdConfiguracao.id, 1));
  // Migration 0014 inserts the row; a database without it still answers the default.
  return {
    anosRetencao: linha?.anosRetencao ?? ANOS_PADRAO,
    versao: linha?.versao ?? 1,
    atualizadoEm: (linha?.atualizadoEm ?? new Date(0)).toISOString(),
  };
}

export async function alterarConfiguracao(
  db: Database,
  usuarioId: number,
  corpo: { anosRetencao: number; versao: number },
  agora: Date,
) {
  await db.transaction(async (tx) => {
    const [antes] = await tx.select().from(lgpdConfiguracao).where(eq(lgpdConfiguracao.id, 1));
    if (!antes) throw problema(404, 'Configuração de retenção não encontrada.');
    const depois = await atualizarComVersao(
      tx,
      lgpdConfiguracao,
      1,
      corpo.versao,
      { anosRetencao: corpo.anosRetencao, atualizadoEm: agora },
      'Configuração de retenção não encontrada.',
    );
    await registrarAuditoria(tx, {
      usuarioId,
      acao: 'atualizar',
      entidade: 'lgpd-configuracao',
      entidadeId: 1,
      campos: diferencas(antes, depois),
    });
  });
  return lerConfiguracao(db);
}

export interface Vencido {
  id: number;
  nome: string;
  situacao: string;
  ativo: boolean;
  /** The day retention counts from: the end of the last contract, or the sign-up without one. */
  referencia: string;
  base: 'contrato' | 'cadastro';
}

/**
 * Due: not anonymised, no running contract, and the last contract ended `anos` years ago or more.
 * Someone who never had a contract counts from the day they were registered, and only once
 * inactive (an active sign-up is still waiting for a vacancy).
 */
function consultaVencidos(limite: string) {
  return sql`
    WITH fim AS (
      SELECT c.aprendiz_id, max(coalesce(r.data, c.data_termino)) AS fim,
             bool_or(c.status IN ('vigente', 'prorrogado')) AS em_curso
        FROM contratos c LEFT JOIN rescisoes r ON r.contrato_id = c.id
       GROUP BY c.aprendiz_id)
    SELECT a.id, a.nome, s.nome AS situacao, a.ativo,
           coalesce(fim.fim, a.data_cadastro)::text AS referencia,
           CASE WHEN fim.aprendiz_id IS NULL THEN 'cadastro' ELSE 'contrato' END AS base
      FROM aprendizes a
      JOIN situacoes_aprendiz s ON s.id = a.situacao_id
      LEFT JOIN fim ON fim.aprendiz_id = a.id
     WHERE a.anonimizado_em IS NULL
       AND ((fim.aprendiz_id IS NOT NULL AND NOT fim.em_curso AND fim.fim <= ${limite}::date)
         OR (fim.aprendiz_id IS NULL AND NOT a.ativo AND a.data_cadastro <= ${limite}::date))`;
}

export async function listarVencidos(
  db: Database,
  agora: Date,
  pagina: { page: number; pageSize: number },
) {
  const { anosRetencao } = await lerConfiguracao(db);
  const limite = anosAntes(dataLocal(agora), anosRetencao);
  const consulta = consultaVencidos(limite);
  const [contagem] = linhas<{ total: number }>(
    await db.execute(sql`SELECT count(*)::int AS total FROM (${consulta}) v`),
  );
  const data = linhas<Vencido>(
    await db.execute(sql`${consulta} ORDER BY referencia, a.id
        LIMIT ${pagina.pageSize} OFFSET ${(pagina.page - 1) * pagina.pageSize}`),
  );
  return {
    anosRetencao,
    limite,
    data,
    total: contagem?.total ?? 0,
    page: pagina.page,
    pageSize: pagina.pageSize,
  };
}

export interface RelatorioAnonimizacao {
  anosRetencao: number;
  limite: string;
  anonimizados: { id: number; referencia: string; base: 'contrato' | 'cadastro' }[];
  falhas: { id: number; motivo: string }[];
  restantes: number;
}

/**
 * Anonymises up to LOTE_ANONIMIZACAO of the people due, one transaction each (one refusal, e.g. a
 * contract opened meanwhile, does not undo the others). The report carries ids and dates only:
 * the names are exactly what it must not keep.
 */
export async function anonimizarVencidos(
  db: Database,
  quem: { usuarioId: number | null; agora: Date },
): Promise<RelatorioAnonimizacao> {
  const { anosRetencao } = await lerConfiguracao(db);
  const hoje = dataLocal(quem.agora);
  const limite = anosAntes(hoje, anosRetencao);
  const devidos = linhas<Vencido>(
    await db.execute(
      sql`${consultaVencidos(limite)} ORDER BY referencia, a.id LIMIT ${LOTE_ANONIMIZACAO}`,
    ),
  );
  const relatorio: RelatorioAnonimizacao = {
    anosRetencao,
    limite,
    anonimizados: [],
    falhas: [],
    restantes: 0,
  };
  for (const v of devidos) {
    try {
      await db.transaction((tx) =>
        anonimizarNaTransacao(tx, {
          id: v.id,
          confirmacao: undefined,
          usuarioId: quem.usuarioId,
          agora: quem.agora,
        }),
      );
      relatorio.anonimizados.push({ id: v.id, referencia: v.referencia, base: v.base });
    } catch (erro) {
      relatorio.falhas.push({
        id: v.id,
        motivo: erro instanceof ErroProblema ? erro.message : 'Erro inesperado; tente de novo.',
      });
    }
  }
  const [contagem] = linhas<{ total: number }>(
    await db.execute(sql`SELECT count(*)::int AS total FROM (${consultaVencidos(limite)}) v`),
  );
  relatorio.restantes = contagem?.total ?? 0;
  return relatorio;
}
