import { decidir, enviarPendentes, manterOMeu, type ResultadoDoEnvio } from './envio';
import { armazemEmMemoria, chaveDoDia, type CorpoDoDia, type DiaPendente } from './fila';

const problema = (status: number, extra: Record<string, unknown> = {}) => ({
  error: {
    status,
    data: { status, title: 'Erro', detail: `Recusado (${String(status)}).`, ...extra },
  },
});
const versaoVelha = problema(409, { type: '/problemas/versao-desatualizada' });
const semRede: ResultadoDoEnvio = { error: { status: 'FETCH_ERROR', error: 'Network Error' } };
const ok: ResultadoDoEnvio = { data: { ok: true } };

function dia(data: string, extra: Partial<DiaPendente> = {}): DiaPendente {
  const corpo: CorpoDoDia = {
    turmaId: 7,
    data,
    disciplinaId: null,
    conteudo: null,
    registros: [{ aprendizId: 1, status: 'presente' }],
    versao: 3,
  };
  return {
    chave: chaveDoDia(7, data),
    usuarioId: 10,
    corpo,
    guardadoEm: `${data}T12:00:00.000Z`,
    estado: 'pendente',
    ...extra,
  };
}

describe('decidir: o que a resposta do PUT faz com o dia guardado', () => {
  it('2xx envia; 409 de versão é conflito; rede, 5xx, 401 e 429 aguardam; o resto é recusado', () => {
    expect(decidir(ok)).toEqual({ tipo: 'enviado' });
    expect(decidir(versaoVelha)).toEqual({ tipo: 'conflito' });
    expect(decidir(semRede)).toEqual({ tipo: 'aguardar' });
    expect(decidir({ error: { status: 'TIMEOUT_ERROR', error: 'x' } })).toEqual({
      tipo: 'aguardar',
    });
    expect(decidir(problema(503))).toEqual({ tipo: 'aguardar' });
    expect(decidir(problema(401))).toEqual({ tipo: 'aguardar' });
    expect(decidir(problema(429))).toEqual({ tipo: 'aguardar' });
    expect(decidir(problema(422))).toEqual({ tipo: 'recusado', mensagem: 'Recusado (422).' });
    expect(decidir(problema(403))).toEqual({
      tipo: 'recusado',
      mensagem: 'Você não tem permissão para esta ação.',
    });
  });
});

describe('enviarPendentes', () => {
  it('envia os dias da pessoa, do mais antigo ao mais novo, com a versao guardada, e tira da fila', async () => {
    const armazem = armazemEmMemoria([
      dia('2026-11-20'),
      dia('2026-11-18'),
      dia('2026-11-19', { usuarioId: 99 }),
    ]);
    const enviados: CorpoDoDia[] = [];
    const r = await enviarPendentes(armazem, 10, (corpo) => {
      enviados.push(corpo);
      return Promise.resolve(ok);
    });
    expect(enviados.map((c) => [c.data, c.versao])).toEqual([
      ['2026-11-18', 3],
      ['2026-11-20', 3],
    ]);
    expect(r.enviados).toHaveLength(2);
    expect(r.semRede).toBe(false);
    // Another person's save is neither sent nor dropped.
    expect((await armazem.listar()).map((d) => d.usuarioId)).toEqual([99]);
  });

  it('sem rede para no primeiro e mantém todos na fila, como estavam', async () => {
    const armazem = armazemEmMemoria([dia('2026-11-18'), dia('2026-11-19')]);
    const put = jest.fn(() => Promise.resolve(semRede));
    const r = await enviarPendentes(armazem, 10, put);
    expect(put).toHaveBeenCalledTimes(1);
    expect(r.semRede).toBe(true);
    expect((await armazem.listar()).map((d) => d.estado)).toEqual(['pendente', 'pendente']);
  });

  it('409 marca conflito (não reenvia sozinho); recusa guarda a mensagem', async () => {
    const armazem = armazemEmMemoria([dia('2026-11-18'), dia('2026-11-19')]);
    const respostas = [versaoVelha, problema(422)];
    const r = await enviarPendentes(armazem, 10, () => Promise.resolve(respostas.shift() ?? ok));
    expect(r.conflitos.map((d) => d.corpo.data)).toEqual(['2026-11-18']);
    expect(r.recusados.map((d) => d.mensagem)).toEqual(['Recusado (422).']);
    const put = jest.fn(() => Promise.resolve(ok));
    await enviarPendentes(armazem, 10, put);
    expect(put).not.toHaveBeenCalled();
    const estados = Object.fromEntries(
      (await armazem.listar()).map((d) => [d.corpo.data, d.estado]),
    );
    expect(estados).toEqual({ '2026-11-18': 'conflito', '2026-11-19': 'recusado' });
  });

  it('manter a minha: as mesmas marcações sobre a versao atual do servidor, pendente de novo', async () => {
    const conflito = dia('2026-11-18', { estado: 'conflito' });
    const mantido = manterOMeu(conflito, 5);
    expect(mantido.estado).toBe('pendente');
    expect(mantido.corpo).toEqual({ ...conflito.corpo, versao: 5 });
    const armazem = armazemEmMemoria([mantido]);
    const put = jest.fn((_: CorpoDoDia) => Promise.resolve(ok));
    await enviarPendentes(armazem, 10, put);
    expect(put.mock.calls[0]?.[0].versao).toBe(5);
    expect(await armazem.listar()).toEqual([]);
    // A day the server has no record of any more is sent as a first save (no versao).
    expect('versao' in manterOMeu(conflito, undefined).corpo).toBe(false);
  });
});
