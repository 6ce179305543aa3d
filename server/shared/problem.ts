// RFC 9457 problem details: the one error shape every route answers with. Handlers throw
// `problema(...)`; plugins/errors.ts turns it (and every other error) into the response.
import { Type, type Static } from 'typebox';

export const Problem = Type.Object(
  {
    type: Type.String({ description: 'URI que identifica o tipo de problema.' }),
    title: Type.String({ description: 'Resumo do tipo de problema, em português.' }),
    status: Type.Integer(),
    detail: Type.String({ description: 'O que aconteceu e o que fazer a seguir.' }),
    errors: Type.Optional(
      Type.Record(Type.String(), Type.String(), {
        description: 'Mensagem de cada campo inválido (caminho do campo -> mensagem).',
      }),
    ),
  },
  { $id: 'Problem', description: 'Erro no formato application/problem+json (RFC 9457).' },
);

export type Problema = Static<typeof Problem>;

/** The detail of every 400 whose `errors` name the fields to fix. */
export const DETALHE_VALIDACAO = 'Corrija os campos indicados.';
export const TIPO_VALIDACAO = '/problemas/validacao';

/** Reference to the shared schema (registered once by plugins/errors.ts), typed for handlers. */
export const ProblemRef = Type.Unsafe<Problema>(Type.Ref('Problem'));

const TITULOS: Record<number, string> = {
  400: 'Requisição inválida',
  401: 'Não autenticado',
  403: 'Acesso negado',
  404: 'Não encontrado',
  405: 'Método não permitido',
  406: 'Formato não aceito',
  408: 'Tempo esgotado',
  409: 'Conflito',
  413: 'Conteúdo grande demais',
  415: 'Tipo de conteúdo não suportado',
  422: 'Regra de negócio violada',
  429: 'Muitas tentativas',
  431: 'Requisição grande demais',
  500: 'Erro interno',
  503: 'Serviço indisponível',
};

export const tituloDoStatus = (status: number) =>
  TITULOS[status] ?? (status >= 500 ? 'Erro interno' : 'Requisição inválida');

export interface OpcoesProblema {
  errors?: Record<string, string>;
  /** A URI a client may branch on; defaults to about:blank (the title says it all). */
  tipo?: string;
  cabecalhos?: Record<string, string>;
}

export class ErroProblema extends Error {
  readonly status: number;
  readonly tipo: string;
  readonly errors: Record<string, string> | undefined;
  readonly cabecalhos: Record<string, string>;

  constructor(status: number, detail: string, opcoes: OpcoesProblema = {}) {
    super(detail);
    this.name = 'ErroProblema';
    this.status = status;
    this.tipo = opcoes.tipo ?? 'about:blank';
    this.errors = opcoes.errors;
    this.cabecalhos = opcoes.cabecalhos ?? {};
  }

  corpo(): Problema {
    const corpo: Problema = {
      type: this.tipo,
      title: tituloDoStatus(this.status),
      status: this.status,
      detail: this.message,
    };
    if (this.errors) corpo.errors = this.errors;
    return corpo;
  }
}

export function problema(
  status: number,
  detail: string,
  errors?: Record<string, string>,
  opcoes: Omit<OpcoesProblema, 'errors'> = {},
): ErroProblema {
  return new ErroProblema(status, detail, errors ? { ...opcoes, errors } : opcoes);
}

/** The response schemas of the error statuses a route can answer, all with the shared Problem. */
export function respostasDeErro<S extends number>(...status: S[]): Record<S, typeof ProblemRef> {
  return Object.fromEntries(status.map((s) => [s, ProblemRef])) as Record<S, typeof ProblemRef>;
}

/** The 400 of a body with wrong fields: every field's message in `errors`, for the form. */
export const invalido = (errors: Record<string, string>) =>
  problema(400, DETALHE_VALIDACAO, errors, { tipo: TIPO_VALIDACAO });
