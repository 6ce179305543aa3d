// /cadastros/regiao
import { telaDeCadastroDeNome } from './registro';

export const RegiaoScreen = telaDeCadastroDeNome('regiao', {
  titulo: 'Regiões',
  item: { noun: 'região', feminine: true },
  exportPath: '/api/cadastros/regiao/lista/exportar',
});
