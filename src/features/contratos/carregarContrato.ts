// The contract's page loads it by its numeric id first ('Carregando contrato...'); an id that is not
// a number, or that no contract has, says so in Portuguese with the way back to the list.
import { naoEncontradoPorCodigo, type CarregamentoDoRegistro } from '../../shared/detalhe';
import { useContratoObterQuery, type Contrato } from './api';

export const CARREGAR_CONTRATO: CarregamentoDoRegistro<Contrato> = {
  useConsulta: useContratoObterQuery,
  carregando: 'Carregando contrato...',
  naoEncontrado: naoEncontradoPorCodigo({
    titulo: 'Contrato não encontrado',
    naoEhCodigo: (id) =>
      `"${id}" não é um código de contrato: o endereço deve terminar com o número interno do contrato, como /contratos/12.`,
    semRegistro: (id) =>
      `Não há contrato com o código ${id}. Ele pode ter sido digitado errado no endereço; procure-o na lista de contratos.`,
    voltarPara: '/contratos',
    rotuloVoltar: 'Ver contratos',
  }),
};
