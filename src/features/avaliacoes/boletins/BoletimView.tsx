// One apprentice's report card for a class: per discipline the grades of the four bimesters, the
// average and its conceito, class days, absences, % attendance and the result; the overall line;
// and the pass criteria as the PDF prints them.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatarData } from '../../../shared/format';
import { formatarNota } from '../../../shared/validation/avaliacoes';
import type { BoletimObterApiResponse } from '../api';
import { corDoResultado, formatarFrequencia, rotuloDoResultado } from './formato';

export function BoletimView({ b }: { b: BoletimObterApiResponse }) {
  return (
    <Box>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {b.aprendiz.nomeSocial ?? b.aprendiz.nome} · {b.turma.codigo} · {b.turma.nome}
        {b.turma.curso ? ` · ${b.turma.curso}` : ''} · {formatarData(b.turma.dataInicio)} a{' '}
        {formatarData(b.turma.dataFim)}
        {b.turma.educador ? ` · Educador(a): ${b.turma.educador}` : ''}
      </Typography>
      {b.aviso && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {b.aviso}
        </Alert>
      )}
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label={`Boletim de ${b.aprendiz.nome}`}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ minWidth: 180 }}>Disciplina</TableCell>
              {b.periodos.map((p) => (
                <TableCell
                  key={p.periodo}
                  align="right"
                  title={`${formatarData(p.inicio)} a ${formatarData(p.fim)}`}
                >
                  {p.periodo}º bim.
                </TableCell>
              ))}
              <TableCell align="right">Média</TableCell>
              <TableCell>Conceito</TableCell>
              <TableCell align="right">Aulas</TableCell>
              <TableCell align="right">Faltas</TableCell>
              <TableCell align="right">Frequência</TableCell>
              <TableCell>Resultado</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {b.disciplinas.map((d) => (
              <TableRow key={d.disciplina.id}>
                <TableCell component="th" scope="row">
                  {d.disciplina.nome}
                  {d.modulo && (
                    <Typography variant="caption" color="text.secondary" component="div">
                      {d.modulo}
                    </Typography>
                  )}
                </TableCell>
                {d.notas.map((n) => (
                  <TableCell key={n.periodo} align="right">
                    {formatarNota(n.valor)}
                  </TableCell>
                ))}
                <TableCell align="right" sx={{ fontWeight: 500 }}>
                  {formatarNota(d.media)}
                </TableCell>
                <TableCell>{d.conceito?.sigla ?? '—'}</TableCell>
                <TableCell align="right">{d.diasDeAula}</TableCell>
                <TableCell align="right">{d.faltas}</TableCell>
                <TableCell align="right">{formatarFrequencia(d.frequencia)}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={corDoResultado(d.resultado)}
                    label={rotuloDoResultado(d.resultado)}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter
            sx={{ '& .MuiTableCell-root': { color: 'text.primary', fontSize: '0.875rem' } }}
          >
            <TableRow>
              <TableCell component="th" scope="row" sx={{ fontWeight: 500 }}>
                Geral
              </TableCell>
              <TableCell colSpan={b.periodos.length} />
              <TableCell align="right" sx={{ fontWeight: 500 }}>
                {formatarNota(b.resumo.media)}
              </TableCell>
              <TableCell />
              <TableCell align="right">{b.resumo.diasDeAula}</TableCell>
              <TableCell align="right">{b.resumo.faltas}</TableCell>
              <TableCell align="right">{formatarFrequencia(b.resumo.frequencia)}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  color={corDoResultado(b.resumo.resultado)}
                  label={rotuloDoResultado(b.resumo.resultado)}
                />
              </TableCell>
            </TableRow>
          </TableFooter>
        </Table>
      </TableContainer>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {b.criterios.texto}
      </Typography>
    </Box>
  );
}
