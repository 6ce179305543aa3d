// /cadastros/genero
import {
  useGeneroAtualizarMutation,
  useGeneroCriarMutation,
  useGeneroInativarMutation,
  useGeneroListarQuery,
  useGeneroReativarMutation,
} from './api';
import { mutacoesDe } from '../../shared/lista';
import { cadastroDeNome, TelaDeCadastro } from './registro';

const config = cadastroDeNome({
  title: 'Gêneros',
  item: { noun: 'gênero' },
  useListar: useGeneroListarQuery,
  exportPath: '/api/cadastros/genero/lista/exportar',
  useMutations: mutacoesDe({
    useCriar: useGeneroCriarMutation,
    useAtualizar: useGeneroAtualizarMutation,
    useInativar: useGeneroInativarMutation,
    useReativar: useGeneroReativarMutation,
  }),
});

export function GeneroScreen() {
  return <TelaDeCadastro config={config} />;
}
