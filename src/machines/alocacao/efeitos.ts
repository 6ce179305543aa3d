// The allocation machine's effects: for every 'alocacao.*' action the listener asks the pure
// `transition` which effects the machine wants and performs them; the answers come back as new
// 'alocacao.*' actions. Importing this module plugs the flow into the store (last line).
import {
  enhancedApi as alocacoesApi,
  type AlocacaoVerificarApiResponse,
} from '../../store/generated/alocacoes.generated';
import { enhancedApi as aprendizesApi } from '../../store/generated/aprendizes.generated';
import { LEITURA, resultado } from '../kit/chamar';
import { injetar, type ApiDosEfeitos, type Efeitos } from '../kit/injetar';
import { alocacao, type alocacaoMachine } from './alocacaoMachine';
import {
  alocacaoBuscaFalhou,
  alocacaoFalhou,
  alocacaoResultados,
  alocacaoSalvo,
  alocacaoVerificacaoFalhou,
  alocacaoVerificado,
} from './eventos';
import { falhaDeAlocacao, frase } from './falhas';
import { TAGS_DE_ALOCACAO } from '../../shared/api/tags';
import { invalidarTags } from './recarregar';
import type { AprendizDoFluxo, Verificacao } from './tipos';

/** How many apprentices one search shows. */
export const RESULTADOS_POR_BUSCA = 20;

/** POST /api/alocacoes/verificar, read into the flow's plain data. */
const paraVerificacao = (r: AlocacaoVerificarApiResponse): Verificacao => ({
  vagasRestantes: r.turma.vagasRestantes,
  capacidade: r.turma.capacidade,
  ocupacao: r.turma.ocupacao,
  problemasTurma: r.problemasTurma,
  aprendizes: r.aprendizes.map((a) => ({
    aprendizId: a.aprendizId,
    nome: a.nome,
    podeAlocar: a.podeAlocar,
    motivos: a.motivos,
    avisos: a.avisos,
    alocacaoAtual: a.alocacaoAtual,
  })),
  aptos: r.aptos,
  cabem: r.cabem,
  mensagemCapacidade: r.mensagemCapacidade,
  podeConfirmar: r.podeConfirmar,
});

const verificar = (turmaId: number, aprendizIds: number[], l: ApiDosEfeitos) =>
  resultado(
    l.dispatch(
      alocacoesApi.endpoints.alocacaoVerificar.initiate({ body: { turmaId, aprendizIds } }),
    ),
  );

const contexto = (l: ApiDosEfeitos) => alocacao.selecionar(l.getState()).context;

const efeitos: Efeitos<typeof alocacaoMachine> = {
  async buscarAprendizes(evento, l) {
    if (evento.type !== 'alocacao.pesquisar') return;
    const { q } = evento.payload;
    const turmaId = contexto(l).turma?.id;
    const lista = await resultado(
      l.dispatch(
        aprendizesApi.endpoints.aprendizListar.initiate(
          { q: q.trim(), pageSize: RESULTADOS_POR_BUSCA, sort: 'nome' },
          LEITURA,
        ),
      ),
    );
    if (!lista.data) {
      l.dispatch(alocacaoBuscaFalhou({ q, mensagem: frase(lista.error) }));
      return;
    }
    const linhas = lista.data.data;
    // The same check the flow runs later tells, for each one found, where they are now and
    // whether this class would take them. Without it the list still shows, unannotated.
    const checagem =
      turmaId !== undefined && linhas.length > 0
        ? await verificar(
            turmaId,
            linhas.map((a) => a.id),
            l,
          )
        : undefined;
    const itens: AprendizDoFluxo[] = linhas.map((a) => {
      const v = checagem?.data?.aprendizes.find((x) => x.aprendizId === a.id);
      return {
        aprendizId: a.id,
        nome: a.nome,
        cpf: a.cpf,
        situacao: a.situacao,
        ...(v ? { alocacaoAtual: v.alocacaoAtual, motivos: v.motivos } : {}),
      };
    });
    l.dispatch(alocacaoResultados({ q, itens }));
  },

  async verificarNoServidor(_, l) {
    const { turma, selecionados } = contexto(l);
    if (!turma) return;
    const r = await verificar(
      turma.id,
      selecionados.map((a) => a.aprendizId),
      l,
    );
    if (r.data) l.dispatch(alocacaoVerificado({ resultado: paraVerificacao(r.data) }));
    else l.dispatch(alocacaoVerificacaoFalhou({ mensagem: frase(r.error) }));
  },

  async salvarNoServidor(_, l) {
    const { turma, selecionados, dataInicio } = contexto(l);
    if (!turma) return;
    const r = await resultado(
      l.dispatch(
        alocacoesApi.endpoints.alocacaoCriar.initiate({
          body: {
            turmaId: turma.id,
            aprendizIds: selecionados.map((a) => a.aprendizId),
            dataInicio,
          },
        }),
      ),
    );
    if (r.data) {
      l.dispatch(
        alocacaoSalvo({
          quantidade: r.data.data.length,
          ocupacao: r.data.turma.ocupacao,
          vagasRestantes: r.data.turma.vagasRestantes,
        }),
      );
    } else {
      l.dispatch(alocacaoFalhou(falhaDeAlocacao(r.error, selecionados)));
    }
  },

  atualizarDados(_, l) {
    l.dispatch(invalidarTags(TAGS_DE_ALOCACAO));
  },
};

/** The flow's state for a screen (using it is what keeps this module in the screens' chunk). */
export const useAlocacao = injetar(alocacao, efeitos);
