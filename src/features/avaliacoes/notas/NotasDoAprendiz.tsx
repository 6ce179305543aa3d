// One apprentice's grades: for each class, every discipline × bimester, with the average.
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { FalhaAoCarregar } from '../../../shared/ui/Carregamento';
import { TelaCarregando } from '../../../shared/ui/TelaCarregando';
import { PERIODOS, formatarNota, media } from '../../../shared/validation/avaliacoes';
import { useNotasObterQuery, type Notas } from '../api';

type LinhaNota = Notas['linhas'][number];

interface GrupoDaTurma {
  turma: LinhaNota['turma'];
  disciplinas: { disciplina: LinhaNota['disciplina']; notas: Map<number, LinhaNota> }[];
}

function agrupar(linhas: readonly LinhaNota[]): GrupoDaTurma[] {
  const turmas = new Map<number, GrupoDaTurma>();
  for (const l of linhas) {
    let g = turmas.get(l.turma.id);
    if (!g) {
      g = { turma: l.turma, disciplinas: [] };
      turmas.set(l.turma.id, g);
    }
    let d = g.disciplinas.find((x) => x.disciplina.id === l.disciplina.id);
    if (!d) {
      d = { disciplina: l.disciplina, notas: new Map() };
      g.disciplinas.push(d);
    }
    d.notas.set(l.periodo, l);
  }
  return [...turmas.values()];
}

/** `nivel`: the heading of each class (h2 on its own screen, h3 inside a section). */
export function NotasDoAprendiz({
  aprendizId,
  nivel = 'h2',
}: {
  aprendizId: number;
  nivel?: 'h2' | 'h3';
}) {
  const consulta = useNotasObterQuery({ aprendizId });
  if (consulta.isLoading) return <TelaCarregando texto="Carregando notas..." telaCheia={false} />;
  if (consulta.error || !consulta.data) {
    return <FalhaAoCarregar erro={consulta.error} onRetry={() => void consulta.refetch()} />;
  }
  const grupos = agrupar(consulta.data.linhas);
  if (grupos.length === 0)
    return <Alert severity="info">Nenhuma nota lançada para este aprendiz.</Alert>;
  return (
    <Stack spacing={3}>
      {grupos.map((g) => (
        <section key={g.turma.id} aria-labelledby={`turma-${String(g.turma.id)}`}>
          <Typography
            id={`turma-${String(g.turma.id)}`}
            variant={nivel === 'h2' ? 'h6' : 'subtitle1'}
            component={nivel}
            sx={{ mb: 1 }}
          >
            {g.turma.codigo} · {g.turma.nome}
          </Typography>
          <TableContainer component={Paper} variant="outlined">
            <Table size="small" aria-label={`Notas na turma ${g.turma.codigo}`}>
              <TableHead>
                <TableRow>
                  <TableCell>Disciplina</TableCell>
                  {PERIODOS.map((p) => (
                    <TableCell key={p} align="right">
                      {p}º bim.
                    </TableCell>
                  ))}
                  <TableCell align="right">Média</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {g.disciplinas.map((d) => (
                  <TableRow key={d.disciplina.id}>
                    <TableCell component="th" scope="row">
                      {d.disciplina.nome}
                    </TableCell>
                    {PERIODOS.map((p) => {
                      const n = d.notas.get(p);
                      return (
                        <TableCell key={p} align="right">
                          {formatarNota(n?.valor)}
                          {n?.conceito ? ` (${n.conceito.sigla})` : ''}
                        </TableCell>
                      );
                    })}
                    <TableCell align="right" sx={{ fontWeight: 500 }}>
                      {formatarNota(media(PERIODOS.map((p) => d.notas.get(p)?.valor ?? null)))}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </section>
      ))}
    </Stack>
  );
}
