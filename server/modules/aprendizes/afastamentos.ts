// Leaves (afastamentos). Registering one moves a contracted apprentice to 'Afastado'; ending it
// (encerrar-afastamento.ts) returns them to the situação they had. Each step is a row of the
// history (date, user, reason) and of the audit trail, in one transaction with the apprentice's
// row locked, so two people registering leaves for the same apprentice at once never both succeed.
import type { FastifyInstance } from 'fastify';
import { dataLocal } from '../../../src/shared/validation/datas';
import { afastamentos } from '../../db/schema';
import { camposCriados, registrarAuditoria } from '../../shared/auditoria';
import { problema } from '../../shared/problem';
import type { UsuarioAutenticado } from '../../tipos-fastify';
import { mudarSituacao } from '../situacoes';
import { afastamento, afastamentosDe } from './afastamentos-consultas';
import { MENSAGENS_AFASTAMENTO as MA } from './afastamentos-regras';
import { buscarLinha } from './cadastro';
import { NAO_ENCONTRADO } from './leitura';
import { conferirNovo, type NovoAfastamento } from './novo-afastamento';

export { encerrar } from './encerrar-afastamento';

export async function registrar(
  app: FastifyInstance,
  usuario: UsuarioAutenticado,
  aprendizId: number,
  novo: NovoAfastamento,
) {
  const agora = app.agora();
  const hoje = dataLocal(agora);
  const id = await app.db.transaction(async (tx) => {
    const { aprendiz, motivo, afastado, fim } = await conferirNovo(tx, aprendizId, novo, hoje);
    const [linha] = await tx
      .insert(afastamentos)
      .values({
        aprendizId,
        motivoAfastamentoId: motivo.id,
        dataInicio: novo.dataInicio,
        dataFim: fim,
        observacoes: novo.observacoes?.trim() || null,
        situacaoAnteriorId: aprendiz.situacaoId,
        criadoEm: agora,
        atualizadoEm: agora,
      })
      .returning();
    if (!linha) throw new Error('insert sem retorno');
    await registrarAuditoria(tx, {
      usuarioId: usuario.id,
      acao: 'criar',
      entidade: 'afastamento',
      entidadeId: linha.id,
      campos: camposCriados(linha),
    });
    await mudarSituacao(tx, {
      aprendizId,
      situacaoAnteriorId: aprendiz.situacaoId,
      situacaoId: afastado.id,
      data: novo.dataInicio,
      motivo: `Afastamento: ${motivo.nome}`,
      origem: 'afastamento',
      origemId: linha.id,
      usuarioId: usuario.id,
      agora,
    });
    // A leave already over (registered afterwards) returns at once, on its last day.
    if (fim !== null) {
      await mudarSituacao(tx, {
        aprendizId,
        situacaoAnteriorId: afastado.id,
        situacaoId: aprendiz.situacaoId,
        data: fim,
        motivo: `Retorno do afastamento (${motivo.nome})`,
        origem: 'retorno-afastamento',
        origemId: linha.id,
        usuarioId: usuario.id,
        agora,
      });
    }
    return linha.id;
  });
  const criado = await afastamento(app.db, aprendizId, id);
  if (!criado) throw problema(404, MA.naoEncontrado);
  return criado;
}

export async function listar(app: FastifyInstance, aprendizId: number) {
  if (!(await buscarLinha(app.db, aprendizId))) throw problema(404, NAO_ENCONTRADO);
  return { data: await afastamentosDe(app.db, aprendizId) };
}
