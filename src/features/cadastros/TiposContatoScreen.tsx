// /cadastros/tipos-contato: the format says how an apprentice's contact of this type is checked.
import { rotulosDe, type DadosDe } from '../../shared/campos';
import { CampoDeSelecao } from '../../shared/formulario';
import { mutacoesDe, type ConfigDeRegistros } from '../../shared/lista';
import { CAMPOS_TIPO_CONTATO, FORMATOS_CONTATO } from '../../shared/validation/cadastros';
import {
  useTipoContatoAtualizarMutation,
  useTipoContatoCriarMutation,
  useTipoContatoInativarMutation,
  useTipoContatoListarQuery,
  useTipoContatoReativarMutation,
  type TipoContato,
  type TipoContatoListarApiArg,
} from './api';
import { CampoNome, colunaNome, formularioDoCadastro, TelaDeCadastro } from './registro';

type Valores = DadosDe<typeof CAMPOS_TIPO_CONTATO>;
const formulario = formularioDoCadastro(CAMPOS_TIPO_CONTATO);
const R = rotulosDe(CAMPOS_TIPO_CONTATO);

/** The API states the format as its enum; the select offers only those. */
const ehFormato = (valor: unknown): valor is (typeof FORMATOS_CONTATO)[number] =>
  FORMATOS_CONTATO.some((f) => f === valor);

const corpo = (valores: Valores) => {
  const { formato, ...resto } = formulario.corpo(valores);
  return ehFormato(formato) ? { ...resto, formato } : resto;
};

const FORMATOS = [
  { value: 'telefone', label: 'Telefone' },
  { value: 'email', label: 'E-mail' },
] as const;

const config: ConfigDeRegistros<TipoContato, Valores, TipoContatoListarApiArg> = {
  titulo: 'Tipos de contato',
  item: { noun: 'tipo de contato' },
  list: {
    columns: [
      colunaNome,
      {
        field: 'formato',
        headerName: R.formato,
        width: 140,
        sortable: false,
        valueFormatter: (valor: string) => (valor === 'email' ? 'E-mail' : 'Telefone'),
      },
    ],
    useQuery: useTipoContatoListarQuery,
    defaultSort: 'nome',
    exportPath: '/api/cadastros/tipos-contato/lista/exportar',
  },
  form: {
    schema: formulario.schema,
    empty: { nome: '', formato: 'telefone' },
    fromRow: formulario.fromRow,
    fields: (
      <>
        <CampoNome />
        <CampoDeSelecao
          name="formato"
          label={R.formato}
          opcoes={FORMATOS}
          required
          helperText="Como o valor do contato é conferido"
        />
      </>
    ),
  },
  useMutations: mutacoesDe({
    useCriar: useTipoContatoCriarMutation,
    useAtualizar: useTipoContatoAtualizarMutation,
    useInativar: useTipoContatoInativarMutation,
    useReativar: useTipoContatoReativarMutation,
    corpo,
  }),
};

export function TiposContatoScreen() {
  return <TelaDeCadastro config={config} />;
}
