// Sending the days kept on this device: plain functions over an `Armazem` and a PUT, so the
// decisions (what a 2xx, a 409, a network failure or another refusal does to the queue) are tested
// without a browser. The PUT is the screen's own (`frequenciaSalvar`, with the saved versao): a day
// someone else changed meanwhile answers 409 and becomes a conflict the person resolves.
import {
  ehErroDeRede,
  isStaleVersion,
  problemMessage,
  toProblem,
} from '../../../shared/api/problema';
import type { Armazem, CorpoDoDia, DiaPendente } from './fila';

/** What the PUT gave back: `{ data }` on 2xx, `{ error }` (RTK Query's shape) otherwise. */
export type ResultadoDoEnvio = { data: unknown; error?: undefined } | { error: unknown };

export type Decisao =
  | { tipo: 'enviado' }
  | { tipo: 'conflito' }
  | { tipo: 'aguardar' }
  | { tipo: 'recusado'; mensagem: string };

/**
 * 2xx: sent. 409 (stale versao): a conflict. No network, a 5xx, a 401 (the session must be renewed
 * first; the queue is kept for the same person) or 429: try again later. Any other refusal (400,
 * 403, 404, 422): shown with the server's sentence; trying again would not change it.
 */
export function decidir(resultado: ResultadoDoEnvio): Decisao {
  if (resultado.error === undefined) return { tipo: 'enviado' };
  const erro = resultado.error;
  if (ehErroDeRede(erro)) return { tipo: 'aguardar' };
  const problema = toProblem(erro);
  if (problema.status === 409 && isStaleVersion(problema)) return { tipo: 'conflito' };
  if (problema.status >= 500 || problema.status === 401 || problema.status === 429)
    return { tipo: 'aguardar' };
  return { tipo: 'recusado', mensagem: problemMessage(problema) };
}

export interface RelatorioDoEnvio {
  enviados: DiaPendente[];
  conflitos: DiaPendente[];
  recusados: DiaPendente[];
  /** True when the network failed: the rest waits for the next try. */
  semRede: boolean;
}

/**
 * Sends the person's pending days, oldest first; stops at the first network failure (the others
 * would fail the same way). Conflicts and refusals stay in the queue, marked, until the person
 * decides; they are not sent again by themselves.
 */
export async function enviarPendentes(
  armazem: Armazem,
  usuarioId: number,
  put: (corpo: CorpoDoDia) => Promise<ResultadoDoEnvio>,
): Promise<RelatorioDoEnvio> {
  const relatorio: RelatorioDoEnvio = {
    enviados: [],
    conflitos: [],
    recusados: [],
    semRede: false,
  };
  const dias = (await armazem.listar())
    .filter((d) => d.usuarioId === usuarioId && d.estado === 'pendente')
    .sort((a, b) => a.guardadoEm.localeCompare(b.guardadoEm));
  for (const dia of dias) {
    const decisao = decidir(await put(dia.corpo));
    if (decisao.tipo === 'aguardar') {
      relatorio.semRede = true;
      break;
    }
    if (decisao.tipo === 'enviado') {
      await armazem.remover(dia.chave);
      relatorio.enviados.push(dia);
    } else if (decisao.tipo === 'conflito') {
      const marcado: DiaPendente = { ...dia, estado: 'conflito' };
      await armazem.guardar(marcado);
      relatorio.conflitos.push(marcado);
    } else {
      const marcado: DiaPendente = { ...dia, estado: 'recusado', mensagem: decisao.mensagem };
      await armazem.guardar(marcado);
      relatorio.recusados.push(marcado);
    }
  }
  return relatorio;
}

/**
 * "Keep mine" after a conflict: the same marks, now based on the server's current versao (what the
 * person has just seen), back in the queue to be sent.
 */
export function manterOMeu(dia: DiaPendente, versaoAtual: number | undefined): DiaPendente {
  const corpo = { ...dia.corpo };
  delete corpo.versao;
  return {
    chave: dia.chave,
    usuarioId: dia.usuarioId,
    guardadoEm: dia.guardadoEm,
    estado: 'pendente',
    corpo: versaoAtual === undefined ? corpo : { ...corpo, versao: versaoAtual },
  };
}
