import { makeStore } from '../../store/store';
import { instalarApiFalsa, ok, problema } from '../../testing/apiFalsa';
import { ate, gravador } from '../../testing/maquinas';
import { sessaoCom } from '../../testing/token';
import { desalocacao } from './desalocacaoMachine';
import './efeitos';
import {
  desalocacaoConfirmar,
  desalocacaoIniciar,
  desalocacaoRevisar,
  desalocacaoTentarNovamente,
} from './eventos';

const selectDesalocacao = desalocacao.selecionar;

const sessao = () => sessaoCom();
const turma = { id: 7, codigo: 'T-07', nome: 'Auxiliar administrativo' };
const ana = { aprendizId: 1, nome: 'Ana', dataInicio: '2026-02-01' };
const bia = { aprendizId: 2, nome: 'Bia', dataInicio: '2026-02-01' };
const encerrada = problema(409, 'Esta alocação já foi encerrada em 01/04/2026.');

function abrir(store: ReturnType<typeof makeStore>) {
  store.dispatch(desalocacaoIniciar({ turma, aprendizes: [ana, bia], hoje: '2026-04-10' }));
  store.dispatch(desalocacaoRevisar({ dataFim: '2026-04-09', motivo: '  Contrato rescindido ' }));
  store.dispatch(desalocacaoConfirmar());
}

describe('efeitos do fluxo de desalocar', () => {
  it('um PUT por aprendiz com data e motivo; a recusa fica com o nome e a repetição só reenvia ela', async () => {
    let biaResposta = encerrada;
    const { chamadas } = instalarApiFalsa({
      'PUT /api/alocacoes/desalocar/1/7': ok({}),
      'PUT /api/alocacoes/desalocar/2/7': () => biaResposta,
    });
    const store = makeStore(sessao(), { navegar: jest.fn() });
    const estado = () => selectDesalocacao(store.getState());
    abrir(store);
    await ate(() => estado().value === 'falhou');
    expect(chamadas.map((c) => [c.metodo, c.caminho, c.corpo])).toEqual([
      [
        'PUT',
        '/api/alocacoes/desalocar/1/7',
        { dataFim: '2026-04-09', motivo: 'Contrato rescindido' },
      ],
      [
        'PUT',
        '/api/alocacoes/desalocar/2/7',
        { dataFim: '2026-04-09', motivo: 'Contrato rescindido' },
      ],
    ]);
    expect(estado().context.falhas).toEqual([
      { aprendizId: 2, nome: 'Bia', mensagem: 'Esta alocação já foi encerrada em 01/04/2026.' },
    ]);
    biaResposta = ok({});
    store.dispatch(desalocacaoTentarNovamente());
    await ate(() => estado().value === 'concluido');
    expect(chamadas).toHaveLength(3);
    expect(chamadas[2]?.caminho).toBe('/api/alocacoes/desalocar/2/7');
    expect(estado().context.desalocados.map((a) => a.nome)).toEqual(['Ana', 'Bia']);
  });

  it('um registro de ações reproduzido numa store nova chega ao mesmo estado', async () => {
    instalarApiFalsa({
      'PUT /api/alocacoes/desalocar/1/7': ok({}),
      'PUT /api/alocacoes/desalocar/2/7': encerrada,
    });
    const { log, middleware } = gravador();
    const original = makeStore(sessao(), { navegar: jest.fn(), middleware: [middleware] });
    abrir(original);
    await ate(() => selectDesalocacao(original.getState()).value === 'falhou');

    instalarApiFalsa({
      'PUT /api/alocacoes/desalocar/1/7': 'pendente',
      'PUT /api/alocacoes/desalocar/2/7': 'pendente',
    });
    const copia = makeStore(sessao(), { navegar: jest.fn() });
    for (const action of log) copia.dispatch(action);
    expect(selectDesalocacao(copia.getState())).toEqual(selectDesalocacao(original.getState()));
    expect(log.map((a) => a.type).filter((t) => t.startsWith('desalocacao.'))).toEqual([
      'desalocacao.iniciar',
      'desalocacao.revisar',
      'desalocacao.confirmar',
      'desalocacao.resultado',
      'desalocacao.resultado',
      'desalocacao.terminou',
    ]);
  });
});
