// The partner and unit pages load what the address names first (the unit pages also the partner,
// for its name and whether it takes placements); an id that is not a number, not known or a unit
// of another partner says so in Portuguese.
import {
  idDaRota,
  juntarConsultas,
  type CarregamentoDoRegistro,
  type NaoEncontradoProps,
} from '../../shared/detalhe';
import { useParceiroObterQuery, useUnidadeObterQuery, type Parceiro, type Unidade } from './api';

const naoEncontrada = (parceiroId: number | undefined): NaoEncontradoProps => ({
  titulo: 'Unidade não encontrada',
  mensagem:
    'Esta empresa não tem unidade com este código. Confira o endereço ou escolha a unidade na lista da empresa.',
  voltarPara: parceiroId ? `/empresas/${parceiroId}/unidades` : '/empresas',
  rotuloVoltar: parceiroId ? 'Ver unidades da empresa' : 'Ver empresas',
});

function useUnidadeDoParceiro(ids: { id: number; unidadeId: number }) {
  const parceiro = useParceiroObterQuery({ id: ids.id });
  const unidade = useUnidadeObterQuery(ids);
  return juntarConsultas({ parceiro, unidade });
}

/** A unit's pages show it with its partner. */
export interface UnidadeDaEmpresa {
  parceiro: Parceiro;
  unidade: Unidade;
}

export const CARREGAR_UNIDADE: CarregamentoDoRegistro<UnidadeDaEmpresa, 'id' | 'unidadeId'> = {
  parametros: { id: 'parceiroId', unidadeId: 'unidadeId' },
  useConsulta: useUnidadeDoParceiro,
  carregando: 'Carregando unidade...',
  naoEncontrado: ({ id }) => naoEncontrada(idDaRota(id)),
};

export const CARREGAR_PARCEIRO: CarregamentoDoRegistro<Parceiro> = {
  parametros: { id: 'parceiroId' },
  useConsulta: useParceiroObterQuery,
  carregando: 'Carregando empresa...',
  naoEncontrado: {
    titulo: 'Empresa não encontrada',
    mensagem:
      'Não há empresa parceira com este código. Ela pode ter sido digitada errado no endereço; procure-a na lista.',
    voltarPara: '/empresas',
    rotuloVoltar: 'Ver empresas',
  },
};
