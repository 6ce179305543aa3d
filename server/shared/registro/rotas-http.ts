// How a record's standard routes appear in HTTP and in the OpenAPI document: paths, permissions,
// schemas and the words of each operation, declared by the domain (its rotas.ts).
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  FastifyContextConfig,
  FastifyRequest,
  FastifySchema,
  preValidationHookHandler,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
} from 'fastify';
import type { TObject, TSchema } from 'typebox';
import type { Componente } from '../componentes';

export type RotaPadrao =
  'listar' | 'exportar' | 'criar' | 'obter' | 'atualizar' | 'inativar' | 'reativar';

/** Routes a record may go without (or write by hand, as the users' create). */
type RotaOpcional = 'listar' | 'exportar' | 'criar' | 'inativar' | 'reativar';

export interface DocumentacaoRota {
  summary: string;
  description?: string;
}

type Permissao = NonNullable<FastifyContextConfig['permissao']>;

/** A request whose schema is `S`, typed as the TypeBox type provider types a route's handler. */
type Pedido<S extends FastifySchema> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  S,
  TypeBoxTypeProvider
>;

/**
 * The body a route with the body schema `T` hands its handler: `Static<T>` once `T` is known. The
 * standard routes give the record this very type, so a record whose body type is not what its
 * schemas let through does not compile (rotasPadrao), and no handler casts its body.
 */
export type CorpoDoPedido<T extends TSchema> = Pedido<{ body: T }>['body'];
/** The query a route with the querystring schema `T` hands its handler, as CorpoDoPedido. */
export type ConsultaDoPedido<T extends TSchema> = Pedido<{ querystring: T }>['query'];

/**
 * `TConsulta`, `TNovo`, `TAlteracao`: the list's query and the create and update bodies' schemas,
 * whose types the record's list, export, `criar` and `atualizar` must take.
 */
export interface RotasRegistro<
  TConsulta extends TObject = TObject,
  TNovo extends TSchema = TSchema,
  TAlteracao extends TSchema = TSchema,
> {
  /** '/api/educadores', '/api/parceiros/:id/unidades' */
  base: string;
  /** Where the list lives under base: '' (the default) or '/lista' (base answers the options). */
  lista?: string;
  /** Name of the record's id in the path: 'id' (the default), 'unidadeId'... */
  id?: string;
  tags: string[];
  /** operationId prefix: educador -> educadorListar, educadorCriar... */
  operacao: string;
  permissoes: { ler: Permissao; escrever: Permissao };
  /**
   * The answer: a named component (`componente('Educador', …)`), or a schema the API document has
   * always carried inline (usuários, funções), kept inline so the generated client stays the same.
   */
  componente: Componente<TSchema> | TSchema;
  /**
   * The list's query (`consultaLista`). Without one the list takes no query and answers every
   * record at once, `{ data }`, in `ordenacaoPadrao` (funções: a handful, all in the matrix).
   */
  consulta?: TConsulta;
  corpoNovo: TNovo;
  /** The update's body, with the `versao` it was based on. */
  corpoAlteracao: TAlteracao;
  /** Path of a record (default ParametroId). */
  parametros?: TObject;
  /** Path of the list and of create, when base has parameters (the partner of a unit). */
  parametrosColecao?: TObject;
  /** Runs before every handler: the parent of a nested record exists (its own 404). */
  preHandler?: (request: FastifyRequest) => Promise<void>;
  /** Runs before the body's schema check of create and update (a pasted e-mail's spaces trimmed). */
  preValidation?: preValidationHookHandler;
  /**
   * What opening a record does once it is read (the apprentices' access log, LGPD): a missing
   * record (404) opened nothing and leaves no trace.
   */
  aoObter?: (request: FastifyRequest, id: number) => Promise<void>;
  /**
   * The words of each route. The export route exists when it is documented; so do inactivate and
   * reactivate, which a record that is never switched off (a contract) leaves out, and create,
   * which a domain whose create answers more than the record writes by hand after this call (a
   * user's temporary password, shown once), calling the record's `criar`. A list left out is
   * written by hand in `rotasDaColecao` (the apprentices' summary; see DeclaracaoRegistro.lista).
   */
  documentacao: Record<Exclude<RotaPadrao, RotaOpcional>, DocumentacaoRota> &
    Partial<Record<RotaOpcional, DocumentacaoRota>>;
  /** Error statuses of a route, when not the usual ones (ERROS). */
  erros?: Partial<Record<RotaPadrao, number[]>>;
  /** Routes of the whole collection (stats) that belong before the record's own. */
  rotasDaColecao?: () => void;
}

export const ERROS: Record<RotaPadrao, number[]> = {
  listar: [400, 401, 403],
  exportar: [400, 401, 403],
  criar: [400, 401, 403, 409],
  obter: [400, 401, 403, 404],
  atualizar: [400, 401, 403, 404, 409],
  inativar: [400, 401, 403, 404, 409],
  reativar: [400, 401, 403, 404],
};
