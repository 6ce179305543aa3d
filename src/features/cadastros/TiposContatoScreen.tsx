// /cadastros/tipos-contato: the format says how an apprentice's contact of this type is checked.
import { mixed, object } from 'yup';
import { CampoDeSelecao } from '../../shared/formulario';
import { mutacoesDe, type ConfigDeRegistros } from '../../shared/lista';
import { MENSAGENS_CADASTROS as M } from '../../shared/validation/cadastros';
import {
  useTipoContatoAtualizarMutation,
  useTipoContatoCriarMutation,
  useTipoContatoInativarMutation,
  useTipoContatoListarQuery,
  useTipoContatoReativarMutation,
  type TipoContato,
  type TipoContatoListarApiArg,
} from './api';
import { CampoNome, colunaNome, regraNome, TelaDeCadastro } from './registro';

type Valores = Pick<TipoContato, 'nome' | 'formato'>;

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
        headerName: 'Formato',
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
    schema: object({
      nome: regraNome,
      formato: mixed().oneOf(['telefone', 'email'], M.formatoInvalido).required(M.formatoInvalido),
    }),
    empty: { nome: '', formato: 'telefone' },
    fromRow: ({ nome, formato }) => ({ nome, formato }),
    fields: (
      <>
        <CampoNome />
        <CampoDeSelecao
          name="formato"
          label="Formato"
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
  }),
};

export function TiposContatoScreen() {
  return <TelaDeCadastro config={config} />;
}
