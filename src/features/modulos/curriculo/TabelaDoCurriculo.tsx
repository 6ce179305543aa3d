// The curriculum's rows in order: position, discipline (with its module), hours and, for whoever
// may edit, the hours box, 'Subir'/'Descer' and 'Remover'. A row's error (the shared rules' or the
// server's) shows under the field it is about. On a phone the hours and the buttons go under the
// discipline's name, which would otherwise be squeezed into a column a few letters wide.
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { formatarHoras } from '../../../shared/validation/curriculo';
import { BotoesDeOrdem, useFocoAposMover } from '../BotoesDeOrdem';
import type { Direcao } from '../ordem';
import { horasDa, limparHoras, type ErrosDaLinha, type Linha } from './editor';

export interface TabelaDoCurriculoProps {
  linhas: readonly Linha[];
  erros: ReadonlyMap<number, ErrosDaLinha>;
  editavel: boolean;
  onHoras: (disciplinaId: number, horas: string) => void;
  onMover: (disciplinaId: number, direcao: Direcao) => void;
  onRemover: (disciplinaId: number) => void;
}

const compacta = { px: { xs: 0.75, sm: 2 }, py: 1 } as const;

export function TabelaDoCurriculo(props: TabelaDoCurriculoProps) {
  const { linhas, erros, editavel } = props;
  const { registrar, focarDepois } = useFocoAposMover<number>();
  const estreita = useMediaQuery(useTheme().breakpoints.down('sm'));
  const emColunas = editavel && !estreita;
  return (
    <Table
      size="small"
      aria-label="Disciplinas do currículo, em ordem"
      sx={{ '& td, & th': compacta }}
    >
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: '2.5rem' }}>Nº</TableCell>
          <TableCell>Disciplina</TableCell>
          {(emColunas || !editavel) && (
            <TableCell sx={{ width: editavel ? '7rem' : '6rem' }}>Horas</TableCell>
          )}
          {emColunas && (
            <TableCell align="right" sx={{ width: '1%', whiteSpace: 'nowrap' }}>
              Ações
            </TableCell>
          )}
        </TableRow>
      </TableHead>
      <TableBody>
        {linhas.map((l, i) => {
          const erro = erros.get(l.disciplinaId) ?? {};
          const erroDaDisciplina = erro.disciplinaId ?? erro.ordem;
          const horas = horasDa(l);
          const idErro = `erro-disciplina-${String(l.disciplinaId)}`;
          const campoDeHoras = (comRotulo: boolean) => (
            <TextField
              label={comRotulo ? 'Horas' : undefined}
              size="small"
              value={l.horas}
              placeholder={String(l.cargaHorariaDisciplina)}
              error={Boolean(erro.cargaHoraria)}
              helperText={
                erro.cargaHoraria ??
                (horas !== l.cargaHorariaDisciplina
                  ? `Cadastro: ${formatarHoras(l.cargaHorariaDisciplina)}`
                  : undefined)
              }
              onChange={(e) => {
                props.onHoras(l.disciplinaId, limparHoras(e.target.value));
              }}
              slotProps={{
                htmlInput: {
                  inputMode: 'numeric',
                  'aria-label': `Horas de ${l.nome}`,
                  name: `itens.${String(i)}.cargaHoraria`,
                },
                input: {
                  endAdornment: (
                    <Box component="span" sx={{ color: 'text.secondary' }}>
                      h
                    </Box>
                  ),
                },
              }}
              sx={{ width: '6.5rem' }}
            />
          );
          const acoes = (
            <>
              <BotoesDeOrdem
                nome={l.nome}
                posicao={i + 1}
                total={linhas.length}
                registrar={registrar(l.disciplinaId)}
                onMover={(direcao) => {
                  focarDepois(l.disciplinaId, direcao);
                  props.onMover(l.disciplinaId, direcao);
                }}
              />
              <Tooltip title="Remover" describeChild>
                <IconButton
                  size="small"
                  aria-label={`Remover ${l.nome}`}
                  onClick={() => {
                    props.onRemover(l.disciplinaId);
                  }}
                >
                  <DeleteOutlineIcon />
                </IconButton>
              </Tooltip>
            </>
          );
          return (
            <TableRow key={l.disciplinaId} sx={{ verticalAlign: 'top' }}>
              <TableCell sx={{ pt: 2 }}>{i + 1}</TableCell>
              <TableCell sx={{ pt: 1.5 }}>
                <Typography
                  sx={{ overflowWrap: 'break-word', fontWeight: 500 }}
                  aria-describedby={erroDaDisciplina ? idErro : undefined}
                >
                  {l.nome}
                </Typography>
                <Typography
                  variant="body2"
                  component="div"
                  color="text.secondary"
                  sx={{ overflowWrap: 'break-word' }}
                >
                  {l.modulo.nome}
                  {!l.ativa && (
                    <Chip
                      size="small"
                      label="inativa"
                      color="warning"
                      variant="outlined"
                      sx={{ ml: 1 }}
                    />
                  )}
                </Typography>
                {erroDaDisciplina && (
                  <Typography id={idErro} variant="body2" color="error" sx={{ mt: 0.5 }}>
                    {erroDaDisciplina}
                  </Typography>
                )}
                {editavel && estreita && (
                  <Box
                    sx={{
                      display: 'flex',
                      flexWrap: 'wrap',
                      alignItems: 'flex-start',
                      gap: 1,
                      mt: 1,
                    }}
                  >
                    {campoDeHoras(true)}
                    <Box sx={{ display: 'flex', ml: 'auto' }}>{acoes}</Box>
                  </Box>
                )}
              </TableCell>
              {emColunas && <TableCell>{campoDeHoras(false)}</TableCell>}
              {!editavel && (
                <TableCell>
                  <Box sx={{ pt: 1, whiteSpace: 'nowrap' }}>{formatarHoras(horas)}</Box>
                </TableCell>
              )}
              {emColunas && (
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {acoes}
                </TableCell>
              )}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
