// The text field of an Autocomplete. An input is one line: a class's code and long name, or an
// apprentice's name and CPF, is cut at the field's edge (on a phone always), and it is what the
// person came to read. When the field cuts its chosen option, the option is written whole under it,
// wrapping, as its description; when it fits, nothing is repeated.
import type { AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import MuiTextField from '@mui/material/TextField';
import { useLayoutEffect, useState } from 'react';

export interface EntradaDeAutocompletarProps extends AutocompleteRenderInputParams {
  label: string;
  /** The label of the chosen option, null while none is. */
  rotuloEscolhido: string | null;
  name?: string;
  required?: boolean;
  error?: boolean;
  /** Said under the field instead of the cut option (an error, a hint). */
  helperText?: string;
}

export function EntradaDeAutocompletar({
  rotuloEscolhido: chosenLabel,
  helperText,
  ...props
}: EntradaDeAutocompletarProps) {
  const [input, setInput] = useState<HTMLInputElement | null>(null);
  const [cut, setCut] = useState(false);
  const shown = props.slotProps.htmlInput.value;

  // Measured while the field shows the chosen option (not what is being typed), again when its
  // width changes (a phone turned, the menu opened) and when the web font arrives.
  useLayoutEffect(() => {
    if (!input || chosenLabel === null) {
      setCut(false);
      return;
    }
    let mounted = true;
    const measure = () => {
      if (mounted && input.value === chosenLabel) setCut(input.scrollWidth > input.clientWidth);
    };
    measure();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(input);
    void (document as Partial<Document>).fonts?.ready.then(measure);
    return () => {
      mounted = false;
      observer?.disconnect();
    };
  }, [input, chosenLabel, shown]);

  return (
    <MuiTextField
      {...props}
      inputRef={setInput}
      helperText={helperText ?? (cut ? chosenLabel : undefined)}
    />
  );
}
