// The address of a partner or a unit: CEP, street, number, district, and the municipality from the
// IBGE lookup (GET /api/cadastros/municipio?uf&q). Choosing a municipality also fills its UF; a UF
// chosen first narrows the search.
import { useField, useForm } from 'react-final-form';
import { apenasDigitos } from '../../shared/format';
import {
  AsyncAutocomplete,
  MaskedField,
  SelectField,
  TextField,
  type Option,
  type UseOptions,
} from '../../shared/formulario';
import { fieldError, useFieldId } from '../../shared/formulario/fieldError';
import { OPCOES_UF } from '../../shared/formulario/ufs';
import type { EnderecoGravado } from '../../shared/validation/comum';
import { useMunicipioOpcoesQuery } from '../../store/opcoes';

const useMunicipioOpcoes: UseOptions = (q) => {
  const { input } = useField<string | null | undefined>('endereco.uf', {
    subscription: { value: true },
  });
  const uf = input.value || undefined;
  const busca = q.trim();
  const { data, isFetching } = useMunicipioOpcoesQuery(
    { ...(uf ? { uf } : {}), ...(busca ? { q: busca } : {}) },
    { skip: !uf && busca.length < 2 },
  );
  return {
    options: (data?.data ?? []).map((m) => ({ value: m.id, label: `${m.nome} - ${m.uf}` })),
    loading: isFetching,
  };
};

function CampoMunicipio({ inicial }: { inicial?: Option }) {
  const nome = 'endereco.municipioId';
  const { input, meta } = useField<number | null | undefined>(nome);
  const form = useForm();
  const erro = fieldError(meta);
  return (
    <AsyncAutocomplete
      id={useFieldId(nome)}
      label="Município"
      value={input.value ?? null}
      useOptions={useMunicipioOpcoes}
      initialOption={inicial}
      onChange={(valor, opcao) => {
        input.onChange(valor ?? null);
        const uf = opcao?.label.split(' - ').at(-1);
        if (uf) form.change('endereco.uf', uf);
      }}
      onBlur={input.onBlur}
      onFocus={input.onFocus}
      error={Boolean(erro)}
      helperText={erro ?? 'Digite parte do nome; escolher a UF antes restringe a busca.'}
    />
  );
}

export function EnderecoCampos({ municipioInicial }: { municipioInicial?: Option }) {
  return (
    <>
      <MaskedField name="endereco.cep" label="CEP" mask="cep" />
      <TextField name="endereco.logradouro" label="Logradouro" autoComplete="address-line1" />
      <TextField name="endereco.numero" label="Número" />
      <TextField name="endereco.complemento" label="Complemento" />
      <TextField name="endereco.bairro" label="Bairro" />
      <SelectField name="endereco.uf" label="UF" options={OPCOES_UF} emptyLabel="—" />
      <CampoMunicipio inicial={municipioInicial} />
    </>
  );
}

/** The address as a form holds it, from a record the API returned. */
export function enderecoDoRegistro(e: EnderecoGravado) {
  return {
    cep: e.cep ? apenasDigitos(e.cep) : undefined,
    logradouro: e.logradouro ?? undefined,
    numero: e.numero ?? undefined,
    complemento: e.complemento ?? undefined,
    bairro: e.bairro ?? undefined,
    municipioId: e.municipioId ?? undefined,
    uf: e.uf ?? undefined,
  };
}

/** The municipality's label for an edit form that starts with one chosen. */
export const municipioInicial = (e: {
  municipioId: number | null;
  municipio: string | null;
  uf: string | null;
}): Option | undefined =>
  e.municipioId && e.municipio
    ? { value: e.municipioId, label: `${e.municipio} - ${e.uf ?? ''}` }
    : undefined;
