// One class day's screen state, all in one pure reducer: the roster being edited (chamada.ts), the
// server's day it started from, the save waiting on this device, and what the last 'Salvar' said.
// Nothing is copied from props during render: the screen dispatches 'servidor' when the query or
// the device's queue hands it a new day, and the reducer decides whether the roster follows (only
// when nothing unsaved would be lost, as the curriculum editor does).
import type { DiaDeFrequencia } from './api';
import {
  chamadaAlterada,
  chamadaInicial,
  chamadaReducer,
  type AcaoDaChamada,
  type EstadoDaChamada,
  type Linha,
} from './chamada';
import { comMarcasGuardadas, type DiaPendente } from './offline/fila';

/** The server's day as the roster's rows. */
export function linhasDoDia(dia: DiaDeFrequencia): Linha[] {
  return dia.aprendizes.map((a) => ({
    aprendizId: a.aprendizId,
    nome: a.nomeSocial ?? a.nome,
    status: a.status,
    justificativa: a.justificativa ?? '',
    afastado: a.afastado || !a.alocado,
    ...(a.afastado
      ? { aviso: 'Afastado · não conta' }
      : !a.alocado
        ? { aviso: 'Não está mais alocado neste dia' }
        : {}),
  }));
}

/** The server's day, or, when a save of it waits on this device, the marks of that save. */
function chamadaDe(dia: DiaDeFrequencia, pendente: DiaPendente | undefined): EstadoDaChamada {
  const linhas = linhasDoDia(dia);
  if (!pendente) {
    return chamadaInicial(
      linhas,
      dia.registro?.disciplina?.id ?? null,
      dia.registro?.conteudo ?? '',
    );
  }
  const { corpo } = pendente;
  return chamadaInicial(
    comMarcasGuardadas(linhas, corpo),
    corpo.disciplinaId ?? null,
    corpo.conteudo ?? '',
  );
}

export interface EstadoDoDia {
  chamada: EstadoDaChamada;
  /** The day the roster was taken from (its versao is what 'Salvar' sends). */
  base: DiaDeFrequencia;
  /** The server's latest day, adopted or not. */
  recebido: DiaDeFrequencia;
  /** A save of this day kept on this device, not sent yet (or in conflict). */
  pendente: DiaPendente | undefined;
  /** 'Salvar' was pressed: the justification errors show from then on. */
  tentouSalvar: boolean;
  erro: string | null;
  /** Someone else saved the day after it was opened (409). */
  desatualizado: boolean;
}

export type AcaoDoDia =
  | AcaoDaChamada
  /** The query or the device's queue has this day now. */
  | { tipo: 'servidor'; dia: DiaDeFrequencia; pendente: DiaPendente | undefined }
  /** 'Salvar' was pressed; `erro` when the roster is not ready to be sent. */
  | { tipo: 'tentar'; erro: string | null }
  | { tipo: 'salvo'; dia: DiaDeFrequencia }
  /** Kept on this device (no network): what is kept is now the roster's saved state. */
  | { tipo: 'guardadoAqui' }
  | { tipo: 'falhou'; erro: string }
  | { tipo: 'outraVersao' }
  | { tipo: 'recarregar' };

export function diaInicial({
  dia,
  pendente,
}: {
  dia: DiaDeFrequencia;
  pendente?: DiaPendente;
}): EstadoDoDia {
  return {
    chamada: chamadaDe(dia, pendente),
    base: dia,
    recebido: dia,
    pendente,
    tentouSalvar: false,
    erro: null,
    desatualizado: false,
  };
}

const adotar = (estado: EstadoDoDia, dia: DiaDeFrequencia): EstadoDoDia => ({
  ...estado,
  base: dia,
  chamada: chamadaDe(dia, undefined),
});

export function diaReducer(estado: EstadoDoDia, acao: AcaoDoDia): EstadoDoDia {
  switch (acao.tipo) {
    case 'servidor': {
      const { dia, pendente } = acao;
      if (dia === estado.recebido && pendente === estado.pendente) return estado;
      const proximo = { ...estado, recebido: dia, pendente };
      // A new day from the server, or the device's save sent or dropped: the server's day takes
      // the roster's place unless marks are unsaved or a save still waits here.
      const mudou = dia !== estado.recebido || (estado.pendente !== undefined && !pendente);
      return mudou && !pendente && !chamadaAlterada(estado.chamada)
        ? adotar(proximo, dia)
        : proximo;
    }
    case 'tentar':
      return { ...estado, tentouSalvar: true, erro: acao.erro };
    case 'salvo':
      return { ...adotar(estado, acao.dia), tentouSalvar: false, erro: null };
    case 'guardadoAqui': {
      const { linhas, disciplinaId, conteudo } = estado.chamada;
      return {
        ...estado,
        chamada: chamadaInicial(linhas, disciplinaId, conteudo),
        tentouSalvar: false,
      };
    }
    case 'falhou':
      return { ...estado, erro: acao.erro };
    case 'outraVersao':
      return { ...estado, desatualizado: true };
    case 'recarregar':
      return { ...adotar(estado, estado.recebido), desatualizado: false };
    case 'descartar':
      return {
        ...estado,
        chamada: chamadaReducer(estado.chamada, acao),
        erro: null,
        tentouSalvar: false,
      };
    default:
      return { ...estado, chamada: chamadaReducer(estado.chamada, acao) };
  }
}
