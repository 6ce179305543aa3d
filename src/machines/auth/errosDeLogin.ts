// What the sign-in screen says for each way a sign-in can fail. Wrong credentials show the API's
// own sentence; a lock (429) says how long from the Retry-After header; offline says 'Network Error'.
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { problemaDe } from '../../shared/api/problema';
import { formatarEspera } from '../../shared/format/duracao';
import type { ErroAuth } from '../../store/eventosDaSessao';
import { SEM_CONEXAO } from './semConexao';

export const CREDENCIAIS_INVALIDAS = 'E-mail ou senha inválidos.';

function segundosDe(retryAfter: string | null | undefined): number | undefined {
  if (!retryAfter) return undefined;
  const s = Number(retryAfter);
  if (Number.isFinite(s)) return Math.max(Math.ceil(s), 1);
  // Retry-After may also be an HTTP date.
  const data = Date.parse(retryAfter);
  return Number.isNaN(data) ? undefined : Math.max(Math.ceil((data - Date.now()) / 1000), 1);
}

export function erroDeLogin(erro: FetchBaseQueryError, retryAfter?: string | null): ErroAuth {
  if (erro.status === 'FETCH_ERROR') return SEM_CONEXAO;
  const detalhe = problemaDe(erro)?.detail;
  if (erro.status === 401) return { mensagem: detalhe ?? CREDENCIAIS_INVALIDAS };
  if (erro.status === 429) {
    const segundos = segundosDe(retryAfter);
    const quando = segundos
      ? `Tente novamente em ${formatarEspera(segundos)}.`
      : 'Tente novamente mais tarde.';
    return {
      titulo: 'Acesso temporariamente bloqueado',
      mensagem: `Muitas tentativas de acesso sem sucesso. ${quando}`,
    };
  }
  return {
    mensagem: detalhe ?? 'Não foi possível entrar agora. Tente novamente em instantes.',
  };
}
