// /cadastros/estado-civil
import { telaDeCadastroDeNome } from './registro';

export const EstadoCivilScreen = telaDeCadastroDeNome('estadoCivil', {
  titulo: 'Estados civis',
  item: { noun: 'estado civil' },
  exportPath: '/api/cadastros/estado-civil/lista/exportar',
});
