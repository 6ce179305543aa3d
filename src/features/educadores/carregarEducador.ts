// The educator pages load the educator named by the address first; an id that is not a number or
// not known says so in Portuguese.
import type { CarregamentoDoRegistro } from '../../shared/detalhe';
import { useEducadorObterQuery, type Educador } from './api';

export const CARREGAR_EDUCADOR: CarregamentoDoRegistro<Educador> = {
  useConsulta: useEducadorObterQuery,
  carregando: 'Carregando educador...',
  naoEncontrado: {
    titulo: 'Educador não encontrado',
    mensagem: 'Não há educador com este código. Confira o endereço ou procure-o na lista.',
    voltarPara: '/educadores',
    rotuloVoltar: 'Ver educadores',
  },
};
