// The day being taken, as a pt-BR picker (dd/mm/aaaa) over the 'aaaa-mm-dd' the URL and the API
// use. Only a complete, valid date moves the screen: a half-typed one waits.
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { ptBR as pickersPtBR } from '@mui/x-date-pickers/locales';
import { format, isValid, parseISO } from 'date-fns';
import { ptBR } from 'date-fns/locale';

const textos = pickersPtBR.components.MuiLocalizationProvider.defaultProps.localeText;

export function SeletorDeData({
  data,
  maxima,
  onChange,
}: {
  data: string;
  /** Today: attendance is never taken ahead. */
  maxima: string;
  onChange: (data: string) => void;
}) {
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={ptBR} localeText={textos}>
      <DatePicker
        label="Data"
        value={parseISO(data)}
        maxDate={parseISO(maxima)}
        onChange={(d) => {
          if (d && isValid(d) && d.getFullYear() >= 1900) onChange(format(d, 'yyyy-MM-dd'));
        }}
        slotProps={{ textField: { size: 'small', sx: { width: 180 } } }}
      />
    </LocalizationProvider>
  );
}
