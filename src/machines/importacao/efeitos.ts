// The import flow's effects: the listener asks the pure `transition` which effects an event asks
// for and performs them; the server's answers come back as 'importacao.*' actions. Importing this
// module plugs the flow into the store (last line).
import { mensagemDeErro } from '../../shared/api/problema';
import { TAGS_DE_IMPORTACAO } from '../../shared/api/tags';
import { enhancedApi as importacaoApi } from '../../store/generated/importacao.generated';
import { invalidarTags } from '../alocacao/recarregar';
import { resultado } from '../kit/chamar';
import { injetar, type Efeitos } from '../kit/injetar';
import {
  importacaoConcluida,
  importacaoConferido,
  importacaoFalhou,
  importacaoProgresso,
  importacaoRecusado,
} from './eventos';
import { importarComProgresso } from './fluxo';
import { importacao, type importacaoMachine } from './importacaoMachine';

// The dry run caches nothing and invalidates nothing; the import's end invalidates the apprentices'
// tags, declared here too because this screen may load before any screen that provides them.
importacaoApi.enhanceEndpoints({
  addTagTypes: TAGS_DE_IMPORTACAO,
  endpoints: { aprendizImportacaoValidar: { invalidatesTags: [] } },
});

const efeitos: Efeitos<typeof importacaoMachine> = {
  async validarNoServidor(_, l) {
    const { nome, conteudo } = importacao.selecionar(l.getState()).context;
    const r = await resultado(
      l.dispatch(
        importacaoApi.endpoints.aprendizImportacaoValidar.initiate({ body: { nome, conteudo } }),
      ),
    );
    l.dispatch(
      r.error
        ? importacaoRecusado({ erro: mensagemDeErro(r.error) })
        : importacaoConferido({ validacao: r.data }),
    );
  },

  async importarNoServidor(_, l) {
    const { nome, conteudo } = importacao.selecionar(l.getState()).context;
    try {
      const r = await importarComProgresso(
        { nome, conteudo },
        l.getState().sessao.token,
        (processadas, total) => l.dispatch(importacaoProgresso({ processadas, total })),
      );
      l.dispatch(importacaoConcluida({ resultado: r }));
    } catch (erro) {
      l.dispatch(importacaoFalhou({ erro: mensagemDeErro(erro) }));
    }
  },

  // New apprentices: the list and its figures are stale.
  atualizarAprendizes(_, l) {
    l.dispatch(invalidarTags(TAGS_DE_IMPORTACAO));
  },
};

/** The flow's state for the screen (using it is what keeps this module in the screen's chunk). */
export const useImportacao = injetar(importacao, efeitos);
