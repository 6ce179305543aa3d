// /cadastros/estado-civil
import {
  useEstadoCivilAtualizarMutation,
  useEstadoCivilCriarMutation,
  useEstadoCivilInativarMutation,
  useEstadoCivilListarQuery,
  useEstadoCivilReativarMutation,
} from './api';
import { mutacoesDe } from '../../shared/lista';
import { cadastroDeNome, TelaDeCadastro } from './registro';

const config = cadastroDeNome({
  title: 'Estados civis',
  item: { noun: 'estado civil' },
  useListar: useEstadoCivilListarQuery,
  exportPath: '/api/cadastros/estado-civil/lista/exportar',
  useMutations: mutacoesDe({
    useCriar: useEstadoCivilCriarMutation,
    useAtualizar: useEstadoCivilAtualizarMutation,
    useInativar: useEstadoCivilInativarMutation,
    useReativar: useEstadoCivilReativarMutation,
  }),
});

export function EstadoCivilScreen() {
  return <TelaDeCadastro config={config} />;
}
