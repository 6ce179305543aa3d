// The address of a partner or a unit: CEP, street, number, district, and the municipality from the
// IBGE lookup (GET /api/cadastros/municipio?uf&q). Choosing a municipality also fills its UF; a UF
// chosen first narrows the search.
import { useField, useForm } from 'react-final-form';
import { apenasDigitos } from '../../shared/format';
import {
  AutocompletarAssincrono,
  CampoComMascara,
  CampoDeSelecao,
  CampoDeTexto,
  type Opcao,
  type UsarOpcoes,
} from '../../shared/formulario';
import { erroDoCampo, useIdDoCampo } from '../../shared/formulario/erroDoCampo';
import { OPCOES_UF } from '../../shared/formulario/ufs';
import type { EnderecoGravado } from '../../shared/validation/comum';
import { useMunicipioOpcoesQuery } from '../../store/opcoes';

const useMunicipioOpcoes: UsarOpcoes = (q) => {
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
    opcoes: (data?.data ?? []).map((m) => ({ value: m.id, label: `${m.nome} - ${m.uf}` })),
    carregando: isFetching,
  };
};

function CampoMunicipio({ inicial }: { inicial?: Opcao }) {
  const nome = 'endereco.municipioId';
  const { input, meta } = useField<number | null | undefined>(nome);
  const form = useForm();
  const erro = erroDoCampo(meta);
  return (
    <AutocompletarAssincrono
      id={useIdDoCampo(nome)}
      label="Município"
      value={input.value ?? null}
      useOpcoes={useMunicipioOpcoes}
      opcaoInicial={inicial}
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

export function EnderecoCampos({ municipioInicial }: { municipioInicial?: Opcao }) {
  return (
    <>
      <CampoComMascara name="endereco.cep" label="CEP" mascara="cep" />
      <CampoDeTexto name="endereco.logradouro" label="Logradouro" autoComplete="address-line1" />
      <CampoDeTexto name="endereco.numero" label="Número" />
      <CampoDeTexto name="endereco.complemento" label="Complemento" />
      <CampoDeTexto name="endereco.bairro" label="Bairro" />
      <CampoDeSelecao name="endereco.uf" label="UF" opcoes={OPCOES_UF} rotuloVazio="—" />
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
}): Opcao | undefined =>
  e.municipioId && e.municipio
    ? { value: e.municipioId, label: `${e.municipio} - ${e.uf ?? ''}` }
    : undefined;
