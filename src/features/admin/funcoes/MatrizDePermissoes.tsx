// One função's permissions: areas × Ler / Escrever / Administrar, plus each area's special ones
// with their own label. Every click is saved at once (useMatrizPermissoes). On a phone the same
// checkboxes are listed per area, labelled, since five columns do not fit 390 px.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo } from 'react';
import { useAuth } from '../../../machines/auth';
import type { PermissaoListarApiResponse } from '../api';
import {
  CHAVE_ADMINISTRADOR,
  COLUNAS,
  MOTIVOS,
  linhasDaMatriz,
  marcada,
  motivoDoBloqueio,
  ordemDoCatalogo,
  TITULO_DA_COLUNA,
  type PermissaoDoCatalogo,
} from './matriz';
import type { Funcao } from './tipos';
import { useMatrizPermissoes } from './useMatrizPermissoes';
import { visualmenteOculto } from '../../../shared/ui/visualmenteOculto';

interface Props {
  funcao: Funcao;
  catalogo: PermissaoListarApiResponse['data'];
}

export function MatrizDePermissoes({ funcao, catalogo }: Props) {
  const { usuario } = useAuth();
  const linhas = useMemo(() => linhasDaMatriz(catalogo), [catalogo]);
  const ordem = useMemo(() => ordemDoCatalogo(catalogo), [catalogo]);
  const { pendentes, salvando, alternar } = useMatrizPermissoes(funcao, ordem);
  const celular = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });

  const caixa = (p: PermissaoDoCatalogo, comRotulo: boolean) => {
    const motivo = motivoDoBloqueio(funcao, p.chave, usuario?.userType);
    const checked = marcada(funcao.permissoes, pendentes, p.chave);
    const controle = (
      <Checkbox
        checked={checked}
        disabled={motivo !== null}
        onChange={(e) => {
          alternar(p.chave, e.target.checked, p.rotulo);
        }}
        slotProps={{
          input: {
            'aria-label': comRotulo ? undefined : p.rotulo,
            'aria-describedby': motivo ? `motivo-${funcao.id}-${p.chave}` : undefined,
          },
        }}
      />
    );
    const elemento = comRotulo ? (
      <FormControlLabel control={controle} label={p.rotulo} disabled={motivo !== null} />
    ) : (
      controle
    );
    return (
      <Tooltip title={motivo ?? `${p.rotulo} (${p.chave})`} describeChild>
        {/* A disabled control fires no events: the wrapper lets the tooltip explain why. */}
        <Box component="span" sx={{ display: 'inline-flex' }}>
          {elemento}
          {motivo && (
            <Box component="span" id={`motivo-${funcao.id}-${p.chave}`} sx={visualmenteOculto}>
              {motivo}
            </Box>
          )}
        </Box>
      </Tooltip>
    );
  };

  return (
    <Box component="section" aria-labelledby={`matriz-${funcao.id}`}>
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'flex-start', sm: 'baseline' },
          gap: { xs: 0, sm: 1 },
          mb: 1,
        }}
      >
        <Typography id={`matriz-${funcao.id}`} variant="h6" component="h2" sx={{ flex: 1 }}>
          Permissões de {funcao.nome}
        </Typography>
        <Typography variant="body2" color="text.secondary" role="status">
          {salvando ? 'Salvando…' : 'Cada alteração é salva na hora.'}
        </Typography>
      </Box>
      {funcao.chave === CHAVE_ADMINISTRADOR && (
        <Alert severity="info" sx={{ mb: 1.5 }}>
          {MOTIVOS.administradorCompleto}
        </Alert>
      )}
      {celular ? (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          {linhas.map((linha) => (
            <Paper key={linha.area} variant="outlined" sx={{ p: 1.5 }}>
              <Typography variant="subtitle2" component="h3">
                {linha.area}
              </Typography>
              <Box sx={{ display: 'flex', flexDirection: 'column' }}>
                {[...COLUNAS.map((c) => linha.colunas[c]), ...linha.especiais].map(
                  (p) => p && <Box key={p.chave}>{caixa(p, true)}</Box>,
                )}
              </Box>
            </Paper>
          ))}
        </Box>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-labelledby={`matriz-${funcao.id}`}>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  Área
                </TableCell>
                {COLUNAS.map((c) => (
                  <TableCell key={c} component="th" scope="col" align="center">
                    {TITULO_DA_COLUNA[c]}
                  </TableCell>
                ))}
                <TableCell component="th" scope="col">
                  Outras permissões
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {linhas.map((linha) => (
                <TableRow key={linha.area} hover>
                  <TableCell component="th" scope="row">
                    {linha.area}
                  </TableCell>
                  {COLUNAS.map((c) => {
                    const p = linha.colunas[c];
                    return (
                      <TableCell key={c} align="center" padding="checkbox">
                        {p ? (
                          caixa(p, false)
                        ) : (
                          <Box component="span" aria-hidden sx={{ color: 'text.disabled' }}>
                            —
                          </Box>
                        )}
                      </TableCell>
                    );
                  })}
                  <TableCell>
                    {linha.especiais.map((p) => (
                      <Box key={p.chave}>{caixa(p, true)}</Box>
                    ))}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
