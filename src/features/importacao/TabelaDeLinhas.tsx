// The rows of a dry run (or those an import refused): the row's number, the name, whether it will
// be imported, and each error in the column of the cell it is about (only the columns with an
// error are shown, in the order the server gives: the template's). Messages wrap, never cut;
// a wide table scrolls sideways inside its frame. Paged: a file may have 5,000 rows.
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { numero } from './textos';

export interface LinhaConferida {
  numero: number;
  nome: string;
  erros: { coluna: string; mensagem: string }[];
}

const POR_PAGINA = 50;

export function TabelaDeLinhas({
  linhas,
  filtroInicial,
}: {
  linhas: LinhaConferida[];
  filtroInicial: boolean;
}) {
  const [soErros, setSoErros] = useState(filtroInicial);
  const [pagina, setPagina] = useState(0);
  const visiveis = useMemo(
    () => (soErros ? linhas.filter((l) => l.erros.length > 0) : linhas),
    [linhas, soErros],
  );
  const colunas = useMemo(() => {
    const vistas = new Set<string>();
    for (const l of visiveis) for (const e of l.erros) vistas.add(e.coluna);
    return [...vistas];
  }, [visiveis]);
  const temErros = linhas.some((l) => l.erros.length > 0);
  const daPagina = visiveis.slice(pagina * POR_PAGINA, (pagina + 1) * POR_PAGINA);

  return (
    <Box>
      {temErros && (
        <FormControlLabel
          control={
            <Checkbox
              checked={soErros}
              onChange={(e) => {
                setSoErros(e.target.checked);
                setPagina(0);
              }}
            />
          }
          label="Só linhas com erro"
        />
      )}
      {visiveis.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          Nenhuma linha com erro.
        </Typography>
      ) : (
        <>
          <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
            <Table size="small" aria-label="Linhas da planilha e seus erros por coluna">
              <TableHead>
                <TableRow>
                  <TableCell component="th" scope="col">
                    Linha
                  </TableCell>
                  <TableCell component="th" scope="col" sx={{ minWidth: 180 }}>
                    Nome
                  </TableCell>
                  <TableCell component="th" scope="col">
                    Situação
                  </TableCell>
                  {colunas.map((c) => (
                    <TableCell key={c} component="th" scope="col" sx={{ minWidth: 180 }}>
                      {c}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {daPagina.map((l) => {
                  const porColuna = new Map(l.erros.map((e) => [e.coluna, e.mensagem]));
                  return (
                    <TableRow key={l.numero} sx={{ verticalAlign: 'top' }}>
                      <TableCell component="th" scope="row">
                        {numero(l.numero)}
                      </TableCell>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>{l.nome || '—'}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {l.erros.length === 0 ? (
                          <Typography variant="body2" color="success.main" component="span">
                            Válida
                          </Typography>
                        ) : (
                          <Typography variant="body2" color="error.main" component="span">
                            {l.erros.length === 1 ? '1 erro' : `${numero(l.erros.length)} erros`}
                          </Typography>
                        )}
                      </TableCell>
                      {colunas.map((c) => (
                        <TableCell key={c}>
                          {porColuna.has(c) && (
                            <Typography variant="body2" color="error.main" component="span">
                              {porColuna.get(c)}
                            </Typography>
                          )}
                        </TableCell>
                      ))}
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
          {visiveis.length > POR_PAGINA && (
            <TablePagination
              component="div"
              count={visiveis.length}
              page={pagina}
              rowsPerPage={POR_PAGINA}
              rowsPerPageOptions={[POR_PAGINA]}
              onPageChange={(_e, p) => {
                setPagina(p);
              }}
              labelDisplayedRows={({ from, to, count }) =>
                `${numero(from)}–${numero(to)} de ${numero(count)}`
              }
              getItemAriaLabel={(tipo) =>
                tipo === 'next'
                  ? 'Próxima página'
                  : tipo === 'previous'
                    ? 'Página anterior'
                    : tipo === 'first'
                      ? 'Primeira página'
                      : 'Última página'
              }
            />
          )}
        </>
      )}
    </Box>
  );
}
