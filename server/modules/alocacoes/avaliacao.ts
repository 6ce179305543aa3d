// What allocating checks, for the flow's check (verificar) and the allocation itself: the class
// (locked while allocating), its period and places, and each apprentice's reasons for and against.
import { eq, inArray } from 'drizzle-orm';
import { alocacoes, aprendizes, situacoesAprendiz, turmas } from '../../db/schema';
import type { Executor } from '../../shared/executor';
import { fimDepoisDe, juntarSituacao } from '../../shared/periodo';
import { problema } from '../../shared/problem';
import {
  MENSAGENS_ALOCACAO as M,
  MENSAGENS_TURMA,
  mensagemForaDoPeriodo,
  mensagemJaAlocado,
  mensagemSobreposicao,
} from '../../../src/shared/validation/turma';
import {
  avisoTurmaNoTurnoEscolar,
  turmaColideComEscola,
} from '../../../src/shared/validation/legislacao';
import { alocacoesAbertas, type AlocacaoAberta } from './consultas';
import type { NovaAlocacao } from './esquemas';

export const ENTIDADE = 'alocacao';

export interface TurmaTravada {
  id: number;
  codigo: string;
  nome: string;
  status: string;
  ativo: boolean;
  capacidade: number;
  turno: string;
  dataInicio: string;
  dataFim: string;
}

export async function turmaParaAlocar(executor: Executor, id: number, travar: boolean) {
  const consulta = executor
    .select({
      id: turmas.id,
      codigo: turmas.codigo,
      nome: turmas.nome,
      status: turmas.status,
      ativo: turmas.ativo,
      capacidade: turmas.capacidade,
      turno: turmas.turno,
      dataInicio: turmas.dataInicio,
      dataFim: turmas.dataFim,
    })
    .from(turmas)
    .where(eq(turmas.id, id));
  const [turma] = travar ? await consulta.for('update') : await consulta;
  if (!turma) throw problema(404, MENSAGENS_TURMA.naoEncontrada);
  return turma;
}

/** Why the class takes no one now; the date check only when a start date is given. */
export function problemasDaTurma(turma: TurmaTravada, dataInicio: string | undefined) {
  const problemas: { campo?: 'dataInicio'; mensagem: string }[] = [];
  if (!turma.ativo) problemas.push({ mensagem: M.turmaInativa });
  else if (turma.status === 'encerrada') problemas.push({ mensagem: M.turmaEncerrada });
  if (dataInicio !== undefined && (dataInicio < turma.dataInicio || dataInicio > turma.dataFim)) {
    problemas.push({
      campo: 'dataInicio',
      mensagem: mensagemForaDoPeriodo(turma.dataInicio, turma.dataFim),
    });
  }
  return problemas;
}

export interface Avaliacao {
  aprendizId: number;
  nome: string | null;
  situacao: string | null;
  motivos: string[];
  /** What allows the allocation but deserves a look first (the class meets during school). */
  avisos: string[];
  /** A conflict (409: already allocated) rather than a business rule (422). */
  conflito: boolean;
  alocacaoAtual: AlocacaoAberta | null;
}

/** Each apprentice of the list against the rules, in the list's order. Reads only. */
export async function avaliarAprendizes(
  executor: Executor,
  turma: TurmaTravada,
  ids: number[],
  dataInicio: string | undefined,
): Promise<Avaliacao[]> {
  const encontrados = await executor
    .select({
      id: aprendizes.id,
      nome: aprendizes.nome,
      ativo: aprendizes.ativo,
      turnoEscolar: aprendizes.turnoEscolar,
      situacao: situacoesAprendiz.nome,
    })
    .from(aprendizes)
    .innerJoin(situacoesAprendiz, juntarSituacao)
    .where(inArray(aprendizes.id, ids));
  const porId = new Map(encontrados.map((a) => [a.id, a]));
  const abertas = await alocacoesAbertas(executor, ids);
  const fins =
    dataInicio === undefined
      ? new Map<number, string>()
      : await fimDepoisDe(executor, alocacoes, ids, dataInicio);
  return ids.map((id) => {
    const aprendiz = porId.get(id);
    const aberta = abertas.get(id) ?? null;
    const avaliacao: Avaliacao = {
      aprendizId: id,
      nome: aprendiz?.nome ?? null,
      situacao: aprendiz?.situacao ?? null,
      motivos: [],
      avisos: [],
      conflito: false,
      alocacaoAtual: aberta,
    };
    if (!aprendiz) {
      avaliacao.motivos.push(M.aprendizNaoEncontrado);
      return avaliacao;
    }
    if (aberta) {
      avaliacao.conflito = true;
      avaliacao.motivos.push(
        mensagemJaAlocado({
          nomeAprendiz: aprendiz.nome,
          codigoTurma: aberta.codigo,
          nomeTurma: aberta.nome,
          desde: aberta.dataInicio,
          mesmaTurma: aberta.turmaId === turma.id,
        }),
      );
    }
    if (!aprendiz.ativo) avaliacao.motivos.push(M.aprendizInativo);
    const fim = fins.get(id);
    if (!aberta && fim !== undefined) avaliacao.motivos.push(mensagemSobreposicao(fim));
    if (aprendiz.turnoEscolar && turmaColideComEscola(turma.turno, aprendiz.turnoEscolar)) {
      avaliacao.avisos.push(avisoTurmaNoTurnoEscolar(turma.turno, aprendiz.turnoEscolar));
    }
    return avaliacao;
  });
}

export const chaveDoAprendiz = (corpo: NovaAlocacao, indice: number) =>
  corpo.aprendizIds === undefined ? 'aprendizId' : `aprendizIds.${indice}`;

/** The list to allocate, or a 400 when the body names none, both forms, or one twice. */
export function idsDoCorpo(corpo: NovaAlocacao): number[] {
  if (corpo.aprendizId !== undefined && corpo.aprendizIds !== undefined) {
    throw problema(
      400,
      M.umOuLista,
      { aprendizIds: M.umOuLista },
      { tipo: '/problemas/validacao' },
    );
  }
  const ids = corpo.aprendizIds ?? (corpo.aprendizId === undefined ? [] : [corpo.aprendizId]);
  if (ids.length === 0) {
    throw problema(
      400,
      M.selecioneAprendiz,
      { aprendizIds: M.selecioneAprendiz },
      { tipo: '/problemas/validacao' },
    );
  }
  const repetidos: Record<string, string> = {};
  ids.forEach((id, i) => {
    if (ids.indexOf(id) !== i) repetidos[`aprendizIds.${i}`] = M.aprendizRepetido;
  });
  if (Object.keys(repetidos).length > 0) {
    throw problema(400, M.aprendizRepetido, repetidos, { tipo: '/problemas/validacao' });
  }
  return ids;
}
