import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';

export interface SearchBoxProps {
  /** The search in effect (from the URL). */
  value: string;
  /** Called once the person pauses typing (or presses Enter / clears). */
  onChange: (value: string) => void;
  label?: string;
  placeholder?: string;
  delay?: number;
}

/** The list's search field: one request per pause in typing instead of one per key. */
export function CaixaDeBusca({
  value,
  onChange,
  label = 'Pesquisar',
  placeholder,
  delay = 300,
}: SearchBoxProps) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // Back/forward changes the search under us: show it (React's "adjust state on prop change").
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  }, [onChange]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const emit = (next: string, wait: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      latest.current(next.trim());
    }, wait);
  };

  return (
    <TextField
      type="search"
      size="small"
      label={label}
      placeholder={placeholder}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        emit(event.target.value, delay);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') emit(text, 0);
      }}
      sx={{ minWidth: { xs: '100%', sm: '20rem' } }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: text ? (
            <InputAdornment position="end">
              <IconButton
                size="small"
                aria-label="Limpar pesquisa"
                onClick={() => {
                  setText('');
                  emit('', 0);
                }}
              >
                <ClearIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : undefined,
        },
      }}
    />
  );
}
