import { percorredor } from '../../testing/maquinas';
import { avaliacao, type AvaliacaoState } from './avaliacaoMachine';
import {
  avaliacaoAbrir,
  avaliacaoAnterior,
  avaliacaoCarregada,
  avaliacaoCarregamentoFalhou,
  avaliacaoComecar,
  avaliacaoEnviada,
  avaliacaoEnviar,
  avaliacaoEnvioFalhou,
  avaliacaoFechar,
  avaliacaoIrPara,
  avaliacaoProxima,
  avaliacaoResponder,
  avaliacaoRevisar,
  avaliacaoSalvamentoFalhou,
  avaliacaoSalvo,
  avaliacaoTentarNovamente,
  avaliacaoTentarSalvar,
  type AvaliacaoEvent,
} from './eventos';
import type { AplicadaCarregada, AplicadaDoFluxo, Respostas } from './tipos';

const { estadoInicial, proximo, reducer, aceita } = avaliacao;

const aplicada = (status: AplicadaDoFluxo['status'] = 'pendente'): AplicadaDoFluxo => ({
  id: 7,
  titulo: 'Desempenho na empresa',
  descricao: null,
  tipo: 'desempenho',
  aprendiz: { id: 3, nome: 'Bruna Lima' },
  turma: { id: 2, nome: 'Turma A' },
  respondente: { nome: 'Carlos Souza', papel: 'Supervisor' },
  prazo: '2026-12-10',
  status,
  perguntas: [
    {
      id: '1',
      enunciado: 'Pontualidade',
      tipo: 'escala',
      obrigatoria: true,
      opcoes: [],
      rotulos: [],
    },
    {
      id: '2',
      enunciado: 'Área preferida',
      tipo: 'multipla',
      obrigatoria: false,
      opcoes: ['Vendas', 'Estoque'],
      rotulos: [],
    },
    {
      id: '3',
      enunciado: 'Comentários',
      tipo: 'texto',
      obrigatoria: true,
      opcoes: [],
      rotulos: [],
    },
  ],
});

const carregada = (
  respostas: Respostas = {},
  extra: Partial<AplicadaCarregada> = {},
): AvaliacaoEvent =>
  avaliacaoCarregada({ aplicada: aplicada(), respostas, versao: 1, naoEnviadas: {}, ...extra });

const percorrer = percorredor<AvaliacaoState, AvaliacaoEvent>(proximo, estadoInicial);

const aberta = (respostas: Respostas = {}, extra: Partial<AplicadaCarregada> = {}) =>
  percorrer([avaliacaoAbrir({ id: 7 }), carregada(respostas, extra)]);

describe('fluxo de resposta de avaliação (transition pura)', () => {
  it('abre, lê e mostra a introdução quando nada foi respondido', () => {
    const inicio = percorrer([avaliacaoAbrir({ id: 7 })]);
    expect(estadoInicial().value).toBe('inativo');
    expect(inicio.state.value).toBe('carregando');
    expect(inicio.efeitos).toEqual(['carregar']);
    const r = aberta();
    expect(r.state.value).toBe('intro');
    expect(r.state.context.aplicada?.respondente.nome).toBe('Carlos Souza');
    expect(r.efeitos).toEqual(['carregar']);
  });

  it('pergunta a pergunta: a obrigatória sem resposta segura o Próxima, cada resposta é salva', () => {
    const { state } = aberta();
    const p1 = percorrer([avaliacaoComecar()], state).state;
    expect(p1.value).toBe('pergunta');
    expect(p1.context.indice).toBe(0);

    const barrada = percorrer([avaliacaoProxima()], p1).state;
    expect(barrada.value).toBe('pergunta');
    expect(barrada.context.indice).toBe(0);
    expect(barrada.context.tentouAvancar).toBe(true);

    const respondeu = percorrer([avaliacaoResponder({ perguntaId: '1', valor: 4 })], barrada);
    expect(respondeu.efeitos).toEqual(['salvarRespostas']);
    expect(respondeu.state.context).toMatchObject({
      respostas: { '1': 4 },
      pendentes: ['1'],
      salvando: true,
      tentouAvancar: false,
    });

    // An answer given while the save is out waits for it (kept locally meanwhile).
    const p2 = percorrer([avaliacaoProxima()], respondeu.state).state;
    expect(p2.context.indice).toBe(1);
    const enquanto = percorrer([avaliacaoResponder({ perguntaId: '2', valor: 'Vendas' })], p2);
    expect(enquanto.efeitos).toEqual(['guardarLocalmente']);
    expect(enquanto.state.context.pendentes).toEqual(['1', '2']);

    // The first save lands: what it did not carry goes now.
    const salvo = percorrer(
      [avaliacaoSalvo({ id: 7, versao: 2, enviadas: { '1': 4 } })],
      enquanto.state,
    );
    expect(salvo.efeitos).toEqual(['salvarRespostas', 'guardarLocalmente']);
    expect(salvo.state.context).toMatchObject({ versao: 2, pendentes: ['2'], salvando: true });
    const tudo = percorrer(
      [avaliacaoSalvo({ id: 7, versao: 3, enviadas: { '1': 4, '2': 'Vendas' } })],
      salvo.state,
    );
    expect(tudo.efeitos).toEqual(['guardarLocalmente']);
    expect(tudo.state.context).toMatchObject({ versao: 3, pendentes: [], salvando: false });

    // The optional question may be passed unanswered; previous goes back, then to the intro.
    const p3 = percorrer([avaliacaoProxima()], tudo.state).state;
    expect(p3.context.indice).toBe(2);
    const volta = percorrer([avaliacaoAnterior(), avaliacaoAnterior()], p3).state;
    expect(volta.context.indice).toBe(0);
    expect(percorrer([avaliacaoAnterior()], volta).state.value).toBe('intro');
  });

  it('o texto de espaços não responde uma obrigatória; a última pergunta leva à revisão', () => {
    const { state } = aberta({ '1': 3, '2': 'Estoque' });
    expect(state.value).toBe('pergunta');
    expect(state.context.indice).toBe(2);
    const espacos = percorrer(
      [avaliacaoResponder({ perguntaId: '3', valor: '   ' }), avaliacaoProxima()],
      state,
    ).state;
    expect(espacos.value).toBe('pergunta');
    expect(espacos.context.tentouAvancar).toBe(true);
    const revisao = percorrer(
      [avaliacaoResponder({ perguntaId: '3', valor: 'Ótimo' }), avaliacaoProxima()],
      espacos,
    ).state;
    expect(revisao.value).toBe('revisao');
  });

  it('a revisão volta a qualquer pergunta e envia; concluída limpa o que estava pendente', () => {
    const { state } = aberta({ '1': 3, '3': 'Bom' });
    // Reopening resumes at the first unanswered question, even an optional one.
    expect(state.value).toBe('pergunta');
    expect(state.context.indice).toBe(1);
    const revisao = percorrer([avaliacaoRevisar()], state).state;
    expect(revisao.value).toBe('revisao');

    const alterar = percorrer([avaliacaoIrPara({ indice: 0 })], revisao).state;
    expect(alterar.value).toBe('pergunta');
    expect(alterar.context.indice).toBe(0);
    expect(aceita(revisao, avaliacaoIrPara({ indice: 3 }))).toBe(false);
    expect(aceita(revisao, avaliacaoIrPara({ indice: -1 }))).toBe(false);

    const enviando = percorrer([avaliacaoEnviar()], revisao);
    expect(enviando.state.value).toBe('enviando');
    expect(enviando.efeitos).toEqual(['enviar']);
    // Nothing else starts while sending: not another evaluation, not a retry, not closing.
    for (const e of [
      avaliacaoAbrir({ id: 8 }),
      avaliacaoTentarSalvar({ id: 7 }),
      avaliacaoFechar(),
    ]) {
      expect(aceita(enviando.state, e)).toBe(false);
    }
    const concluida = percorrer([avaliacaoEnviada({ id: 7 })], enviando.state);
    expect(concluida.state.value).toBe('concluida');
    expect(concluida.efeitos).toEqual(['guardarLocalmente', 'atualizarDados']);
    expect(concluida.state.context.aplicada?.status).toBe('concluida');
  });

  it('enviar com obrigatória sem resposta não sai da revisão e marca o que falta', () => {
    const { state } = aberta({ '1': 3, '2': 'Vendas', '3': 'x' });
    expect(state.value).toBe('revisao');
    const apagou = percorrer([avaliacaoResponder({ perguntaId: '3', valor: null })], state).state;
    expect(apagou.context.respostas).toEqual({ '1': 3, '2': 'Vendas' });
    const tentou = percorrer([avaliacaoEnviar()], apagou).state;
    expect(tentou.value).toBe('revisao');
    expect(tentou.context.faltando).toEqual(['3']);
    // From a question, "Revisão" is refused the same way.
    const naPergunta = percorrer(
      [avaliacaoIrPara({ indice: 2 }), avaliacaoRevisar()],
      apagou,
    ).state;
    expect(naPergunta.value).toBe('pergunta');
    expect(naPergunta.context.faltando).toEqual(['3']);
  });

  it('falhou: mostra a mensagem e o que falta; tenta de novo, revisa ou vai à pergunta', () => {
    const { state } = aberta({ '1': 3, '2': 'Vendas', '3': 'x' });
    const enviando = percorrer([avaliacaoEnviar()], state).state;
    const falhou = percorrer(
      [
        avaliacaoEnvioFalhou({
          id: 7,
          mensagem: 'Responda a pergunta obrigatória: 3. Comentários',
          faltando: ['3'],
        }),
      ],
      enviando,
    ).state;
    expect(falhou.value).toBe('falhou');
    expect(falhou.context.falha).toEqual({
      mensagem: 'Responda a pergunta obrigatória: 3. Comentários',
      faltando: ['3'],
    });
    const denovo = percorrer([avaliacaoTentarNovamente()], falhou);
    expect(denovo.state.value).toBe('enviando');
    expect(denovo.efeitos).toEqual(['enviar']);
    expect(denovo.state.context.falha).toBeNull();
    expect(percorrer([avaliacaoRevisar()], falhou).state.value).toBe('revisao');
    const pergunta = percorrer([avaliacaoIrPara({ indice: 2 })], falhou).state;
    expect(pergunta.value).toBe('pergunta');
    expect(pergunta.context.indice).toBe(2);
    // An answer from another evaluation's request is not taken.
    expect(aceita(enviando, avaliacaoEnviada({ id: 99 }))).toBe(false);
  });

  it('um salvamento que falha mantém a resposta, mostra o erro e agenda nova tentativa', () => {
    const { state } = aberta();
    const r = percorrer(
      [avaliacaoComecar(), avaliacaoResponder({ perguntaId: '1', valor: 5 })],
      state,
    ).state;
    const falhou = percorrer(
      [avaliacaoSalvamentoFalhou({ id: 7, mensagem: 'Network Error', definitivo: false })],
      r,
    );
    expect(falhou.efeitos).toEqual(['agendarNovaTentativa']);
    expect(falhou.state.context).toMatchObject({
      respostas: { '1': 5 },
      pendentes: ['1'],
      salvando: false,
      erroAoSalvar: 'Network Error',
      tentativasDeSalvar: 1,
    });
    // The person keeps going meanwhile; the retry sends everything.
    const segue = percorrer([avaliacaoProxima()], falhou.state).state;
    expect(segue.context.indice).toBe(1);
    const tenta = percorrer([avaliacaoTentarSalvar({ id: 7 })], segue);
    expect(tenta.efeitos).toEqual(['salvarRespostas']);
    expect(tenta.state.context.salvando).toBe(true);
    // A refusal that retrying cannot fix is shown, not scheduled.
    const recusa = percorrer(
      [
        avaliacaoSalvamentoFalhou({
          id: 7,
          mensagem: 'Concluída',
          definitivo: true,
          conflito: true,
        }),
      ],
      tenta.state,
    );
    expect(recusa.efeitos).toEqual([]);
    expect(recusa.state.context.erroAoSalvar).toBe('Concluída');
    expect(recusa.state.context.conflitoAoSalvar).toBe(true);
    // Reading it again keeps what was not saved (kept locally) and resumes.
    expect(percorrer([avaliacaoAbrir({ id: 7 })], recusa.state).efeitos).toEqual(['carregar']);
    const salvo = percorrer(
      [
        avaliacaoTentarSalvar({ id: 7 }),
        avaliacaoSalvo({ id: 7, versao: 2, enviadas: { '1': 5 } }),
      ],
      recusa.state,
    ).state;
    expect(salvo.context).toMatchObject({
      erroAoSalvar: null,
      tentativasDeSalvar: 0,
      conflitoAoSalvar: false,
      pendentes: [],
    });
    // Nothing pending: no request for a retry.
    expect(aceita(salvo, avaliacaoTentarSalvar({ id: 7 }))).toBe(false);
  });

  it('reabrir retoma: respostas não enviadas deste navegador voltam e são enviadas', () => {
    const r = aberta({ '1': 2 }, { naoEnviadas: { '1': 4, '2': 'Estoque', '99': 'fora' } });
    expect(r.state.value).toBe('pergunta');
    expect(r.state.context.indice).toBe(2);
    expect(r.state.context.respostas).toEqual({ '1': 4, '2': 'Estoque' });
    expect(r.state.context.pendentes).toEqual(['1', '2']);
    expect(r.efeitos).toEqual(['carregar', 'salvarRespostas']);
  });

  it('já concluída abre como concluída, sem reenviar nada guardado', () => {
    const r = percorrer([
      avaliacaoAbrir({ id: 7 }),
      avaliacaoCarregada({
        aplicada: aplicada('concluida'),
        respostas: { '1': 1, '3': 'ok' },
        versao: 4,
        naoEnviadas: { '2': 'Vendas' },
      }),
    ]);
    expect(r.state.value).toBe('concluida');
    expect(r.efeitos).toEqual(['carregar']);
    expect(r.state.context.respostas).toEqual({ '1': 1, '3': 'ok' });
  });

  it('erro ao carregar: tenta de novo; outra avaliação aberta ignora a resposta da anterior', () => {
    const erro = percorrer([
      avaliacaoAbrir({ id: 7 }),
      avaliacaoCarregamentoFalhou({ id: 7, mensagem: 'Avaliação aplicada não encontrada.' }),
    ]).state;
    expect(erro.value).toBe('erroAoCarregar');
    expect(erro.context.erro).toBe('Avaliação aplicada não encontrada.');
    const denovo = percorrer([avaliacaoTentarNovamente()], erro);
    expect(denovo.state.value).toBe('carregando');
    expect(denovo.efeitos).toEqual(['carregar']);

    const outra = percorrer([avaliacaoAbrir({ id: 8 })], denovo.state).state;
    expect(aceita(outra, carregada())).toBe(false);
    expect(aceita(outra, avaliacaoCarregamentoFalhou({ id: 7, mensagem: 'x' }))).toBe(false);
    expect(reducer(outra, carregada())).toBe(outra);
    expect(percorrer([avaliacaoFechar()], outra).state).toEqual(estadoInicial());
  });
});
