// /avaliacoes/notas-por-aprendiz: one apprentice's grades, every discipline × bimester of each
// class (?aprendiz=N keeps the choice in the address).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { PageHeader } from '../../../shared/pagina';
import { useNotasObterQuery } from '../api';
import { EscolhaDeAprendiz, useEscolhasDoEndereco } from '../escolhas';
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
    <>
      <PageHeader
        title="Notas por aprendiz"
        subtitle="Todas as notas de um aprendiz, por turma, disciplina e bimestre."
      />
      <Box sx={{ maxWidth: 480, mb: 2 }}>
        <EscolhaDeAprendiz
          aprendizId={aprendizId}
          nome={nome}
          aoEscolher={(a) => {
            mudar({ aprendiz: a });
          }}
        />
      </Box>
      {aprendizId === null ? (
        <Alert severity="info">Escolha um aprendiz para ver as notas.</Alert>
      ) : (
        <NotasDoAprendiz aprendizId={aprendizId} />
      )}
    </>
  );
}
