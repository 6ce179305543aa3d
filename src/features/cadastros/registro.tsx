// What the registry screens share: the 'nome' column and field, the form's rules, values and
// body from a registry's declaration (src/shared/validation/cadastros.ts: the same the API
// derives its schemas from), and the permission check. Each screen is then only its configuration.
import type { GridColDef } from '@mui/x-data-grid';
import { useAuth } from '../../machines/auth';
import {
  corpoDoFormulario,
  rotulosDe,
  validarCampos,
  valoresDoRegistro,
  type Campos,
  type DadosDe,
  type RespostaDe,
} from '../../shared/campos';
import { CampoDeTexto } from '../../shared/formulario';
import { esquemaDasRegras } from '../../shared/formulario/regrasCompartilhadas';
import {
  TelaDeRegistros,
  type ArgsDaLista,
  type LinhaDeRegistro,
  type ConfigDeRegistros,
  mutacoesDe,
} from '../../shared/lista';
import { cadastrosApi, type EstadoCivil } from './api';
import { CAMPOS_CADASTRO_DE_NOME } from '../../shared/validation/cadastros';

/** What the list endpoint of every name-only registry takes (their `...ListarApiArg` are alike). */
type ArgDaListaDeNome = ArgsDaLista & { sort?: 'nome' | '-nome' | 'codigo' | '-codigo' };
/** Their rows are alike too. */
type LinhaDeNome = EstadoCivil;

const { nome: ROTULO_NOME } = rotulosDe(CAMPOS_CADASTRO_DE_NOME);

export const colunaNome: GridColDef = {
  field: 'nome',
  headerName: ROTULO_NOME,
  flex: 1,
  minWidth: 180,
};

export const CampoNome = () => <CampoDeTexto name="nome" label={ROTULO_NOME} required autoFocus />;

/**
 * A registry form from its declaration: the declared rules with the API's words, a row as the
 * form's values and the values as the body.
 */
export function formularioDoCadastro<C extends Campos>(campos: C) {
  return {
    schema: esquemaDasRegras((valores: DadosDe<C>) => validarCampos(campos, valores)),
    fromRow: (row: RespostaDe<C>) => valoresDoRegistro(campos, row),
    corpo: (valores: DadosDe<C>) => corpoDoFormulario(campos, valores),
  };
}

type ValoresNome = DadosDe<typeof CAMPOS_CADASTRO_DE_NOME>;
const formularioDeNome = formularioDoCadastro(CAMPOS_CADASTRO_DE_NOME);

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
      schema: formularioDeNome.schema,
      empty: { nome: '' },
      fromRow: formularioDeNome.fromRow,
      fields: <CampoNome />,
    },
    useMutations: mutacoesDe({
      useCriar: endpoints[`${prefixo}Criar`].useMutation,
      useAtualizar: endpoints[`${prefixo}Atualizar`].useMutation,
      useInativar: endpoints[`${prefixo}Inativar`].useMutation,
      useReativar: endpoints[`${prefixo}Reativar`].useMutation,
      corpo: formularioDeNome.corpo,
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
