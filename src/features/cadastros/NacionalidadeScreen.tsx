// /cadastros/nacionalidade
import { telaDeCadastroDeNome } from './registro';

export const NacionalidadeScreen = telaDeCadastroDeNome('nacionalidade', {
  titulo: 'Nacionalidades',
  item: { noun: 'nacionalidade', feminine: true },
  exportPath: '/api/cadastros/nacionalidade/lista/exportar',
});
