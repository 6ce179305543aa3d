// The rows of a dry run (or those an import refused): the row's number, the name, whether it will
// be imported, and each error in the column of the cell it is about (only the columns with an
// error are shown, in the order the server gives: the template's). Messages wrap, never cut;
// a wide table scrolls sideways inside its frame. Paged: a file may have 5,000 rows.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type ChangeEvent } from 'react';
import { numero } from '../../shared/format/texto';

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
  const paginas = Math.ceil(visiveis.length / POR_PAGINA);
  const daPagina = visiveis.slice(pagina * POR_PAGINA, (pagina + 1) * POR_PAGINA);

  return (
    <Box>
      {temErros && (
        // A native checkbox: MUI's Checkbox/FormControlLabel (and TablePagination's Select) in this
        // chunk made webpack re-split the form modules the sign-in chunk shares, over /login's budget.
        <Box
          component="label"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, mb: 1, cursor: 'pointer' }}
        >
          <Box
            component="input"
            type="checkbox"
            checked={soErros}
            onChange={(e: ChangeEvent<HTMLInputElement>) => {
              setSoErros(e.target.checked);
              setPagina(0);
            }}
            sx={{ width: 18, height: 18, accentColor: (t) => t.palette.primary.main, m: 0 }}
          />
          <Typography component="span">Só linhas com erro</Typography>
        </Box>
      )}
      {visiveis.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          Nenhuma linha com erro.
        </Typography>
      ) : (
        <>
          {/* Phones: one block per row, each error named by its column. */}
          <Box
            component="ul"
            aria-label="Linhas da planilha e seus erros"
            sx={{ display: { xs: 'block', sm: 'none' }, listStyle: 'none', p: 0, m: 0 }}
          >
            {daPagina.map((l) => (
              <Box
                component="li"
                key={l.numero}
                sx={{ borderTop: 1, borderColor: 'divider', py: 1.5 }}
              >
                <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                  Linha {numero(l.numero)} · {l.nome || '—'}
                </Typography>
                {l.erros.length === 0 ? (
                  <Typography variant="body2" color="success.main">
                    Válida
                  </Typography>
                ) : (
                  l.erros.map((e) => (
                    <Typography key={e.coluna} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                      <Box component="span" sx={{ fontWeight: 500 }}>
                        {e.coluna}:
                      </Box>{' '}
                      <Box component="span" sx={{ color: 'error.main' }}>
                        {e.mensagem}
                      </Box>
                    </Typography>
                  ))
                )}
              </Box>
            ))}
          </Box>
          <TableContainer
            // A wide table scrolls sideways: focusable, so the keyboard can scroll it too.
            tabIndex={0}
            role="region"
            aria-label="Tabela de erros (role para ver todas as colunas)"
            sx={{
              display: { xs: 'none', sm: 'block' },
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
            }}
          >
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
          {paginas > 1 && (
            <Box
              component="nav"
              aria-label="Páginas da tabela"
              sx={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'flex-end',
                gap: 1,
                mt: 1,
              }}
            >
              <Typography variant="body2" aria-live="polite">
                {numero(pagina * POR_PAGINA + 1)}–
                {numero(Math.min((pagina + 1) * POR_PAGINA, visiveis.length))} de{' '}
                {numero(visiveis.length)}
              </Typography>
              <Button
                size="small"
                disabled={pagina === 0}
                onClick={() => {
                  setPagina(pagina - 1);
                }}
              >
                Anterior
              </Button>
              <Button
                size="small"
                disabled={pagina >= paginas - 1}
                onClick={() => {
                  setPagina(pagina + 1);
                }}
              >
                Próxima
              </Button>
            </Box>
          )}
        </>
      )}
    </Box>
  );
}
