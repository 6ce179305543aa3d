// The coordination's weekly list of contracts ending in the next 30 days (issue 36). It runs on the
// e-mail sender's clock (plugins/emails.ts, at most hourly per process) and writes one message per
// coordination user per week: the key names the week's Monday, so another pass, another process or
// a restart in the same week writes nothing. No contract ending → no message that week (the
// digest is about work to do). Only what the coordination sees on screen anyway: number,
// apprentice's name, company, end date. CONTRATOS_A_VENCER_EMAIL=0 turns it off.
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { aprendizes, contratos, parceiros } from '../../db/schema';
import { corpoDoEmail, emailsDaCoordenacao, enfileirarEmail } from '../../shared/email';
import type { Executor } from '../../shared/executor';
import { formatarData } from '../../../src/shared/format/data';
import { dataLocal, somarDias } from '../../../src/shared/validation/datas';
import { diaDaSemanaIso } from '../../../src/shared/validation/frequencia';
import { nomeDoParceiro } from '../../shared/parceiro';
import { nomeDoAprendiz } from '../../shared/aprendiz';

export const ORIGEM_CONTRATOS_A_VENCER = 'contratos-a-vencer';
/** How far ahead the digest looks, in days (the dashboard's "vencendo em 30 dias"). */
export const DIAS_A_VENCER = 30;
/** A message lists at most this many contracts and says how many more there are. */
const MAXIMO_NA_LISTA = 200;

/** Writes this week's digest for each coordination user not told yet; returns how many. */
export async function avisarContratosAVencer(db: Executor, agora: Date): Promise<number> {
  const hoje = dataLocal(agora);
  const segunda = somarDias(hoje, 1 - diaDaSemanaIso(hoje));
  const ate = somarDias(hoje, DIAS_A_VENCER);
  const destinatarios = await emailsDaCoordenacao(db);
  if (destinatarios.length === 0) return 0;
  const filtro = and(
    inArray(contratos.status, ['vigente', 'prorrogado']),
    gte(contratos.dataTermino, hoje),
    lte(contratos.dataTermino, ate),
  );
  const [contagem] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(contratos)
    .where(filtro);
  const total = contagem?.total ?? 0;
  if (total === 0) return 0;
  const linhas = await db
    .select({
      numero: contratos.numero,
      termino: contratos.dataTermino,
      nome: nomeDoAprendiz,
      empresa: nomeDoParceiro,
    })
    .from(contratos)
    .innerJoin(aprendizes, eq(aprendizes.id, contratos.aprendizId))
    .innerJoin(parceiros, eq(parceiros.id, contratos.parceiroId))
    .where(filtro)
    .orderBy(asc(contratos.dataTermino), asc(contratos.numero))
    .limit(MAXIMO_NA_LISTA);

  const itens = linhas.map(
    (c) => `${c.numero} — ${c.nome} — ${c.empresa} — termina em ${formatarData(c.termino)}`,
  );
  const alem = total - linhas.length;
  const { texto, html } = corpoDoEmail([
    total === 1
      ? `1 contrato termina até ${formatarData(ate)}:`
      : `${String(total)} contratos terminam até ${formatarData(ate)}:`,
    { itens },
    ...(alem > 0 ? [`E mais ${String(alem)}: veja todos em Contratos.`] : []),
    'Para prorrogar ou preparar o encerramento, abra Contratos no sistema Jovem Aprendiz.',
  ]);
  const assunto =
    total === 1
      ? 'Contratos: 1 termina nos próximos 30 dias'
      : `Contratos: ${String(total)} terminam nos próximos 30 dias`;
  let escritas = 0;
  for (const destinatario of destinatarios) {
    const escrita = await enfileirarEmail(db, {
      destinatario,
      assunto,
      texto,
      html,
      origem: ORIGEM_CONTRATOS_A_VENCER,
      chave: `${ORIGEM_CONTRATOS_A_VENCER}:${segunda}:${destinatario}`,
    });
    if (escrita) escritas += 1;
  }
  return escritas;
}
