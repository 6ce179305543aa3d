import { makeStore } from '../../store/store';
import { instalarApiFalsa, ok, problema } from '../../testing/apiFalsa';
import { ate, gravador } from '../../testing/maquinas';
import { sessaoCom } from '../../testing/token';
import { importacao } from './importacaoMachine';
import './efeitos';
import {
  importacaoConfirmar,
  importacaoEscolher,
  importacaoLido,
  importacaoPedirConfirmacao,
} from './eventos';

const selecionar = importacao.selecionar;
const validacao = {
  total: 2,
  validas: 1,
  colunasIgnoradas: [],
  linhas: [
    { numero: 2, nome: 'Ana', erros: [] },
    { numero: 3, nome: 'Bia', erros: [{ coluna: 'CPF', mensagem: 'CPF inválido' }] },
  ],
};
const rejeitadas = validacao.linhas.slice(1);

function enviar(store: ReturnType<typeof makeStore>) {
  store.dispatch(importacaoEscolher({ nome: 'lote.csv', tamanho: 40 }));
  store.dispatch(importacaoLido({ conteudo: 'Tm9tZTtDUEY=' }));
}

describe('efeitos da importação', () => {
  it('confere pelo endpoint gerado, importa com o token e atualiza a lista', async () => {
    const { chamadas } = instalarApiFalsa({
      'POST /api/aprendiz/importar/validar': ok(validacao),
      // One line of the stream: the result.
      'POST /api/aprendiz/importar': ok({ tipo: 'resultado', importadas: 1, rejeitadas }),
    });
    const { log, middleware } = gravador();
    const store = makeStore(sessaoCom(), { navegar: jest.fn(), middleware: [middleware] });
    const estado = () => selecionar(store.getState());
    enviar(store);
    await ate(() => estado().value === 'conferencia');
    expect(estado().context.validacao).toEqual(validacao);
    store.dispatch(importacaoPedirConfirmacao());
    store.dispatch(importacaoConfirmar());
    await ate(() => estado().value === 'resultado');
    expect(estado().context.resultado).toEqual({ importadas: 1, rejeitadas });
    expect(chamadas.map((c) => [c.metodo, c.caminho, c.corpo])).toEqual([
      ['POST', '/api/aprendiz/importar/validar', { nome: 'lote.csv', conteudo: 'Tm9tZTtDUEY=' }],
      ['POST', '/api/aprendiz/importar', { nome: 'lote.csv', conteudo: 'Tm9tZTtDUEY=' }],
    ]);
    expect(chamadas[1]?.authorization).toMatch(/^Bearer /);
    expect(log.map((a) => a.type)).toContainEqual('api/invalidateTags');
  });

  it('a recusa da conferência e o 409 do fim do fluxo chegam como frases', async () => {
    instalarApiFalsa({
      'POST /api/aprendiz/importar/validar': problema(400, 'Faltam as colunas obrigatórias: CPF.'),
    });
    const store = makeStore(sessaoCom(), { navegar: jest.fn() });
    const estado = () => selecionar(store.getState());
    enviar(store);
    await ate(() => estado().value === 'arquivo');
    expect(estado().context.erro).toBe('Faltam as colunas obrigatórias: CPF.');

    instalarApiFalsa({
      'POST /api/aprendiz/importar/validar': ok(validacao),
      'POST /api/aprendiz/importar': ok({
        tipo: 'erro',
        status: 409,
        detail: 'Um CPF da planilha foi cadastrado enquanto ela era importada; nada foi importado.',
      }),
    });
    enviar(store);
    await ate(() => estado().value === 'conferencia');
    store.dispatch(importacaoPedirConfirmacao());
    store.dispatch(importacaoConfirmar());
    await ate(() => estado().value === 'resultado');
    expect(estado().context).toMatchObject({
      resultado: null,
      erro: 'Um CPF da planilha foi cadastrado enquanto ela era importada; nada foi importado.',
    });
  });

  it('um registro de ações reproduzido numa store nova chega ao mesmo estado', async () => {
    instalarApiFalsa({
      'POST /api/aprendiz/importar/validar': ok(validacao),
      'POST /api/aprendiz/importar': ok({ tipo: 'resultado', importadas: 1, rejeitadas }),
    });
    const { log, middleware } = gravador();
    const original = makeStore(sessaoCom(), { navegar: jest.fn(), middleware: [middleware] });
    enviar(original);
    await ate(() => selecionar(original.getState()).value === 'conferencia');
    original.dispatch(importacaoPedirConfirmacao());
    original.dispatch(importacaoConfirmar());
    await ate(() => selecionar(original.getState()).value === 'resultado');

    instalarApiFalsa({
      'POST /api/aprendiz/importar/validar': 'pendente',
      'POST /api/aprendiz/importar': 'pendente',
    });
    const copia = makeStore(sessaoCom(), { navegar: jest.fn() });
    for (const action of log) copia.dispatch(action);
    expect(selecionar(copia.getState())).toEqual(selecionar(original.getState()));
    expect(log.map((a) => a.type).filter((t) => t.startsWith('importacao.'))).toEqual([
      'importacao.escolher',
      'importacao.lido',
      'importacao.conferido',
      'importacao.pedirConfirmacao',
      'importacao.confirmar',
      'importacao.concluida',
    ]);
  });
});
