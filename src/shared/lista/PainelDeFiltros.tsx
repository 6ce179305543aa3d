import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Fragment, Suspense, lazy, useEffect, useState } from 'react';
import { AutocompletarAssincrono } from '../formulario/AutocompletarAssincrono';
import { useValorComEspera } from '../formulario/useValorComEspera';
import type { ConfigDoFiltro, FiltroDeFaixa, FiltroDeTexto } from './filtros';

const CampoDeDia = lazy(() => import('./CampoDeDia'));

export interface PropsDoPainelDeFiltros {
  filters: readonly ConfigDoFiltro[];
  values: Readonly<Record<string, string>>;
  /** Keys to set; undefined or '' clears one. */
  onChange: (patch: Record<string, string | undefined>) => void;
}

/** One control per declared filter; each change is applied at once (and lands in the URL). */
export function PainelDeFiltros({ filters, values, onChange }: PropsDoPainelDeFiltros) {
  return (
    <Box
      role="group"
      aria-label="Filtros"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
      }}
    >
      {filters.map((filter) => {
        switch (filter.type) {
          case 'select':
          case 'boolean': {
            const options =
              filter.type === 'select'
                ? filter.options.map((o) => ({ value: String(o.value), label: o.label }))
                : [
                    { value: 'true', label: filter.rotulos?.sim ?? 'Sim' },
                    { value: 'false', label: filter.rotulos?.nao ?? 'Não' },
                  ];
            const value = values[filter.name] ?? '';
            // A value from an old link that the options do not know still shows (as itself).
            if (value && !options.some((o) => o.value === value)) {
              options.push({ value, label: value });
            }
            return (
              <TextField
                key={filter.name}
                select
                size="small"
                label={filter.label}
                value={value}
                onChange={(event) => {
                  onChange({ [filter.name]: event.target.value });
                }}
              >
                <MenuItem value="">Todos</MenuItem>
                {options.map((o) => (
                  <MenuItem key={o.value} value={o.value}>
                    {o.label}
                  </MenuItem>
                ))}
              </TextField>
            );
          }
          case 'numberRange':
            return (
              <RangeInputs
                key={filter.minName}
                filter={filter}
                min={values[filter.minName] ?? ''}
                max={values[filter.maxName] ?? ''}
                onChange={onChange}
              />
            );
          case 'dateRange':
            // Two cells of the grid, so neither day is cut short on any width.
            return (
              <Fragment key={filter.minName}>
                <Suspense
                  fallback={<TextField size="small" disabled label={`${filter.label} de`} />}
                >
                  <CampoDeDia
                    rotulo={`${filter.label} de`}
                    valor={values[filter.minName]}
                    onChange={(iso) => {
                      onChange({ [filter.minName]: iso });
                    }}
                  />
                </Suspense>
                <Suspense
                  fallback={<TextField size="small" disabled label={`${filter.label} até`} />}
                >
                  <CampoDeDia
                    rotulo={`${filter.label} até`}
                    valor={values[filter.maxName]}
                    minimo={values[filter.minName]}
                    onChange={(iso) => {
                      onChange({ [filter.maxName]: iso });
                    }}
                  />
                </Suspense>
              </Fragment>
            );
          case 'text':
            return (
              <TextInput
                key={filter.name}
                filter={filter}
                value={values[filter.name] ?? ''}
                onChange={onChange}
              />
            );
          case 'autocomplete': {
            const raw = values[filter.name];
            const value =
              raw === undefined ? null : filter.valueType === 'string' ? raw : Number(raw);
            return (
              <AutocompletarAssincrono
                key={filter.name}
                size="small"
                label={filter.label}
                value={value}
                opcoes={filter.options}
                useOpcoes={filter.useOptions}
                carregarOpcoes={filter.loadOptions}
                onChange={(next) => {
                  onChange({ [filter.name]: next === null ? undefined : String(next) });
                }}
              />
            );
          }
        }
      })}
    </Box>
  );
}

type Textos = Readonly<Record<string, string>>;

const iguais = (a: Textos, b: Textos) => Object.keys(a).every((chave) => a[chave] === b[chave]);

/**
 * What the person types into a filter (its URL keys → text), applied as one patch after a pause in
 * typing, trimmed, so '18' does not search for '1'; a change from outside (the URL: back, 'Limpar
 * filtros') is shown, not re-sent.
 */
function useDigitado(
  valores: Textos,
  onChange: (patch: Record<string, string | undefined>) => void,
): [Textos, (chave: string, texto: string) => void] {
  const [digitado, setDigitado] = useState(valores);
  const [mostrado, setMostrado] = useState(valores);
  if (!iguais(mostrado, valores)) {
    setMostrado(valores);
    setDigitado(valores);
  }
  const assentado = useValorComEspera(digitado, 500);
  useEffect(() => {
    const limpo = Object.fromEntries(Object.entries(assentado).map(([k, v]) => [k, v.trim()]));
    if (!iguais(limpo, mostrado)) {
      onChange(Object.fromEntries(Object.entries(limpo).map(([k, v]) => [k, v || undefined])));
    }
    // Only a settled edit by the person applies; a URL change is mirrored above, not re-sent.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [assentado]);
  const digitar = (chave: string, texto: string) => {
    setDigitado((atual) => ({ ...atual, [chave]: texto }));
  };
  return [digitado, digitar];
}

interface RangeInputsProps {
  filter: FiltroDeFaixa;
  min: string;
  max: string;
  onChange: (patch: Record<string, string | undefined>) => void;
}

/** Two number inputs applied together after a pause. */
function RangeInputs({ filter, min, max, onChange }: RangeInputsProps) {
  const [digitado, digitar] = useDigitado(
    { [filter.minName]: min, [filter.maxName]: max },
    onChange,
  );
  const input = (nome: string, label: string) => (
    <TextField
      size="small"
      label={`${filter.label} ${label}`}
      value={digitado[nome] ?? ''}
      onChange={(event) => {
        digitar(nome, event.target.value.replace(/\D/g, ''));
      }}
      slotProps={{ htmlInput: { inputMode: 'numeric', min: filter.min, max: filter.max } }}
    />
  );
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      {input(filter.minName, 'de')}
      {input(filter.maxName, 'até')}
    </Box>
  );
}

interface TextInputProps {
  filter: FiltroDeTexto;
  value: string;
  onChange: (patch: Record<string, string | undefined>) => void;
}

/** Free text applied after a pause in typing. */
function TextInput({ filter, value, onChange }: TextInputProps) {
  const [digitado, digitar] = useDigitado({ [filter.name]: value }, onChange);
  return (
    <TextField
      size="small"
      label={filter.label}
      value={digitado[filter.name] ?? ''}
      onChange={(event) => {
        const texto = event.target.value;
        digitar(filter.name, filter.numerico ? texto.replace(/\D/g, '') : texto);
      }}
      slotProps={{ htmlInput: { inputMode: filter.numerico ? 'numeric' : undefined } }}
    />
  );
}
