// /cadastros/nacionalidade
import {
  useNacionalidadeAtualizarMutation,
  useNacionalidadeCriarMutation,
  useNacionalidadeInativarMutation,
  useNacionalidadeListarQuery,
  useNacionalidadeReativarMutation,
} from './api';
import { mutacoesDe } from '../../shared/lista';
import { cadastroDeNome, TelaDeCadastro } from './registro';

const config = cadastroDeNome({
  title: 'Nacionalidades',
  item: { noun: 'nacionalidade', feminine: true },
  useListar: useNacionalidadeListarQuery,
  exportPath: '/api/cadastros/nacionalidade/lista/exportar',
  useMutations: mutacoesDe({
    useCriar: useNacionalidadeCriarMutation,
    useAtualizar: useNacionalidadeAtualizarMutation,
    useInativar: useNacionalidadeInativarMutation,
    useReativar: useNacionalidadeReativarMutation,
  }),
});

export function NacionalidadeScreen() {
  return <TelaDeCadastro config={config} />;
}
