// A detail page shows nothing of its record until the record is there: the ids in the address are
// checked first (an id that is not a number is not found, without asking the API), then one
// sentence while the record loads, then the record, a Portuguese not-found or a failure to retry.
import type { ReactNode } from 'react';
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

/** The address's parameters as typed, for a not-found notice that quotes them or links back. */
export type TextoDaRota<Parametro extends string> = Partial<Record<Parametro, string>>;

/**
 * How a domain loads its record, declared once beside its api and spread into every page of the
 * record: `const CARREGAR_TURMA: CarregamentoDoRegistro<Turma> = { useConsulta: useTurmaObterQuery,
 * ... }`. Typed by the record, so the generated hook goes in as it is and pages get a `Turma`.
 */
export interface CarregamentoDoRegistro<Registro, Parametro extends string = 'id'> {
  /** The route parameters that are the record's ids; `['id']` when left out. */
  parametros?: readonly Parametro[];
  /**
   * The generated hook (`useTurmaObterQuery`): it gets the ids by their route names. A record read
   * from two endpoints passes a hook that joins them with `juntarConsultas`.
   */
  useConsulta: (ids: NoInfer<Record<Parametro, number>>) => ConsultaDeRegistro<Registro>;
  /** Said while the record is on its way: 'Carregando turma...'. */
  carregando: string;
  naoEncontrado: NaoEncontradoProps | ((texto: TextoDaRota<Parametro>) => NaoEncontradoProps);
}

export interface CarregarRegistroProps<Registro, Parametro extends string = 'id'>
  extends CarregamentoDoRegistro<Registro, Parametro> {
  /** `recarregar` refetches the record (an edit form's 'Recarregar' after a stale save). */
  children: (registro: Registro, recarregar: () => void) => ReactNode;
}

export function CarregarRegistro<Registro, Parametro extends string = 'id'>(
  props: CarregarRegistroProps<Registro, Parametro>,
) {
  const rota = useParams();
  const nomes: readonly string[] = props.parametros ?? ['id'];
  const texto = Object.fromEntries(nomes.map((nome) => [nome, rota[nome]]));
  const ids = Object.fromEntries(nomes.map((nome) => [nome, idDaRota(rota[nome])]));
  const aviso =
    typeof props.naoEncontrado === 'function'
      ? props.naoEncontrado(texto as TextoDaRota<Parametro>)
      : props.naoEncontrado;
  if (Object.values(ids).includes(undefined)) return <NaoEncontrado {...aviso} />;
  // Every name in `parametros` now holds a number.
  return <Carregar {...props} ids={ids as Record<Parametro, number>} aviso={aviso} />;
}

function Carregar<Registro, Parametro extends string>({
  ids,
  aviso,
  useConsulta,
  carregando,
  children,
}: CarregarRegistroProps<Registro, Parametro> & {
  ids: Record<Parametro, number>;
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
