// /cadastros/genero
import { telaDeCadastroDeNome } from './registro';

export const GeneroScreen = telaDeCadastroDeNome('genero', {
  titulo: 'Gêneros',
  item: { noun: 'gênero' },
  exportPath: '/api/cadastros/genero/lista/exportar',
});
