// The vacancy's pages load it by its numeric id first ('Carregando vaga...'); an id that is not a
// number, or that no vacancy has, says so in Portuguese with the way back to the list.
import { naoEncontradoPorCodigo, type CarregamentoDoRegistro } from '../../shared/detalhe';
import { useVagaObterQuery, type Vaga } from './api';

export const CARREGAR_VAGA: CarregamentoDoRegistro<Vaga> = {
  useConsulta: useVagaObterQuery,
  carregando: 'Carregando vaga...',
  naoEncontrado: naoEncontradoPorCodigo({
    titulo: 'Vaga não encontrada',
    naoEhCodigo: (id) =>
      `"${id}" não é um código de vaga: o endereço deve terminar com o número da vaga, como /vagas/12.`,
    semRegistro: (id) =>
      `Não há vaga com o código ${id}. Ela pode ter sido digitada errada no endereço; procure-a na lista de vagas.`,
    voltarPara: '/vagas',
    rotuloVoltar: 'Ver vagas',
  }),
};
