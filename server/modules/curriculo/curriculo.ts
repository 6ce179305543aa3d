// A plan's curriculum: its disciplines in order, each with the hours this plan gives it (the
// discipline's own by default). Saved whole, in one transaction with the plan's versao, so the list
// is one document: two people editing it never interleave, and a failed save changes nothing.
// Changing what running classes follow needs the person's confirmation, and is audited.
import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { curriculoItens, disciplinas, modulos, planos } from '../../db/schema';
import { registrarAuditoria } from '../../shared/auditoria';
import { atualizarComVersao, versaoDesatualizada } from '../../shared/concorrencia';
import type { Executor } from '../../shared/executor';
import { problema } from '../../shared/problem';
import {
  comparacaoDeHoras,
  MENSAGENS_CURRICULO as M,
  mensagemTurmasEmAndamento,
  validarItensCurriculo,
} from '../../../src/shared/validation/curriculo';
import type { UsuarioAutenticado } from '../../tipos-fastify';
import { falharSeErros } from './comum';
import { plano, type LinhaPlano } from './planos';
import type { AlteracaoCurriculo, CurriculoResposta } from './esquemas';

export const TIPO_CONFIRMAR_TURMAS = '/problemas/confirmar-turmas-em-andamento';

async function itensDoPlano(executor: Executor, planoId: number) {
  return executor
    .select({
      disciplinaId: curriculoItens.disciplinaId,
      nome: disciplinas.nome,
      moduloId: modulos.id,
      moduloNome: modulos.nome,
      ordem: curriculoItens.ordem,
      cargaHoraria: curriculoItens.cargaHoraria,
      cargaHorariaDisciplina: disciplinas.cargaHoraria,
      ativa: disciplinas.ativo,
    })
    .from(curriculoItens)
    .innerJoin(disciplinas, eq(disciplinas.id, curriculoItens.disciplinaId))
    .innerJoin(modulos, eq(modulos.id, disciplinas.moduloId))
    .where(eq(curriculoItens.planoId, planoId))
    .orderBy(asc(curriculoItens.ordem));
}

function paraCurriculo(
  p: LinhaPlano,
  itens: Awaited<ReturnType<typeof itensDoPlano>>,
): CurriculoResposta {
  const total = itens.reduce((soma, i) => soma + i.cargaHoraria, 0);
  const diferenca = total - p.cursoCargaHoraria;
  return {
    planoId: p.id,
    plano: p.nome,
    curso: { id: p.cursoId, nome: p.cursoNome, cargaHorariaTotal: p.cursoCargaHoraria },
    versao: p.versao,
    itens: itens.map((i) => ({
      disciplinaId: i.disciplinaId,
      nome: i.nome,
      modulo: { id: i.moduloId, nome: i.moduloNome },
      ordem: i.ordem,
      cargaHoraria: i.cargaHoraria,
      cargaHorariaDisciplina: i.cargaHorariaDisciplina,
      ativa: i.ativa,
    })),
    cargaHorariaTotal: total,
    diferenca,
    aviso: diferenca === 0 ? null : comparacaoDeHoras(total, p.cursoCargaHoraria),
    turmasEmAndamento: p.turmasEmAndamento,
  };
}

export async function obterCurriculo(executor: Executor, planoId: number) {
  const p = await plano.existente(executor, planoId);
  return paraCurriculo(p, await itensDoPlano(executor, planoId));
}

/** The new list checked against the disciplines it names: each exists; a new one is active. */
async function conferirDisciplinas(
  tx: Executor,
  corpo: AlteracaoCurriculo,
  jaNoCurriculo: ReadonlySet<number>,
) {
  const ids = [...new Set(corpo.itens.map((i) => i.disciplinaId))];
  const encontradas = ids.length
    ? await tx
        .select({
          id: disciplinas.id,
          nome: disciplinas.nome,
          ativo: disciplinas.ativo,
          horas: disciplinas.cargaHoraria,
        })
        .from(disciplinas)
        .where(inArray(disciplinas.id, ids))
    : [];
  const porId = new Map(encontradas.map((d) => [d.id, d]));
  const erros: Record<string, string> = {};
  corpo.itens.forEach((item, i) => {
    const d = porId.get(item.disciplinaId);
    if (!d) erros[`itens.${i}.disciplinaId`] = M.disciplinaInexistente;
    else if (!d.ativo && !jaNoCurriculo.has(item.disciplinaId)) {
      erros[`itens.${i}.disciplinaId`] = M.disciplinaInativa;
    }
  });
  falharSeErros(erros);
  return porId;
}

export async function salvarCurriculo(
  app: FastifyInstance,
  ator: UsuarioAutenticado,
  planoId: number,
  corpo: AlteracaoCurriculo,
): Promise<CurriculoResposta> {
  falharSeErros(validarItensCurriculo(corpo.itens));
  return app.db.transaction(async (tx) => {
    const p = await plano.existente(tx, planoId);
    const antes = await itensDoPlano(tx, planoId);
    const porId = await conferirDisciplinas(tx, corpo, new Set(antes.map((i) => i.disciplinaId)));
    const novos = [...corpo.itens]
      .sort((a, b) => a.ordem - b.ordem)
      .map((item, i) => ({
        planoId,
        disciplinaId: item.disciplinaId,
        ordem: i + 1,
        cargaHoraria: item.cargaHoraria ?? porId.get(item.disciplinaId)?.horas ?? 0,
      }));
    // What the trail shows: the list as a person reads it, "3. Informática básica (40 h)".
    const nomes = new Map(antes.map((i) => [i.disciplinaId, i.nome]));
    for (const [id, d] of porId) nomes.set(id, d.nome);
    const resumo = (lista: { disciplinaId: number; cargaHoraria: number }[]) =>
      lista.map(
        (i, n) => `${n + 1}. ${nomes.get(i.disciplinaId) ?? i.disciplinaId} (${i.cargaHoraria} h)`,
      );
    const de = resumo(antes);
    const para = resumo(novos);
    if (JSON.stringify(de) === JSON.stringify(para)) {
      // Nothing to change; a stale screen still learns it is stale.
      if (p.versao !== corpo.versao) {
        throw versaoDesatualizada();
      }
      return obterCurriculo(tx, planoId);
    }
    if (p.turmasEmAndamento > 0 && corpo.confirmarTurmasEmAndamento !== true) {
      throw problema(409, mensagemTurmasEmAndamento(p.turmasEmAndamento), undefined, {
        tipo: TIPO_CONFIRMAR_TURMAS,
      });
    }
    await atualizarComVersao(tx, planos, planoId, corpo.versao, {}, M.planoNaoEncontrado);
    await tx.delete(curriculoItens).where(eq(curriculoItens.planoId, planoId));
    if (novos.length > 0) await tx.insert(curriculoItens).values(novos);
    await registrarAuditoria(tx, {
      usuarioId: ator.id,
      acao: 'atualizar',
      entidade: 'plano',
      entidadeId: planoId,
      campos: { curriculo: { de, para } },
    });
    return obterCurriculo(tx, planoId);
  });
}
