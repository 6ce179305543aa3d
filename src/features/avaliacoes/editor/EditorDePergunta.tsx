// One question in the template editor: statement, type, required, the scale's five labels or the
// choices; moved up and down and removed by buttons (keyboard and screen readers included).
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { CampoControlado } from '../../../shared/formulario';
import {
  ENUNCIADO_MAXIMO,
  OPCAO_MAXIMA,
  OPCOES_MAXIMAS,
  ROTULOS_TIPO_PERGUNTA,
  TIPOS_PERGUNTA,
  type TipoPergunta,
} from '../../../shared/validation/avaliacoes';
import type { ErrosDoModelo, PerguntaEditada } from './modelo';

export interface EditorDePerguntaProps {
  pergunta: PerguntaEditada;
  indice: number;
  total: number;
  erros: ErrosDoModelo;
  travada: boolean;
  onChange: (p: PerguntaEditada) => void;
  onMover: (para: number) => void;
  onRemover: () => void;
}

export function EditorDePergunta({
  pergunta: p,
  indice,
  total,
  erros,
  travada,
  onChange,
  onMover,
  onRemover,
}: EditorDePerguntaProps) {
  const n = indice + 1;
  const erro = (campo: string) => erros[`perguntas.${String(indice)}.${campo}`];
  const mudar = (parte: Partial<PerguntaEditada>) => {
    onChange({ ...p, ...parte });
  };
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={`Pergunta ${String(n)}`}
      sx={{ p: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ flex: 1, fontWeight: 500 }}>
          Pergunta {n}
        </Typography>
        {!travada && (
          <>
            <Tooltip title="Mover para cima">
              <span>
                <IconButton
                  aria-label={`Mover a pergunta ${String(n)} para cima`}
                  disabled={indice === 0}
                  onClick={() => {
                    onMover(indice - 1);
                  }}
                >
                  <ArrowUpwardIcon />
                </IconButton>
              </span>
            </Tooltip>
            <Tooltip title="Mover para baixo">
              <span>
                <IconButton
                  aria-label={`Mover a pergunta ${String(n)} para baixo`}
                  disabled={indice === total - 1}
                  onClick={() => {
                    onMover(indice + 1);
                  }}
                >
                  <ArrowDownwardIcon />
                </IconButton>
              </span>
            </Tooltip>
            <Tooltip title="Remover pergunta">
              <span>
                <IconButton
                  aria-label={`Remover a pergunta ${String(n)}`}
                  disabled={total === 1}
                  onClick={onRemover}
                >
                  <DeleteOutlineIcon />
                </IconButton>
              </span>
            </Tooltip>
          </>
        )}
      </Box>
      <Stack spacing={2}>
        <CampoControlado
          label="Enunciado"
          required
          multiline
          value={p.enunciado}
          disabled={travada}
          aoMudar={(texto) => {
            mudar({ enunciado: texto });
          }}
          slotProps={{ htmlInput: { maxLength: ENUNCIADO_MAXIMO } }}
          erro={erro('enunciado')}
        />
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'center' } }}
        >
          <TextField
            select
            label="Tipo de resposta"
            value={p.tipo}
            disabled={travada}
            onChange={(e) => {
              mudar({ tipo: e.target.value as TipoPergunta });
            }}
            sx={{ minWidth: 220 }}
          >
            {TIPOS_PERGUNTA.map((t) => (
              <MenuItem key={t} value={t}>
                {ROTULOS_TIPO_PERGUNTA[t]}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel
            control={
              <Switch
                checked={p.obrigatoria}
                disabled={travada}
                onChange={(e) => {
                  mudar({ obrigatoria: e.target.checked });
                }}
              />
            }
            label="Obrigatória"
          />
        </Stack>
        {p.tipo === 'escala' && (
          <Box>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              Rótulos da escala
            </Typography>
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: 'repeat(5, 1fr)' },
                gap: 1,
              }}
            >
              {p.rotulos.map((r, i) => (
                <TextField
                  key={i}
                  size="small"
                  label={String(i + 1)}
                  value={r}
                  disabled={travada}
                  onChange={(e) => {
                    const rotulos = [...p.rotulos];
                    rotulos[i] = e.target.value;
                    mudar({ rotulos });
                  }}
                  slotProps={{ htmlInput: { maxLength: OPCAO_MAXIMA } }}
                />
              ))}
            </Box>
            {erro('rotulos') && <FormHelperText error>{erro('rotulos')}</FormHelperText>}
          </Box>
        )}
        {p.tipo === 'multipla' && (
          <Box>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              Opções
            </Typography>
            <Stack spacing={1}>
              {p.opcoes.map((o, i) => (
                <Box key={i} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                  <TextField
                    size="small"
                    fullWidth
                    label={`Opção ${String(i + 1)}`}
                    value={o}
                    disabled={travada}
                    onChange={(e) => {
                      const opcoes = [...p.opcoes];
                      opcoes[i] = e.target.value;
                      mudar({ opcoes });
                    }}
                    slotProps={{ htmlInput: { maxLength: OPCAO_MAXIMA } }}
                  />
                  {!travada && (
                    <IconButton
                      aria-label={`Remover a opção ${String(i + 1)}`}
                      disabled={p.opcoes.length <= 2}
                      onClick={() => {
                        mudar({ opcoes: p.opcoes.filter((_o, j) => j !== i) });
                      }}
                    >
                      <DeleteOutlineIcon />
                    </IconButton>
                  )}
                </Box>
              ))}
            </Stack>
            {erro('opcoes') && <FormHelperText error>{erro('opcoes')}</FormHelperText>}
            {!travada && (
              <Button
                size="small"
                startIcon={<AddIcon />}
                disabled={p.opcoes.length >= OPCOES_MAXIMAS}
                onClick={() => {
                  mudar({ opcoes: [...p.opcoes, ''] });
                }}
                sx={{ mt: 1 }}
              >
                Adicionar opção
              </Button>
            )}
          </Box>
        )}
      </Stack>
    </Paper>
  );
}
