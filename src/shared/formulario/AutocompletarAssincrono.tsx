import Autocomplete from '@mui/material/Autocomplete';
import { useMemo, useState } from 'react';
import { EntradaDeAutocompletar } from './EntradaDeAutocompletar';
import {
  useOpcoesCarregadas,
  useSemOpcoes,
  type CarregarOpcoes,
  type Opcao,
  type ValorDeOpcao,
  type UsarOpcoes,
} from './opcoes';
import { useValorComEspera } from './useValorComEspera';

export interface AutocompletarAssincronoProps {
  id?: string;
  /** The input's name (forms whose inputs carry the API's field names, as the seed's Con_*). */
  name?: string;
  label: string;
  value: ValorDeOpcao | null;
  onChange: (value: ValorDeOpcao | null, option: Opcao | null) => void;
  onBlur?: () => void;
  onFocus?: () => void;
  /** Fixed options, filtered on the client. */
  opcoes?: readonly Opcao[];
  /** Lookup hook fed with the debounced search text (must stay the same function across renders). */
  useOpcoes?: UsarOpcoes;
  /** Async function fed with the debounced search text. */
  carregarOpcoes?: CarregarOpcoes;
  /** Label of the current value before the lookup returns it (e.g. from the record being edited). */
  opcaoInicial?: Opcao;
  error?: boolean;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
  size?: 'small' | 'medium';
  esperaMs?: number;
}

/**
 * MUI Autocomplete over a value (an id), searching on the server after the person pauses typing.
 * A chosen option the field cuts is written whole under it (AutocompleteInput).
 */
export function AutocompletarAssincrono(props: AutocompletarAssincronoProps) {
  const {
    value,
    onChange,
    opcoes: fixed,
    carregarOpcoes: loadOptions,
    opcaoInicial: initialOption,
    esperaMs: debounceMs = 300,
  } = props;
  const [search, setSearch] = useState('');
  const debounced = useValorComEspera(search, debounceMs);
  const useSource = props.useOpcoes ?? useSemOpcoes;
  const fromHook = useSource(debounced);
  const fromLoader = useOpcoesCarregadas(loadOptions, debounced);
  const remote = Boolean(props.useOpcoes ?? loadOptions);
  const options = fixed ?? (props.useOpcoes ? fromHook.opcoes : fromLoader.opcoes);
  const loading = fromHook.carregando || fromLoader.carregando;

  // The chosen option is remembered so its label survives a new search that no longer lists it.
  const [chosen, setChosen] = useState<Opcao | null>(initialOption ?? null);
  // final-form hands an empty field over as '' (not null): that is no choice, not a choice of ''.
  const current = value === '' ? null : value;
  const label = useMemo<string | null>(() => {
    if (current === null) return null;
    const listed = options.find((o) => o.value === current);
    if (listed) return listed.label;
    return chosen?.value === current ? chosen.label : String(current);
  }, [options, current, chosen]);
  // One object while the choice and its label stay the same: MUI writes the value's label back over
  // the input whenever the value is a new object, so a new object per search (or per render, when a
  // lookup hook maps its rows afresh) threw away each key typed and searched only the last one.
  const selected = useMemo<Opcao | null>(
    () => (current === null || label === null ? null : { value: current, label }),
    [current, label],
  );

  return (
    <Autocomplete<Opcao>
      id={props.id}
      value={selected}
      options={options}
      loading={loading}
      disabled={props.disabled}
      size={props.size}
      onChange={(_, option) => {
        setChosen(option);
        onChange(option?.value ?? null, option);
      }}
      onInputChange={(_, text, reason) => {
        // Only typing searches; the label written back after a choice is not a new search.
        if (reason === 'input' || reason === 'clear') setSearch(reason === 'clear' ? '' : text);
      }}
      onBlur={props.onBlur}
      onFocus={props.onFocus}
      filterOptions={remote ? (list) => list : undefined}
      isOptionEqualToValue={(option, current) => option.value === current.value}
      getOptionLabel={(option) => option.label}
      getOptionKey={(option) => option.value}
      noOptionsText={search ? 'Nenhuma opção encontrada' : 'Digite para pesquisar'}
      loadingText="Carregando…"
      renderInput={(params) => (
        <EntradaDeAutocompletar
          {...params}
          rotuloEscolhido={selected?.label ?? null}
          name={props.name}
          label={props.label}
          required={props.required}
          error={props.error}
          helperText={props.helperText}
        />
      )}
    />
  );
}
