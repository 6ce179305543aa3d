// /avaliacoes/boletins: pick a class, see its summary (each apprentice's average, attendance and
// result, per discipline too; the totals) and download every report card in one PDF, one page
// each, with the pages counted as they arrive.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import { FalhaAoCarregar } from '../../../shared/ui/Carregamento';
import { TelaCarregando } from '../../../shared/ui/TelaCarregando';
import { formatarNota } from '../../../shared/validation/avaliacoes';
import { useBoletinsDaTurmaQuery } from '../api';
import { EscolhaDeTurma, TelaDeUmaEscolha } from '../escolhas';
import { useEscolhasDoEndereco } from '../../../shared/routing';
import { BaixarPdf } from './BaixarPdf';
import { corDoResultado, formatarFrequencia, rotuloDoResultado } from './formato';

function Resumo({ turmaId }: { turmaId: number }) {
  const consulta = useBoletinsDaTurmaQuery({ id: turmaId });
  if (consulta.isLoading)
    return <TelaCarregando texto="Carregando boletins..." telaCheia={false} />;
  if (consulta.error || !consulta.data) {
    return <FalhaAoCarregar erro={consulta.error} onRetry={() => void consulta.refetch()} />;
  }
  const r = consulta.data;
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <BaixarPdf
          url={`/api/turmas/${String(turmaId)}/boletins.pdf`}
          rotulo="Baixar todos os boletins (PDF)"
          nomePadrao={`boletins-${r.turma.codigo}.pdf`}
        />
        <Typography color="text.secondary" sx={{ pt: 1 }}>
          {r.totais.aprendizes} {r.totais.aprendizes === 1 ? 'aprendiz' : 'aprendizes'} ·{' '}
          {r.totais.aprovados} aprovados · {r.totais.reprovados} reprovados · {r.totais.emCurso} em
          curso
        </Typography>
      </Box>
      {r.aviso && <Alert severity="info">{r.aviso}</Alert>}
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label={`Boletins da turma ${r.turma.codigo}`}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ minWidth: 180 }}>Aprendiz</TableCell>
              {r.disciplinas.map((d) => (
                <TableCell key={d.id} align="right">
                  {d.nome}
                </TableCell>
              ))}
              <TableCell align="right">Média</TableCell>
              <TableCell align="right">Frequência</TableCell>
              <TableCell>Resultado</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {r.aprendizes.map((a) => (
              <TableRow key={a.aprendiz.id}>
                <TableCell component="th" scope="row">
                  <Button
                    component={Link}
                    size="small"
                    to={`/avaliacoes/boletim-aprendiz?aprendiz=${String(a.aprendiz.id)}&turma=${String(r.turma.id)}`}
                    sx={{ textTransform: 'none', justifyContent: 'flex-start', p: 0 }}
                  >
                    {a.aprendiz.nomeSocial ?? a.aprendiz.nome}
                  </Button>
                </TableCell>
                {r.disciplinas.map((d) => {
                  const x = a.disciplinas.find((y) => y.disciplinaId === d.id);
                  return (
                    <TableCell
                      key={d.id}
                      align="right"
                      title={x ? rotuloDoResultado(x.resultado) : undefined}
                    >
                      {formatarNota(x?.media)}
                    </TableCell>
                  );
                })}
                <TableCell align="right" sx={{ fontWeight: 500 }}>
                  {formatarNota(a.media)}
                </TableCell>
                <TableCell align="right">{formatarFrequencia(a.frequencia)}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={corDoResultado(a.resultado)}
                    label={rotuloDoResultado(a.resultado)}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Typography variant="body2" color="text.secondary">
        {r.criterios.texto}
      </Typography>
    </Stack>
  );
}

export function BoletinsScreen() {
  const { ler, mudar } = useEscolhasDoEndereco();
  const turmaId = ler('turma');
  const { data: lido } = useBoletinsDaTurmaQuery({ id: turmaId ?? 0 }, { skip: turmaId === null });
  const turmaLida = lido && lido.turma.id === turmaId ? lido.turma : null;
  return (
    <TelaDeUmaEscolha
      titulo="Boletins"
      subtitulo="O resumo dos boletins de uma turma e todos eles em PDF."
      escolha={
        <EscolhaDeTurma
          turmaId={turmaId}
          turma={turmaLida}
          aoEscolher={(t) => {
            mudar({ turma: t });
          }}
        />
      }
      id={turmaId}
      pedido="Escolha uma turma para ver os boletins."
    >
      {(id) => <Resumo turmaId={id} />}
    </TelaDeUmaEscolha>
  );
}
