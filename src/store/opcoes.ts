// The lookups behind every form's selects and autocompletes (`GET /api/cadastros/<x>`, answering
// `{ data }`), generated into generated/opcoes.generated.ts because several features use them.
// Each is cached under a tag named after its operation (estadoCivilOpcoes -> 'estadoCivil'): the
// registry screens' mutations invalidate that same tag, so a row created in /cadastros shows up in
// the selects at once, and saving a registry does not refetch the municipalities.
import { tagDoCadastro } from '../shared/api/tags';
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
