// /avaliacoes/notas-por-aprendiz: one apprentice's grades, every discipline × bimester of each
// class (?aprendiz=N keeps the choice in the address).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useSearchParams } from 'react-router-dom';
import { AsyncAutocomplete } from '../../../shared/formulario';
import { PageHeader } from '../../../shared/pagina';
import { useNotasObterQuery } from '../api';
import { useBuscaDeAprendizes } from '../buscas';
import { NotasDoAprendiz } from './NotasDoAprendiz';

export function NotasPorAprendizScreen() {
  const [busca, setBusca] = useSearchParams();
  const v = busca.get('aprendiz');
  const aprendizId = v && /^\d+$/.test(v) ? Number(v) : null;
  const buscar = useBuscaDeAprendizes();
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
        <AsyncAutocomplete
          key={nome ?? 'aprendiz'}
          label="Aprendiz"
          value={aprendizId}
          initialOption={
            nome && aprendizId !== null ? { value: aprendizId, label: nome } : undefined
          }
          onChange={(a) => {
            setBusca(a === null ? {} : { aprendiz: String(a) });
          }}
          loadOptions={buscar}
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
