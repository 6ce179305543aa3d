// /cadastros/regiao
import {
  useRegiaoAtualizarMutation,
  useRegiaoCriarMutation,
  useRegiaoInativarMutation,
  useRegiaoListarQuery,
  useRegiaoReativarMutation,
} from './api';
import { mutacoesDe } from '../../shared/lista';
import { cadastroDeNome, TelaDeCadastro } from './registro';

const config = cadastroDeNome({
  title: 'Regiões',
  item: { noun: 'região', feminine: true },
  useListar: useRegiaoListarQuery,
  exportPath: '/api/cadastros/regiao/lista/exportar',
  useMutations: mutacoesDe({
    useCriar: useRegiaoCriarMutation,
    useAtualizar: useRegiaoAtualizarMutation,
    useInativar: useRegiaoInativarMutation,
    useReativar: useRegiaoReativarMutation,
  }),
});

export function RegiaoScreen() {
  return <TelaDeCadastro config={config} />;
}
