// The lookups behind every form's selects and autocompletes (`GET /api/cadastros/<x>`, answering
// `{ data }`), generated into generated/opcoes.generated.ts because several features use them.
// Each is cached under a tag named after its operation (estadoCivilOpcoes -> 'estadoCivil'): the
// registry screens' mutations invalidate that same tag, so a row created in /cadastros shows up in
// the selects at once, and saving a registry does not refetch the municipalities.
import { skipToken } from '@reduxjs/toolkit/query';
import { tagDoCadastro } from '../shared/api/tags';
import type { UseOptions } from '../shared/formulario';
import { enhancedApi } from './generated/opcoes.generated';

type NomeDaOpcao = keyof typeof enhancedApi.endpoints;

const nomes = Object.keys(enhancedApi.endpoints) as NomeDaOpcao[];

enhancedApi.enhanceEndpoints({
  addTagTypes: nomes.map(tagDoCadastro),
  endpoints: Object.fromEntries(
    nomes.map((nome) => [nome, { providesTags: [tagDoCadastro(nome)] }]),
  ),
});

export * from './generated/opcoes.generated';

const MAXIMO_MUNICIPIOS = 50;

/**
 * Municipalities matching what was typed, for any form or filter (nothing is fetched before the
 * person types; the list is cut at 50, the lookup's own order).
 */
export const useMunicipios: UseOptions = (q) => {
  const termo = q.trim();
  const { data, isFetching } = enhancedApi.useMunicipioOpcoesQuery(
    termo ? { q: termo } : skipToken,
  );
  return {
    options: (data?.data ?? [])
      .slice(0, MAXIMO_MUNICIPIOS)
      .map((m) => ({ value: m.id, label: `${m.nome} - ${m.uf}` })),
    loading: isFetching,
  };
};
