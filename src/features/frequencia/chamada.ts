// The roster of one class day as the person edits it, before 'Salvar': a pure reducer, so the
// keyboard model (arrows move between people, P/F/J mark) and the rules the screen checks before
// sending are tested without a DOM. The screen moves the real focus where `foco` says.

export type Status = 'presente' | 'falta' | 'falta-justificada';

export const STATUS: readonly Status[] = ['presente', 'falta', 'falta-justificada'];

/** The letters on the buttons and the keys that mark them. */
export const SIGLA: Record<Status, string> = {
  presente: 'P',
  falta: 'F',
  'falta-justificada': 'FJ',
};

export const ROTULO: Record<Status, string> = {
  presente: 'Presente',
  falta: 'Falta',
  'falta-justificada': 'Falta justificada',
};

const TECLA: Record<string, Status> = { p: 'presente', f: 'falta', j: 'falta-justificada' };

export interface Linha {
  aprendizId: number;
  nome: string;
  status: Status | null;
  justificativa: string;
  /** On leave that day (or no longer allocated): shown, never marked, not counted. */
  afastado: boolean;
  /** Why the row takes no mark, when it does not ('Afastado · não conta'). */
  aviso?: string;
}

export interface Foco {
  indice: number;
  alvo: 'status' | 'justificativa';
  /** Grows with every move the keyboard asks for, so the screen focuses again even on the same row. */
  pedido: number;
}

export interface EstadoDaChamada {
  linhas: readonly Linha[];
  disciplinaId: number | null;
  conteudo: string;
  /** What the server has (or an empty day): 'sujo' compares against it. */
  salvo: { linhas: readonly Linha[]; disciplinaId: number | null; conteudo: string };
  foco: Foco;
}

export type AcaoDaChamada =
  | { tipo: 'carregar'; linhas: readonly Linha[]; disciplinaId: number | null; conteudo: string }
  | { tipo: 'marcar'; indice: number; status: Status }
  | { tipo: 'tecla'; indice: number; tecla: string }
  | { tipo: 'marcarTodosPresentes' }
  | { tipo: 'justificar'; indice: number; texto: string }
  | { tipo: 'disciplina'; disciplinaId: number | null }
  | { tipo: 'conteudo'; texto: string }
  | { tipo: 'descartar' };

export function chamadaInicial(
  linhas: readonly Linha[] = [],
  disciplinaId: number | null = null,
  conteudo = '',
): EstadoDaChamada {
  return {
    linhas,
    disciplinaId,
    conteudo,
    salvo: { linhas, disciplinaId, conteudo },
    foco: { indice: 0, alvo: 'status', pedido: 0 },
  };
}

/** The rows a mark can go on (people on leave are skipped by the arrows too). */
const marcaveis = (linhas: readonly Linha[]) => linhas.flatMap((l, i) => (l.afastado ? [] : [i]));

function vizinho(linhas: readonly Linha[], indice: number, passo: -1 | 1): number {
  const indices = marcaveis(linhas);
  const atual = indices.indexOf(indice);
  if (atual === -1) return indices[0] ?? indice;
  return indices[Math.min(Math.max(atual + passo, 0), indices.length - 1)] ?? indice;
}

function focar(estado: EstadoDaChamada, indice: number, alvo: Foco['alvo']): EstadoDaChamada {
  return { ...estado, foco: { indice, alvo, pedido: estado.foco.pedido + 1 } };
}

function marcar(estado: EstadoDaChamada, indice: number, status: Status): EstadoDaChamada {
  const linha = estado.linhas[indice];
  if (!linha || linha.afastado) return estado;
  // A justification belongs to a justified absence: another mark drops it, so nothing stale is sent.
  const justificativa = status === 'falta-justificada' ? linha.justificativa : '';
  const linhas = estado.linhas.map((l, i) => (i === indice ? { ...l, status, justificativa } : l));
  return { ...estado, linhas };
}

function tecla(estado: EstadoDaChamada, indice: number, tecla: string): EstadoDaChamada {
  const { linhas } = estado;
  switch (tecla) {
    case 'ArrowDown':
      return focar(estado, vizinho(linhas, indice, 1), 'status');
    case 'ArrowUp':
      return focar(estado, vizinho(linhas, indice, -1), 'status');
    case 'Home':
      return focar(estado, marcaveis(linhas)[0] ?? indice, 'status');
    case 'End':
      return focar(estado, marcaveis(linhas).at(-1) ?? indice, 'status');
    default:
      break;
  }
  const status = TECLA[tecla.toLowerCase()];
  if (!status) return estado;
  const marcado = marcar(estado, indice, status);
  // P and F go on to the next person (a roster is taken top to bottom); J stays to be justified.
  return status === 'falta-justificada'
    ? focar(marcado, indice, 'justificativa')
    : focar(marcado, vizinho(linhas, indice, 1), 'status');
}

/** Whether the reducer acts on a key (the screen then keeps the browser's own action from it). */
export const teclaDaChamada = (t: string) =>
  ['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(t) || t.toLowerCase() in TECLA;

export function chamadaReducer(estado: EstadoDaChamada, acao: AcaoDaChamada): EstadoDaChamada {
  switch (acao.tipo) {
    case 'carregar':
      return chamadaInicial(acao.linhas, acao.disciplinaId, acao.conteudo);
    case 'marcar':
      return marcar(estado, acao.indice, acao.status);
    case 'tecla':
      return tecla(estado, acao.indice, acao.tecla);
    case 'marcarTodosPresentes':
      // Only whoever has no mark yet: an absence already marked (and justified) is not undone.
      return {
        ...estado,
        linhas: estado.linhas.map((l) =>
          l.afastado || l.status !== null ? l : { ...l, status: 'presente' },
        ),
      };
    case 'justificar':
      return {
        ...estado,
        linhas: estado.linhas.map((l, i) =>
          i === acao.indice ? { ...l, justificativa: acao.texto } : l,
        ),
      };
    case 'disciplina':
      return { ...estado, disciplinaId: acao.disciplinaId };
    case 'conteudo':
      return { ...estado, conteudo: acao.texto };
    case 'descartar':
      return {
        ...chamadaInicial(estado.salvo.linhas, estado.salvo.disciplinaId, estado.salvo.conteudo),
        foco: estado.foco,
      };
  }
}

const mesmaLinha = (a: Linha, b: Linha | undefined) =>
  b !== undefined &&
  a.aprendizId === b.aprendizId &&
  a.status === b.status &&
  a.justificativa.trim() === b.justificativa.trim();

export function chamadaAlterada(estado: EstadoDaChamada): boolean {
  const { salvo } = estado;
  return (
    estado.disciplinaId !== salvo.disciplinaId ||
    estado.conteudo.trim() !== salvo.conteudo.trim() ||
    estado.linhas.length !== salvo.linhas.length ||
    estado.linhas.some((l, i) => !mesmaLinha(l, salvo.linhas[i]))
  );
}

export interface ProblemasDaChamada {
  /** People still without a mark (on leave not counted). */
  semMarcacao: number;
  /** Row index -> message, for a justified absence with no justification. */
  justificativas: ReadonlyMap<number, string>;
}

export const INFORME_JUSTIFICATIVA = 'Informe a justificativa da falta.';

export function problemasDaChamada(estado: EstadoDaChamada): ProblemasDaChamada {
  const justificativas = new Map<number, string>();
  let semMarcacao = 0;
  estado.linhas.forEach((l, i) => {
    if (l.afastado) return;
    if (l.status === null) semMarcacao += 1;
    if (l.status === 'falta-justificada' && l.justificativa.trim() === '') {
      justificativas.set(i, INFORME_JUSTIFICATIVA);
    }
  });
  return { semMarcacao, justificativas };
}

/** The marks as the API takes them (people on leave and unmarked rows are not sent). */
export function registrosDaChamada(linhas: readonly Linha[]) {
  return linhas.flatMap((l) =>
    l.afastado || l.status === null
      ? []
      : [
          {
            aprendizId: l.aprendizId,
            status: l.status,
            ...(l.status === 'falta-justificada' ? { justificativa: l.justificativa.trim() } : {}),
          },
        ],
  );
}

/** Counts shown above the roster ('12 presentes · 2 faltas · 1 justificada · 3 sem marcação'). */
export function contagemDaChamada(linhas: readonly Linha[]) {
  const c = { presente: 0, falta: 0, 'falta-justificada': 0, semMarcacao: 0, afastados: 0 };
  for (const l of linhas) {
    if (l.afastado) c.afastados += 1;
    else if (l.status === null) c.semMarcacao += 1;
    else c[l.status] += 1;
  }
  return c;
}
