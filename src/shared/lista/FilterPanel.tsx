import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { AsyncAutocomplete } from '../formulario/AsyncAutocomplete';
import { useDebouncedValue } from '../formulario/useDebouncedValue';
import type { FilterConfig, NumberRangeFilter } from './filters';

export interface FilterPanelProps {
  filters: readonly FilterConfig[];
  values: Readonly<Record<string, string>>;
  /** Keys to set; undefined or '' clears one. */
  onChange: (patch: Record<string, string | undefined>) => void;
}

/** One control per declared filter; each change is applied at once (and lands in the URL). */
export function FilterPanel({ filters, values, onChange }: FilterPanelProps) {
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
                    { value: 'true', label: 'Sim' },
                    { value: 'false', label: 'Não' },
                  ];
            return (
              <TextField
                key={filter.name}
                select
                size="small"
                label={filter.label}
                value={values[filter.name] ?? ''}
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
            return (
              <Box key={filter.minName} sx={{ display: 'flex', gap: 1 }}>
                {(
                  [
                    [filter.minName, 'de'],
                    [filter.maxName, 'até'],
                  ] as const
                ).map(([nome, rotulo]) => (
                  <TextField
                    key={nome}
                    type="date"
                    size="small"
                    fullWidth
                    label={`${filter.label} ${rotulo}`}
                    value={values[nome] ?? ''}
                    onChange={(event) => {
                      onChange({ [nome]: event.target.value });
                    }}
                    slotProps={{ inputLabel: { shrink: true } }}
                  />
                ))}
              </Box>
            );
          case 'autocomplete': {
            const raw = values[filter.name];
            const value =
              raw === undefined ? null : filter.valueType === 'string' ? raw : Number(raw);
            return (
              <AsyncAutocomplete
                key={filter.name}
                size="small"
                label={filter.label}
                value={value}
                options={filter.options}
                useOptions={filter.useOptions}
                loadOptions={filter.loadOptions}
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

interface RangeInputsProps {
  filter: NumberRangeFilter;
  min: string;
  max: string;
  onChange: (patch: Record<string, string | undefined>) => void;
}

/** Two number inputs applied together after a pause, so typing '18' does not search for '1'. */
function RangeInputs({ filter, min, max, onChange }: RangeInputsProps) {
  const [typed, setTyped] = useState({ min, max });
  const [shown, setShown] = useState({ min, max });
  if (shown.min !== min || shown.max !== max) {
    setShown({ min, max });
    setTyped({ min, max });
  }
  const settled = useDebouncedValue(typed, 500);
  useEffect(() => {
    if (settled.min !== shown.min || settled.max !== shown.max) {
      onChange({ [filter.minName]: settled.min, [filter.maxName]: settled.max });
    }
    // Only a settled edit by the person applies; a URL change is mirrored above, not re-sent.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);
  const input = (bound: 'min' | 'max', label: string) => (
    <TextField
      size="small"
      label={`${filter.label} ${label}`}
      value={typed[bound]}
      onChange={(event) => {
        setTyped((t) => ({ ...t, [bound]: event.target.value.replace(/\D/g, '') }));
      }}
      slotProps={{ htmlInput: { inputMode: 'numeric', min: filter.min, max: filter.max } }}
    />
  );
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      {input('min', 'de')}
      {input('max', 'até')}
    </Box>
  );
}
