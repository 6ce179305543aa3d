// The contract flow's effects: for every 'contrato.*' action the listener asks the pure
// `transition` which effects the machine wants and performs them; the answers come back as new
// 'contrato.*' actions. Importing this module plugs the flow (persisted) into the store.
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { errosDeCampo, mensagemDeErro } from '../../shared/api/problema';
import { TAGS_DE_CONTRATO } from '../../shared/api/tags';
import { NETWORK_ERROR_TEXT } from '../../shared/constants';
import { formatarDinheiro } from '../../shared/format/dinheiro';
import { toast } from '../../shared/toast';
import { requisitar } from '../../store/requisitar';
import { irPara } from '../../store/store';
import { injetar, type ApiDosEfeitos, type Efeitos } from '../kit/injetar';
import { contrato, type contratoMachine, type ContratoState } from './contratoMachine';
import {
  contratoFalhou,
  contratoPreenchido,
  contratoSalvo,
  contratoVerificacaoFalhou,
  contratoVerificado,
} from './eventos';
import { dadosDoContrato } from './passos';
import { persistido } from './persistencia';
import { invalidarTags } from './recarregar';
import type { AprendizEscolhido, ParceiroDoContrato, VerificacaoDoContrato } from './tipos';

export const SEM_CONEXAO = `${NETWORK_ERROR_TEXT}: sem conexão com o servidor. Verifique sua internet e tente novamente.`;

/** One sentence for a failed call: offline gets a hint of what to do. */
const frase = (erro: FetchBaseQueryError): string =>
  erro.status === 'FETCH_ERROR' ? SEM_CONEXAO : mensagemDeErro(erro);

/**
 * What the first step shows and the terms' age rules need, from a row of GET /api/aprendiz
 * (`situacao`) or the record GET /api/aprendiz/{id} (`rotulos.situacao`).
 */
export interface AprendizDaApi {
  id: number;
  nome: string;
  cpf: string;
  situacao?: string;
  situacaoCor?: string | null;
  rotulos?: { situacao: string; situacaoCor: string | null };
  dataNascimento: string | null;
  pcd: boolean;
}

export const aprendizEscolhido = (a: AprendizDaApi): AprendizEscolhido => ({
  id: a.id,
  nome: a.nome,
  cpf: a.cpf,
  situacao: a.situacao ?? a.rotulos?.situacao ?? '',
  situacaoCor: a.situacaoCor ?? a.rotulos?.situacaoCor ?? null,
  dataNascimento: a.dataNascimento,
  pcd: a.pcd,
});

/** GET /api/parceiros/{id} (and the list's rows): what the second step shows. */
export interface ParceiroDaApi {
  id: number;
  razaoSocial: string;
  nomeFantasia: string | null;
  cotaAprendizes: number;
  aprendizesAlocados: number;
}

export const parceiroDoContrato = (p: ParceiroDaApi): ParceiroDoContrato => ({
  id: p.id,
  nome: p.nomeFantasia ?? p.razaoSocial,
  cotaAprendizes: p.cotaAprendizes,
  aprendizesAlocados: p.aprendizesAlocados,
});

/** POST /api/contratos/verificar: `errors` as the POST's 400 would carry them. */
type RespostaDaVerificacao = Omit<VerificacaoDoContrato, 'bloqueios'> & {
  errors: VerificacaoDoContrato['bloqueios'];
};

const contexto = (l: ApiDosEfeitos) => contrato.selecionar(l.getState()).context;

/** The body of POST /api/contratos and of its check: the seed's fields and the product's. */
function corpo(c: ContratoState['context']) {
  return {
    ...dadosDoContrato(c),
    unidadeId: c.unidade?.id ?? null,
    vagaId: c.vagaId,
    encaminhamentoId: c.origem.encaminhamentoId ?? null,
  };
}

/** GET /api/encaminhamentos/{id}: what an approved referral gives the contract. */
interface EncaminhamentoDaApi {
  vagaId: number;
  aprendiz: { aprendizId: number };
  parceiro: { id: number };
  unidade: { id: number; nome: string };
  vaga: { cargaHoraria: number; valorBolsa: number; profissao: { codigo: string } };
}

/**
 * An approved referral ("Criar contrato" on /encaminhamentos): its apprentice, partner and unit,
 * the vacancy's CBO, weekly hours and bolsa, and the vacancy itself, chosen as if the person had.
 */
async function preencherDoEncaminhamento(encaminhamentoId: number, l: ApiDosEfeitos) {
  const r = await requisitar<EncaminhamentoDaApi>(
    { url: `/api/encaminhamentos/${encaminhamentoId}` },
    l,
    'query',
  );
  if (!r.data) {
    l.dispatch(contratoPreenchido({}));
    return;
  }
  const e = r.data;
  const [aprendiz, parceiro] = await Promise.all([
    requisitar<AprendizDaApi>({ url: `/api/aprendiz/${e.aprendiz.aprendizId}` }, l, 'query'),
    requisitar<ParceiroDaApi>({ url: `/api/parceiros/${e.parceiro.id}` }, l, 'query'),
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
      aprendizId === undefined
        ? undefined
        : requisitar<AprendizDaApi>({ url: `/api/aprendiz/${aprendizId}` }, l, 'query'),
      parceiroId === undefined
        ? undefined
        : requisitar<ParceiroDaApi>({ url: `/api/parceiros/${parceiroId}` }, l, 'query'),
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
    const r = await requisitar<RespostaDaVerificacao>(
      { url: '/api/contratos/verificar', method: 'POST', body: corpo(contexto(l)) },
      l,
      'query',
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
          ...(legislacao ? { legislacao } : {}),
        }),
      );
    } else {
      l.dispatch(contratoVerificacaoFalhou({ mensagem: frase(r.error) }));
    }
  },

  async salvarNoServidor(_, l) {
    const r = await requisitar<{ id: number; numero: string }>(
      { url: '/api/contratos', method: 'POST', body: corpo(contexto(l)) },
      l,
    );
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
