// A detail page shows nothing of its record until the record is there: the ids in the address are
// checked first (an id that is not a number is not found, without asking the API), then one
// sentence while the record loads, then the record, a Portuguese not-found or a failure to retry.
import type { ComponentType, ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import {
  FalhaAoCarregar,
  NaoEncontrado,
  ehNaoEncontrado,
  idDaRota,
  type NaoEncontradoProps,
} from '../ui/Carregamento';
import { TelaCarregando } from '../ui/TelaCarregando';

/** The part of a generated query hook's result the loader reads. */
export interface ConsultaDeRegistro<Registro> {
  data?: Registro;
  isLoading: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/** The ids as typed in the address, for a not-found notice that quotes them or links back. */
export type TextoDaRota<Chave extends string> = Partial<Record<Chave, string>>;

/**
 * How a domain loads its record, declared once beside its api and spread into every page of the
 * record: `const CARREGAR_TURMA: CarregamentoDoRegistro<Turma> = { useConsulta: useTurmaObterQuery,
 * ... }`. Typed by the record, so the generated hook goes in as it is and pages get a `Turma`.
 */
export interface CarregamentoDoRegistro<Registro, Chave extends string = 'id'> {
  /**
   * Which route parameter holds each of the hook's ids: `{ id: 'parceiroId' }` on
   * /empresas/:parceiroId. The route's `id` is the hook's `id` when left out.
   */
  parametros?: Readonly<Record<Chave, string>>;
  /**
   * The generated hook (`useTurmaObterQuery`) as it is. A record read from two endpoints passes a
   * hook that joins them with `juntarConsultas`.
   */
  useConsulta: (ids: NoInfer<Record<Chave, number>>) => ConsultaDeRegistro<Registro>;
  /** Said while the record is on its way: 'Carregando turma...'. */
  carregando: string;
  naoEncontrado: NaoEncontradoProps | ((texto: TextoDaRota<Chave>) => NaoEncontradoProps);
}

export interface CarregarRegistroProps<
  Registro,
  Chave extends string = 'id',
> extends CarregamentoDoRegistro<Registro, Chave> {
  /** `recarregar` refetches the record (an edit form's 'Recarregar' after a stale save). */
  children: (registro: Registro, recarregar: () => void) => ReactNode;
}

/** What a record's page is given: the record, and `recarregar` to fetch it again. */
export interface PaginaDoRegistro<Registro> {
  registro: Registro;
  /** Refetches the record (an edit form's 'Recarregar' after a stale save). */
  recarregar: () => void;
}

/**
 * A screen that is one record's page: the record `carregamento` loads from the address
 * (`CARREGAR_TURMA`), shown by `Pagina` once it is there.
 */
export function telaDoRegistro<Registro, Chave extends string = 'id'>(
  carregamento: CarregamentoDoRegistro<Registro, Chave>,
  Pagina: ComponentType<PaginaDoRegistro<Registro>>,
) {
  return function TelaDoRegistro() {
    return (
      <CarregarRegistro {...carregamento}>
        {(registro, recarregar) => <Pagina registro={registro} recarregar={recarregar} />}
      </CarregarRegistro>
    );
  };
}

export function CarregarRegistro<Registro, Chave extends string = 'id'>(
  props: CarregarRegistroProps<Registro, Chave>,
) {
  const rota = useParams();
  const parametros: Readonly<Record<string, string>> = props.parametros ?? { id: 'id' };
  const texto = Object.fromEntries(
    Object.entries(parametros).map(([chave, parametro]) => [chave, rota[parametro]]),
  );
  const ids = Object.fromEntries(
    Object.entries(texto).map(([chave, valor]) => [chave, idDaRota(valor)]),
  );
  const aviso =
    typeof props.naoEncontrado === 'function'
      ? props.naoEncontrado(texto as TextoDaRota<Chave>)
      : props.naoEncontrado;
  if (Object.values(ids).includes(undefined)) return <NaoEncontrado {...aviso} />;
  // Built from `parametros`, whose keys are the hook's; every one now holds a number.
  return <Carregar {...props} ids={ids as Record<Chave, number>} aviso={aviso} />;
}

function Carregar<Registro, Chave extends string>({
  ids,
  aviso,
  useConsulta,
  carregando,
  children,
}: CarregarRegistroProps<Registro, Chave> & {
  ids: Record<Chave, number>;
  aviso: NaoEncontradoProps;
}) {
  const consulta = useConsulta(ids);
  const recarregar = () => void consulta.refetch();
  if (consulta.isLoading) return <TelaCarregando texto={carregando} telaCheia={false} />;
  if (consulta.error !== undefined && ehNaoEncontrado(consulta.error)) {
    return <NaoEncontrado {...aviso} />;
  }
  if (consulta.data === undefined) {
    return <FalhaAoCarregar erro={consulta.error} onRetry={recarregar} />;
  }
  return children(consulta.data, recarregar);
}
