// Who may have which document, and what it states (issue 35). Each kind reads the records it
// needs and either answers the document's data or refuses with the reason in Portuguese (a 422,
// which the class's batch lists beside the apprentice's name). Rules and formulas:
// docs/API-DOCUMENTOS.md.
import type { ConfigDocumentos } from '../../config';
import type { Executor } from '../../shared/executor';
import { problema } from '../../shared/problem';
import { formatarData } from '../../../src/shared/format/data';
import { formatarCpf, ocultarCpf } from '../../../src/shared/validation/documentos';
import {
  MENSAGENS_EMISSAO as M,
  ROTULOS_DOCUMENTO,
  type TipoDocumento,
} from '../../../src/shared/validation/documentos-emitidos';
import { agruparModulos, type DadosDocumento } from './dados';
import * as fonte from './fontes';
import { textoDo } from './textos';
import {
  formatarPercentual,
  horasDePratica,
  horasPorDiaDeTeoria,
  formatarHorasDecimais,
} from './horas';

export interface Pedido {
  tipo: TipoDocumento;
  aprendizId: number;
  /** Declaração de frequência: the period (defaults: the allocation's start, today). */
  inicio?: string | undefined;
  fim?: string | undefined;
}

export interface Apurado {
  dados: DadosDocumento;
  turmaId: number | null;
  contratoId: number | null;
}

export interface Contexto {
  db: Executor;
  config: ConfigDocumentos;
  hoje: string;
}

const recusar = (motivo: string) => problema(422, motivo);

function cpfImpresso(cpf: string, modo: ConfigDocumentos['cpf']): string | null {
  if (modo === 'oculto') return null;
  return modo === 'completo' ? formatarCpf(cpf) : ocultarCpf(cpf);
}

/** A contract ended as concluded: not rescinded, and closed or past its término. */
function concluido(c: fonte.ContratoDoAprendiz, hoje: string): boolean {
  if (c.rescisao !== null || c.status === 'rescindido') return false;
  return c.status === 'encerrado' || c.dataTermino < hoje;
}

const periodo = (inicio: string, fim: string) => `${formatarData(inicio)} a ${formatarData(fim)}`;

/** The certificate's and the conclusion's rule: concluded contract and the minimum attendance. */
async function conclusao(ctx: Contexto, aprendizId: number) {
  const contrato = await fonte.ultimoContrato(ctx.db, aprendizId);
  if (!contrato) throw recusar(M.semContrato);
  if (!concluido(contrato, ctx.hoje)) throw recusar(M.contratoNaoConcluido);
  const turma = await fonte.ultimaTurma(ctx.db, aprendizId);
  if (!turma) throw recusar(M.semTurma);
  const freq = await fonte.frequenciaNaTurma(ctx.db, aprendizId, turma.id);
  if (freq.dias === 0) throw recusar(M.semFrequencia);
  const fracao = freq.presentes / freq.dias;
  // The exact fraction against the minimum: 74,96% does not pass.
  if (fracao * 100 < ctx.config.frequenciaMinima) {
    throw recusar(M.frequenciaBaixa(formatarPercentual(fracao), ctx.config.frequenciaMinima));
  }
  return { contrato, turma, frequencia: formatarPercentual(fracao) };
}

async function horasDoCertificado(ctx: Contexto, c: Awaited<ReturnType<typeof conclusao>>) {
  if (c.turma.planoId === null) throw recusar(M.semPlano);
  const itens = await fonte.curriculoDoPlano(ctx.db, c.turma.planoId);
  if (itens.length === 0) throw recusar(M.semPlano);
  const teoria = itens.reduce((s, i) => s + i.horas, 0);
  const porSemana = horasPorDiaDeTeoria(teoria, c.turma) * c.turma.diasTeoria.length;
  const pratica = horasDePratica(
    { ...c.contrato, dataFim: c.contrato.rescisao ?? c.contrato.dataTermino },
    porSemana,
  );
  return { horas: { teoria, pratica, total: teoria + pratica }, modulos: agruparModulos(itens) };
}

async function frequencia(ctx: Contexto, pedido: Pedido) {
  const turma = await fonte.ultimaTurma(ctx.db, pedido.aprendizId);
  if (!turma) throw recusar(M.semTurma);
  const inicio = pedido.inicio ?? turma.alocadoDesde;
  const fimPadrao = turma.alocadoAte ?? turma.dataFim;
  const fim = pedido.fim ?? (fimPadrao < ctx.hoje ? fimPadrao : ctx.hoje);
  if (inicio > fim) throw problema(400, M.periodoInvalido, { inicio: M.periodoInvalido });
  const freq = await fonte.frequenciaNaTurma(ctx.db, pedido.aprendizId, turma.id, { inicio, fim });
  if (freq.dias === 0) throw recusar(M.semFrequencia);
  const itens = turma.planoId === null ? [] : await fonte.curriculoDoPlano(ctx.db, turma.planoId);
  const porDia = horasPorDiaDeTeoria(
    itens.reduce((s, i) => s + i.horas, 0),
    turma,
  );
  return {
    turma,
    inicio,
    fim,
    ...freq,
    percentual: formatarPercentual(freq.presentes / freq.dias),
    horas: porDia > 0 ? formatarHorasDecimais(freq.presentes * porDia) : null,
    horasDadas: porDia > 0 ? formatarHorasDecimais(freq.dias * porDia) : null,
  };
}

export async function apurar(ctx: Contexto, pedido: Pedido): Promise<Apurado> {
  const a = await fonte.lerAprendiz(ctx.db, pedido.aprendizId);
  if (!a) throw problema(404, M.aprendizNaoEncontrado);
  const nome = a.nomeSocial ?? a.nome;
  const base = {
    titulo: ROTULOS_DOCUMENTO[pedido.tipo],
    titular: { nome, cpf: cpfImpresso(a.cpf, ctx.config.cpf) },
    organizacao: ctx.config.organizacao,
    local: ctx.config.local,
    data: ctx.hoje,
    signatario: { nome: ctx.config.signatarioNome, cargo: ctx.config.signatarioCargo },
    horas: null,
    modulos: [],
  };
  const texto = textoDo(base.titular, ctx.config.organizacao);
  switch (pedido.tipo) {
    case 'certificado': {
      const c = await conclusao(ctx, a.id);
      const h = await horasDoCertificado(ctx, c);
      return {
        dados: { ...base, ...h, ...texto.certificado(c, h.horas, periodo) },
        turmaId: c.turma.id,
        contratoId: c.contrato.id,
      };
    }
    case 'conclusao': {
      const c = await conclusao(ctx, a.id);
      return {
        dados: { ...base, ...texto.conclusao(c, periodo) },
        turmaId: c.turma.id,
        contratoId: c.contrato.id,
      };
    }
    case 'matricula': {
      if (!a.ativo) throw recusar(M.inativo);
      const turma = await fonte.ultimaTurma(ctx.db, a.id);
      if (!turma || turma.alocadoAte !== null) throw recusar(M.semTurmaAberta);
      return {
        dados: { ...base, ...texto.matricula(turma, periodo) },
        turmaId: turma.id,
        contratoId: null,
      };
    }
    case 'frequencia': {
      const f = await frequencia(ctx, pedido);
      return {
        dados: { ...base, ...texto.frequencia(f, periodo) },
        turmaId: f.turma.id,
        contratoId: null,
      };
    }
    case 'vinculo': {
      const contrato = await fonte.ultimoContrato(ctx.db, a.id);
      if (!contrato) throw recusar(M.semContrato);
      return {
        dados: { ...base, ...texto.vinculo(contrato, ctx.hoje) },
        turmaId: null,
        contratoId: contrato.id,
      };
    }
  }
}
