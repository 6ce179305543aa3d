// The lookups behind every form's selects and autocompletes (`GET /api/cadastros/<x>`, answering
// `{ data }`), generated into generated/opcoes.generated.ts because several features use them.
// Each is cached under a tag named after its operation (estadoCivilOpcoes -> 'estadoCivil'): the
// registry screens' mutations invalidate that same tag, so a row created in /cadastros shows up in
// the selects at once, and saving a registry does not refetch the municipalities.
import { skipToken } from '@reduxjs/toolkit/query';
import { tagDoCadastro } from '../shared/api/tags';
import { useSearchParams } from 'react-router-dom';
import type { Opcao, EstadoDasOpcoes, UsarOpcoes } from '../shared/formulario';
import { ufDoMunicipio } from '../shared/formulario/ufs';
import { enhancedApi, type Municipio } from './generated/opcoes.generated';

type NomeDaOpcao = keyof typeof enhancedApi.endpoints;

// Only the lookups: `endpoints` is the one api's whole table, with every feature injected so far
// (by name, the generator puts exactly the ...Opcoes operations here: codegen.config.cjs). Taking
// them all gave the apprentice record a lookup's tag, and saving it stopped refreshing the page.
const nomes = (Object.keys(enhancedApi.endpoints) as NomeDaOpcao[]).filter((n) =>
  n.endsWith('Opcoes'),
);

enhancedApi.enhanceEndpoints({
  addTagTypes: nomes.map(tagDoCadastro),
  endpoints: Object.fromEntries(
    nomes.map((nome) => [nome, { providesTags: [tagDoCadastro(nome)] }]),
  ),
});

export * from './generated/opcoes.generated';

const MAXIMO_MUNICIPIOS = 50;

/** Municipalities as options ('Nome - UF'), the chosen one first so the cut never drops it. */
export function opcoesDeMunicipio(
  linhas: readonly Municipio[] | undefined,
  primeiro?: number,
): Opcao[] {
  const lista = [...(linhas ?? [])];
  lista.sort((a, b) => Number(b.id === primeiro) - Number(a.id === primeiro));
  return lista
    .slice(0, MAXIMO_MUNICIPIOS)
    .map((m) => ({ value: m.id, label: `${m.nome} - ${m.uf}` }));
}

/**
 * Municipalities matching what was typed, for any form or filter (nothing is fetched before the
 * person types; the list is cut at 50, the lookup's own order).
 */
export const useMunicipios: UsarOpcoes = (q) => {
  const termo = q.trim();
  const { data, isFetching } = enhancedApi.useMunicipioOpcoesQuery(
    termo ? { q: termo } : skipToken,
  );
  return { opcoes: opcoesDeMunicipio(data?.data), carregando: isFetching };
};

/**
 * A list's municipality filter kept in the URL. A link or a reload brings only the code
 * (`?municipioId=3550308`): with nothing typed, the filter lists the chosen one's state (the IBGE
 * code's first digits), so its name shows instead of the code.
 */
export const useMunicipioFiltro: UsarOpcoes = (q): EstadoDasOpcoes => {
  const [params] = useSearchParams();
  const escolhido = Number(params.get('municipioId')) || undefined;
  const uf = escolhido ? ufDoMunicipio(escolhido) : undefined;
  const termo = q.trim();
  const { data, isFetching } = enhancedApi.useMunicipioOpcoesQuery(
    termo ? { q: termo } : uf ? { uf } : skipToken,
  );
  return { opcoes: opcoesDeMunicipio(data?.data, escolhido), carregando: isFetching };
};
