// One class day: who is on the roster (every apprentice whose allocation in the class covers the
// date, those on leave marked apart), what was stored, and whether the reader may save it now.
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  alocacoes,
  aprendizes,
  disciplinas,
  frequenciaDias,
  frequencias,
  usuarios,
} from '../../db/schema';
import type { Executor } from '../../shared/executor';
import { tocaOPeriodo } from '../../shared/periodo';
import type { UsuarioAutenticado } from '../../tipos-fastify';
import type { StatusFrequencia } from '../../../src/shared/validation/frequencia';
import { bloqueioDeEscrita } from './permissao';
import type { DiaDeFrequenciaResposta } from './esquemas';
import { feriadosDaTurma, motivoSemAula, vizinhos, type TurmaDaFrequencia } from './turma';

export interface PessoaDoDia {
  aprendizId: number;
  nome: string;
  nomeSocial: string | null;
  alocado: boolean;
  afastado: boolean;
}

/** Allocated in the class on `data` (a desalocação's date is its last day), with leave marked. */
export async function rosterDoDia(
  executor: Executor,
  turmaId: number,
  data: string,
): Promise<PessoaDoDia[]> {
  const afastadoNoDia = sql<boolean>`exists (
    SELECT 1 FROM afastamentos af
    WHERE af.aprendiz_id = ${aprendizes.id} AND af.data_inicio <= ${data}
      AND (af.data_fim IS NULL OR af.data_fim >= ${data}))`;
  const linhas = await executor
    .select({
      aprendizId: aprendizes.id,
      nome: aprendizes.nome,
      nomeSocial: aprendizes.nomeSocial,
      afastado: afastadoNoDia,
    })
    .from(alocacoes)
    .innerJoin(aprendizes, eq(aprendizes.id, alocacoes.aprendizId))
    .where(and(eq(alocacoes.turmaId, turmaId), tocaOPeriodo(alocacoes, data, data)))
    .orderBy(asc(aprendizes.nomeBusca), asc(aprendizes.nome), asc(aprendizes.id));
  // Two allocations of one person may both cover the day (moved out and back on it): one row each.
  const vistos = new Set<number>();
  return linhas.flatMap((l) => {
    if (vistos.has(l.aprendizId)) return [];
    vistos.add(l.aprendizId);
    return [{ ...l, alocado: true }];
  });
}

export async function marcacoesDoDia(executor: Executor, turmaId: number, data: string) {
  return executor
    .select({
      aprendizId: frequencias.aprendizId,
      status: frequencias.status,
      justificativa: frequencias.justificativa,
      nome: aprendizes.nome,
      nomeSocial: aprendizes.nomeSocial,
    })
    .from(frequencias)
    .innerJoin(aprendizes, eq(aprendizes.id, frequencias.aprendizId))
    .where(and(eq(frequencias.turmaId, turmaId), eq(frequencias.data, data)));
}

export async function cabecalhoDoDia(executor: Executor, turmaId: number, data: string) {
  const [linha] = await executor
    .select({
      id: frequenciaDias.id,
      disciplinaId: frequenciaDias.disciplinaId,
      disciplinaNome: disciplinas.nome,
      conteudo: frequenciaDias.conteudo,
      usuarioId: frequenciaDias.usuarioId,
      usuarioNome: usuarios.nome,
      salvoEm: frequenciaDias.salvoEm,
      versao: frequenciaDias.versao,
    })
    .from(frequenciaDias)
    .leftJoin(disciplinas, eq(disciplinas.id, frequenciaDias.disciplinaId))
    .leftJoin(usuarios, eq(usuarios.id, frequenciaDias.usuarioId))
    .where(and(eq(frequenciaDias.turmaId, turmaId), eq(frequenciaDias.data, data)));
  return linha;
}

/** The day as GET /api/frequencia and PUT answer it. */
export async function lerDia(
  executor: Executor,
  t: TurmaDaFrequencia,
  data: string,
  usuario: UsuarioAutenticado,
  hoje: string,
): Promise<DiaDeFrequenciaResposta> {
  const feriados = await feriadosDaTurma(executor, t, data, data);
  const semAula = motivoSemAula(t, data, feriados);
  const [roster, marcacoes, cabecalho, perto] = await Promise.all([
    semAula ? Promise.resolve([]) : rosterDoDia(executor, t.id, data),
    marcacoesDoDia(executor, t.id, data),
    cabecalhoDoDia(executor, t.id, data),
    vizinhos(executor, t, data, hoje),
  ]);
  const porAprendiz = new Map(marcacoes.map((m) => [m.aprendizId, m]));
  const pessoas: PessoaDoDia[] = [...roster];
  // Marks stored for someone no longer allocated that day stay visible (the allocation changed).
  for (const m of marcacoes) {
    if (!roster.some((p) => p.aprendizId === m.aprendizId)) {
      pessoas.push({ ...m, alocado: false, afastado: false });
    }
  }
  const lista = pessoas.map((p) => {
    const m = porAprendiz.get(p.aprendizId);
    return {
      aprendizId: p.aprendizId,
      nome: p.nome,
      nomeSocial: p.nomeSocial,
      status: m?.status ?? null,
      justificativa: m?.justificativa ?? null,
      afastado: p.afastado,
      alocado: p.alocado,
    };
  });
  const conta = (s: StatusFrequencia) => lista.filter((p) => p.status === s).length;
  const contados = lista.filter((p) => p.alocado && !p.afastado);
  const bloqueio = semAula?.motivo ?? bloqueioDeEscrita(data, usuario, hoje);
  return {
    turma: {
      id: t.id,
      codigo: t.codigo,
      nome: t.nome,
      educador: t.educadorId === null ? null : { id: t.educadorId, nome: t.educadorNome ?? '' },
      diasTeoria: t.diasTeoria,
      dataInicio: t.dataInicio,
      dataFim: t.dataFim,
      planoId: t.planoId,
      municipio:
        t.municipioId === null
          ? null
          : { id: t.municipioId, nome: t.municipioNome ?? '', uf: t.uf ?? '' },
    },
    data,
    diaDeAula: semAula === null,
    motivo: semAula?.motivo ?? null,
    feriado: semAula?.feriado
      ? { nome: semAula.feriado.nome, origem: semAula.feriado.origem }
      : null,
    diaAnterior: perto.anterior,
    proximoDia: perto.proximo,
    registro: cabecalho
      ? {
          disciplina:
            cabecalho.disciplinaId === null
              ? null
              : { id: cabecalho.disciplinaId, nome: cabecalho.disciplinaNome ?? '' },
          conteudo: cabecalho.conteudo,
          salvoPor:
            cabecalho.usuarioId === null
              ? null
              : { id: cabecalho.usuarioId, nome: cabecalho.usuarioNome ?? '' },
          salvoEm: cabecalho.salvoEm,
          versao: cabecalho.versao,
        }
      : null,
    aprendizes: lista,
    totais: {
      alocados: lista.filter((p) => p.alocado).length,
      afastados: lista.filter((p) => p.afastado).length,
      presentes: conta('presente'),
      faltas: conta('falta'),
      justificadas: conta('falta-justificada'),
      semMarcacao: contados.filter((p) => p.status === null).length,
    },
    podeAlterar: bloqueio === null,
    bloqueio,
  };
}
