// What a page that loads one record shows instead of it: a clear Portuguese not-found (the address
// names nothing: unknown or non-numeric id), or a failure with 'Tentar novamente'.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { mensagemDeErro, problemaDe } from '../api/problema';

/** The id in the address as a number, or undefined when it is not one ('abc', '1.5', '0'). */
export const idDaRota = (valor: string | undefined): number | undefined =>
  valor !== undefined && /^[1-9]\d{0,9}$/.test(valor) ? Number(valor) : undefined;

/** 404, or 400 for an id the API refuses: either way the record the address names is not there. */
export function ehNaoEncontrado(erro: unknown): boolean {
  const status = problemaDe(erro)?.status ?? (erro as { status?: unknown } | undefined)?.status;
  return status === 404 || status === 400;
}

export interface NaoEncontradoProps {
  titulo: string;
  mensagem: string;
  voltarPara: string;
  rotuloVoltar: string;
}

export function NaoEncontrado({ titulo, mensagem, voltarPara, rotuloVoltar }: NaoEncontradoProps) {
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" component={RouterLink} to={voltarPara}>
          {rotuloVoltar}
        </Button>
      }
    >
      <AlertTitle component="h1">{titulo}</AlertTitle>
      {mensagem}
    </Alert>
  );
}

/**
 * A failure with a way to try again: what failed as the title when it stops the page (the button
 * says 'Tentar novamente'), or the reason alone inside a page that stays (a tab, a list, which say
 * 'Tentar de novo').
 */
export function FalhaComNovaTentativa(props: {
  titulo?: string;
  rotulo?: string;
  onRetry: () => void;
  children: ReactNode;
}) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" onClick={props.onRetry}>
          {props.rotulo ?? 'Tentar novamente'}
        </Button>
      }
    >
      {props.titulo && <AlertTitle>{props.titulo}</AlertTitle>}
      {props.children}
    </Alert>
  );
}

/** A failure said in one line with 'Tentar de novo' beside it, inside a page that stays (a tab, a list). */
export function ErroComNovaTentativa({
  erro,
  onTentarDeNovo,
}: {
  erro: unknown;
  onTentarDeNovo: () => void;
}) {
  return (
    <FalhaComNovaTentativa rotulo="Tentar de novo" onRetry={onTentarDeNovo}>
      {mensagemDeErro(erro)}
    </FalhaComNovaTentativa>
  );
}

export function FalhaAoCarregar({ erro, onRetry }: { erro: unknown; onRetry: () => void }) {
  return (
    <FalhaComNovaTentativa titulo="Não foi possível carregar" onRetry={onRetry}>
      {mensagemDeErro(erro)}
    </FalhaComNovaTentativa>
  );
}
