// The funções with how many people hold each. A name is a link that opens that função's matrix
// (?funcao=<id>); editing and deleting are buttons on the row.
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { Link as RouterLink } from 'react-router-dom';
import type { Funcao } from './tipos';

export const MOTIVO_NAO_EXCLUI_PADRAO =
  'As funções padrão acompanham o sistema e não podem ser excluídas; ajuste as permissões delas, se preciso.';

/** '3 (2 ativos)', '1 (inativo)', 'Nenhum'. */
export function quantosUsuarios(f: Pick<Funcao, 'usuariosCount' | 'usuariosAtivosCount'>): string {
  if (f.usuariosCount === 0) return 'Nenhum';
  const inativos = f.usuariosCount - f.usuariosAtivosCount;
  if (inativos === 0) return String(f.usuariosCount);
  if (f.usuariosAtivosCount === 0)
    return `${f.usuariosCount} (${inativos === 1 ? 'inativo' : 'inativos'})`;
  return `${f.usuariosCount} (${f.usuariosAtivosCount} ${f.usuariosAtivosCount === 1 ? 'ativo' : 'ativos'})`;
}

interface Props {
  funcoes: readonly Funcao[];
  selecionada: number | undefined;
  hrefDe: (f: Funcao) => string;
  editarHref: (f: Funcao) => string;
  onExcluir: (f: Funcao) => void;
}

export function TabelaDeFuncoes({ funcoes, selecionada, hrefDe, editarHref, onExcluir }: Props) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Funções">
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Função
            </TableCell>
            <TableCell
              component="th"
              scope="col"
              sx={{ display: { xs: 'none', md: 'table-cell' } }}
            >
              Descrição
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              Usuários
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              Ações
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {funcoes.map((f) => {
            const atual = f.id === selecionada;
            return (
              <TableRow key={f.id} selected={atual} hover>
                <TableCell component="th" scope="row">
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                    <Link
                      component={RouterLink}
                      to={hrefDe(f)}
                      aria-current={atual ? 'true' : undefined}
                      sx={{ fontWeight: atual ? 600 : undefined }}
                    >
                      {f.nome}
                    </Link>
                    {f.padrao && <Chip size="small" variant="outlined" label="Padrão" />}
                  </Box>
                </TableCell>
                <TableCell
                  sx={{ display: { xs: 'none', md: 'table-cell' }, color: 'text.secondary' }}
                >
                  {f.descricao}
                </TableCell>
                <TableCell align="right">{quantosUsuarios(f)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Tooltip title="Renomear ou mudar a descrição">
                    <IconButton
                      size="small"
                      component={RouterLink}
                      to={editarHref(f)}
                      aria-label={`Editar ${f.nome}`}
                    >
                      <EditOutlinedIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={f.padrao ? MOTIVO_NAO_EXCLUI_PADRAO : 'Excluir função'}>
                    <span>
                      <IconButton
                        size="small"
                        aria-label={`Excluir ${f.nome}`}
                        disabled={f.padrao}
                        onClick={() => {
                          onExcluir(f);
                        }}
                      >
                        <DeleteOutlineIcon fontSize="small" />
                      </IconButton>
                    </span>
                  </Tooltip>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
