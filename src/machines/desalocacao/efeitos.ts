// The desalocar machine's effects: the listener asks the pure `transition` which effects an event
// asks for and performs them. Importing this module plugs the flow into the store (last line).
import { enhancedApi as alocacoesApi } from '../../store/generated/alocacoes.generated';
import { resultado } from '../kit/chamar';
import { frase } from '../alocacao/falhas';
import { TAGS_DE_ALOCACAO } from '../../shared/api/tags';
import { invalidarTags } from '../alocacao/recarregar';
import { injetar, type Efeitos } from '../kit/injetar';
import { desalocacao, type desalocacaoMachine } from './desalocacaoMachine';
import { desalocacaoResultado, desalocacaoTerminou } from './eventos';

const efeitos: Efeitos<typeof desalocacaoMachine> = {
  async desalocarNoServidor(_, l) {
    const { turma, aprendizes, dataFim, motivo } = desalocacao.selecionar(l.getState()).context;
    if (!turma) return;
    // One by one: each answer shows as it comes, and a refusal names its apprentice.
    for (const a of aprendizes) {
      const r = await resultado(
        l.dispatch(
          alocacoesApi.endpoints.alocacaoDesalocar.initiate({
            aprendizId: a.aprendizId,
            turmaId: turma.id,
            body: { dataFim, motivo: motivo.trim() },
          }),
        ),
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

/** The flow's state for a screen (using it is what keeps this module in the screens' chunk). */
export const useDesalocacao = injetar(desalocacao, efeitos);
