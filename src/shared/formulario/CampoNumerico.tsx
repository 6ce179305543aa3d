import MuiTextField from '@mui/material/TextField';
import { useState } from 'react';
import { useCampo } from './erroDoCampo';

export interface CampoNumericoProps {
  name: string;
  label: string;
  helperText?: string;
  /** Digits after the decimal comma; 0 (default) accepts whole numbers only. */
  casasDecimais?: number;
  aceitaNegativo?: boolean;
  required?: boolean;
  disabled?: boolean;
}

function formatNumber(value: number | null | undefined, decimals: number): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '';
  return value.toLocaleString('pt-BR', { maximumFractionDigits: decimals, useGrouping: false });
}

function cleanText(text: string, decimals: number, allowNegative: boolean): string {
  const negative = allowNegative && text.trim().startsWith('-') ? '-' : '';
  const [whole = '', ...rest] = text.replace(/[^\d,]/g, '').split(',');
  if (decimals === 0 || rest.length === 0) return negative + whole;
  return `${negative}${whole},${rest.join('').slice(0, decimals)}`;
}

function parseNumber(text: string): number | null {
  const value = Number(text.replace(',', '.'));
  return text === '' || text === '-' || text === ',' || Number.isNaN(value) ? null : value;
}

/**
 * A number typed the Brazilian way ('7,5'). The field holds a number (or null); the text being
 * typed is kept apart while focused, because '7,' is not a number yet and must not be rewritten.
 */
export function CampoNumerico({
  name,
  label,
  helperText,
  casasDecimais: decimals = 0,
  aceitaNegativo: allowNegative = false,
  ...rest
}: CampoNumericoProps) {
  const { input, props } = useCampo<number | null | undefined>(name, label, helperText);
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <MuiTextField
      {...rest}
      {...props}
      value={editing ?? formatNumber(input.value, decimals)}
      onFocus={() => {
        setEditing(formatNumber(input.value, decimals));
        input.onFocus();
      }}
      onChange={(event) => {
        const text = cleanText(event.target.value, decimals, allowNegative);
        setEditing(text);
        input.onChange(parseNumber(text));
      }}
      onBlur={() => {
        setEditing(null);
        input.onBlur();
      }}
      slotProps={{ htmlInput: { inputMode: decimals > 0 ? 'decimal' : 'numeric' } }}
    />
  );
}
