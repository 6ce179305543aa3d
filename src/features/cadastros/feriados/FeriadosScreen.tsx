// /cadastros/feriados: the organisation's own holidays (municipal ones and recessos) as a registry,
// and below it every holiday of a chosen year and place as attendance will count them — the
// national and state ones computed by the server, shown read-only beside the organisation's own.
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useFormState } from 'react-final-form';
import { boolean, mixed, number, object, string } from 'yup';
import { formatarData } from '../../../shared/format';
import {
  CampoDeAutocompletar,
  CampoDeData,
  CampoDeSelecao,
  CampoLigaDesliga,
  CampoDeTexto,
} from '../../../shared/formulario';
import { mutacoesDe, type ConfigDeRegistros } from '../../../shared/lista';
import {
  MENSAGENS_FERIADO as M,
  NOME_FERIADO_MAXIMO,
  NOME_FERIADO_MINIMO,
} from '../../../shared/validation/frequencia';
import {
  useFeriadoAtualizarMutation,
  useFeriadoCriarMutation,
  useFeriadoInativarMutation,
  useFeriadoListarQuery,
  useFeriadoReativarMutation,
  type Feriado,
  type FeriadoListarApiArg,
} from '../api/feriados.generated';
import { TelaDeCadastro } from '../registro';
import { FeriadosDoAno } from './FeriadosDoAno';
import { useMunicipios } from './municipios';

type Tipo = 'municipal' | 'recesso';

export interface ValoresFeriado {
  tipo: Tipo;
  nome: string;
  dataInicio: string;
  dataFim: string | null;
  municipioId: number | null;
  anual: boolean;
}

const TIPOS = [
  { value: 'municipal', label: 'Feriado municipal' },
  { value: 'recesso', label: 'Recesso' },
] as const;

const rotuloDoTipo = (tipo: string) => TIPOS.find((t) => t.value === tipo)?.label ?? tipo;

/** "07/09/2026", "20/12/2026 a 06/01/2027", or "20/01 (todo ano)". */
export function quandoEmTexto(f: Pick<Feriado, 'dataInicio' | 'dataFim' | 'anual'>): string {
  if (f.anual)
    return `${formatarData(f.dataInicio).slice(0, 5)} (todo ano, desde ${f.dataInicio.slice(0, 4)})`;
  if (f.dataFim === f.dataInicio) return formatarData(f.dataInicio);
  return `${formatarData(f.dataInicio)} a ${formatarData(f.dataFim)}`;
}

const colunas: GridColDef<Feriado>[] = [
  { field: 'nome', headerName: 'Nome', flex: 1, minWidth: 220 },
  {
    field: 'tipo',
    headerName: 'Tipo',
    width: 160,
    valueGetter: (_v, f) => rotuloDoTipo(f.tipo),
  },
  {
    field: 'dataInicio',
    headerName: 'Quando',
    width: 240,
    valueGetter: (_v, f) => quandoEmTexto(f),
  },
  {
    field: 'municipio',
    headerName: 'Onde',
    flex: 1,
    minWidth: 200,
    sortable: false,
    valueGetter: (_v, f) =>
      f.municipio ? `${f.municipio.nome} - ${f.municipio.uf}` : 'Todos os municípios',
  },
];

// The form says what the API says (the same messages), so a mistake shows before the round trip.
const esquema = object({
  tipo: mixed<Tipo>().oneOf(['municipal', 'recesso'], M.tipoInvalido).required(M.tipoInvalido),
  nome: string()
    .trim()
    .required(M.informeNome)
    .min(NOME_FERIADO_MINIMO, M.informeNome)
    .max(NOME_FERIADO_MAXIMO, M.informeNome),
  dataInicio: string().required(M.informeData),
  dataFim: string()
    .nullable()
    .when('tipo', {
      is: 'recesso',
      then: (s) =>
        s.required(M.informeData).test('depois', M.fimAntesDoInicio, (fim, ctx) => {
          const inicio = (ctx.parent as ValoresFeriado).dataInicio;
          return !fim || !inicio || fim >= inicio;
        }),
    }),
  municipioId: number()
    .nullable()
    .when('tipo', { is: 'municipal', then: (s) => s.required(M.informeMunicipio) }),
  anual: boolean(),
});

const corpo = (v: ValoresFeriado) => ({
  tipo: v.tipo,
  nome: v.nome.trim(),
  dataInicio: v.dataInicio,
  // A municipal holiday is one day: its end is its start (the API says the same).
  dataFim: v.tipo === 'municipal' ? v.dataInicio : (v.dataFim ?? v.dataInicio),
  municipioId: v.municipioId,
  anual: v.tipo === 'municipal' && v.anual,
});

const useMutacoes = mutacoesDe<Feriado, ValoresFeriado, ReturnType<typeof corpo>>({
  useCriar: useFeriadoCriarMutation,
  useAtualizar: useFeriadoAtualizarMutation,
  useInativar: useFeriadoInativarMutation,
  useReativar: useFeriadoReativarMutation,
  corpo,
});

function CamposDoFeriado() {
  const { values, initialValues } = useFormState<ValoresFeriado & { municipioRotulo?: string }>({
    subscription: { values: true, initialValues: true },
  });
  const recesso = values.tipo === 'recesso';
  const rotulo = initialValues?.municipioRotulo;
  const municipioInicial = initialValues?.municipioId;
  return (
    <>
      <CampoDeSelecao name="tipo" label="Tipo" opcoes={TIPOS} required />
      <CampoDeTexto name="nome" label="Nome" required autoFocus />
      <CampoDeData name="dataInicio" label={recesso ? 'Início' : 'Data'} required />
      {recesso && <CampoDeData name="dataFim" label="Fim" required />}
      <CampoDeAutocompletar
        name="municipioId"
        label="Município"
        useOpcoes={useMunicipios}
        required={!recesso}
        opcaoInicial={
          municipioInicial && rotulo ? { value: municipioInicial, label: rotulo } : undefined
        }
        helperText={recesso ? 'Em branco: o recesso vale para todos os municípios.' : undefined}
      />
      {!recesso && (
        <CampoLigaDesliga
          name="anual"
          label="Repete todo ano no mesmo dia"
          helperText="Como o aniversário da cidade."
        />
      )}
    </>
  );
}

export function FeriadosScreen() {
  const config = useMemo<ConfigDeRegistros<Feriado, ValoresFeriado, FeriadoListarApiArg>>(
    () => ({
      titulo: 'Feriados e recessos',
      item: { noun: 'feriado' },
      list: {
        columns: colunas,
        useQuery: useFeriadoListarQuery,
        defaultSort: 'dataInicio',
        searchPlaceholder: 'Nome do feriado ou do município',
        exportPath: '/api/feriados/cadastrados/exportar',
        vazio:
          'Os feriados nacionais e estaduais já são calculados (veja abaixo): cadastre aqui só os municipais e os recessos.',
        filters: [{ type: 'select', name: 'tipo', label: 'Tipo', options: TIPOS }],
      },
      form: {
        schema: esquema,
        empty: {
          tipo: 'municipal',
          nome: '',
          dataInicio: '',
          dataFim: null,
          municipioId: null,
          anual: false,
        },
        fromRow: (f) => ({
          tipo: f.tipo === 'recesso' ? 'recesso' : 'municipal',
          nome: f.nome,
          dataInicio: f.dataInicio,
          dataFim: f.dataFim,
          municipioId: f.municipioId,
          anual: f.anual,
          // Not sent (corpo picks the fields): the chosen municipality's name before any search.
          ...(f.municipio ? { municipioRotulo: `${f.municipio.nome} - ${f.municipio.uf}` } : {}),
        }),
        fields: <CamposDoFeriado />,
      },
      useMutations: useMutacoes,
    }),
    [],
  );

  return (
    <>
      <TelaDeCadastro config={config} />
      <FeriadosDoAno />
    </>
  );
}
