// The desalocar machine's effects (listener middleware), like the auth machine's: the listener asks
// the pure `transition` which effects an event asks for and performs them.
import type {
  ListenerEffectAPI,
  ThunkDispatch,
  TypedStartListening,
  UnknownAction,
} from '@reduxjs/toolkit';
import { requisitar } from '../../store/requisitar';
import type { SessaoState } from '../../store/session';
import { frase } from '../alocacao/falhas';
import { invalidarTags, TAGS_DE_ALOCACAO } from '../alocacao/recarregar';
import { proximo, selectDesalocacao, snapshotDe, type DesalocacaoState } from './desalocacaoSlice';
import {
  desalocacaoResultado,
  desalocacaoTerminou,
  ehEventoDesalocacao,
  type DesalocacaoEvent,
} from './eventos';

interface EstadoComDesalocacao {
  desalocacao?: DesalocacaoState;
  sessao: SessaoState;
}
export type EstadoDaDesalocacao = EstadoComDesalocacao;
type Dispatch = ThunkDispatch<EstadoComDesalocacao, unknown, UnknownAction>;
type Api = ListenerEffectAPI<EstadoComDesalocacao, Dispatch>;
type Efeito = (evento: DesalocacaoEvent, api: Api) => Promise<void> | void;

const efeitos: Record<string, Efeito> = {
  async desalocarNoServidor(_, l) {
    const { turma, aprendizes, dataFim, motivo } = selectDesalocacao(l.getState()).context;
    if (!turma) return;
    // One by one: each answer shows as it comes, and a refusal names its apprentice.
    for (const a of aprendizes) {
      const r = await requisitar(
        {
          url: `/api/alocacoes/desalocar/${a.aprendizId}/${turma.id}`,
          method: 'PUT',
          body: { dataFim, motivo: motivo.trim() },
        },
        l,
      );
      l.dispatch(
        r.error
          ? desalocacaoResultado({ aprendizId: a.aprendizId, ok: false, mensagem: frase(r.error) })
          : desalocacaoResultado({ aprendizId: a.aprendizId, ok: true }),
      );
    }
    l.dispatch(desalocacaoTerminou());
  },

  atualizarDados(_, l) {
    l.dispatch(invalidarTags(TAGS_DE_ALOCACAO));
  },
};

export function iniciarEfeitosDesalocacao(
  startListening: TypedStartListening<EstadoComDesalocacao, Dispatch>,
): void {
  startListening({
    predicate: (action) => ehEventoDesalocacao(action),
    effect: async (action, l) => {
      if (!ehEventoDesalocacao(action)) return;
      const anterior = selectDesalocacao(l.getOriginalState());
      if (!snapshotDe(anterior).can(action)) return;
      for (const nome of proximo(anterior, action).efeitos) await efeitos[nome]?.(action, l);
    },
  });
}
