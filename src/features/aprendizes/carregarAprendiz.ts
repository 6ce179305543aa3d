// The apprentice's page loads the record named by the address first; an id that is not a number
// or not known says so in Portuguese, with the way back to the list.
import { aprendizNaoEncontrado, type CarregamentoDoRegistro } from '../../shared/detalhe';
import { useAprendizObterQuery, type Aprendiz } from './api';

export const CARREGAR_APRENDIZ: CarregamentoDoRegistro<Aprendiz> = {
  useConsulta: useAprendizObterQuery,
  carregando: 'Carregando aprendiz...',
  naoEncontrado: aprendizNaoEncontrado,
};
