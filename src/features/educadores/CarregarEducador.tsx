// The educator pages load the educator named by the address first; an id that is not a number or
// not known says so in Portuguese.
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import {
  FalhaAoCarregar,
  NaoEncontrado,
  ehNaoEncontrado,
  idDaRota,
} from '../../shared/ui/Carregamento';
import { TelaCarregando } from '../../shared/ui/TelaCarregando';
import { useEducadorObterQuery, type Educador } from './api';

const NAO_ENCONTRADO = {
  titulo: 'Educador não encontrado',
  mensagem: 'Não há educador com este código. Confira o endereço ou procure-o na lista.',
  voltarPara: '/educadores',
  rotuloVoltar: 'Ver educadores',
};

type Conteudo = (educador: Educador, recarregar: () => void) => ReactNode;

export function CarregarEducador({ children }: { children: Conteudo }) {
  const id = idDaRota(useParams().id);
  if (id === undefined) return <NaoEncontrado {...NAO_ENCONTRADO} />;
  return <Carregar id={id}>{children}</Carregar>;
}

function Carregar({ id, children }: { id: number; children: Conteudo }) {
  const consulta = useEducadorObterQuery({ id });
  if (consulta.isLoading)
    return <TelaCarregando texto="Carregando educador..." telaCheia={false} />;
  if (consulta.error && ehNaoEncontrado(consulta.error))
    return <NaoEncontrado {...NAO_ENCONTRADO} />;
  if (!consulta.data) {
    return <FalhaAoCarregar erro={consulta.error} onRetry={() => void consulta.refetch()} />;
  }
  return children(consulta.data, () => void consulta.refetch());
}
