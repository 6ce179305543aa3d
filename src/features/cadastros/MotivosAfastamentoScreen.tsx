// /cadastros/motivos-afastamento: the reasons offered when a leave is registered.
import { object, string } from 'yup';
import { CampoDeTexto } from '../../shared/formulario';
import { mutacoesDe, type ConfigDeRegistros } from '../../shared/lista';
import { FUNDAMENTO_MAXIMO, MENSAGENS_CADASTROS as M } from '../../shared/validation/cadastros';
import {
  useMotivoAfastamentoAtualizarMutation,
  useMotivoAfastamentoCriarMutation,
  useMotivoAfastamentoInativarMutation,
  useMotivoAfastamentoListarQuery,
  useMotivoAfastamentoReativarMutation,
  type MotivoAfastamento,
  type MotivoAfastamentoListarApiArg,
} from './api';
import { CampoNome, colunaNome, regraNome, TelaDeCadastro } from './registro';

type Valores = Pick<MotivoAfastamento, 'nome' | 'fundamento'>;

const config: ConfigDeRegistros<MotivoAfastamento, Valores, MotivoAfastamentoListarApiArg> = {
  titulo: 'Motivos de afastamento',
  item: { noun: 'motivo de afastamento' },
  list: {
    columns: [
      colunaNome,
      { field: 'fundamento', headerName: 'Fundamento', flex: 2, minWidth: 220, sortable: false },
    ],
    useQuery: useMotivoAfastamentoListarQuery,
    defaultSort: 'nome',
    exportPath: '/api/cadastros/motivos-afastamento/lista/exportar',
  },
  form: {
    schema: object({
      nome: regraNome,
      fundamento: string().trim().max(FUNDAMENTO_MAXIMO, M.fundamentoLongo),
    }),
    empty: { nome: '', fundamento: '' },
    fromRow: ({ nome, fundamento }) => ({ nome, fundamento }),
    fields: (
      <>
        <CampoNome />
        <CampoDeTexto
          name="fundamento"
          label="Fundamento"
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
  }),
};

export function MotivosAfastamentoScreen() {
  return <TelaDeCadastro config={config} />;
}
