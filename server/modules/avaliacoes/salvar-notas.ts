// Saving a class's grid for one discipline and bimester: whole, with its versao, by who may write
// it (grade.ts says who).
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { aprendizes, notas, notasLancamentos } from '../../db/schema';
import { registrarAuditoria, type Diferencas } from '../../shared/auditoria';
import { codigoErroBanco, VIOLACAO_UNICIDADE } from '../../shared/erros-banco';
import { invalido, problema } from '../../shared/problem';
import type { UsuarioAutenticado } from '../../tipos-fastify';
import { dataLocal } from '../../../src/shared/validation/datas';
import {
  MENSAGENS_NOTAS as M,
  notaDoConceito,
  notaValida,
} from '../../../src/shared/validation/avaliacoes';
import type { NotasResposta, SalvarNotas } from './esquemas-notas';
import { conceitosPorId, turmaDasNotas } from './notas-leitura';
import {
  bimestre,
  cabecalho,
  conferirDisciplina,
  naGrade,
  notasDaGrade,
  rosterDoBimestre,
} from './grade-leitura';
import { bloqueioDeEscrita, gradeDaTurma } from './grade';

// ---- Saving a grid ----------------------------------------------------------------------------

interface Gravacao {
  aprendizId: number;
  valor: number | null;
  conceitoId: number | null;
}

const jaSalvas = () =>
  problema(409, M.jaSalvas, undefined, { tipo: '/problemas/versao-desatualizada' });

export async function salvarNotas(
  app: FastifyInstance,
  usuario: UsuarioAutenticado,
  corpo: SalvarNotas,
): Promise<NotasResposta> {
  const hoje = dataLocal(app.agora());
  const t = await turmaDasNotas(app.db, corpo.turmaId);
  await conferirDisciplina(app.db, t, corpo.disciplinaId);
  const { inicio, fim } = bimestre(t, corpo.periodo);
  const bloqueio = bloqueioDeEscrita(inicio, usuario, hoje);
  if (bloqueio) {
    throw problema(
      bloqueio.status,
      bloqueio.motivo,
      bloqueio.status === 422 ? { periodo: bloqueio.motivo } : undefined,
    );
  }
  const roster = new Map((await rosterDoBimestre(app.db, t.id, inicio, fim)).map((a) => [a.id, a]));
  const c = await conceitosPorId(app.db);
  const erros: Record<string, string> = {};
  const vistos = new Set<number>();
  const nomes = new Map(
    (
      await app.db
        .select({ id: aprendizes.id, nome: aprendizes.nome })
        .from(aprendizes)
        .where(
          inArray(
            aprendizes.id,
            corpo.registros
              .map((r) => r.aprendizId)
              .filter((id) => !roster.has(id))
              .concat(0),
          ),
        )
    ).map((a) => [a.id, a.nome]),
  );
  const gravacoes: Gravacao[] = corpo.registros.map((r, i) => {
    const campo = `registros.${i}`;
    if (vistos.has(r.aprendizId)) erros[`${campo}.aprendizId`] = M.aprendizRepetido;
    else if (!roster.has(r.aprendizId)) {
      erros[`${campo}.aprendizId`] = M.naoAlocado(
        nomes.get(r.aprendizId) ?? `O aprendiz ${r.aprendizId}`,
      );
    }
    vistos.add(r.aprendizId);
    const valor = r.valor ?? null;
    const conceitoId = r.conceitoId ?? null;
    if (valor !== null && !notaValida(valor)) erros[`${campo}.valor`] = M.notaInvalida;
    const conceito = conceitoId === null ? undefined : c.todos.get(conceitoId);
    if (conceitoId !== null && !conceito?.ativo)
      erros[`${campo}.conceitoId`] = M.conceitoInexistente;
    if (
      conceito &&
      valor !== null &&
      (valor < conceito.notaMinima || valor > conceito.notaMaxima)
    ) {
      erros[`${campo}.valor`] = M.conceitoDiferente(conceito.sigla);
    }
    return {
      aprendizId: r.aprendizId,
      valor: valor ?? (conceito ? notaDoConceito(conceito) : null),
      conceitoId,
    };
  });
  if (Object.keys(erros).length > 0) throw invalido(erros);

  const chave = { turmaId: t.id, disciplinaId: corpo.disciplinaId, periodo: corpo.periodo };
  try {
    await app.db.transaction(async (tx) => {
      // The class row is the grid's lock: two saves of one class never interleave.
      await tx.execute(sql`SELECT id FROM turmas WHERE id = ${t.id} FOR UPDATE`);
      const antes = await cabecalho(tx, t.id, corpo.disciplinaId, corpo.periodo);
      if (antes ? corpo.versao !== antes.versao : corpo.versao !== undefined) throw jaSalvas();
      const gravadas = new Map(
        (await notasDaGrade(tx, t.id, corpo.disciplinaId, corpo.periodo)).map((g) => [
          g.aprendizId,
          g,
        ]),
      );
      const campos: Diferencas = {};
      const texto = (g: { valor: number | null; conceitoId: number | null } | undefined) =>
        !g || g.valor === null
          ? null
          : g.conceitoId === null
            ? g.valor
            : `${c.todos.get(g.conceitoId)?.sigla ?? g.conceitoId} (${g.valor})`;
      for (const g of gravacoes) {
        const de = texto(gravadas.get(g.aprendizId));
        const para = texto(g);
        if (de !== para) campos[`aprendiz ${g.aprendizId}`] = { de, para };
      }
      if (antes && Object.keys(campos).length === 0) return;
      const agora = app.agora();
      if (antes) {
        await tx
          .update(notasLancamentos)
          .set({
            usuarioId: usuario.id,
            salvoEm: agora,
            atualizadoEm: agora,
            versao: sql`${notasLancamentos.versao} + 1`,
          })
          .where(eq(notasLancamentos.id, antes.id));
      } else {
        await tx
          .insert(notasLancamentos)
          .values({ ...chave, usuarioId: usuario.id, salvoEm: agora });
      }
      const apagar = gravacoes.filter((g) => g.valor === null).map((g) => g.aprendizId);
      if (apagar.length > 0) {
        await tx.delete(notas).where(and(naGrade(notas, chave), inArray(notas.aprendizId, apagar)));
      }
      const gravar = gravacoes.filter((g): g is Gravacao & { valor: number } => g.valor !== null);
      if (gravar.length > 0) {
        await tx
          .insert(notas)
          .values(gravar.map((g) => ({ ...chave, ...g })))
          .onConflictDoUpdate({
            target: [notas.turmaId, notas.disciplinaId, notas.periodo, notas.aprendizId],
            set: {
              valor: sql`excluded.valor`,
              conceitoId: sql`excluded.conceito_id`,
              atualizadoEm: agora,
              versao: sql`${notas.versao} + 1`,
            },
          });
      }
      await registrarAuditoria(tx, {
        usuarioId: usuario.id,
        acao: antes ? 'atualizar' : 'lancar',
        entidade: 'notas',
        entidadeId: `${t.id}:${corpo.disciplinaId}:${corpo.periodo}`,
        campos,
      });
    });
  } catch (erro) {
    if (codigoErroBanco(erro) === VIOLACAO_UNICIDADE) throw jaSalvas();
    throw erro;
  }
  return gradeDaTurma(app.db, t, corpo.disciplinaId, corpo.periodo, usuario, hoje);
}
