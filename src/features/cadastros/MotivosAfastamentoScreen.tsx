// /cadastros/motivos-afastamento: the reasons offered when a leave is registered.
import { rotulosDe, type DadosDe } from '../../shared/campos';
import { CampoDeTexto } from '../../shared/formulario';
import { mutacoesDe, type ConfigDeRegistros } from '../../shared/lista';
import { CAMPOS_MOTIVO_AFASTAMENTO } from '../../shared/validation/cadastros';
import {
  useMotivoAfastamentoAtualizarMutation,
  useMotivoAfastamentoCriarMutation,
  useMotivoAfastamentoInativarMutation,
  useMotivoAfastamentoListarQuery,
  useMotivoAfastamentoReativarMutation,
  type MotivoAfastamento,
  type MotivoAfastamentoListarApiArg,
} from './api';
import { CampoNome, colunaNome, formularioDoCadastro, TelaDeCadastro } from './registro';

type Valores = DadosDe<typeof CAMPOS_MOTIVO_AFASTAMENTO>;
const formulario = formularioDoCadastro(CAMPOS_MOTIVO_AFASTAMENTO);
const R = rotulosDe(CAMPOS_MOTIVO_AFASTAMENTO);

const config: ConfigDeRegistros<MotivoAfastamento, Valores, MotivoAfastamentoListarApiArg> = {
  titulo: 'Motivos de afastamento',
  item: { noun: 'motivo de afastamento' },
  list: {
    columns: [
      colunaNome,
      { field: 'fundamento', headerName: R.fundamento, flex: 2, minWidth: 220, sortable: false },
    ],
    useQuery: useMotivoAfastamentoListarQuery,
    defaultSort: 'nome',
    exportPath: '/api/cadastros/motivos-afastamento/lista/exportar',
  },
  form: {
    schema: formulario.schema,
    empty: { nome: '', fundamento: '' },
    fromRow: formulario.fromRow,
    fields: (
      <>
        <CampoNome />
        <CampoDeTexto
          name="fundamento"
          label={R.fundamento}
          helperText="Base legal ou regra interna (prazo, quem paga)"
          multiline
          minRows={2}
        />
      </>
    ),
  },
  useMutations: mutacoesDe({
    useCriar: useMotivoAfastamentoCriarMutation,
    useAtualizar: useMotivoAfastamentoAtualizarMutation,
    useInativar: useMotivoAfastamentoInativarMutation,
    useReativar: useMotivoAfastamentoReativarMutation,
    corpo: formulario.corpo,
  }),
};

export function MotivosAfastamentoScreen() {
  return <TelaDeCadastro config={config} />;
}
