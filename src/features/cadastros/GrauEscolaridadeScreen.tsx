// /cadastros/grau-escolaridade: the order puts the levels in sequence in every select.
import type { DadosDe } from '../../shared/campos';
import { CampoNumerico, CampoLigaDesliga } from '../../shared/formulario';
import { mutacoesDe, type ConfigDeRegistros } from '../../shared/lista';
import { CAMPOS_GRAU_ESCOLARIDADE } from '../../shared/validation/cadastros';
import {
  useGrauEscolaridadeAtualizarMutation,
  useGrauEscolaridadeCriarMutation,
  useGrauEscolaridadeInativarMutation,
  useGrauEscolaridadeListarQuery,
  useGrauEscolaridadeReativarMutation,
  type GrauEscolaridade,
  type GrauEscolaridadeListarApiArg,
} from './api';
import { CampoNome, colunaNome, formularioDoCadastro, TelaDeCadastro } from './registro';

type Valores = DadosDe<typeof CAMPOS_GRAU_ESCOLARIDADE>;
const formulario = formularioDoCadastro(CAMPOS_GRAU_ESCOLARIDADE);

const config: ConfigDeRegistros<GrauEscolaridade, Valores, GrauEscolaridadeListarApiArg> = {
  titulo: 'Graus de escolaridade',
  item: { noun: 'grau de escolaridade' },
  list: {
    columns: [
      { field: 'ordem', headerName: 'Ordem', type: 'number', width: 90 },
      colunaNome,
      {
        field: 'cursando',
        headerName: 'Ainda estudando',
        width: 150,
        sortable: false,
        valueFormatter: (valor: boolean) => (valor ? 'Sim' : 'Não'),
      },
    ],
    useQuery: useGrauEscolaridadeListarQuery,
    defaultSort: 'ordem',
    exportPath: '/api/cadastros/grau-escolaridade/lista/exportar',
  },
  form: {
    schema: formulario.schema,
    empty: { nome: '', ordem: 0, cursando: false },
    fromRow: formulario.fromRow,
    fields: (
      <>
        <CampoNome />
        <CampoNumerico
          name="ordem"
          label="Ordem"
          helperText="Posição na lista, do menor ao maior grau"
        />
        <CampoLigaDesliga name="cursando" label="A pessoa ainda está estudando neste grau" />
      </>
    ),
  },
  useMutations: mutacoesDe({
    useCriar: useGrauEscolaridadeCriarMutation,
    useAtualizar: useGrauEscolaridadeAtualizarMutation,
    useInativar: useGrauEscolaridadeInativarMutation,
    useReativar: useGrauEscolaridadeReativarMutation,
    corpo: formulario.corpo,
  }),
};

export function GrauEscolaridadeScreen() {
  return <TelaDeCadastro config={config} />;
}
