// The one money input. A person types reais as they say them: "900" is R$ 900,00 and "900,50" is
// R$ 900,50 (the old cash-register mask read "900" as R$ 9,00). While the field has the focus it
// shows what is typed; when it is left, the amount as 'R$ 900,50'. Text that is not an amount stays
// as typed (and the value is null), so nothing typed silently disappears.
import MuiTextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState } from 'react';
import { formatarDecimal, formatarDinheiro, lerReais } from '../format/dinheiro';

export type CampoDeReaisProps = Omit<TextFieldProps, 'value' | 'onChange' | 'defaultValue'> & {
  valor: number | null | undefined;
  onValor: (valor: number | null) => void;
};

export function CampoDeReais({ valor, onValor, onFocus, onBlur, ...props }: CampoDeReaisProps) {
  // null while the field is not being edited: then it shows the amount it holds.
  const [texto, setTexto] = useState<string | null>(null);
  // final-form hands an empty field over as '': no amount, not R$ 0,00.
  const numero = typeof valor === 'number' && !Number.isNaN(valor) ? valor : null;
  return (
    <MuiTextField
      placeholder="R$ 0,00"
      {...props}
      value={texto ?? formatarDinheiro(numero)}
      onFocus={(event) => {
        setTexto(numero === null ? '' : formatarDecimal(numero));
        onFocus?.(event);
      }}
      onChange={(event) => {
        const digitado = event.target.value;
        setTexto(digitado);
        onValor(digitado.trim() === '' ? null : lerReais(digitado));
      }}
      onBlur={(event) => {
        setTexto((t) => (t !== null && t.trim() !== '' && lerReais(t) === null ? t : null));
        onBlur?.(event);
      }}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
    />
  );
}
