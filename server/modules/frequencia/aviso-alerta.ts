// The absence alert by e-mail (issue 36): when a saved day puts an apprentice in attendance alert
// (FALTAS_SEGUIDAS_ALERTA unjustified absences in a row, or under 75% once DIAS_MINIMOS_ALERTA days
// are taken: frequencia_indicadores.em_alerta, what /api/frequencia/alertas lists), one message per
// recipient goes to the outbox in the day's own transaction. Recipients (decision): the class's
// educator (the e-mail on the educator's record, when active and filled) and the coordination
// (active users whose função is 'coordenacao' and who have an e-mail). Only an apprentice who was
// not in alert before this save is told about; the key (apprentice, day, recipient) keeps the same
// alert from being written twice. The text names the apprentice, the class and the counts, nothing
// else (no CPF, no phone, no address). ALERTA_FREQUENCIA_EMAIL=0 turns it off.
import { and, eq, inArray } from 'drizzle-orm';
import { aprendizes, educadores, frequenciaIndicadores } from '../../db/schema';
import { corpoDoEmail, emailsDaCoordenacao, enfileirarEmail } from '../../shared/email';
import type { Executor } from '../../shared/executor';
import { formatarData } from '../../../src/shared/format/data';
import { nomeDoAprendiz } from '../../shared/aprendiz';

export const ORIGEM_ALERTA_FREQUENCIA = 'alerta-frequencia';

/** The apprentices among `ids` that are in alert now. */
export async function emAlerta(tx: Executor, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const linhas = await tx
    .select({ id: frequenciaIndicadores.aprendizId })
    .from(frequenciaIndicadores)
    .where(
      and(
        inArray(frequenciaIndicadores.aprendizId, [...ids]),
        eq(frequenciaIndicadores.emAlerta, true),
      ),
    );
  return new Set(linhas.map((l) => l.id));
}

interface Turma {
  id: number;
  codigo: string;
  nome: string;
  educadorId: number | null;
}

/** Writes the messages of the apprentices that entered alert with this save; returns how many. */
export async function avisarNovosAlertas(
  tx: Executor,
  turma: Turma,
  data: string,
  ids: readonly number[],
  antes: ReadonlySet<number>,
): Promise<number> {
  const novos = [...(await emAlerta(tx, ids))].filter((id) => !antes.has(id));
  if (novos.length === 0) return 0;
  const destinatarios = new Set<string>();
  if (turma.educadorId !== null) {
    const [e] = await tx
      .select({ email: educadores.email })
      .from(educadores)
      .where(and(eq(educadores.id, turma.educadorId), eq(educadores.ativo, true)));
    if (e?.email?.trim()) destinatarios.add(e.email.trim().toLowerCase());
  }
  for (const email of await emailsDaCoordenacao(tx)) destinatarios.add(email);
  if (destinatarios.size === 0) return 0;

  const linhas = await tx
    .select({
      id: aprendizes.id,
      nome: nomeDoAprendiz,
      dias: frequenciaIndicadores.dias,
      presentes: frequenciaIndicadores.presentes,
      faltas: frequenciaIndicadores.faltas,
      faltasSeguidas: frequenciaIndicadores.faltasSeguidas,
    })
    .from(frequenciaIndicadores)
    .innerJoin(aprendizes, eq(aprendizes.id, frequenciaIndicadores.aprendizId))
    .where(inArray(frequenciaIndicadores.aprendizId, novos));

  const nomeDaTurma = `${turma.codigo} — ${turma.nome}`;
  let escritas = 0;
  for (const a of linhas) {
    const percentual = a.dias > 0 ? Math.round((a.presentes * 100) / a.dias) : 100;
    const fatos = [
      `Faltas sem justificativa seguidas: ${String(a.faltasSeguidas)}`,
      `Faltas sem justificativa nas últimas ${String(a.dias)} aulas registradas: ${String(a.faltas)}`,
      `Presença nessas aulas: ${String(percentual)}%`,
    ];
    const assunto = `Alerta de frequência: ${a.nome} (${turma.codigo})`;
    const { texto, html } = corpoDoEmail([
      `${a.nome}, da turma ${nomeDaTurma}, entrou em alerta de frequência com a chamada de ${formatarData(data)}.`,
      { itens: fatos },
      'Veja os alertas em Frequência, no sistema Jovem Aprendiz.',
    ]);
    for (const destinatario of destinatarios) {
      const escrita = await enfileirarEmail(tx, {
        destinatario,
        assunto,
        texto,
        html,
        origem: ORIGEM_ALERTA_FREQUENCIA,
        chave: `${ORIGEM_ALERTA_FREQUENCIA}:${String(a.id)}:${data}:${destinatario}`,
      });
      if (escrita) escritas += 1;
    }
  }
  return escritas;
}
