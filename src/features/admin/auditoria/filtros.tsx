// The audit screen's filter controls. Each applies at once and lands in the URL (useListParams),
// so a filtered view can be reloaded, shared or gone back to.
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { ptBR as pickersPtBR } from '@mui/x-date-pickers/locales';
import { format, isValid, parseISO } from 'date-fns';
import { ptBR } from 'date-fns/locale';
import { useEffect, useState, type ReactNode } from 'react';
import { AsyncAutocomplete, useDebouncedValue, type UseOptions } from '../../../shared/formulario';
import { useUsuarioListarQuery } from '../api';

type Patch = Record<string, string | undefined>;

export function GradeDeFiltros({ children }: { children: ReactNode }) {
  return (
    <Box
      role="group"
      aria-label="Filtros"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 13rem), 1fr))',
      }}
    >
      {children}
    </Box>
  );
}

export function FiltroSelect(props: {
  nome: string;
  rotulo: string;
  valor: string | undefined;
  opcoes: readonly { value: string; label: string }[];
  onChange: (patch: Patch) => void;
}) {
  const { nome, valor, opcoes } = props;
  // A value from an old link that the list does not know still shows (as itself).
  const todas =
    valor && !opcoes.some((o) => o.value === valor)
      ? [...opcoes, { value: valor, label: valor }]
      : opcoes;
  return (
    <TextField
      select
      size="small"
      label={props.rotulo}
      value={valor ?? ''}
      onChange={(e) => {
        props.onChange({ [nome]: e.target.value || undefined });
      }}
    >
      <MenuItem value="">Todos</MenuItem>
      {todas.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Free text (a record's number), applied after a pause in typing. */
export function FiltroTexto(props: {
  nome: string;
  rotulo: string;
  valor: string | undefined;
  onChange: (patch: Patch) => void;
}) {
  const { nome, valor = '', onChange } = props;
  const [texto, setTexto] = useState(valor);
  const [mostrado, setMostrado] = useState(valor);
  if (mostrado !== valor) {
    setMostrado(valor);
    setTexto(valor);
  }
  const assentado = useDebouncedValue(texto, 500);
  useEffect(() => {
    if (assentado.trim() !== mostrado) onChange({ [nome]: assentado.trim() || undefined });
    // Only what the person typed is applied; a URL change is mirrored above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [assentado]);
  return (
    <TextField
      size="small"
      label={props.rotulo}
      value={texto}
      onChange={(e) => {
        setTexto(e.target.value);
      }}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
    />
  );
}

const useOpcoesDeUsuario: UseOptions = (q) => {
  const r = useUsuarioListarQuery({
    q: q || undefined,
    ativo: 'todos',
    pageSize: 100,
    sort: 'nome',
  });
  return {
    options: (r.data?.data ?? []).map((u) => ({ value: u.id, label: u.nome })),
    loading: r.isFetching,
  };
};

export function FiltroUsuario(props: {
  valor: string | undefined;
  onChange: (patch: Patch) => void;
}) {
  return (
    <AsyncAutocomplete
      size="small"
      label="Usuário"
      value={props.valor ? Number(props.valor) : null}
      useOptions={useOpcoesDeUsuario}
      onChange={(v) => {
        props.onChange({ usuarioId: v === null ? undefined : String(v) });
      }}
    />
  );
}

const textosDoSeletor = pickersPtBR.components.MuiLocalizationProvider.defaultProps.localeText;

function paraData(iso: string | undefined): Date | null {
  if (!iso) return null;
  const d = parseISO(iso);
  return isValid(d) ? d : null;
}

function CampoData(props: {
  rotulo: string;
  valor: string | undefined;
  minimo?: string;
  onChange: (iso: string | undefined) => void;
}) {
  // The half-typed date stays in the picker; only a whole one (or none) becomes a filter.
  const [digitada, setDigitada] = useState<Date | null | undefined>(undefined);
  const valor = digitada !== undefined ? digitada : paraData(props.valor);
  return (
    <DatePicker
      label={props.rotulo}
      value={valor}
      minDate={paraData(props.minimo) ?? undefined}
      onChange={(d) => {
        if (d === null) {
          setDigitada(undefined);
          props.onChange(undefined);
        } else if (isValid(d)) {
          setDigitada(undefined);
          props.onChange(format(d, 'yyyy-MM-dd'));
        } else {
          setDigitada(d);
        }
      }}
      slotProps={{ textField: { size: 'small' }, field: { clearable: true } }}
    />
  );
}

/** Período: two days (aaaa-mm-dd in the URL), both included, in Brasília time on the server. */
export function FiltroPeriodo(props: {
  inicio: string | undefined;
  fim: string | undefined;
  onChange: (patch: Patch) => void;
}) {
  return (
    <LocalizationProvider
      dateAdapter={AdapterDateFns}
      adapterLocale={ptBR}
      localeText={textosDoSeletor}
    >
      <CampoData
        rotulo="De"
        valor={props.inicio}
        onChange={(iso) => {
          props.onChange({ dataInicio: iso });
        }}
      />
      <CampoData
        rotulo="Até"
        valor={props.fim}
        minimo={props.inicio}
        onChange={(iso) => {
          props.onChange({ dataFim: iso });
        }}
      />
    </LocalizationProvider>
  );
}
