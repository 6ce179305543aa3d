import { instalarApiFalsa, ok, problema } from '../../../testing/apiFalsa';
import { tokenValido } from '../../../testing/token';
import { makeStore } from '../../../store/store';
import { armazemEmMemoria, chaveDoDia, type DiaPendente } from './fila';
import {
  descartarDoAparelho,
  enviarAgora,
  guardarSemRede,
  iniciarEnvio,
  manterDoAparelho,
} from './filaOffline';
import { envioComecou, envioTerminou, filaSlice, lida, selecionarFila } from './filaSlice';

const corpo = (data: string) => ({
  turmaId: 7,
  data,
  disciplinaId: null,
  conteudo: null,
  registros: [{ aprendizId: 1, status: 'presente' as const }],
  versao: 3,
});

const dia = (data: string, extra: Partial<DiaPendente> = {}): DiaPendente => ({
  chave: chaveDoDia(7, data),
  usuarioId: 10,
  corpo: corpo(data),
  guardadoEm: `${data}T12:00:00.000Z`,
  estado: 'pendente',
  ...extra,
});

describe('filaSlice (o reducer)', () => {
  const { reducer } = filaSlice;
  const inicial = reducer(undefined, { type: '@@iniciar' });

  it('começa não lida, vazia, sem envio', () => {
    expect(inicial).toEqual({ carregada: false, dias: [], enviando: false });
  });

  it('lida troca a lista inteira pelo que o aparelho tem e marca carregada', () => {
    const um = reducer(inicial, lida([dia('2026-11-20'), dia('2026-11-21')]));
    expect(um.carregada).toBe(true);
    expect(um.dias.map((d) => d.chave)).toEqual(['7|2026-11-20', '7|2026-11-21']);
    const dois = reducer(um, lida([]));
    expect(dois).toEqual({ carregada: true, dias: [], enviando: false });
  });

  it('envioComecou / envioTerminou dizem se uma rodada está em curso, sem mexer nos dias', () => {
    const lidos = reducer(inicial, lida([dia('2026-11-20')]));
    const enviando = reducer(lidos, envioComecou());
    expect(enviando).toEqual({ ...lidos, enviando: true });
    expect(reducer(enviando, envioTerminou())).toEqual(lidos);
  });

  it('o estado é serializável (JSON de ida e volta dá o mesmo)', () => {
    const estado = reducer(
      inicial,
      lida([dia('2026-11-20', { estado: 'recusado', mensagem: 'X' })]),
    );
    expect(JSON.parse(JSON.stringify(estado))).toEqual(estado);
  });
});

describe('a fila no store', () => {
  const usuario = {
    id: 10,
    nome: 'Rita',
    email: 'rita@x.br',
    userType: 'educador',
    permissoes: [],
  };
  const comSessao = (armazemDaFila = armazemEmMemoria()) =>
    makeStore({ sessao: { token: tokenValido(), user: usuario } }, { armazemDaFila });

  it('cada store tem a sua fila: o que um guarda o outro não vê', async () => {
    instalarApiFalsa({});
    const a = comSessao();
    const b = comSessao();
    expect(await a.dispatch(guardarSemRede(corpo('2026-11-20'), 10))).toBeNull();
    expect(selecionarFila(a.getState()).dias.map((d) => d.chave)).toEqual(['7|2026-11-20']);
    expect(selecionarFila(b.getState())).toEqual({ carregada: false, dias: [], enviando: false });
  });

  it('um armazém que recusa gravar devolve a frase e a fila não muda', async () => {
    const recusa = {
      ...armazemEmMemoria(),
      guardar: () => Promise.reject(new Error('cheio')),
    };
    const loja = comSessao(recusa);
    expect(await loja.dispatch(guardarSemRede(corpo('2026-11-20'), 10))).toBe(
      'Sem conexão, e este navegador não permitiu guardar a chamada. Tente de novo.',
    );
    expect(selecionarFila(loja.getState()).dias).toEqual([]);
  });

  it('enviarAgora manda os dias pela mutação da tela e deixa no store o que sobrou', async () => {
    let puts = 0;
    const { chamadas } = instalarApiFalsa({
      'PUT /api/frequencia': () =>
        ++puts === 1
          ? ok({})
          : problema(409, 'Outra pessoa salvou.', { type: '/problemas/versao-desatualizada' }),
    });
    const loja = comSessao(armazemEmMemoria([dia('2026-11-20'), dia('2026-11-21')]));
    const rodada = loja.dispatch(enviarAgora());
    expect(selecionarFila(loja.getState()).enviando).toBe(true);
    // A second call during the round waits for the same round (no second PUT of the same day).
    expect(loja.dispatch(enviarAgora())).toBe(rodada);
    await rodada;
    const fila = selecionarFila(loja.getState());
    expect(fila.enviando).toBe(false);
    expect(fila.dias).toEqual([{ ...dia('2026-11-21'), estado: 'conflito' }]);
    expect(chamadas.map((c) => (c.corpo as { data: string }).data)).toEqual([
      '2026-11-20',
      '2026-11-21',
    ]);
  });

  it('"Manter a minha" reenvia sobre a versao atual; "Ficar com a do servidor" descarta', async () => {
    const { chamadas } = instalarApiFalsa({ 'PUT /api/frequencia': ok({}) });
    const conflito = dia('2026-11-20', { estado: 'conflito' });
    const loja = comSessao(armazemEmMemoria([conflito, dia('2026-11-21', { estado: 'conflito' })]));
    await loja.dispatch(manterDoAparelho(conflito, 5));
    expect((chamadas[0]?.corpo as { versao: number }).versao).toBe(5);
    await loja.dispatch(descartarDoAparelho('7|2026-11-21'));
    expect(selecionarFila(loja.getState()).dias).toEqual([]);
    expect(chamadas).toHaveLength(1);
  });

  it('sem sessão nada é enviado', async () => {
    const { chamadas } = instalarApiFalsa({ 'PUT /api/frequencia': ok({}) });
    const loja = makeStore(undefined, { armazemDaFila: armazemEmMemoria([dia('2026-11-20')]) });
    await loja.dispatch(enviarAgora());
    expect(chamadas).toHaveLength(0);
  });

  it('iniciarEnvio: uma vez por store; lê, envia, e volta a enviar no evento online', async () => {
    let rede = false;
    const { chamadas } = instalarApiFalsa({
      'PUT /api/frequencia': () => (rede ? ok({}) : 'falha-de-rede'),
    });
    const loja = comSessao(armazemEmMemoria([dia('2026-11-20')]));
    const parar = loja.dispatch(iniciarEnvio());
    try {
      expect(loja.dispatch(iniciarEnvio())).toBe(parar);
      await waitFor(() => chamadas.length === 1 && !selecionarFila(loja.getState()).enviando);
      expect(selecionarFila(loja.getState()).dias).toHaveLength(1);
      rede = true;
      window.dispatchEvent(new Event('online'));
      await waitFor(() => selecionarFila(loja.getState()).dias.length === 0);
      expect(chamadas).toHaveLength(2);
    } finally {
      parar();
    }
    // Stopped: the event no longer reaches this store.
    await loja.dispatch(guardarSemRede(corpo('2026-11-22'), 10));
    window.dispatchEvent(new Event('online'));
    await new Promise((r) => setTimeout(r, 20));
    expect(chamadas).toHaveLength(2);
  });
});

async function waitFor(condicao: () => boolean) {
  for (let i = 0; i < 200 && !condicao(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(condicao()).toBe(true);
}
