// What the flow shows when the server refuses an allocation: its sentence, and each reason on the
// apprentice it is about. POST /api/alocacoes puts per-apprentice reasons in `errors` under
// 'aprendizIds.<position in the list>' (or 'aprendizId' for a single one), and the date under
// 'dataInicio'.
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { errosDeCampo, mensagemDeErro } from '../../shared/api/problema';
import { NETWORK_ERROR_TEXT } from '../../shared/constants';
import type { AprendizDoFluxo, FalhaDeAlocacao, MotivoDeFalha } from './tipos';

export const SEM_CONEXAO = `${NETWORK_ERROR_TEXT}: sem conexão com o servidor. Verifique sua internet e tente novamente.`;

/** One sentence for a failed call: offline gets a hint of what to do. */
export function frase(erro: FetchBaseQueryError): string {
  return erro.status === 'FETCH_ERROR' ? SEM_CONEXAO : mensagemDeErro(erro);
}

function aprendizDaChave(chave: string, lista: readonly AprendizDoFluxo[]) {
  if (chave === 'aprendizId') return lista[0];
  const m = /^aprendizIds\.(\d+)$/.exec(chave);
  return m ? lista[Number(m[1])] : undefined;
}

export function falhaDeAlocacao(
  erro: FetchBaseQueryError,
  lista: readonly AprendizDoFluxo[],
): FalhaDeAlocacao {
  const motivos: MotivoDeFalha[] = Object.entries(errosDeCampo(erro)).map(([chave, mensagem]) => {
    const aprendiz = aprendizDaChave(chave, lista);
    return aprendiz
      ? { aprendizId: aprendiz.aprendizId, nome: aprendiz.nome, mensagem }
      : { mensagem };
  });
  return { mensagem: frase(erro), motivos };
}
