// /cadastros/conceitos: grade bands (0 to 10). The server refuses bands that overlap and names
// the other concept; that message lands on both grade fields.
import { number, object, ref, string } from 'yup';
import { formatarDecimal } from '../../shared/format';
import { CampoNumerico, CampoDeTexto } from '../../shared/formulario';
import { mutacoesDe, type ConfigDeRegistros } from '../../shared/lista';
import {
  DESCRICAO_MAXIMA,
  MENSAGENS_CADASTROS as M,
  SIGLA_MAXIMA,
} from '../../shared/validation/cadastros';
import {
  useConceitoAtualizarMutation,
  useConceitoCriarMutation,
  useConceitoInativarMutation,
  useConceitoListarQuery,
  useConceitoReativarMutation,
  type Conceito,
  type ConceitoListarApiArg,
} from './api';
import { TelaDeCadastro } from './registro';

type Valores = Pick<Conceito, 'sigla' | 'descricao' | 'notaMinima' | 'notaMaxima'>;

const nota = (informe: string) =>
  number()
    .typeError(informe)
    .required(informe)
    .min(0, M.notaForaDaEscala)
    .max(10, M.notaForaDaEscala)
    .test('duas-casas', M.duasCasas, (n) => Number.isInteger(Math.round(n * 100 * 1e6) / 1e6));

const config: ConfigDeRegistros<Conceito, Valores, ConceitoListarApiArg> = {
  titulo: 'Conceitos',
  item: { noun: 'conceito' },
  list: {
    columns: [
      { field: 'sigla', headerName: 'Sigla', width: 100 },
      { field: 'descricao', headerName: 'Descrição', flex: 1, minWidth: 180 },
      {
        field: 'notaMinima',
        headerName: 'Nota mínima',
        width: 130,
        valueFormatter: formatarDecimal,
      },
      {
        field: 'notaMaxima',
        headerName: 'Nota máxima',
        width: 130,
        sortable: false,
        valueFormatter: formatarDecimal,
      },
    ],
    useQuery: useConceitoListarQuery,
    defaultSort: 'notaMinima',
    exportPath: '/api/cadastros/conceitos/lista/exportar',
  },
  form: {
    schema: object({
      sigla: string().trim().required(M.informeSigla).max(SIGLA_MAXIMA, M.siglaLonga),
      descricao: string()
        .trim()
        .required(M.informeDescricao)
        .max(DESCRICAO_MAXIMA, M.descricaoLonga),
      notaMinima: nota(M.informeNotaMinima),
      notaMaxima: nota(M.informeNotaMaxima).min(ref('notaMinima'), M.maximaMenorQueMinima),
    }),
    empty: { sigla: '', descricao: '' },
    fromRow: ({ sigla, descricao, notaMinima, notaMaxima }) => ({
      sigla,
      descricao,
      notaMinima,
      notaMaxima,
    }),
    fields: (
      <>
        <CampoDeTexto
          name="sigla"
          label="Sigla"
          required
          autoFocus
          helperText="Até 5 caracteres, como A, B+ ou MB"
        />
        <CampoDeTexto name="descricao" label="Descrição" required />
        <CampoNumerico name="notaMinima" label="Nota mínima" casasDecimais={2} required />
        <CampoNumerico name="notaMaxima" label="Nota máxima" casasDecimais={2} required />
      </>
    ),
  },
  useMutations: mutacoesDe({
    useCriar: useConceitoCriarMutation,
    useAtualizar: useConceitoAtualizarMutation,
    useInativar: useConceitoInativarMutation,
    useReativar: useConceitoReativarMutation,
  }),
};

export function ConceitosScreen() {
  return <TelaDeCadastro config={config} />;
}
