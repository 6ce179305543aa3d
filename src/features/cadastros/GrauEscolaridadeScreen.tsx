// /cadastros/grau-escolaridade: the order puts the levels in sequence in every select.
import { boolean, number, object } from 'yup';
import { CampoNumerico, CampoLigaDesliga } from '../../shared/formulario';
import { mutacoesDe, type ConfigDeRegistros } from '../../shared/lista';
import { MENSAGENS_CADASTROS as M, ORDEM_MAXIMA } from '../../shared/validation/cadastros';
import {
  useGrauEscolaridadeAtualizarMutation,
  useGrauEscolaridadeCriarMutation,
  useGrauEscolaridadeInativarMutation,
  useGrauEscolaridadeListarQuery,
  useGrauEscolaridadeReativarMutation,
  type GrauEscolaridade,
  type GrauEscolaridadeListarApiArg,
} from './api';
import { CampoNome, colunaNome, regraNome, TelaDeCadastro } from './registro';

type Valores = Pick<GrauEscolaridade, 'nome' | 'ordem' | 'cursando'>;

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
    schema: object({
      nome: regraNome,
      ordem: number()
        .nullable()
        .integer(M.ordemInvalida)
        .min(0, M.ordemInvalida)
        .max(ORDEM_MAXIMA, M.ordemInvalida),
      cursando: boolean(),
    }),
    empty: { nome: '', ordem: 0, cursando: false },
    fromRow: ({ nome, ordem, cursando }) => ({ nome, ordem, cursando }),
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
  }),
};

export function GrauEscolaridadeScreen() {
  return <TelaDeCadastro config={config} />;
}
