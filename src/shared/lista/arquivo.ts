// Export = `GET <list path>/exportar?<the list's query>&formato=csv|xlsx`, all matching rows (no
// page/pageSize), streamed by the server with Content-Disposition naming the file. It is fetched
// outside RTK Query (a file, not cached data) and read chunk by chunk to show progress.
import { ProblemError, toProblem, type Problem } from '../api/problema';

/** A report also prints as PDF (`formato=pdf` on the report's own URL). */
export type FormatoDeExportacao = 'csv' | 'xlsx' | 'pdf';

export interface ProgressoDaExportacao {
  received: number;
  /** From Content-Length; null when the server streams without knowing the size. */
  total: number | null;
}

export interface PedidoDeExportacao {
  /** e.g. '/api/aprendiz/exportar' */
  path: string;
  query: Readonly<Record<string, string | number | boolean | undefined>>;
  format: FormatoDeExportacao;
  token: string | null;
  signal?: AbortSignal;
  onProgress?: (progress: ProgressoDaExportacao) => void;
  /** Used when the answer names no file. */
  fallbackName: string;
}

export function enderecoDaExportacao(
  path: string,
  query: PedidoDeExportacao['query'],
  format: FormatoDeExportacao,
): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  search.set('formato', format);
  return `${path}?${search.toString()}`;
}

/** `attachment; filename*=UTF-8''Aprendizes%20SP.csv` or `filename="x.csv"` -> the name. */
export function nomeDoArquivoDe(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // A malformed escape: fall through to the plain filename.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(disposition);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name ?? null;
}

async function failure(response: Response): Promise<Problem> {
  try {
    return toProblem({ status: response.status, data: (await response.json()) as unknown });
  } catch {
    return toProblem({ status: response.status });
  }
}

async function readAll(
  response: Response,
  onProgress: PedidoDeExportacao['onProgress'],
): Promise<Blob> {
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  if (!response.body) return response.blob();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  onProgress?.({ received, total });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress?.({ received, total });
  }
  return new Blob(chunks as BlobPart[], { type });
}

/** Hands the file to the browser's downloads (the object URL is released once it is taken). */
export function salvarArquivo(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 0);
}

/** The session's token as the header the API reads; nothing when signed out. */
export const cabecalhoDeAutorizacao = (token: string | null): Record<string, string> =>
  token ? { Authorization: `Bearer ${token}` } : {};

/**
 * A request whose answer is a file or a stream, outside RTK Query (not cached data): a network
 * failure or an answer that is not ok rejects with its Problem.
 */
export async function pedirArquivo(url: string, init: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    throw new ProblemError(toProblem(error));
  }
  if (!response.ok) throw new ProblemError(await failure(response));
  return response;
}

/** Saves the answer under the name it gives (Content-Disposition), else `fallbackName`. */
export async function salvarResposta(response: Response, fallbackName: string): Promise<string> {
  const name = nomeDoArquivoDe(response.headers.get('content-disposition')) ?? fallbackName;
  salvarArquivo(await response.blob(), name);
  return name;
}

/** One file (a PDF, a report) fetched with the session's token and saved; resolves its name. */
export async function baixarArquivo(
  url: string,
  token: string | null,
  fallbackName: string,
): Promise<string> {
  return salvarResposta(
    await pedirArquivo(url, { headers: cabecalhoDeAutorizacao(token) }),
    fallbackName,
  );
}

/** Fetches, reports progress and saves the file; rejects with a Problem. Resolves the file name. */
export async function baixarExportacao(request: PedidoDeExportacao): Promise<string> {
  const response = await pedirArquivo(
    enderecoDaExportacao(request.path, request.query, request.format),
    {
      headers: cabecalhoDeAutorizacao(request.token),
      signal: request.signal,
    },
  );
  const blob = await readAll(response, request.onProgress);
  const name =
    nomeDoArquivoDe(response.headers.get('content-disposition')) ??
    `${request.fallbackName}.${request.format}`;
  salvarArquivo(blob, name);
  return name;
}
