// The allocation flow (src/machines/alocacao) on screen: a dialog that only shows the machine's
// state and dispatches its events. Choose apprentices (search, several at once, who is already in
// another class shows) -> the server checks capacity and conflicts -> confirm with the start date
// -> saved, or the server's reasons with a way back.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import {
  alocacaoConfirmar,
  alocacaoFechar,
  alocacaoTentarNovamente,
  alocacaoVerificar,
  alocacaoVoltar,
  problemaDaData,
  useAlocacao,
} from '../../machines/alocacao';
import { useAppDispatch } from '../../store/hooks';
import { ConferenciaDaAlocacao } from './alocacao/ConferenciaDaAlocacao';
import { DialogoDoFluxo } from './DialogoDoFluxo';
import { EscolhaDeAprendizes } from './alocacao/EscolhaDeAprendizes';
import { Aguarde, FalhaDaAlocacao } from './alocacao/ResultadoDaAlocacao';

const PASSOS = ['Escolher aprendizes', 'Conferir vagas e conflitos', 'Confirmar'];

export function AlocacaoDialog({ turmaId }: { turmaId: number }) {
  const { value: estado, context } = useAlocacao();
  const dispatch = useAppDispatch();
  if (estado === 'inativo' || context.turma?.id !== turmaId) return null;
  const turma = context.turma;
  const fechar = () => dispatch(alocacaoFechar());
  const passo = estado === 'escolhendo' ? 0 : estado === 'verificando' ? 1 : 2;
  const total = context.selecionados.length;

  return (
    <DialogoDoFluxo
      titulo="Alocar aprendizes em"
      codigo={turma.codigo}
      largura="md"
      salvando={estado === 'salvando'}
      onFechar={fechar}
    >
      <DialogContent dividers>
        <Stepper activeStep={estado === 'concluido' ? 3 : passo} alternativeLabel sx={{ mb: 2 }}>
          {PASSOS.map((p) => (
            <Step key={p}>
              <StepLabel>{p}</StepLabel>
            </Step>
          ))}
        </Stepper>
        {estado === 'escolhendo' && <EscolhaDeAprendizes />}
        {estado === 'verificando' && (
          <Aguarde texto="Conferindo vagas e conflitos no servidor..." />
        )}
        {estado === 'confirmando' && <ConferenciaDaAlocacao />}
        {estado === 'salvando' && (
          <Aguarde texto={`Alocando ${total === 1 ? '1 aprendiz' : `${total} aprendizes`}...`} />
        )}
        {estado === 'falhou' && context.falha && <FalhaDaAlocacao falha={context.falha} />}
        {estado === 'concluido' && context.resultado && (
          <Alert severity="success">
            {context.resultado.quantidade === 1
              ? '1 aprendiz alocado'
              : `${context.resultado.quantidade} aprendizes alocados`}{' '}
            em {turma.codigo}. A turma agora tem {context.resultado.ocupacao}{' '}
            {context.resultado.ocupacao === 1 ? 'aprendiz' : 'aprendizes'} e{' '}
            {context.resultado.vagasRestantes === 1
              ? '1 vaga restante'
              : `${context.resultado.vagasRestantes} vagas restantes`}
            .
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {estado !== 'salvando' && estado !== 'concluido' && (
          <Button onClick={fechar}>Cancelar</Button>
        )}
        <Box sx={{ flex: 1 }} />
        {estado === 'escolhendo' && (
          <Button
            variant="contained"
            disabled={total === 0}
            onClick={() => dispatch(alocacaoVerificar())}
          >
            Conferir {total > 0 ? `(${total})` : ''}
          </Button>
        )}
        {estado === 'confirmando' && (
          <>
            <Button onClick={() => dispatch(alocacaoVoltar())}>Voltar</Button>
            <Button
              variant="contained"
              disabled={
                !context.verificacao?.podeConfirmar ||
                problemaDaData(context.dataInicio, turma) !== null
              }
              onClick={() => dispatch(alocacaoConfirmar())}
            >
              Confirmar alocação
            </Button>
          </>
        )}
        {estado === 'falhou' && (
          <>
            <Button onClick={() => dispatch(alocacaoVoltar())}>Voltar e conferir</Button>
            <Button variant="contained" onClick={() => dispatch(alocacaoTentarNovamente())}>
              Tentar novamente
            </Button>
          </>
        )}
        {estado === 'concluido' && (
          <Button variant="contained" onClick={fechar}>
            Fechar
          </Button>
        )}
      </DialogActions>
    </DialogoDoFluxo>
  );
}
