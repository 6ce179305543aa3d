// /contratos/novo: the contract creation flow (src/machines/contrato) as a stepper. The screen only
// shows the machine's state and dispatches its events. The unfinished contract is read back after a
// reload before anything is shown (one with nothing typed in it, or about another referral than
// the address names, is dropped instead of offered); entering from an apprentice's (?aprendizId=) or a partner's
// page (?parceiroId=) pre-fills it, and ?encaminhamentoId= is kept for the referral it came from.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  contratoAvancar,
  contratoConfirmar,
  contratoDescartar,
  contratoIniciar,
  contratoIrPara,
  contratoTentarNovamente,
  contratoVerificar,
  contratoVoltar,
  PASSOS,
  persistirContrato,
  rascunho,
  reidratado,
  useContrato,
  type ContratoContext,
  type ContratoEstado,
  type OrigemDoContrato,
  type Passo,
} from '../../machines/contrato';
import { DialogoDeConfirmacao } from '../../shared/dialogos';
import { CabecalhoDaPagina } from '../../shared/pagina';
import { idDoEndereco } from '../../shared/routing';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { PassoAprendiz } from './fluxo/PassoAprendiz';
import { PassoEmpresa } from './fluxo/PassoEmpresa';
import { estaVerificando, PassoRevisao } from './fluxo/PassoRevisao';
import { PassoTermos } from './fluxo/PassoTermos';

const ROTULOS_DOS_PASSOS: Record<Passo, string> = {
  aprendiz: 'Aprendiz',
  empresa: 'Empresa e unidade',
  termos: 'Termos',
  revisao: 'Revisão',
};

/** Where the person came from, as the address says. */
export function origemDaBusca(busca: URLSearchParams): OrigemDoContrato {
  const origem: OrigemDoContrato = {};
  const aprendizId = idDoEndereco(busca, 'aprendizId');
  const parceiroId = idDoEndereco(busca, 'parceiroId');
  const encaminhamentoId = idDoEndereco(busca, 'encaminhamentoId');
  if (aprendizId !== null) origem.aprendizId = aprendizId;
  if (parceiroId !== null) origem.parceiroId = parceiroId;
  if (encaminhamentoId !== null) origem.encaminhamentoId = encaminhamentoId;
  return origem;
}

/** The draft was started for someone else than the address now asks for. */
function outraOrigem(c: ContratoContext, origem: OrigemDoContrato): boolean {
  const difere = (pedido: number | undefined, atual: number | undefined) =>
    pedido !== undefined && pedido !== atual;
  return (
    difere(origem.aprendizId, c.aprendiz?.id ?? c.origem.aprendizId) ||
    difere(origem.parceiroId, c.parceiro?.id ?? c.origem.parceiroId) ||
    difere(origem.encaminhamentoId, c.origem.encaminhamentoId)
  );
}

/**
 * A draft found on arrival that is not worth resuming: nothing the person typed or chose (a flow
 * opened and left as its origin pre-filled it), or one about another referral than the address
 * names (a flow opened for a referral is about that referral).
 */
function rascunhoSemValor(c: ContratoContext, origem: OrigemDoContrato): boolean {
  const outroEncaminhamento =
    origem.encaminhamentoId !== undefined && origem.encaminhamentoId !== c.origem.encaminhamentoId;
  return c.tocados.length === 0 || outroEncaminhamento;
}

export function passoAtual(value: ContratoEstado): Passo {
  if (typeof value === 'object') return 'revisao';
  return (PASSOS as readonly string[]).includes(value) ? (value as Passo) : 'revisao';
}

export function NovoContratoScreen() {
  const { value, context } = useContrato();
  const dispatch = useAppDispatch();
  const pronto = useAppSelector((s) => reidratado(rascunho(s)));
  const [busca] = useSearchParams();
  const origem = origemDaBusca(busca);
  const [descartando, setDescartando] = useState(false);
  // Whether this visit continues a draft found on arrival (null until the draft is read).
  const [retomado, setRetomado] = useState<boolean | null>(null);

  useEffect(() => {
    dispatch(persistirContrato());
  }, [dispatch]);

  // Once the draft is read: a new contract when there is none (or the last one was saved).
  useEffect(() => {
    if (!pronto) return;
    if (retomado === null && value !== 'inativo' && value !== 'salvo') {
      if (rascunhoSemValor(context, origem)) {
        // Dropped quietly: the new one starts once the flow is back to 'inativo'.
        setRetomado(false);
        dispatch(contratoDescartar());
        return;
      }
    }
    const continua = retomado ?? (value !== 'inativo' && value !== 'salvo');
    if (retomado === null) setRetomado(continua);
    if (value === 'inativo' || (value === 'salvo' && !continua)) {
      dispatch(contratoIniciar({ origem }));
    }
    // The address's origin is read when a contract starts, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pronto, value, retomado, dispatch]);

  const titulo = (
    <CabecalhoDaPagina
      titulo="Novo contrato"
      subtitulo="Aprendiz, empresa e unidade, termos e revisão: o contrato só é salvo no último passo."
    />
  );
  if (!pronto || value === 'inativo') {
    return (
      <>
        {titulo}
        <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
          <CircularProgress size={24} />
          <Typography>Carregando...</Typography>
        </Box>
      </>
    );
  }

  const passo = passoAtual(value);
  const indice = value === 'salvo' ? PASSOS.length : PASSOS.indexOf(passo);
  const verificacao = estaVerificando(value);
  const ocupado = value === 'salvando' || value === 'salvo';

  return (
    <>
      {titulo}
      {retomado === true && value !== 'salvo' && (
        <Alert
          severity={outraOrigem(context, origem) ? 'warning' : 'info'}
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => setDescartando(true)}>
              Descartar
            </Button>
          }
        >
          {outraOrigem(context, origem)
            ? 'Há um contrato não concluído iniciado antes. Continue com ele ou descarte-o para começar um novo a partir desta página.'
            : 'Este é o contrato não concluído que você começou antes: continue de onde parou ou descarte-o.'}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stepper nonLinear activeStep={indice} alternativeLabel sx={{ mb: 3 }}>
          {PASSOS.map((p, i) => (
            <Step key={p} completed={i < indice}>
              <StepButton disabled={ocupado} onClick={() => dispatch(contratoIrPara({ passo: p }))}>
                {ROTULOS_DOS_PASSOS[p]}
              </StepButton>
            </Step>
          ))}
        </Stepper>
        {context.falha && value !== 'falhou' && (
          <Alert severity="error" sx={{ mb: 2 }}>
            <AlertTitle>O servidor não aceitou o contrato</AlertTitle>
            {context.falha.mensagem} Corrija os campos marcados e salve de novo.
          </Alert>
        )}
        {value === 'aprendiz' && <PassoAprendiz />}
        {value === 'empresa' && <PassoEmpresa />}
        {value === 'termos' && <PassoTermos />}
        {verificacao !== null && <PassoRevisao />}
        {value === 'salvando' && (
          <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
            <CircularProgress size={24} />
            <Typography>Salvando o contrato...</Typography>
          </Box>
        )}
        {value === 'falhou' && context.falha && (
          <Alert severity="error">
            <AlertTitle>O contrato não foi salvo</AlertTitle>
            {context.falha.mensagem}
          </Alert>
        )}
        {value === 'salvo' && context.salvo && (
          <Alert severity="success">Contrato {context.salvo.numero} criado.</Alert>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 3 }}>
          {!ocupado && (
            <Button color="error" onClick={() => setDescartando(true)}>
              Descartar
            </Button>
          )}
          <Box sx={{ flex: 1 }} />
          {!ocupado && passo !== 'aprendiz' && (
            <Button onClick={() => dispatch(contratoVoltar())}>
              {value === 'falhou' ? 'Voltar à revisão' : 'Voltar'}
            </Button>
          )}
          {(value === 'aprendiz' || value === 'empresa' || value === 'termos') && (
            <Button variant="contained" onClick={() => dispatch(contratoAvancar())}>
              Próximo
            </Button>
          )}
          {verificacao === 'indisponivel' && (
            <Button onClick={() => dispatch(contratoVerificar())}>Verificar de novo</Button>
          )}
          {verificacao !== null && (
            <Button
              variant="contained"
              disabled={
                verificacao === 'verificando' ||
                (verificacao === 'conferido' && !context.verificacao?.podeCriar)
              }
              onClick={() => dispatch(contratoConfirmar())}
            >
              Salvar contrato
            </Button>
          )}
          {value === 'falhou' && (
            <Button variant="contained" onClick={() => dispatch(contratoTentarNovamente())}>
              Tentar novamente
            </Button>
          )}
        </Box>
      </Paper>
      <DialogoDeConfirmacao
        open={descartando}
        title="Descartar o contrato?"
        message="Tudo o que foi preenchido neste contrato será perdido."
        confirmLabel="Descartar"
        destructive
        onCancel={() => setDescartando(false)}
        onConfirm={() => {
          setDescartando(false);
          setRetomado(false);
          dispatch(contratoDescartar());
        }}
      />
    </>
  );
}
