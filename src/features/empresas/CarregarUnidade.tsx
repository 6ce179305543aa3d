// The unit pages load the partner (for its name and whether it takes placements) and the unit
// named by the address; an id that is not a number or a unit of another partner is not found.
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import {
  FalhaAoCarregar,
  NaoEncontrado,
  ehNaoEncontrado,
  idDaRota,
} from '../../shared/ui/Carregamento';
import { TelaCarregando } from '../../shared/ui/TelaCarregando';
import { useParceiroObterQuery, useUnidadeObterQuery, type Parceiro, type Unidade } from './api';

const naoEncontrada = (parceiroId: number | undefined) => ({
  titulo: 'Unidade não encontrada',
  mensagem:
    'Esta empresa não tem unidade com este código. Confira o endereço ou escolha a unidade na lista da empresa.',
  voltarPara: parceiroId ? `/empresas/${parceiroId}/unidades` : '/empresas',
  rotuloVoltar: parceiroId ? 'Ver unidades da empresa' : 'Ver empresas',
});

export function CarregarUnidade({
  children,
}: {
  children: (parceiro: Parceiro, unidade: Unidade, recarregar: () => void) => ReactNode;
}) {
  const params = useParams();
  const parceiroId = idDaRota(params.parceiroId);
  const unidadeId = idDaRota(params.unidadeId);
  if (parceiroId === undefined || unidadeId === undefined) {
    return <NaoEncontrado {...naoEncontrada(parceiroId)} />;
  }
  return (
    <Carregar parceiroId={parceiroId} unidadeId={unidadeId}>
      {children}
    </Carregar>
  );
}

function Carregar({
  parceiroId,
  unidadeId,
  children,
}: {
  parceiroId: number;
  unidadeId: number;
  children: (parceiro: Parceiro, unidade: Unidade, recarregar: () => void) => ReactNode;
}) {
  const parceiro = useParceiroObterQuery({ id: parceiroId });
  const unidade = useUnidadeObterQuery({ id: parceiroId, unidadeId });
  if (parceiro.isLoading || unidade.isLoading) {
    return <TelaCarregando texto="Carregando unidade..." telaCheia={false} />;
  }
  const erro = parceiro.error ?? unidade.error;
  if (erro && ehNaoEncontrado(erro)) return <NaoEncontrado {...naoEncontrada(parceiroId)} />;
  if (!parceiro.data || !unidade.data) {
    return (
      <FalhaAoCarregar
        erro={erro}
        onRetry={() => {
          void parceiro.refetch();
          void unidade.refetch();
        }}
      />
    );
  }
  return children(parceiro.data, unidade.data, () => void unidade.refetch());
}
