// The class pages load the class by its numeric id before showing anything, with
// 'Carregando turma...' meanwhile (seed-spec.md section 2). An id that is not a number, or that no
// class has, says so in Portuguese with the way back to the list.
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import {
  FalhaAoCarregar,
  NaoEncontrado,
  ehNaoEncontrado,
  idDaRota,
} from '../../shared/ui/Carregamento';
import { TelaCarregando } from '../../shared/ui/TelaCarregando';
import { useTurmaObterQuery, type Turma } from './api';

export const CARREGANDO_TURMA = 'Carregando turma...';

const naoEncontrada = (id: string | undefined) => ({
  titulo: 'Turma não encontrada',
  mensagem:
    idDaRota(id) === undefined
      ? `"${id ?? ''}" não é um código de turma: o endereço deve terminar com o número da turma, como /turmas/12.`
      : `Não há turma com o código ${id ?? ''}. Ela pode ter sido digitada errado no endereço; procure-a na lista de turmas.`,
  voltarPara: '/turmas',
  rotuloVoltar: 'Ver turmas',
});

type Conteudo = (turma: Turma, recarregar: () => void) => ReactNode;

export function CarregarTurma({ children }: { children: Conteudo }) {
  const { id: texto } = useParams();
  const id = idDaRota(texto);
  if (id === undefined) return <NaoEncontrado {...naoEncontrada(texto)} />;
  return (
    <Carregar id={id} texto={texto}>
      {children}
    </Carregar>
  );
}

function Carregar({ id, texto, children }: { id: number; texto?: string; children: Conteudo }) {
  const consulta = useTurmaObterQuery({ id });
  if (consulta.isLoading) return <TelaCarregando texto={CARREGANDO_TURMA} telaCheia={false} />;
  if (consulta.error && ehNaoEncontrado(consulta.error)) {
    return <NaoEncontrado {...naoEncontrada(texto)} />;
  }
  if (!consulta.data) {
    return <FalhaAoCarregar erro={consulta.error} onRetry={() => void consulta.refetch()} />;
  }
  return children(consulta.data, () => void consulta.refetch());
}
