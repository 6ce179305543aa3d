// What the registry screens share: the 'nome' column and field, and the permission check. Each
// screen is then only its configuration.
import type { GridColDef } from '@mui/x-data-grid';
import { object, string } from 'yup';
import { useAuth } from '../../machines/auth';
import { TextField } from '../../shared/formulario';
import {
  RegistryScreen,
  type ListArgs,
  type ListQueryResult,
  type RegistryMutations,
  type RegistryRow,
  type RegistryScreenConfig,
} from '../../shared/lista';
import { MENSAGENS_CADASTROS as M, NOME_CADASTRO_MAXIMO } from '../../shared/validation/cadastros';

/** What the list endpoint of every name-only registry takes (their `...ListarApiArg` are alike). */
type ArgDaListaDeNome = ListArgs & { sort?: 'nome' | '-nome' | 'codigo' | '-codigo' };

export const colunaNome: GridColDef = {
  field: 'nome',
  headerName: 'Nome',
  flex: 1,
  minWidth: 180,
};

export const regraNome = string()
  .trim()
  .required(M.informeNome)
  .max(NOME_CADASTRO_MAXIMO, M.nomeLongo);

export const CampoNome = () => <TextField name="nome" label="Nome" required autoFocus />;

export interface ValoresNome {
  nome: string;
}

/** The registries that are only a name (estado civil, gênero, nacionalidade, região). */
export function cadastroDeNome<Row extends RegistryRow & { nome: string; versao: number }>(opcoes: {
  title: string;
  item: RegistryScreenConfig<Row, ValoresNome>['item'];
  useListar: (arg: ArgDaListaDeNome) => ListQueryResult<Row>;
  exportPath: string;
  useMutations: () => RegistryMutations<Row, ValoresNome>;
}): RegistryScreenConfig<Row, ValoresNome, ArgDaListaDeNome> {
  return {
    title: opcoes.title,
    item: opcoes.item,
    list: {
      columns: [colunaNome],
      useQuery: opcoes.useListar,
      defaultSort: 'nome',
      exportPath: opcoes.exportPath,
    },
    form: {
      schema: object({ nome: regraNome }),
      empty: { nome: '' },
      fromRow: (row) => ({ nome: row.nome }),
      fields: <CampoNome />,
    },
    useMutations: opcoes.useMutations,
  };
}

/** A registry screen; read-only for whoever lacks `cadastros:escrever` (the API refuses anyway). */
export function TelaDeCadastro<
  Row extends RegistryRow,
  Valores extends object,
  Arg extends ListArgs,
>({ config }: { config: RegistryScreenConfig<Row, Valores, Arg> }) {
  const { usuario } = useAuth();
  const podeEscrever = usuario?.permissoes.includes('cadastros:escrever') ?? false;
  return <RegistryScreen config={config} readOnly={!podeEscrever} />;
}
