// The lookups the apprentice screens choose from, as options for the form and filter blocks.
import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { paraOpcoes, type Opcao, type UsarOpcoes } from '../../shared/formulario';
import {
  useEstadoCivilOpcoesQuery,
  useGeneroOpcoesQuery,
  useGrauEscolaridadeOpcoesQuery,
  useMotivoAfastamentoOpcoesQuery,
  opcoesDeMunicipio,
  useMunicipioOpcoesQuery,
  useNacionalidadeOpcoesQuery,
  useRegiaoOpcoesQuery,
  useSituacaoAprendizOpcoesQuery,
  useTipoContatoOpcoesQuery,
} from '../../store/opcoes';

/** Every select of the apprentice form, loaded once and cached. */
export function useOpcoesDoAprendiz() {
  const generos = useGeneroOpcoesQuery();
  const estadosCivis = useEstadoCivilOpcoesQuery();
  const nacionalidades = useNacionalidadeOpcoesQuery();
  const graus = useGrauEscolaridadeOpcoesQuery();
  const regioes = useRegiaoOpcoesQuery();
  const tiposContato = useTipoContatoOpcoesQuery();
  const carregando = [generos, estadosCivis, nacionalidades, graus, regioes, tiposContato].some(
    (r) => r.isLoading,
  );
  return useMemo(
    () => ({
      generos: paraOpcoes(generos.data?.data),
      estadosCivis: paraOpcoes(estadosCivis.data?.data),
      nacionalidades: paraOpcoes(nacionalidades.data?.data),
      grausEscolaridade: paraOpcoes(graus.data?.data),
      regioes: paraOpcoes(regioes.data?.data),
      tiposContato: paraOpcoes(tiposContato.data?.data),
      /** Every select has its options (a record's values would otherwise show blank). */
      carregando,
      /** How a contact of this type is checked (the shared rules ask). */
      formatoContato: (id: number) => tiposContato.data?.data.find((t) => t.id === id)?.formato,
    }),
    [
      generos.data,
      estadosCivis.data,
      nacionalidades.data,
      graus.data,
      regioes.data,
      tiposContato.data,
      carregando,
    ],
  );
}

/**
 * The options plus the record's own choice when it is no longer offered (a registry row inactivated
 * after it was chosen): it keeps showing, marked, instead of a blank select.
 */
export function comEscolhido(
  opcoes: Opcao[],
  valor: number | null | undefined,
  rotulo: string | null | undefined,
): Opcao[] {
  if (!valor || !rotulo || opcoes.some((o) => o.value === valor)) return opcoes;
  return [...opcoes, { value: valor, label: `${rotulo} (inativo)` }];
}

export function useSituacoes() {
  const { data } = useSituacaoAprendizOpcoesQuery();
  return data?.data ?? [];
}

export function useMotivosAfastamento(): Opcao[] {
  return paraOpcoes(useMotivoAfastamentoOpcoesQuery().data?.data);
}

/** Municipalities matching what was typed (nothing is fetched before the person types). */
export const useMunicipioOptions: UsarOpcoes = (q) => {
  const { data, isFetching } = useMunicipioOpcoesQuery(q.trim() ? { q: q.trim() } : skipToken);
  return { opcoes: opcoesDeMunicipio(data?.data), carregando: isFetching };
};

// The list's municipality filter lives with the other lookups (reports and statistics use it too).
export { useMunicipioFiltro } from '../../store/opcoes';
