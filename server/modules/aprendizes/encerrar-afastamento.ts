// Ending a leave: its last day, then the apprentice back to the situação before it (only while
// the situação is still Afastado: a termination during the leave stands).
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { formatarData } from '../../../src/shared/format/data';
import { MENSAGENS_APRENDIZ as M } from '../../../src/shared/validation/aprendiz';
import { dataLocal } from '../../../src/shared/validation/datas';
import { afastamentos } from '../../db/schema';
import { diferencas, registrarAuditoria } from '../../shared/auditoria';
import { problema } from '../../shared/problem';
import type { UsuarioAutenticado } from '../../tipos-fastify';
import { mudarSituacao, situacaoPorCodigo } from '../situacoes';
import { afastamento } from './afastamentos-consultas';
import {
  conferirDatas,
  MENSAGENS_AFASTAMENTO as MA,
  travarAprendiz,
  validacao,
} from './afastamentos-regras';

export async function encerrar(
  app: FastifyInstance,
  usuario: UsuarioAutenticado,
  aprendizId: number,
  afastamentoId: number,
  dataFim: string,
) {
  const agora = app.agora();
  const hoje = dataLocal(agora);
  await app.db.transaction(async (tx) => {
    const aprendiz = await travarAprendiz(tx, aprendizId);
    const antes = await afastamento(tx, aprendizId, afastamentoId);
    if (!antes) throw problema(404, MA.naoEncontrado);
    if (antes.dataFim !== null) throw problema(409, MA.jaEncerrado(formatarData(antes.dataFim)));
    const erros = conferirDatas(hoje, undefined, dataFim);
    if (!erros.dataFim && dataFim < antes.dataInicio) erros.dataFim = M.dataFimAntesDoInicio;
    if (Object.keys(erros).length > 0) throw validacao(erros);

    const [depois] = await tx
      .update(afastamentos)
      .set({ dataFim, versao: antes.versao + 1, atualizadoEm: agora })
      .where(eq(afastamentos.id, afastamentoId))
      .returning();
    if (!depois) throw new Error('update sem retorno');
    await registrarAuditoria(tx, {
      usuarioId: usuario.id,
      acao: 'encerrar',
      entidade: 'afastamento',
      entidadeId: afastamentoId,
      campos: diferencas(antes, depois),
    });
    // Only while the leave is what the situação says: a termination during the leave stands.
    const afastado = await situacaoPorCodigo(tx, 'afastado');
    if (aprendiz.situacaoId === afastado.id) {
      await mudarSituacao(tx, {
        aprendizId,
        situacaoAnteriorId: afastado.id,
        situacaoId: antes.situacaoAnteriorId,
        data: dataFim,
        motivo: `Retorno do afastamento (${antes.motivo})`,
        origem: 'retorno-afastamento',
        origemId: afastamentoId,
        usuarioId: usuario.id,
        agora,
      });
    }
  });
  const encerrado = await afastamento(app.db, aprendizId, afastamentoId);
  if (!encerrado) throw problema(404, MA.naoEncontrado);
  return encerrado;
}
