// /avaliacoes/notas-por-aprendiz: one apprentice's grades, every discipline × bimester of each
// class (?aprendiz=N keeps the choice in the address).
import { useNotasObterQuery } from '../api';
import { EscolhaDeAprendiz, TelaDeUmaEscolha } from '../escolhas';
import { useEscolhasDoEndereco } from '../../../shared/routing';
import { NotasDoAprendiz } from './NotasDoAprendiz';

export function NotasPorAprendizScreen() {
  const { ler, mudar } = useEscolhasDoEndereco();
  const aprendizId = ler('aprendiz');
  const { data: lido } = useNotasObterQuery(
    { aprendizId: aprendizId ?? 0 },
    { skip: aprendizId === null },
  );
  const nome = lido?.aprendiz && lido.aprendiz.id === aprendizId ? lido.aprendiz.nome : null;
  return (
    <TelaDeUmaEscolha
      titulo="Notas por aprendiz"
      subtitulo="Todas as notas de um aprendiz, por turma, disciplina e bimestre."
      escolha={
        <EscolhaDeAprendiz
          aprendizId={aprendizId}
          nome={nome}
          aoEscolher={(a) => {
            mudar({ aprendiz: a });
          }}
        />
      }
      id={aprendizId}
      pedido="Escolha um aprendiz para ver as notas."
    >
      {(id) => <NotasDoAprendiz aprendizId={id} />}
    </TelaDeUmaEscolha>
  );
}
