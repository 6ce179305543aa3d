// The answering flow's effects: for every 'avaliacao.*' action the listener asks the pure
// `transition` which effects the machine wants and performs them; the answers come back as new
// 'avaliacao.*' actions. Importing this module plugs the flow into the store.
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { errosDeCampo, mensagemDeErro } from '../../shared/api/problema';
import { TAG } from '../../shared/api/tags';
import { NETWORK_ERROR_TEXT } from '../../shared/constants';
import { enhancedApi as avaliacoesApi } from '../../store/generated/avaliacoes.generated';
import { LEITURA, resultado } from '../kit/chamar';
import { injetar, type ApiDosEfeitos, type Efeitos } from '../kit/injetar';
import { invalidarTags } from './recarregar';
import { avaliacao, obrigatoriasFaltando, type avaliacaoMachine } from './avaliacaoMachine';
import {
  avaliacaoCarregada,
  avaliacaoCarregamentoFalhou,
  avaliacaoEnviada,
  avaliacaoEnvioFalhou,
  avaliacaoSalvamentoFalhou,
  avaliacaoSalvo,
  avaliacaoTentarSalvar,
} from './eventos';
import { aplicadaDoFluxo, corpoDasRespostas } from './daApi';
import type { Respostas } from './tipos';

export const SEM_CONEXAO_AVALIACAO = `${NETWORK_ERROR_TEXT}: sem conexão com o servidor. Suas respostas estão guardadas neste navegador e serão enviadas quando a conexão voltar.`;

/** One sentence for a failed call: offline says the answers are kept. */
const frase = (erro: FetchBaseQueryError): string =>
  erro.status === 'FETCH_ERROR' ? SEM_CONEXAO_AVALIACAO : mensagemDeErro(erro);

/** Offline, a timeout or the server's own trouble pass; a refusal (4xx) does not. */
const passageira = (erro: FetchBaseQueryError): boolean =>
  typeof erro.status !== 'number' || erro.status >= 500 || erro.status === 429;

/** The wait before the n-th retry of a save: 2 s, 4 s, 8 s … up to 30 s. */
export const esperaDaTentativa = (n: number) => Math.min(30_000, 1000 * 2 ** Math.max(1, n));

// ---- Answers kept in this browser until the server confirms them ---------------------------------

const CHAVE_LOCAL = 'avaliacao-respostas:';

export function respostasGuardadas(id: number): Respostas {
  try {
    const texto = localStorage.getItem(CHAVE_LOCAL + String(id));
    const valor: unknown = texto ? JSON.parse(texto) : {};
    if (typeof valor !== 'object' || valor === null || Array.isArray(valor)) return {};
    return Object.fromEntries(
      Object.entries(valor).filter(([, v]) => typeof v === 'number' || typeof v === 'string'),
    );
  } catch {
    return {};
  }
}

function guardar(id: number, respostas: Respostas) {
  try {
    if (Object.keys(respostas).length === 0) localStorage.removeItem(CHAVE_LOCAL + String(id));
    else localStorage.setItem(CHAVE_LOCAL + String(id), JSON.stringify(respostas));
  } catch {
    // Storage full or refused: the answers are still in the flow, and the retry keeps sending them.
  }
}

const contexto = (l: ApiDosEfeitos) => avaliacao.selecionar(l.getState()).context;

async function salvar(l: ApiDosEfeitos, id: number): Promise<boolean> {
  const c = contexto(l);
  // What is pending, as it is now (a cleared answer goes as null).
  const enviadas: Respostas = Object.fromEntries(c.pendentes.map((p) => [p, c.respostas[p]]));
  const r = await resultado(
    l.dispatch(
      avaliacoesApi.endpoints.avaliacaoAplicadaResponder.initiate({
        id,
        body: corpoDasRespostas(enviadas, c.versao),
      }),
    ),
  );
  if (r.data) {
    l.dispatch(avaliacaoSalvo({ id, versao: r.data.versao, enviadas }));
    return true;
  }
  l.dispatch(
    avaliacaoSalvamentoFalhou({
      id,
      mensagem: frase(r.error),
      definitivo: !passageira(r.error),
      conflito: r.error.status === 409,
    }),
  );
  return false;
}

/** Timers of retries per store (a test's store must not fire into another's). */
function efeitos(): Efeitos<typeof avaliacaoMachine> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    async carregar(_, l) {
      const { id } = contexto(l);
      if (id === null) return;
      const r = await resultado(
        l.dispatch(avaliacoesApi.endpoints.avaliacaoAplicadaObter.initiate({ id }, LEITURA)),
      );
      if (!r.data) {
        l.dispatch(avaliacaoCarregamentoFalhou({ id, mensagem: frase(r.error) }));
        return;
      }
      const lida = aplicadaDoFluxo(r.data);
      // Only what differs from the server's copy is still to send.
      const naoEnviadas = Object.fromEntries(
        Object.entries(respostasGuardadas(id)).filter(([k, v]) => lida.respostas[k] !== v),
      );
      if (Object.keys(naoEnviadas).length === 0) guardar(id, {});
      l.dispatch(avaliacaoCarregada({ ...lida, naoEnviadas }));
    },

    async salvarRespostas(_, l) {
      const { id } = contexto(l);
      if (id === null) return;
      guardarPendentes(l);
      await salvar(l, id);
    },

    guardarLocalmente(_, l) {
      guardarPendentes(l);
    },

    agendarNovaTentativa(_, l) {
      const { id, tentativasDeSalvar } = contexto(l);
      if (id === null) return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        l.dispatch(avaliacaoTentarSalvar({ id }));
      }, esperaDaTentativa(tentativasDeSalvar));
    },

    async enviar(_, l) {
      const { id } = contexto(l);
      if (id === null) return;
      clearTimeout(timer);
      // A save already out lands first (its versao is the one to send with).
      // (condition waits for a later action: only when one is out.)
      if (contexto(l).salvando) await l.condition(() => !contexto(l).salvando);
      if (contexto(l).pendentes.length > 0 && !(await salvar(l, id))) {
        l.dispatch(
          avaliacaoEnvioFalhou({
            id,
            mensagem: contexto(l).erroAoSalvar ?? 'Não foi possível salvar as respostas.',
            faltando: [],
          }),
        );
        return;
      }
      const c = contexto(l);
      const r = await resultado(
        l.dispatch(
          avaliacoesApi.endpoints.avaliacaoAplicadaConcluir.initiate({
            id,
            body: { versao: c.versao },
          }),
        ),
      );
      if (!r.error) {
        l.dispatch(avaliacaoEnviada({ id }));
        return;
      }
      // 400 names the required questions left ('respostas.<perguntaId>'): the review marks them.
      const doServidor = Object.keys(errosDeCampo(r.error))
        .filter((k) => k.startsWith('respostas.'))
        .map((k) => k.slice('respostas.'.length));
      l.dispatch(
        avaliacaoEnvioFalhou({
          id,
          mensagem: frase(r.error),
          faltando:
            r.error.status !== 400
              ? []
              : doServidor.length > 0
                ? doServidor
                : obrigatoriasFaltando(c),
        }),
      );
    },

    atualizarDados(_, l) {
      l.dispatch(invalidarTags([TAG.avaliacoes]));
    },
  };
}

/** What the server has not confirmed, kept locally (the whole set goes when nothing is pending). */
function guardarPendentes(l: ApiDosEfeitos) {
  const { id, pendentes, respostas } = contexto(l);
  if (id === null) return;
  // (A cleared answer not yet confirmed is not kept: at worst it comes back after a reload.)
  guardar(
    id,
    Object.fromEntries(
      pendentes.flatMap((p) => (respostas[p] === undefined ? [] : [[p, respostas[p]]])),
    ),
  );
}

/** The flow's state for a screen (using it is what keeps this module in the screen's chunk). */
export const useAvaliacao = injetar(avaliacao, efeitos);
