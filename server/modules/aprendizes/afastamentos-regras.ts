// What every leave (afastamento) must satisfy: its messages, real dates not in the future, and the
// apprentice's row locked for the transaction. A new leave's own checks: novo-afastamento.ts.
import { MENSAGENS_APRENDIZ as M } from '../../../src/shared/validation/aprendiz';
import { dataIsoValida } from '../../../src/shared/validation/datas';
import type { Executor } from '../../shared/executor';
import { DETALHE_VALIDACAO, problema, TIPO_VALIDACAO } from '../../shared/problem';
import { buscarLinha } from './cadastro';
import { NAO_ENCONTRADO } from './leitura';

export const MENSAGENS_AFASTAMENTO = {
  naoEncontrado: 'Afastamento não encontrado.',
  aprendizInativo: 'O aprendiz está inativo: reative o cadastro antes de registrar um afastamento.',
  soContratados: (situacao: string) =>
    `Só aprendizes contratados podem ser afastados; a situação atual é ${situacao}.`,
  jaAfastado: (desde: string, motivo: string) =>
    `O aprendiz já está afastado desde ${desde} (${motivo}). Encerre esse afastamento antes de registrar outro.`,
  sobreposto: (inicio: string, fim: string) =>
    `O período se sobrepõe ao afastamento de ${inicio} a ${fim}.`,
  antesDaUltimaMudanca: (data: string) =>
    `A data de início não pode ser anterior à última mudança de situação (${data}).`,
  jaEncerrado: (data: string) => `Este afastamento já foi encerrado em ${data}.`,
} as const;

export const validacao = (errors: Record<string, string>) =>
  problema(400, DETALHE_VALIDACAO, errors, { tipo: TIPO_VALIDACAO });

/** The dates of a leave: real, not in the future, end not before start. */
export function conferirDatas(
  hoje: string,
  dataInicio: string | undefined,
  dataFim: string | null | undefined,
): Record<string, string> {
  const erros: Record<string, string> = {};
  if (dataInicio !== undefined) {
    if (!dataIsoValida(dataInicio)) erros.dataInicio = M.dataInvalida;
    else if (dataInicio > hoje) erros.dataInicio = M.dataInicioFutura;
  }
  if (dataFim !== null && dataFim !== undefined) {
    if (!dataIsoValida(dataFim)) erros.dataFim = M.dataInvalida;
    else if (dataFim > hoje) erros.dataFim = M.dataFimFutura;
    else if (dataInicio !== undefined && !erros.dataInicio && dataFim < dataInicio) {
      erros.dataFim = M.dataFimAntesDoInicio;
    }
  }
  return erros;
}

export async function travarAprendiz(tx: Executor, aprendizId: number) {
  const aprendiz = await buscarLinha(tx, aprendizId, true);
  if (!aprendiz) throw problema(404, NAO_ENCONTRADO);
  return aprendiz;
}
