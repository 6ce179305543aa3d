// PUT /api/frequencia: the whole day in one transaction. The day's rows become exactly the ones
// sent (an apprentice left out is "not taken"), the header carries the discipline, the content,
// who saved and versao; a stale versao (or a first save racing another) is 409; the same content
// again changes nothing (no new versao, no audit row). Every rule that refuses says why (422).
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { aprendizes, curriculoItens, frequenciaDias, frequencias } from '../../db/schema';
import { registrarAuditoria, type Diferencas } from '../../shared/auditoria';
import { codigoErroBanco, VIOLACAO_UNICIDADE } from '../../shared/erros-banco';
import type { Executor } from '../../shared/executor';
import { problema } from '../../shared/problem';
import { textoLivre } from '../../shared/texto';
import type { UsuarioAutenticado } from '../../tipos-fastify';
import { dataLocal } from '../../../src/shared/validation/datas';
import {
  MENSAGENS_FREQUENCIA as M,
  type StatusFrequencia,
} from '../../../src/shared/validation/frequencia';
import { cabecalhoDoDia, lerDia, marcacoesDoDia, rosterDoDia } from './dia';
import { recalcularIndicadores } from '../../shared/indicadores-frequencia';
import { avisarNovosAlertas, emAlerta } from './aviso-alerta';
import { motivoDaData } from './permissao';
import type { SalvarDia } from './esquemas';
import { feriadosDaTurma, motivoSemAula, turmaDaFrequencia, type TurmaDaFrequencia } from './turma';

const regra = (detalhe: string, errors?: Record<string, string>) =>
  problema(422, detalhe, errors, { tipo: '/problemas/frequencia' });

const diaJaSalvo = () =>
  problema(409, M.diaJaSalvo, undefined, { tipo: '/problemas/versao-desatualizada' });

interface Registro {
  aprendizId: number;
  status: StatusFrequencia;
  justificativa: string | null;
}

/** The body's marks, checked against the roster: every wrong row in one 422. */
async function conferirRegistros(
  executor: Executor,
  t: TurmaDaFrequencia,
  corpo: SalvarDia,
): Promise<Registro[]> {
  const roster = new Map(
    (await rosterDoDia(executor, t.id, corpo.data)).map((p) => [p.aprendizId, p]),
  );
  // The 422 names whoever is not on the roster (the screen may hold a stale list).
  const fora = corpo.registros.map((r) => r.aprendizId).filter((id) => !roster.has(id));
  const nomes = new Map(
    fora.length === 0
      ? []
      : (
          await executor
            .select({ id: aprendizes.id, nome: aprendizes.nome })
            .from(aprendizes)
            .where(inArray(aprendizes.id, fora))
        ).map((a) => [a.id, a.nome]),
  );
  const erros: Record<string, string> = {};
  const vistos = new Set<number>();
  const registros = corpo.registros.map((r, i) => {
    const justificativa = textoLivre(r.justificativa);
    const pessoa = roster.get(r.aprendizId);
    if (vistos.has(r.aprendizId)) erros[`registros.${i}.aprendizId`] = M.aprendizRepetido;
    else if (!pessoa)
      erros[`registros.${i}.aprendizId`] = M.naoAlocado(
        nomes.get(r.aprendizId) ?? `O aprendiz ${r.aprendizId}`,
        corpo.data,
      );
    else if (pessoa.afastado)
      erros[`registros.${i}.aprendizId`] = M.afastado(pessoa.nome, corpo.data);
    if (r.status === 'falta-justificada' && justificativa === null) {
      erros[`registros.${i}.justificativa`] = M.informeJustificativa;
    }
    vistos.add(r.aprendizId);
    // A justification belongs to a justified absence only: a P or F keeps none.
    return {
      aprendizId: r.aprendizId,
      status: r.status,
      justificativa: r.status === 'falta-justificada' ? justificativa : null,
    };
  });
  const mensagens = Object.values(erros);
  // One problem: the detail is its message (the holiday, the person not allocated); several: each
  // row's in `errors`, for the screen to show beside the person.
  if (mensagens.length === 1) throw regra(mensagens[0] ?? '', erros);
  if (mensagens.length > 1) {
    throw regra(`Corrija as ${mensagens.length} marcações indicadas.`, erros);
  }
  return registros;
}

async function conferirDisciplina(
  executor: Executor,
  t: TurmaDaFrequencia,
  disciplinaId: number | null,
): Promise<void> {
  if (disciplinaId === null) return;
  if (t.planoId === null) throw regra(M.turmaSemPlano, { disciplinaId: M.turmaSemPlano });
  const [item] = await executor
    .select({ id: curriculoItens.disciplinaId })
    .from(curriculoItens)
    .where(
      and(eq(curriculoItens.planoId, t.planoId), eq(curriculoItens.disciplinaId, disciplinaId)),
    );
  if (!item) throw regra(M.disciplinaForaDoPlano, { disciplinaId: M.disciplinaForaDoPlano });
}

const chave = (r: Registro) => `${r.aprendizId}|${r.status}|${r.justificativa ?? ''}`;

export async function salvarDia(
  app: FastifyInstance,
  usuario: UsuarioAutenticado,
  corpo: SalvarDia,
) {
  const hoje = dataLocal(app.agora());
  const t = await turmaDaFrequencia(app.db, corpo.turmaId);
  const feriados = await feriadosDaTurma(app.db, t, corpo.data, corpo.data);
  const semAula = motivoSemAula(t, corpo.data, feriados);
  if (semAula) throw regra(semAula.motivo, { data: semAula.motivo });
  const daData = motivoDaData(corpo.data, usuario, hoje);
  if (daData) throw regra(daData, { data: daData });
  const disciplinaId = corpo.disciplinaId ?? null;
  await conferirDisciplina(app.db, t, disciplinaId);
  const conteudo = textoLivre(corpo.conteudo) ?? '';

  try {
    await app.db.transaction(async (tx) => {
      const registros = await conferirRegistros(tx, t, corpo);
      // The class row is the day's lock: two saves of one class never interleave.
      await tx.execute(sql`SELECT id FROM turmas WHERE id = ${t.id} FOR UPDATE`);
      const antes = await cabecalhoDoDia(tx, t.id, corpo.data);
      const gravadas = await marcacoesDoDia(tx, t.id, corpo.data);
      const de = new Map(gravadas.map((g) => [g.aprendizId, g]));
      const mesmasMarcacoes =
        gravadas.length === registros.length &&
        registros.every((r) => {
          const g = de.get(r.aprendizId);
          return g !== undefined && chave({ ...g }) === chave(r);
        });
      if (
        antes &&
        mesmasMarcacoes &&
        antes.disciplinaId === disciplinaId &&
        antes.conteudo === conteudo
      ) {
        // The stored day already is the body: a resend after a lost answer (the offline queue)
        // is the person's own save, 200 whatever versao it carries — not "someone else saved"
        // (issue 31). Only a save that would change the day needs the versao it read.
        return;
      }
      if (antes ? corpo.versao !== antes.versao : corpo.versao !== undefined) throw diaJaSalvo();
      const agora = app.agora();
      if (antes) {
        await tx
          .update(frequenciaDias)
          .set({
            disciplinaId,
            conteudo,
            usuarioId: usuario.id,
            salvoEm: agora,
            atualizadoEm: agora,
            versao: sql`${frequenciaDias.versao} + 1`,
          })
          .where(eq(frequenciaDias.id, antes.id));
      } else {
        await tx.insert(frequenciaDias).values({
          turmaId: t.id,
          data: corpo.data,
          disciplinaId,
          conteudo,
          usuarioId: usuario.id,
          salvoEm: agora,
        });
      }
      const enviados = registros.map((r) => r.aprendizId);
      await tx
        .delete(frequencias)
        .where(
          and(
            eq(frequencias.turmaId, t.id),
            eq(frequencias.data, corpo.data),
            enviados.length > 0 ? notInArray(frequencias.aprendizId, enviados) : undefined,
          ),
        );
      if (registros.length > 0) {
        await tx
          .insert(frequencias)
          .values(registros.map((r) => ({ ...r, turmaId: t.id, data: corpo.data })))
          .onConflictDoUpdate({
            target: [frequencias.turmaId, frequencias.data, frequencias.aprendizId],
            set: {
              status: sql`excluded.status`,
              justificativa: sql`excluded.justificativa`,
            },
          });
      }
      const campos: Diferencas = {};
      if ((antes?.disciplinaId ?? null) !== disciplinaId) {
        campos.disciplinaId = { de: antes?.disciplinaId ?? null, para: disciplinaId };
      }
      if ((antes?.conteudo ?? '') !== conteudo) {
        campos.conteudo = { de: antes?.conteudo ?? null, para: conteudo };
      }
      const afetados = new Set([...enviados, ...gravadas.map((g) => g.aprendizId)]);
      const para = new Map(registros.map((r) => [r.aprendizId, r]));
      for (const id of afetados) {
        const g = de.get(id);
        const n = para.get(id);
        const valor = (r: { status: string; justificativa: string | null } | undefined) =>
          r ? (r.justificativa ? `${r.status}: ${r.justificativa}` : r.status) : null;
        if (valor(g) !== valor(n)) campos[`aprendiz ${id}`] = { de: valor(g), para: valor(n) };
      }
      await registrarAuditoria(tx, {
        usuarioId: usuario.id,
        acao: antes ? 'atualizar' : 'registrar',
        entidade: 'frequencia',
        entidadeId: `${t.id}:${corpo.data}`,
        campos,
      });
      const ids = [...afetados];
      const avisar = app.config.alertaFrequenciaEmail;
      const antesEmAlerta = avisar ? await emAlerta(tx, ids) : new Set<number>();
      await recalcularIndicadores(tx, ids);
      if (avisar) await avisarNovosAlertas(tx, t, corpo.data, ids, antesEmAlerta);
    });
  } catch (erro) {
    if (codigoErroBanco(erro) === VIOLACAO_UNICIDADE) throw diaJaSalvo();
    throw erro;
  }
  return lerDia(app.db, t, corpo.data, usuario, hoje);
}
