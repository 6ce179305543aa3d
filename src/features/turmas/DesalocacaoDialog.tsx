// The desalocar flow (src/machines/desalocacao) on screen: end date and reason -> confirm ->
// saving (one apprentice at a time) -> done, or who could not be ended and why.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Form } from 'react-final-form';
import {
  desalocacaoConfirmar,
  desalocacaoFechar,
  desalocacaoRevisar,
  desalocacaoTentarNovamente,
  desalocacaoVoltar,
  errosDaDesalocacao,
  useDesalocacao,
} from '../../machines/desalocacao';
import { CampoDeData, CampoDeTexto } from '../../shared/formulario';
import { formatarData } from '../../shared/format';
import { quantos } from '../../shared/format/texto';
import { MOTIVO_MAXIMO } from '../../shared/validation/turma';
import { useAppDispatch } from '../../store/hooks';
import { Aguarde } from './alocacao/ResultadoDaAlocacao';
import { DialogoDoFluxo } from './DialogoDoFluxo';

export function DesalocacaoDialog({ turmaId }: { turmaId: number }) {
  const { value: estado, context } = useDesalocacao();
  const dispatch = useAppDispatch();
  if (estado === 'inativo' || context.turma?.id !== turmaId) return null;
  const fechar = () => dispatch(desalocacaoFechar());
  const nomes = context.aprendizes.map((a) => a.nome).join(', ');

  return (
    <DialogoDoFluxo
      titulo={`Desalocar ${quantos(context.aprendizes.length || context.desalocados.length, 'aprendiz', 'aprendizes')} de`}
      codigo={context.turma.codigo}
      largura="sm"
      salvando={estado === 'salvando'}
      onFechar={fechar}
    >
      {estado === 'preenchendo' && <Preenchimento key={context.aprendizes.length} nomes={nomes} />}
      {estado === 'confirmando' && (
        <>
          <DialogContent>
            <Typography>
              {nomes} {context.aprendizes.length === 1 ? 'deixa' : 'deixam'} a turma{' '}
              {context.turma.codigo} em {formatarData(context.dataFim)}.
            </Typography>
            <Typography sx={{ mt: 1 }}>
              <strong>Motivo:</strong> {context.motivo.trim()}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              A alocação fica no histórico do aprendiz com esta data e motivo.
            </Typography>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => dispatch(desalocacaoVoltar())}>Voltar</Button>
            <Button
              variant="contained"
              color="error"
              onClick={() => dispatch(desalocacaoConfirmar())}
            >
              Desalocar
            </Button>
          </DialogActions>
        </>
      )}
      {estado === 'salvando' && (
        <DialogContent>
          <Aguarde
            texto={`Desalocando... ${context.desalocados.length + context.falhas.length} de ${context.aprendizes.length}`}
          />
        </DialogContent>
      )}
      {estado === 'concluido' && (
        <>
          <DialogContent>
            <Alert severity="success">
              {quantos(context.desalocados.length, 'aprendiz', 'aprendizes')}{' '}
              {context.desalocados.length === 1 ? 'desalocado' : 'desalocados'} de{' '}
              {context.turma.codigo}.
            </Alert>
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={fechar}>
              Fechar
            </Button>
          </DialogActions>
        </>
      )}
      {estado === 'falhou' && (
        <>
          <DialogContent>
            {context.desalocados.length > 0 && (
              <Alert severity="success" sx={{ mb: 2 }}>
                {context.desalocados.map((a) => a.nome).join(', ')}{' '}
                {context.desalocados.length === 1 ? 'foi desalocado' : 'foram desalocados'}.
              </Alert>
            )}
            <Alert severity="error">
              <AlertTitle>
                {context.falhas.length === 1
                  ? 'Não foi possível desalocar 1 aprendiz'
                  : `Não foi possível desalocar ${context.falhas.length} aprendizes`}
              </AlertTitle>
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {context.falhas.map((f) => (
                  <li key={f.aprendizId}>
                    {f.nome}: {f.mensagem}
                  </li>
                ))}
              </Box>
            </Alert>
          </DialogContent>
          <DialogActions sx={{ flexWrap: 'wrap' }}>
            <Button onClick={fechar}>Fechar</Button>
            <Button onClick={() => dispatch(desalocacaoVoltar())}>Mudar data ou motivo</Button>
            <Button variant="contained" onClick={() => dispatch(desalocacaoTentarNovamente())}>
              Tentar novamente
            </Button>
          </DialogActions>
        </>
      )}
    </DialogoDoFluxo>
  );
}

/** What final-form holds: an emptied field is undefined. */
interface DadosDaDesalocacao {
  dataFim?: string;
  motivo?: string;
}

const preenchidos = (v: DadosDaDesalocacao) => ({
  dataFim: v.dataFim ?? '',
  motivo: v.motivo ?? '',
});

/**
 * End date and reason: a small form on the building blocks' fields, checked by the same shared rules
 * the machine guards with (and the API runs); 'Continuar' hands them to the machine.
 */
function Preenchimento({ nomes }: { nomes: string }) {
  const { context } = useDesalocacao();
  const dispatch = useAppDispatch();
  const iniciais = useMemo(
    () => ({ dataFim: context.dataFim, motivo: context.motivo }),
    // Only when the flow (re)opens this step; typing must not reset the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  return (
    <Form<DadosDaDesalocacao>
      initialValues={iniciais}
      validate={(v) => errosDaDesalocacao(preenchidos(v), context)}
      onSubmit={(v) => {
        dispatch(desalocacaoRevisar(preenchidos(v)));
      }}
      render={({ handleSubmit }) => (
        <form noValidate onSubmit={(e) => void handleSubmit(e)}>
          <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
            <Typography>{nomes}</Typography>
            <CampoDeData
              name="dataFim"
              label="Último dia na turma"
              required
              maxDate={context.hoje}
              helperText="Não pode ser futura nem anterior ao início da alocação."
            />
            <CampoDeTexto
              name="motivo"
              label="Motivo da desalocação"
              required
              multiline
              minRows={2}
              autoFocus
              helperText={`Fica no histórico do aprendiz (até ${MOTIVO_MAXIMO} caracteres).`}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => dispatch(desalocacaoFechar())}>Cancelar</Button>
            <Button type="submit" variant="contained">
              Continuar
            </Button>
          </DialogActions>
        </form>
      )}
    />
  );
}
