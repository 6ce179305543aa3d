// A page whose record is read from two endpoints (a unit and its partner) loads, fails and
// retries as one: it is there only when every part is.
import type { ConsultaDeRegistro } from './CarregarRegistro';

type Dados<Consultas extends Record<string, ConsultaDeRegistro<unknown>>> = {
  [Nome in keyof Consultas]: NonNullable<Consultas[Nome]['data']>;
};

export function juntarConsultas<Consultas extends Record<string, ConsultaDeRegistro<unknown>>>(
  consultas: Consultas,
): ConsultaDeRegistro<Dados<Consultas>> {
  const partes = Object.entries(consultas);
  const completas = partes.every(([, consulta]) => consulta.data !== undefined);
  return {
    // Built from every part's data, under the same names as `consultas`.
    data: completas
      ? (Object.fromEntries(partes.map(([nome, c]) => [nome, c.data])) as Dados<Consultas>)
      : undefined,
    isLoading: partes.some(([, consulta]) => consulta.isLoading),
    error: partes.find(([, consulta]) => consulta.error !== undefined)?.[1].error,
    refetch: () => {
      for (const [, consulta] of partes) void consulta.refetch();
    },
  };
}
