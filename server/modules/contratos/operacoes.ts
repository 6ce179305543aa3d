// What happens to a contract after it is made, each in one transaction with its audit rows:
// an extension (prorrogação) moves its término; a termination (rescisão) ends it on a date with a
// reason; closing (encerrar) stores the end of contracts whose término has passed. The rules and
// their words are src/shared/validation/contratos.ts.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contratos, motivosDesligamento, prorrogacoes, rescisoes } from '../../db/schema';
import { camposPreenchidos, registrarAuditoria } from '../../shared/auditoria';
import type { Executor } from '../../shared/executor';
import { invalido, problema } from '../../shared/problem';
import { textoLivre } from '../../shared/texto';
import type { UsuarioAutenticado } from '../../tipos-fastify';
import {
  duracaoEntre,
  MENSAGENS_CONTRATO as M,
  validarProrrogacao,
  validarRescisao,
} from '../../../src/shared/validation/contratos';
import { errosLegais } from '../../../src/shared/validation/legislacao';
import { conferirContrato } from './legislacao';
import { aprendizDoContrato } from './preparo';
import { efeitosDoFim, encerrarPorTermino, ENTIDADE } from './efeitos';
import { dadosDoContrato, type LinhaContrato } from './leitura';
import type { RegistroContrato } from './registro';
import type { NovaProrrogacao, NovaRescisao } from './esquemas';

/** The contract, locked for the operation (404 when there is none). */
async function travarContrato(tx: Executor, registro: RegistroContrato, id: number) {
  await tx.select({ id: contratos.id }).from(contratos).where(eq(contratos.id, id)).for('update');
  return registro.existente(tx, id);
}

/** The shared rules' `{ contrato }` (this contract cannot take the operation) is a 409. */
function falhar(erros: Record<string, string>): void {
  if (erros.contrato !== undefined) throw problema(409, erros.contrato);
  if (Object.keys(erros).length > 0) throw invalido(erros);
}

const contexto = (l: LinhaContrato) => ({
  Con_TipoContrato: l.tipo,
  Con_DataInicio: l.dataInicio,
  Con_DataTermino: l.dataTermino,
  status: l.status,
});

export async function prorrogar(
  app: FastifyInstance,
  registro: RegistroContrato,
  ator: UsuarioAutenticado,
  id: number,
  corpo: NovaProrrogacao,
  hoje: string,
): Promise<LinhaContrato> {
  return app.db.transaction(async (tx) => {
    const atual = await travarContrato(tx, registro, id);
    const aprendiz = await aprendizDoContrato(tx, atual.aprendizId);
    falhar(
      validarProrrogacao(corpo, {
        contrato: contexto(atual),
        aprendiz: aprendiz ? { dataNascimento: aprendiz.dataNascimento, pcd: aprendiz.pcd } : null,
        hoje,
      }),
    );
    // Extending a contract that breaks the apprenticeship law extends the breach: fix it first.
    falhar(errosLegais(await conferirContrato(tx, dadosDoContrato(atual))));
    const nova = corpo.novaDataTermino as string;
    const motivo = textoLivre(corpo.motivo) ?? '';
    const duracao = duracaoEntre(atual.dataInicio, nova);
    const agora = app.agora();
    const [prorrogacao] = await tx
      .insert(prorrogacoes)
      .values({
        contratoId: id,
        dataTerminoAnterior: atual.dataTermino,
        novaDataTermino: nova,
        motivo,
        usuarioId: ator.id,
      })
      .returning({ id: prorrogacoes.id });
    if (!prorrogacao) throw new Error('INSERT em prorrogacoes não devolveu o id');
    await tx
      .update(contratos)
      .set({
        dataTermino: nova,
        duracao,
        status: 'prorrogado',
        atualizadoEm: agora,
        versao: sql`${contratos.versao} + 1`,
      })
      .where(eq(contratos.id, id));
    await registrarAuditoria(tx, {
      usuarioId: ator.id,
      acao: 'criar',
      entidade: 'prorrogacao',
      entidadeId: prorrogacao.id,
      campos: camposPreenchidos({
        contratoId: id,
        dataTerminoAnterior: atual.dataTermino,
        novaDataTermino: nova,
        motivo,
      }),
    });
    await registrarAuditoria(tx, {
      usuarioId: ator.id,
      acao: 'prorrogar',
      entidade: ENTIDADE,
      entidadeId: id,
      campos: {
        Con_DataTermino: { de: atual.dataTermino, para: nova },
        Con_Duracao: { de: atual.duracao, para: duracao },
        status: { de: atual.status, para: 'prorrogado' },
      },
    });
    return registro.existente(tx, id);
  });
}

export async function rescindir(
  app: FastifyInstance,
  registro: RegistroContrato,
  ator: UsuarioAutenticado,
  id: number,
  corpo: NovaRescisao,
): Promise<LinhaContrato> {
  return app.db.transaction(async (tx) => {
    const atual = await travarContrato(tx, registro, id);
    const erros = validarRescisao(corpo, { contrato: contexto(atual) });
    falhar(erros);
    const motivoId = corpo.motivoDesligamentoId as number;
    const [motivo] = await tx
      .select({
        nome: motivosDesligamento.nome,
        antecipado: motivosDesligamento.antecipado,
        ativo: motivosDesligamento.ativo,
      })
      .from(motivosDesligamento)
      .where(eq(motivosDesligamento.id, motivoId));
    if (!motivo || !motivo.ativo) {
      throw invalido({ motivoDesligamentoId: M.motivoDesligamentoInexistente });
    }
    const data = corpo.data as string;
    const observacoes = textoLivre(corpo.observacoes);
    const agora = app.agora();
    const [rescisao] = await tx
      .insert(rescisoes)
      .values({
        contratoId: id,
        data,
        motivoDesligamentoId: motivoId,
        observacoes,
        usuarioId: ator.id,
      })
      .returning({ id: rescisoes.id });
    if (!rescisao) throw new Error('INSERT em rescisoes não devolveu o id');
    await tx
      .update(contratos)
      .set({ status: 'rescindido', atualizadoEm: agora, versao: sql`${contratos.versao} + 1` })
      .where(eq(contratos.id, id));
    await registrarAuditoria(tx, {
      usuarioId: ator.id,
      acao: 'criar',
      entidade: 'rescisao',
      entidadeId: rescisao.id,
      campos: camposPreenchidos({
        contratoId: id,
        data,
        motivoDesligamentoId: motivoId,
        observacoes,
      }),
    });
    await registrarAuditoria(tx, {
      usuarioId: ator.id,
      acao: 'rescindir',
      entidade: ENTIDADE,
      entidadeId: id,
      campos: { status: { de: atual.status, para: 'rescindido' } },
    });
    // The contract's own end (término, maximum age) concludes the programme; any other reason
    // is an early termination (CLT art. 433, I to IV and the cases outside it).
    await efeitosDoFim(
      tx,
      {
        contratoId: id,
        aprendizId: atual.aprendizId,
        data,
        motivo: `Rescisão do contrato ${atual.numero}: ${motivo.nome}`,
        situacao: motivo.antecipado ? 'desligado' : 'concluido',
        origem: 'rescisao',
        origemId: rescisao.id,
      },
      { usuarioId: ator.id, agora },
    );
    return registro.existente(tx, id);
  });
}

/**
 * Closes, in one transaction, every listed contract whose término has passed and is still stored
 * as running. All or nothing: a contract that is not such one is a 409 naming it (errors per id).
 */
export async function encerrar(
  app: FastifyInstance,
  registro: RegistroContrato,
  ator: UsuarioAutenticado,
  ids: readonly number[],
  hoje: string,
): Promise<LinhaContrato[]> {
  const unicos = [...new Set(ids)].sort((a, b) => a - b);
  return app.db.transaction(async (tx) => {
    const agora = app.agora();
    const recusados: Record<string, string> = {};
    for (const id of unicos) {
      const linha = await registro.existente(tx, id);
      const fechou = await encerrarPorTermino(tx, id, hoje, { usuarioId: ator.id, agora });
      if (!fechou) recusados[`ids.${ids.indexOf(id)}`] = M.naoEncerravel(linha.numero);
    }
    const [primeiro] = Object.values(recusados);
    if (primeiro !== undefined) {
      throw problema(
        409,
        Object.keys(recusados).length === 1
          ? primeiro
          : `${Object.keys(recusados).length} contratos não podem ser encerrados: nenhum foi encerrado. Veja cada um em errors.`,
        recusados,
      );
    }
    const linhas: LinhaContrato[] = [];
    for (const id of unicos) linhas.push(await registro.existente(tx, id));
    return linhas;
  });
}
