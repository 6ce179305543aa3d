// A fake API behind global fetch for store tests: routes by "METHOD /path" to canned answers, and
// records every request (with its Authorization header) for assertions.

export interface Resposta {
  status: number;
  corpo?: unknown;
  headers?: Record<string, string>;
}

export type Rota =
  | Resposta
  | 'falha-de-rede'
  | 'pendente'
  | ((req: Request) => Resposta | 'falha-de-rede' | 'pendente');

export interface Chamada {
  metodo: string;
  caminho: string;
  authorization: string | null;
  corpo: unknown;
}

export function instalarApiFalsa(rotas: Record<string, Rota>) {
  const chamadas: Chamada[] = [];
  const fetchFalso = jest.fn(async (entrada: RequestInfo | URL, init?: RequestInit) => {
    const req = entrada instanceof Request ? entrada : new Request(String(entrada), init);
    const url = new URL(req.url);
    const chave = `${req.method} ${url.pathname}`;
    const texto = await req.text();
    chamadas.push({
      metodo: req.method,
      caminho: url.pathname,
      authorization: req.headers.get('authorization'),
      corpo: texto ? (JSON.parse(texto) as unknown) : undefined,
    });
    const rota = rotas[chave];
    const r = typeof rota === 'function' ? rota(req) : rota;
    if (r === undefined) return new Response(null, { status: 404 });
    if (r === 'falha-de-rede') throw new TypeError('Failed to fetch');
    if (r === 'pendente') return new Promise<Response>(() => undefined);
    const json = r.corpo === undefined ? null : JSON.stringify(r.corpo);
    const tipo = r.status >= 400 ? 'application/problem+json' : 'application/json';
    return new Response(json, {
      status: r.status,
      headers: { ...(json ? { 'content-type': tipo } : {}), ...r.headers },
    });
  });
  globalThis.fetch = fetchFalso as typeof fetch;
  return { chamadas, fetchFalso };
}

/** A 200 answer with its JSON body: the canned success beside `problema`'s failure. */
export const ok = (corpo: unknown): Resposta => ({ status: 200, corpo });

/** The first page of a list holding just these rows, as the API answers it (`extra`: totais…). */
export const pagina = (data: unknown[], extra: object = {}): Resposta =>
  ok({ data, total: data.length, page: 1, pageSize: 25, ...extra });

export const problema = (status: number, detail: string, extra: object = {}): Resposta => ({
  status,
  corpo: { type: 'about:blank', title: 'Erro', status, detail, ...extra },
});
