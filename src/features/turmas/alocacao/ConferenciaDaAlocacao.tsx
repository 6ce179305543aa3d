// Step 2 of the allocation flow: what the server said about the class (places left, closed,
// inactive) and each chosen apprentice, and the start date (inside the class's period).
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  alocacaoDefinirData,
  alocacaoRemover,
  alocacaoRemoverInaptos,
  problemaDaData,
  useAlocacao,
} from '../../../machines/alocacao';
import { formatarData } from '../../../shared/format';
import { BarraDeOcupacao } from '../../../shared/ui/Ocupacao';
import { useAppDispatch } from '../../../store/hooks';

export function ConferenciaDaAlocacao() {
  const { context } = useAlocacao();
  const dispatch = useAppDispatch();
  const v = context.verificacao;
  const turma = context.turma;
  if (!v || !turma) return null;
  const inaptos = v.aprendizes.filter((a) => !a.podeAlocar).length;
  const erroData = problemaDaData(context.dataInicio, turma);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box>
        <Typography variant="subtitle2" component="h3">
          Vagas da turma
        </Typography>
        <BarraDeOcupacao ocupacao={v.ocupacao} capacidade={v.capacidade} largura={280} />
        <Typography variant="body2" color="text.secondary">
          {v.vagasRestantes === 1 ? 'Resta 1 vaga' : `Restam ${v.vagasRestantes} vagas`}
          {v.aptos === 1 ? '; 1 aprendiz pode entrar.' : `; ${v.aptos} aprendizes podem entrar.`}
        </Typography>
      </Box>
      {v.problemasTurma.map((p) => (
        <Alert key={p} severity="error">
          {p}
        </Alert>
      ))}
      {!v.cabem && v.mensagemCapacidade && <Alert severity="error">{v.mensagemCapacidade}</Alert>}
      {v.podeConfirmar ? (
        <Alert severity="success">
          {v.aptos === 1
            ? 'Tudo certo: o aprendiz pode ser alocado nesta turma.'
            : `Tudo certo: os ${v.aptos} aprendizes podem ser alocados nesta turma.`}
        </Alert>
      ) : (
        inaptos > 0 && (
          <Alert
            severity="warning"
            action={
              <Button color="inherit" onClick={() => dispatch(alocacaoRemoverInaptos())}>
                Tirar quem não pode
              </Button>
            }
          >
            {inaptos === 1
              ? '1 aprendiz não pode ser alocado agora.'
              : `${inaptos} aprendizes não podem ser alocados agora.`}{' '}
            A alocação é tudo ou nada: tire-os da lista para continuar.
          </Alert>
        )
      )}
      <List dense aria-label="Aprendizes conferidos">
        {v.aprendizes.map((a) => {
          const nome =
            a.nome ??
            context.selecionados.find((s) => s.aprendizId === a.aprendizId)?.nome ??
            `Aprendiz ${a.aprendizId}`;
          return (
            <ListItem
              key={a.aprendizId}
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={`Tirar ${nome} da lista`}
                  onClick={() => dispatch(alocacaoRemover({ aprendizId: a.aprendizId }))}
                >
                  <DeleteIcon />
                </IconButton>
              }
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                {a.podeAlocar ? (
                  <CheckCircleIcon color="success" aria-label="Pode ser alocado" />
                ) : (
                  <CancelIcon color="error" aria-label="Não pode ser alocado" />
                )}
              </ListItemIcon>
              <ListItemText
                primary={nome}
                secondary={
                  a.podeAlocar
                    ? a.alocacaoAtual
                      ? `Na turma ${a.alocacaoAtual.codigo} desde ${formatarData(a.alocacaoAtual.dataInicio)}`
                      : 'Pode ser alocado.'
                    : a.motivos.join(' ')
                }
              />
            </ListItem>
          );
        })}
      </List>
      <TextField
        type="date"
        label="Início na turma"
        value={context.dataInicio}
        onChange={(e) => dispatch(alocacaoDefinirData({ dataInicio: e.target.value }))}
        error={erroData !== null}
        helperText={
          erroData ??
          `Dentro do período da turma: ${formatarData(turma.dataInicio)} a ${formatarData(turma.dataFim)}.`
        }
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { min: turma.dataInicio, max: turma.dataFim },
        }}
        sx={{ maxWidth: 280 }}
      />
    </Box>
  );
}
