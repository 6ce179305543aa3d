// What the registry screens share: the 'nome' column and field, and the permission check. Each
// screen is then only its configuration.
import type { GridColDef } from '@mui/x-data-grid';
import { object, string } from 'yup';
import { useAuth } from '../../machines/auth';
import { CampoDeTexto } from '../../shared/formulario';
import {
  TelaDeRegistros,
  type ArgsDaLista,
  type LinhaDeRegistro,
  type ConfigDeRegistros,
  mutacoesDe,
} from '../../shared/lista';
import { cadastrosApi, type EstadoCivil } from './api';
import { MENSAGENS_CADASTROS as M, NOME_CADASTRO_MAXIMO } from '../../shared/validation/cadastros';

/** What the list endpoint of every name-only registry takes (their `...ListarApiArg` are alike). */
type ArgDaListaDeNome = ArgsDaLista & { sort?: 'nome' | '-nome' | 'codigo' | '-codigo' };
/** Their rows are alike too. */
type LinhaDeNome = EstadoCivil;

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

export const CampoNome = () => <CampoDeTexto name="nome" label="Nome" required autoFocus />;

export interface ValoresNome {
  nome: string;
}

/** The registries that are only a name, by their operations' prefix (estadoCivilListar...). */
type CadastroDeNome = 'estadoCivil' | 'genero' | 'nacionalidade' | 'regiao';

/**
 * The screen of a registry that is only a name (estado civil, gênero, nacionalidade, região). Its
 * hooks are the generated ones its prefix names, as its cache tag is (./api), so a screen states
 * only its words and its export.
 */
export function telaDeCadastroDeNome(
  prefixo: CadastroDeNome,
  opcoes: {
    titulo: string;
    item: ConfigDeRegistros<LinhaDeRegistro, ValoresNome>['item'];
    exportPath: string;
  },
) {
  const endpoints = cadastrosApi.endpoints;
  const config: ConfigDeRegistros<LinhaDeNome, ValoresNome, ArgDaListaDeNome> = {
    titulo: opcoes.titulo,
    item: opcoes.item,
    list: {
      columns: [colunaNome],
      useQuery: endpoints[`${prefixo}Listar`].useQuery,
      defaultSort: 'nome',
      exportPath: opcoes.exportPath,
    },
    form: {
      schema: object({ nome: regraNome }),
      empty: { nome: '' },
      fromRow: (row) => ({ nome: row.nome }),
      fields: <CampoNome />,
    },
    useMutations: mutacoesDe({
      useCriar: endpoints[`${prefixo}Criar`].useMutation,
      useAtualizar: endpoints[`${prefixo}Atualizar`].useMutation,
      useInativar: endpoints[`${prefixo}Inativar`].useMutation,
      useReativar: endpoints[`${prefixo}Reativar`].useMutation,
    }),
  };
  return function TelaDeCadastroDeNome() {
    return <TelaDeCadastro config={config} />;
  };
}

/** A registry screen; read-only for whoever lacks `cadastros:escrever` (the API refuses anyway). */
export function TelaDeCadastro<
  Row extends LinhaDeRegistro,
  Valores extends object,
  Arg extends ArgsDaLista,
>({ config }: { config: ConfigDeRegistros<Row, Valores, Arg> }) {
  const { usuario } = useAuth();
  const podeEscrever = usuario?.permissoes.includes('cadastros:escrever') ?? false;
  return <TelaDeRegistros config={config} readOnly={!podeEscrever} />;
}
