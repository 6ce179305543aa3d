// The contract flow's effects: for every 'contrato.*' action the listener asks the pure
// `transition` which effects the machine wants and performs them; the answers come back as new
// 'contrato.*' actions. Importing this module plugs the flow (persisted) into the store.
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { errosDeCampo, mensagemDeErro } from '../../shared/api/problema';
import { TAGS_DE_CONTRATO } from '../../shared/api/tags';
import { NETWORK_ERROR_TEXT } from '../../shared/constants';
import { formatarDinheiro } from '../../shared/format/dinheiro';
import type { Campos } from '../../shared/campos';
import { toast } from '../../shared/toast';
import { CAMPOS_CONTRATO } from '../../shared/validation/contratos';
import {
  enhancedApi as aprendizesApi,
  type Aprendiz,
  type AprendizResumo,
} from '../../store/generated/aprendizes.generated';
import {
  enhancedApi as contratosApi,
  type ContratoCriarApiArg,
  type ContratoVerificarApiArg,
} from '../../store/generated/contratos.generated';
import {
  enhancedApi as parceirosApi,
  type Parceiro,
} from '../../store/generated/parceiros.generated';
import { enhancedApi as vagasApi } from '../../store/generated/vagas.generated';
import { irPara } from '../../store/store';
import { LEITURA, resultado } from '../kit/chamar';
import { injetar, type ApiDosEfeitos, type Efeitos } from '../kit/injetar';
import { contrato, type contratoMachine, type ContratoState } from './contratoMachine';
import {
  contratoFalhou,
  contratoPreenchido,
  contratoSalvo,
  contratoVerificacaoFalhou,
  contratoVerificado,
} from './eventos';
import { dadosDoContrato, errosLocais } from './passos';
import { persistido } from './persistencia';
import { invalidarTags } from './recarregar';
import type { AprendizEscolhido, ParceiroDoContrato } from './tipos';

export const SEM_CONEXAO = `${NETWORK_ERROR_TEXT}: sem conexão com o servidor. Verifique sua internet e tente novamente.`;

/** One sentence for a failed call: offline gets a hint of what to do. */
const frase = (erro: FetchBaseQueryError): string =>
  erro.status === 'FETCH_ERROR' ? SEM_CONEXAO : mensagemDeErro(erro);

/**
 * What the first step shows and the terms' age rules need, from a row of GET /api/aprendiz
 * (`situacao`) or the record GET /api/aprendiz/{id} (`rotulos.situacao`).
 */
export type AprendizDaApi = Aprendiz | AprendizResumo;

export const aprendizEscolhido = (a: AprendizDaApi): AprendizEscolhido => ({
  id: a.id,
  nome: a.nome,
  cpf: a.cpf,
  situacao: 'rotulos' in a ? a.rotulos.situacao : a.situacao,
  situacaoCor: 'rotulos' in a ? a.rotulos.situacaoCor : a.situacaoCor,
  dataNascimento: a.dataNascimento,
  pcd: a.pcd,
});

/** GET /api/parceiros/{id} (and the list's rows): what the second step shows. */
export type ParceiroDaApi = Pick<
  Parceiro,
  'id' | 'razaoSocial' | 'nomeFantasia' | 'cotaAprendizes' | 'aprendizesAlocados'
>;

export const parceiroDoContrato = (p: ParceiroDaApi): ParceiroDoContrato => ({
  id: p.id,
  nome: p.nomeFantasia ?? p.razaoSocial,
  cotaAprendizes: p.cotaAprendizes,
  aprendizesAlocados: p.aprendizesAlocados,
});

const contexto = (l: ApiDosEfeitos) => contrato.selecionar(l.getState()).context;

/** The body of the check (POST /api/contratos/verificar): the seed's fields and the product's. */
function corpo(c: ContratoState['context']): ContratoVerificarApiArg['body'] {
  const dados = dadosDoContrato(c);
  return {
    ...dados,
    // The flow's state is read-only; the generated body type takes a plain array.
    Con_DiasPratica: dados.Con_DiasPratica ? [...dados.Con_DiasPratica] : dados.Con_DiasPratica,
    unidadeId: c.unidade?.id ?? null,
    vagaId: c.vagaId,
    encaminhamentoId: c.origem.encaminhamentoId ?? null,
  };
}

const OBRIGATORIOS = Object.entries(CAMPOS_CONTRATO as Campos)
  .filter(([, campo]) => campo.obrigatorio === true)
  .map(([nome]) => nome);

/**
 * A body POST /api/contratos takes: every field the declaration requires is there. The flow saves
 * only after its rules passed, so this holds; if it ever does not, the rules' messages show
 * instead of a request the API would refuse.
 */
const completo = (b: ContratoVerificarApiArg['body']): b is ContratoCriarApiArg['body'] =>
  OBRIGATORIOS.every((nome) => (b as Partial<Record<string, unknown>>)[nome] != null);

const lerAprendiz = (id: number, l: ApiDosEfeitos) =>
  resultado(l.dispatch(aprendizesApi.endpoints.aprendizObter.initiate({ id }, LEITURA)));

const lerParceiro = (id: number, l: ApiDosEfeitos) =>
  resultado(l.dispatch(parceirosApi.endpoints.parceiroObter.initiate({ id }, LEITURA)));

/**
 * An approved referral ("Criar contrato" on /encaminhamentos): its apprentice, partner and unit,
 * the vacancy's CBO, weekly hours and bolsa, and the vacancy itself, chosen as if the person had.
 */
async function preencherDoEncaminhamento(encaminhamentoId: number, l: ApiDosEfeitos) {
  const r = await resultado(
    l.dispatch(vagasApi.endpoints.encaminhamentoObter.initiate({ id: encaminhamentoId }, LEITURA)),
  );
  if (!r.data) {
    l.dispatch(contratoPreenchido({}));
    return;
  }
  const e = r.data;
  const [aprendiz, parceiro] = await Promise.all([
    lerAprendiz(e.aprendiz.aprendizId, l),
    lerParceiro(e.parceiro.id, l),
  ]);
  l.dispatch(
    contratoPreenchido({
      ...(aprendiz.data ? { aprendiz: aprendizEscolhido(aprendiz.data) } : {}),
      ...(parceiro.data ? { parceiro: parceiroDoContrato(parceiro.data) } : {}),
      unidade: { id: e.unidade.id, nome: e.unidade.nome },
      vagaId: e.vagaId,
      termos: {
        Con_TipoContrato: 'A',
        Con_CBO: e.vaga.profissao.codigo,
        Con_CargaHoraria: String(e.vaga.cargaHoraria),
        Con_ValorBolsa: formatarDinheiro(e.vaga.valorBolsa),
      },
    }),
  );
}

const efeitos: Efeitos<typeof contratoMachine> = {
  // From an apprentice's or a partner's page: their records, chosen as if the person had; from an
  // approved referral, what it and its vacancy say.
  async carregarOrigem(evento, l) {
    if (evento.type !== 'contrato.iniciar') return;
    const { aprendizId, parceiroId, encaminhamentoId } = evento.payload.origem;
    if (encaminhamentoId !== undefined) {
      await preencherDoEncaminhamento(encaminhamentoId, l);
      return;
    }
    const [aprendiz, parceiro] = await Promise.all([
      aprendizId === undefined ? undefined : lerAprendiz(aprendizId, l),
      parceiroId === undefined ? undefined : lerParceiro(parceiroId, l),
    ]);
    // A record that cannot be read leaves its step to choose by hand.
    l.dispatch(
      contratoPreenchido({
        ...(aprendiz?.data ? { aprendiz: aprendizEscolhido(aprendiz.data) } : {}),
        ...(parceiro?.data ? { parceiro: parceiroDoContrato(parceiro.data) } : {}),
      }),
    );
  },

  async verificarNoServidor(_, l) {
    const r = await resultado(
      l.dispatch(contratosApi.endpoints.contratoVerificar.initiate({ body: corpo(contexto(l)) })),
    );
    if (r.data) {
      const { podeCriar, errors, avisos, contratoEmCurso, cota, legislacao } = r.data;
      l.dispatch(
        contratoVerificado({
          podeCriar,
          bloqueios: errors,
          avisos,
          contratoEmCurso,
          cota,
          legislacao,
        }),
      );
    } else {
      l.dispatch(contratoVerificacaoFalhou({ mensagem: frase(r.error) }));
    }
  },

  async salvarNoServidor(_, l) {
    const c = contexto(l);
    const body = corpo(c);
    if (!completo(body)) {
      l.dispatch(
        contratoFalhou({ mensagem: 'Corrija os campos indicados.', erros: errosLocais(c) }),
      );
      return;
    }
    const r = await resultado(l.dispatch(contratosApi.endpoints.contratoCriar.initiate({ body })));
    if (r.data) l.dispatch(contratoSalvo({ id: r.data.id, numero: r.data.numero }));
    else l.dispatch(contratoFalhou({ mensagem: frase(r.error), erros: errosDeCampo(r.error) }));
  },

  atualizarDados(_, l) {
    l.dispatch(invalidarTags(TAGS_DE_CONTRATO));
  },

  abrirContrato(evento, l) {
    if (evento.type !== 'contrato.salvo') return;
    toast.success(`Contrato ${evento.payload.numero} criado.`);
    l.dispatch(irPara(`/contratos/${evento.payload.id}`));
  },
};

/** The flow's state for a screen (using it is what keeps this module in the screens' chunk). */
export const useContrato = injetar({ ...contrato, reducer: persistido(contrato.reducer) }, efeitos);
