// Report cards as PDF: files, not cached data. Fetched with the session's Bearer token, read as a
// stream so the screen can show progress: the class's batch says how many pages come
// (X-Total-Boletins) and each page's dictionary is counted as it arrives (the PDF library writes a
// page when it is done). A failure is read as problem+json; the name comes from Content-Disposition.
import { ProblemError, toProblem } from '../../../shared/api/problema';
import { nomeDoArquivoDe } from '../../../shared/lista';
import { salvarArquivo } from '../../../shared/lista/arquivo';

export interface ProgressoDoPdf {
  /** Pages received so far. */
  paginas: number;
  /** Pages announced by the server (null: not said). */
  total: number | null;
  bytes: number;
}

const PAGINA = /\/Type\s*\/Page(?![s\w])/g;

/** Counts page dictionaries in a stream of PDF bytes, chunk by chunk (a match may span two). */
export function contadorDePaginas() {
  const decoder = new TextDecoder('latin1');
  let resto = '';
  let paginas = 0;
  return (parte: Uint8Array): number => {
    const texto = resto + decoder.decode(parte, { stream: true });
    paginas += texto.match(PAGINA)?.length ?? 0;
    // Keep a tail that cannot hold a whole match already counted: a split one completes next time.
    const corte = Math.max(0, texto.length - 16);
    const cauda = texto.slice(corte);
    resto = PAGINA.test(cauda) ? '' : cauda;
    PAGINA.lastIndex = 0;
    return paginas;
  };
}

export async function baixarPdf(
  url: string,
  token: string | null,
  nomePadrao: string,
  aoProgredir?: (p: ProgressoDoPdf) => void,
): Promise<string> {
  let resposta: Response;
  try {
    resposta = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch (erro) {
    throw new ProblemError(toProblem(erro));
  }
  if (!resposta.ok) {
    const corpo: unknown = await resposta.json().catch(() => undefined);
    throw new ProblemError(toProblem({ status: resposta.status, data: corpo }));
  }
  const anunciado = Number(resposta.headers.get('x-total-boletins'));
  const total = Number.isInteger(anunciado) && anunciado > 0 ? anunciado : null;
  const partes: Uint8Array[] = [];
  let bytes = 0;
  let paginas = 0;
  const contar = contadorDePaginas();
  const leitor = resposta.body?.getReader();
  if (leitor) {
    for (;;) {
      const { done, value } = await leitor.read();
      if (done) break;
      partes.push(value);
      bytes += value.length;
      paginas = contar(value);
      aoProgredir?.({ paginas: total === null ? paginas : Math.min(paginas, total), total, bytes });
    }
  } else {
    const tudo = new Uint8Array(await resposta.arrayBuffer());
    partes.push(tudo);
    bytes = tudo.length;
  }
  const nome = nomeDoArquivoDe(resposta.headers.get('content-disposition')) ?? nomePadrao;
  salvarArquivo(new Blob(partes as BlobPart[], { type: 'application/pdf' }), nome);
  aoProgredir?.({ paginas: total ?? paginas, total, bytes });
  return nome;
}
