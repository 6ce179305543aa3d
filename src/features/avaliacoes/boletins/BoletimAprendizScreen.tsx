// /avaliacoes/boletim-aprendiz: pick an apprentice (and, when they had several, the class), see
// the report card and download it as PDF. The choice lives in the address (?aprendiz=&turma=).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { mensagemDeErro, problemaDe } from '../../../shared/api/problema';
import { CabecalhoDaPagina } from '../../../shared/pagina';
import { FalhaAoCarregar } from '../../../shared/ui/Carregamento';
import { TelaCarregando } from '../../../shared/ui/TelaCarregando';
import { useBoletimObterQuery } from '../api';
import { EscolhaDeAprendiz, EscolhaDeTurma } from '../escolhas';
import { useEscolhasDoEndereco } from '../../../shared/routing';
import { BaixarPdf } from './BaixarPdf';
import { BoletimView } from './BoletimView';

export function BoletimDoAprendiz({
  aprendizId,
  turmaId,
}: {
  aprendizId: number;
  turmaId: number | null;
}) {
  const consulta = useBoletimObterQuery({ aprendizId, ...(turmaId ? { turmaId } : {}) });
  if (consulta.isLoading) return <TelaCarregando texto="Carregando boletim..." telaCheia={false} />;
  const status = problemaDe(consulta.error)?.status;
  // No class to report on (never allocated, or not in that class): said, not an error.
  if (status === 404 || status === 422) {
    return <Alert severity="info">{mensagemDeErro(consulta.error)}</Alert>;
  }
  if (consulta.error || !consulta.data) {
    return <FalhaAoCarregar erro={consulta.error} onRetry={() => void consulta.refetch()} />;
  }
  const b = consulta.data;
  const url = `/api/boletins/${String(aprendizId)}/pdf?turmaId=${String(b.turma.id)}`;
  return (
    <Stack spacing={2}>
      <Box>
        <BaixarPdf
          url={url}
          rotulo="Baixar boletim (PDF)"
          nomePadrao={`boletim-${String(aprendizId)}.pdf`}
        />
      </Box>
      <BoletimView b={b} />
    </Stack>
  );
}

export function BoletimAprendizScreen() {
  const { ler, mudar } = useEscolhasDoEndereco();
  const aprendizId = ler('aprendiz');
  const turmaId = ler('turma');
  // The pickers name what the address chose once the report card says it (the same request).
  const { data: lido } = useBoletimObterQuery(
    { aprendizId: aprendizId ?? 0, ...(turmaId ? { turmaId } : {}) },
    { skip: aprendizId === null },
  );
  const nomeDoAprendiz = lido && lido.aprendiz.id === aprendizId ? lido.aprendiz.nome : null;
  const turmaLida = lido && turmaId !== null && lido.turma.id === turmaId ? lido.turma : null;
  return (
    <>
      <CabecalhoDaPagina
        titulo="Boletim do aprendiz"
        subtitulo="Notas por bimestre, médias, frequência e resultado em cada disciplina da turma."
      />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <Box sx={{ flex: 1, minWidth: 260 }}>
          <EscolhaDeAprendiz
            aprendizId={aprendizId}
            nome={nomeDoAprendiz}
            aoEscolher={(v) => {
              mudar({ aprendiz: v });
            }}
          />
        </Box>
        <Box sx={{ flex: 1, minWidth: 260 }}>
          <EscolhaDeTurma
            rotulo="Turma (padrão: a atual)"
            turmaId={turmaId}
            turma={turmaLida}
            aoEscolher={(v) => {
              mudar({ turma: v });
            }}
          />
        </Box>
      </Stack>
      {aprendizId === null ? (
        <Alert severity="info">Escolha um aprendiz para ver o boletim.</Alert>
      ) : (
        <BoletimDoAprendiz aprendizId={aprendizId} turmaId={turmaId} />
      )}
    </>
  );
}
