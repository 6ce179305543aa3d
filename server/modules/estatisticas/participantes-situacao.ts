// GET /api/estatisticas/participantes-situacao: active apprentices per situação now, at the end of
// each of the last 12 months, and the changes of situação in a period. Both come from the
// situação history (aprendiz_situacoes, append-only, one row per change, the first one the sign-up):
// the number in a situação at the end of a day is the changes into it minus the changes out of it
// up to that day. A change dated after today is not in the series (it has not happened yet).
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { invalido } from '../../shared/problem';
import { aprendizesPorSituacao, consultar, n } from './comum';
import { mesDe, mesesEntre, primeiroDia } from './faixas';
import type { ConsultaParticipantes, ParticipantesSituacao } from './esquemas';
import { somarMeses } from '../../../src/shared/validation/datas';

/**
 * Changes of situação of the active apprentices per (day, from, to), from 0 being the sign-up:
 * the counts migration 0013 keeps in step with aprendiz_situacoes and aprendizes.ativo.
 */
const movimentos = sql`(
  SELECT dia, de_situacao_id AS de, para_situacao_id AS para, total FROM estatisticas_situacoes_dia)`;

export function periodoDoFluxo(consulta: ConsultaParticipantes, hoje: string) {
  const de = consulta.de ?? primeiroDia(somarMeses(mesDe(hoje), -11));
  const ate = consulta.ate ?? hoje;
  if (de > ate) throw invalido({ ate: 'A data final deve ser igual ou posterior à inicial' });
  return { de, ate };
}

export async function participantesSituacao(
  db: Database,
  consulta: ConsultaParticipantes,
  hoje: string,
  agora: Date,
): Promise<ParticipantesSituacao> {
  const { de, ate } = periodoDoFluxo(consulta, hoje);
  const meses = mesesEntre(somarMeses(mesDe(hoje), -11), mesDe(hoje));
  const inicioSerie = primeiroDia(meses[0] ?? mesDe(hoje));
  const [atual, saldos, fluxo] = await Promise.all([
    aprendizesPorSituacao(db),
    // Per situação, the net of entries and exits before the first month (mes null) and in each
    // month of the series up to today.
    consultar<{ mes: string | null; situacao: number; saldo: number }>(
      db,
      sql`SELECT CASE WHEN m.dia < ${inicioSerie}::date THEN NULL ELSE to_char(m.dia, 'YYYY-MM') END AS mes,
                 m.situacao, sum(m.saldo)::int AS saldo
            FROM (SELECT dia, para AS situacao, total AS saldo FROM ${movimentos} x
                  UNION ALL
                  SELECT dia, de, -total FROM ${movimentos} y WHERE de <> 0) m
           WHERE m.dia <= ${hoje}::date
           GROUP BY 1, 2`,
    ),
    consultar<{ de: number; para: number; total: number }>(
      db,
      sql`SELECT de, para, sum(total)::int AS total FROM ${movimentos} m
           WHERE dia BETWEEN ${de}::date AND ${ate}::date
           GROUP BY de, para`,
    ),
  ]);
  const ids = atual.map((s) => s.situacaoId);
  const nome = new Map(atual.map((s) => [s.situacaoId, s.nome]));
  const acumulado = new Map<number, number>(ids.map((id) => [id, 0]));
  const somar = (mes: string | null) => {
    for (const s of saldos) {
      if (s.mes === mes)
        acumulado.set(n(s.situacao), (acumulado.get(n(s.situacao)) ?? 0) + n(s.saldo));
    }
  };
  somar(null);
  const serie = meses.map((mes) => {
    somar(mes);
    return {
      mes,
      porSituacao: ids.map((situacaoId) => ({ situacaoId, total: acumulado.get(situacaoId) ?? 0 })),
    };
  });
  return {
    atual,
    serie,
    fluxo: fluxo
      .map((f) => ({
        deSituacaoId: n(f.de) === 0 ? null : n(f.de),
        deNome: n(f.de) === 0 ? 'Cadastro' : (nome.get(n(f.de)) ?? String(f.de)),
        paraSituacaoId: n(f.para),
        paraNome: nome.get(n(f.para)) ?? String(f.para),
        total: n(f.total),
      }))
      .sort(
        (a, b) =>
          b.total - a.total ||
          (a.deSituacaoId ?? 0) - (b.deSituacaoId ?? 0) ||
          a.paraSituacaoId - b.paraSituacaoId,
      ),
    de,
    ate,
    geradoEm: agora.toISOString(),
  };
}
