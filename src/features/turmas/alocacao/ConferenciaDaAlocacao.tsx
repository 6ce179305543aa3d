// Step 2 of the allocation flow: what the server said about the class (places left, closed,
// inactive) and each chosen apprentice, and the start date (inside the class's period).
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import WarningIcon from '@mui/icons-material/WarningAmber';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { useMemo } from 'react';
import { Form, FormSpy } from 'react-final-form';
import {
  alocacaoDefinirData,
  alocacaoRemover,
  alocacaoRemoverInaptos,
  problemaDaData,
  useAlocacao,
} from '../../../machines/alocacao';
import { formatarData } from '../../../shared/format';
import { CampoDeData } from '../../../shared/formulario';
import { BarraDeOcupacao } from '../../../shared/ui/Ocupacao';
import { useAppDispatch } from '../../../store/hooks';

export function ConferenciaDaAlocacao() {
  const { context } = useAlocacao();
  const dispatch = useAppDispatch();
  const v = context.verificacao;
  const turma = context.turma;
  if (!v || !turma) return null;
  const inaptos = v.aprendizes.filter((a) => !a.podeAlocar).length;
  const comAvisos = v.aprendizes.filter((a) => a.podeAlocar && a.avisos.length > 0).length;

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
      {v.podeConfirmar && comAvisos > 0 ? (
        // Allowed, but not "Tudo certo": the class meets while someone is at school.
        <Alert severity="warning">
          {comAvisos === 1
            ? 'Pode alocar, mas confira antes o aviso de 1 aprendiz abaixo.'
            : `Pode alocar, mas confira antes os avisos de ${comAvisos} aprendizes abaixo.`}
        </Alert>
      ) : v.podeConfirmar ? (
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
                {a.podeAlocar && a.avisos.length > 0 ? (
                  <WarningIcon color="warning" aria-label="Pode ser alocado, com aviso" />
                ) : a.podeAlocar ? (
                  <CheckCircleIcon color="success" aria-label="Pode ser alocado" />
                ) : (
                  <CancelIcon color="error" aria-label="Não pode ser alocado" />
                )}
              </ListItemIcon>
              <ListItemText
                primary={nome}
                secondary={
                  a.podeAlocar && a.avisos.length > 0
                    ? a.avisos.join(' ')
                    : a.podeAlocar
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
      <DataDeInicio />
    </Box>
  );
}

/**
 * The start date on the building blocks' date field (dd/mm/aaaa), inside the class's period; each
 * change goes to the machine, which only lets 'Confirmar' through with a date in that period.
 */
function DataDeInicio() {
  const { context } = useAlocacao();
  const dispatch = useAppDispatch();
  const turma = context.turma;
  const iniciais = useMemo(
    () => ({ dataInicio: context.dataInicio }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the form owns the value afterwards
    [],
  );
  if (!turma) return null;
  return (
    <Form<{ dataInicio?: string }>
      initialValues={iniciais}
      onSubmit={() => undefined}
      validate={(v) => {
        const erro = problemaDaData(v.dataInicio ?? '', turma);
        return erro ? { dataInicio: erro } : {};
      }}
      render={() => (
        <Box sx={{ maxWidth: 280 }}>
          <CampoDeData
            name="dataInicio"
            label="Início na turma"
            required
            minDate={turma.dataInicio}
            maxDate={turma.dataFim}
            helperText={`Dentro do período da turma: ${formatarData(turma.dataInicio)} a ${formatarData(turma.dataFim)}.`}
          />
          <FormSpy<{ dataInicio?: string }>
            subscription={{ values: true }}
            onChange={({ values }) => {
              const data = values.dataInicio ?? '';
              if (data !== context.dataInicio) dispatch(alocacaoDefinirData({ dataInicio: data }));
            }}
          />
        </Box>
      )}
    />
  );
}
