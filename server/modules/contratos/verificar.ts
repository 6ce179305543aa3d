// POST /api/contratos/verificar: the creation flow's server check before saving. The blocking
// problems are exactly what POST /api/contratos would refuse (the same messages under the same
// fields); the warnings are what deserves a look but does not stop the contract (quota, the
// apprentice's current placement and class, a previous contract that ended without being closed).
import { and, count, eq, gte, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { alocacoes, contratos, lotacoes, parceiros, unidades } from '../../db/schema';
import { formatarData } from '../../../src/shared/format/data';
import {
  mensagemContratoEmCurso,
  MENSAGENS_CONTRATO as M,
  STATUS_EM_CURSO,
} from '../../../src/shared/validation/contratos';
import { conferirContrato } from './legislacao';
import { errosDoContrato } from './preparo';
import { contratoEmCursoDo, fimDosContratosAnteriores } from './registro';
import type { ContratoAConferir, VerificacaoResposta } from './esquemas';

export async function verificarContrato(
  db: Database,
  corpo: ContratoAConferir,
  hoje: string,
): Promise<VerificacaoResposta> {
  const errors = await errosDoContrato(db, corpo);
  const avisos: VerificacaoResposta['avisos'] = [];
  const aprendizId = corpo.Con_CodAprendiz;
  let contratoEmCurso: VerificacaoResposta['contratoEmCurso'] = null;

  if (typeof aprendizId === 'number' && aprendizId > 0 && !errors.Con_CodAprendiz) {
    const anterior = await contratoEmCursoDo(db, aprendizId);
    if (anterior) {
      contratoEmCurso = {
        id: anterior.id,
        numero: anterior.numero,
        status: anterior.dataTermino < hoje ? 'encerrado' : anterior.status,
        Con_DataInicio: anterior.dataInicio,
        Con_DataTermino: anterior.dataTermino,
        parceiro: anterior.parceiro,
      };
      if (anterior.dataTermino >= hoje) {
        errors.Con_CodAprendiz = mensagemContratoEmCurso({
          numero: anterior.numero,
          nomeParceiro: anterior.parceiro,
          inicio: anterior.dataInicio,
          termino: anterior.dataTermino,
        });
      } else {
        avisos.push({
          campo: 'Con_CodAprendiz',
          mensagem: `O contrato ${anterior.numero} terminou em ${formatarData(anterior.dataTermino)} e ainda não foi encerrado: ao salvar, ele será encerrado (situação Concluído) antes de o novo começar.`,
        });
      }
    }
    const fim = await fimDosContratosAnteriores(db, aprendizId);
    const inicio = corpo.Con_DataInicio;
    if (fim !== null && typeof inicio === 'string' && inicio <= fim && !errors.Con_DataInicio) {
      errors.Con_DataInicio = M.inicioAntesDoFimAnterior(fim);
    }
    const [lotacao] = await db
      .select({ unidadeId: lotacoes.unidadeId, unidade: unidades.nome })
      .from(lotacoes)
      .innerJoin(unidades, eq(unidades.id, lotacoes.unidadeId))
      .where(and(eq(lotacoes.aprendizId, aprendizId), isNull(lotacoes.dataFim)));
    if (lotacao && corpo.unidadeId != null && lotacao.unidadeId !== corpo.unidadeId) {
      avisos.push({
        campo: 'unidadeId',
        mensagem: `O aprendiz está lotado na unidade ${lotacao.unidade}: essa lotação termina na véspera do início deste contrato.`,
      });
    }
    const [alocacao] = await db
      .select({ n: count() })
      .from(alocacoes)
      .where(and(eq(alocacoes.aprendizId, aprendizId), isNull(alocacoes.dataFim)));
    if ((alocacao?.n ?? 0) === 0 && corpo.Con_TipoContrato === 'A') {
      avisos.push({
        campo: 'Con_CodAprendiz',
        mensagem:
          'O aprendiz não está alocado em nenhuma turma: a aprendizagem exige a formação teórica (aloque-o numa turma).',
      });
    }
  }

  let cota: VerificacaoResposta['cota'] = null;
  const parceiroId = corpo.Con_CodParceiro;
  if (typeof parceiroId === 'number' && parceiroId > 0 && !errors.Con_CodParceiro) {
    const [empresa] = await db
      .select({ cota: parceiros.cotaAprendizes })
      .from(parceiros)
      .where(eq(parceiros.id, parceiroId));
    const [emCurso] = await db
      .select({ n: count() })
      .from(contratos)
      .where(
        and(
          eq(contratos.parceiroId, parceiroId),
          inArray(contratos.status, [...STATUS_EM_CURSO]),
          gte(contratos.dataTermino, hoje),
        ),
      );
    if (empresa) {
      const agora = emCurso?.n ?? 0;
      cota = { cota: empresa.cota, agora, depois: agora + 1 };
      if (empresa.cota > 0 && agora + 1 > empresa.cota) {
        avisos.push({
          campo: 'Con_CodParceiro',
          mensagem: `Com este contrato a empresa passa a ter ${agora + 1} aprendizes contratados, acima da cota de ${empresa.cota}.`,
        });
      }
    }
  }
  // The law's warnings (what is missing to check it) and its figures: the least bolsa, the FGTS.
  const legal = await conferirContrato(db, corpo);
  avisos.push(...legal.avisos);
  const legislacao: VerificacaoResposta['legislacao'] = {
    bolsaMinima: legal.bolsaMinimaCentavos === null ? null : legal.bolsaMinimaCentavos / 100,
    fgts: legal.fgtsCentavos === null ? null : legal.fgtsCentavos / 100,
    jornadaMaximaMinutos: legal.jornadaMaximaMinutos,
  };
  return {
    podeCriar: Object.keys(errors).length === 0,
    errors,
    avisos,
    contratoEmCurso,
    cota,
    legislacao,
  };
}
