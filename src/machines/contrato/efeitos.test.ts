import { MENSAGENS_CONTRATO as M } from '../../shared/validation/contratos';
import { makeStore } from '../../store/store';
import { instalarApiFalsa, ok, problema } from '../../testing/apiFalsa';
import { ate, gravador } from '../../testing/maquinas';
import { sessaoCom } from '../../testing/token';
import { contrato } from './contratoMachine';
import './efeitos';
import {
  contratoAvancar,
  contratoConfirmar,
  contratoDescartar,
  contratoEditar,
  contratoEscolherEmpresa,
  contratoIniciar,
  contratoVoltar,
} from './eventos';
import { PERSIST } from 'redux-persist';
import { persistido, persistirContrato, rascunho, reidratado } from './persistencia';

const sessao = () => sessaoCom('contratos:escrever');

const aprendizDaApi = {
  id: 5,
  nome: 'Bruno Lima',
  cpf: '123.456.789-09',
  situacao: 'Em seleção',
  situacaoCor: 'info',
  dataNascimento: '2007-04-01',
  pcd: false,
};

const checagemLivre = {
  podeCriar: true,
  errors: {},
  avisos: [],
  contratoEmCurso: null,
  cota: null,
};

const termos = [
  contratoEditar({ campo: 'Con_TipoContrato', valor: 'A' }),
  contratoEditar({ campo: 'Con_DataInicio', valor: '2026-03-02' }),
  contratoEditar({ campo: 'Con_Duracao', valor: '12' }),
  contratoEditar({ campo: 'Con_CargaHoraria', valor: '20' }),
  contratoEditar({ campo: 'Con_ValorBolsa', valor: 'R$ 1.000,50' }),
];

/** From the apprentice's step to the terms': "Próximo", the company, "Próximo". */
function ateOsTermos(store: ReturnType<typeof makeStore>) {
  store.dispatch(contratoAvancar());
  store.dispatch(
    contratoEscolherEmpresa({
      parceiro: { id: 9, nome: 'Acme', cotaAprendizes: 5, aprendizesAlocados: 4 },
    }),
  );
  store.dispatch(contratoAvancar());
}

const slice = (store: { getState: () => unknown }) => rascunho(store.getState());

beforeEach(() => {
  localStorage.clear();
});

describe('efeitos do fluxo de contrato', () => {
  it('pré-preenche do aprendiz, confere na revisão, salva e abre o contrato', async () => {
    const { chamadas } = instalarApiFalsa({
      'GET /api/aprendiz/5': ok(aprendizDaApi),
      'POST /api/contratos/verificar': ok({
        podeCriar: true,
        errors: {},
        avisos: [{ campo: 'Con_CodParceiro', mensagem: 'Acima da cota de 4' }],
        contratoEmCurso: null,
        cota: { cota: 4, agora: 4, depois: 5 },
      }),
      'POST /api/contratos': { status: 201, corpo: { id: 42, numero: '2026/00042' } },
    });
    const navegar = jest.fn();
    const { log, middleware } = gravador();
    const store = makeStore(sessao(), { navegar, middleware: [middleware] });
    const estado = () => contrato.selecionar(store.getState());
    store.dispatch(contratoIniciar({ origem: { aprendizId: 5 } }));
    await ate(() => !estado().context.carregandoOrigem);
    expect(estado().context.aprendiz).toEqual(aprendizDaApi);

    ateOsTermos(store);
    for (const e of termos) store.dispatch(e);
    store.dispatch(contratoAvancar());
    await ate(() => JSON.stringify(estado().value) === '{"revisao":"conferido"}');
    expect(estado().context.verificacao?.avisos).toHaveLength(1);
    store.dispatch(contratoConfirmar());
    await ate(() => estado().value === 'salvo');

    expect(chamadas.at(-1)).toMatchObject({
      metodo: 'POST',
      caminho: '/api/contratos',
      corpo: {
        Con_CodAprendiz: 5,
        Con_CodParceiro: 9,
        Con_TipoContrato: 'A',
        Con_DataInicio: '2026-03-02',
        Con_DataTermino: '2027-03-01',
        Con_Duracao: 12,
        Con_CargaHoraria: 20,
        Con_ValorBolsa: 1000.5,
        Con_ValorTaxa: null,
        unidadeId: null,
      },
    });
    expect(navegar).toHaveBeenCalledWith('/contratos/42');
    expect(log.some((a) => a.type === 'api/invalidateTags')).toBe(true);
  });

  it('o 400 do servidor volta ao passo do campo; sem conexão fica em falhou', async () => {
    instalarApiFalsa({
      'POST /api/contratos/verificar': ok(checagemLivre),
      'POST /api/contratos': problema(400, 'Os dados do contrato têm erros.', {
        errors: { Con_CBO: M.cboInexistente },
      }),
    });
    const store = makeStore(sessao(), { navegar: jest.fn() });
    const estado = () => contrato.selecionar(store.getState());
    store.dispatch(contratoIniciar({ origem: {} }));
    store.dispatch({ type: 'contrato.escolherAprendiz', payload: { aprendiz: aprendizDaApi } });
    ateOsTermos(store);
    for (const e of termos) store.dispatch(e);
    store.dispatch(contratoEditar({ campo: 'Con_CBO', valor: '9999-99' }));
    store.dispatch(contratoAvancar());
    await ate(() => JSON.stringify(estado().value) === '{"revisao":"conferido"}');
    store.dispatch(contratoConfirmar());
    await ate(() => estado().value === 'termos');
    expect(estado().context.errosDoServidor).toEqual({ Con_CBO: M.cboInexistente });
    expect(estado().context.termos.Con_CBO).toBe('9999-99');

    instalarApiFalsa({
      'POST /api/contratos/verificar': 'falha-de-rede',
      'POST /api/contratos': 'falha-de-rede',
    });
    store.dispatch(contratoEditar({ campo: 'Con_CBO', valor: '' }));
    store.dispatch(contratoAvancar());
    await ate(() => JSON.stringify(estado().value) === '{"revisao":"indisponivel"}');
    expect(estado().context.erro).toContain('sem conexão');
    store.dispatch(contratoConfirmar());
    await ate(() => estado().value === 'falhou');
    expect(estado().context.falha?.mensagem).toContain('sem conexão');
  });

  it('um contrato não concluído sobrevive ao recarregar e pode ser descartado', async () => {
    instalarApiFalsa({});
    const antes = makeStore(sessao(), { navegar: jest.fn() });
    antes.dispatch(persistirContrato());
    await ate(() => reidratado(slice(antes)));
    antes.dispatch(contratoIniciar({ origem: {} }));
    antes.dispatch({ type: 'contrato.escolherAprendiz', payload: { aprendiz: aprendizDaApi } });
    ateOsTermos(antes);
    antes.dispatch(contratoEditar({ campo: 'Con_CargaHoraria', valor: '2' }));
    await ate(() => (localStorage.getItem('persist:contrato') ?? '').includes('Con_CargaHoraria'));
    const guardado = localStorage.getItem('persist:contrato') ?? '';
    expect(guardado).not.toContain('token');

    // The reload: a new store reads the draft back, PERSIST being the first action its slice
    // sees (the screen asks for it as soon as the chunk is in).

    const depois = makeStore(sessao(), { navegar: jest.fn() });
    const estado = () => contrato.selecionar(depois.getState());
    expect(estado().value).toBe('inativo');
    depois.dispatch(persistirContrato());
    await ate(() => reidratado(slice(depois)));
    expect(estado().value).toBe('termos');
    expect(estado().context.termos.Con_CargaHoraria).toBe('2');
    expect(estado().context.aprendiz?.nome).toBe('Bruno Lima');
    depois.dispatch(contratoVoltar());
    expect(estado().value).toBe('empresa');

    depois.dispatch(contratoDescartar());
    expect(estado().value).toBe('inativo');
    await ate(() => !(localStorage.getItem('persist:contrato') ?? '').includes('Bruno'));
  });

  it('PERSIST como primeira ação da fatia (injetada depois da store) parte do estado inicial', () => {
    // In the app the store exists before the screens' chunk injects the slice, so redux-persist's
    // PERSIST may be the first action the slice sees, with no state yet.
    const reducer = persistido(contrato.reducer);
    const depois = reducer(undefined, {
      type: PERSIST,
      key: 'contrato',
      register: () => undefined,
      rehydrate: () => undefined,
    });
    expect(depois).toMatchObject({ value: 'inativo', _persist: { rehydrated: false } });
    expect(depois.context).toEqual(contrato.estadoInicial().context);
  });

  it('do encaminhamento aprovado: aprendiz, empresa, unidade, CBO, horas, bolsa e vaga, enviados com o contrato', async () => {
    const { chamadas } = instalarApiFalsa({
      'GET /api/encaminhamentos/77': ok({
        vagaId: 31,
        aprendiz: { aprendizId: 5 },
        parceiro: { id: 9 },
        unidade: { id: 12, nome: 'Loja Centro' },
        vaga: { cargaHoraria: 20, valorBolsa: 1234.56, profissao: { codigo: '4110-10' } },
      }),
      'GET /api/aprendiz/5': ok(aprendizDaApi),
      'GET /api/parceiros/9': ok({
        id: 9,
        razaoSocial: 'Acme Ltda',
        nomeFantasia: 'Acme',
        cotaAprendizes: 5,
        aprendizesAlocados: 4,
      }),
      'POST /api/contratos/verificar': ok(checagemLivre),
    });
    const store = makeStore(sessao(), { navegar: jest.fn() });
    const estado = () => contrato.selecionar(store.getState());
    store.dispatch(contratoIniciar({ origem: { encaminhamentoId: 77 } }));
    expect(estado().context.carregandoOrigem).toBe(true);
    await ate(() => !estado().context.carregandoOrigem);
    const c = estado().context;
    expect(c.aprendiz?.id).toBe(5);
    expect(c.parceiro?.id).toBe(9);
    expect(c.unidade).toEqual({ id: 12, nome: 'Loja Centro' });
    expect(c.vagaId).toBe(31);
    expect(c.termos).toMatchObject({
      Con_CBO: '4110-10',
      Con_CargaHoraria: '20',
      Con_ValorBolsa: 'R$ 1.234,56',
    });
    store.dispatch(contratoAvancar());
    store.dispatch(contratoAvancar());
    store.dispatch(contratoEditar({ campo: 'Con_DataInicio', valor: '2026-03-02' }));
    store.dispatch(contratoEditar({ campo: 'Con_Duracao', valor: '12' }));
    store.dispatch(contratoAvancar());
    await ate(() => JSON.stringify(estado().value) === '{"revisao":"conferido"}');
    expect(chamadas.at(-1)).toMatchObject({
      caminho: '/api/contratos/verificar',
      corpo: { vagaId: 31, encaminhamentoId: 77, unidadeId: 12, Con_ValorBolsa: 1234.56 },
    });
  });

  it('um registro de ações reproduzido numa store nova chega ao mesmo estado', async () => {
    instalarApiFalsa({
      'GET /api/aprendiz/5': ok(aprendizDaApi),
      'POST /api/contratos/verificar': ok(checagemLivre),
      'POST /api/contratos': problema(409, 'Este aprendiz já tem o contrato 2026/00001 em curso.'),
    });
    const { log, middleware } = gravador();
    const original = makeStore(sessao(), { navegar: jest.fn(), middleware: [middleware] });
    const estado = () => contrato.selecionar(original.getState());
    original.dispatch(contratoIniciar({ origem: { aprendizId: 5 } }));
    await ate(() => !estado().context.carregandoOrigem);
    ateOsTermos(original);
    for (const e of termos) original.dispatch(e);
    original.dispatch(contratoAvancar());
    await ate(() => JSON.stringify(estado().value) === '{"revisao":"conferido"}');
    original.dispatch(contratoConfirmar());
    await ate(() => estado().value === 'falhou');
    original.dispatch(contratoVoltar());
    await ate(() => JSON.stringify(estado().value) === '{"revisao":"conferido"}');

    // The copy's own effects would call the server: it never answers, so only the recorded
    // actions move the state, as when DevTools replays a log.
    instalarApiFalsa({
      'GET /api/aprendiz/5': 'pendente',
      'POST /api/contratos/verificar': 'pendente',
      'POST /api/contratos': 'pendente',
    });
    const copia = makeStore(sessao(), { navegar: jest.fn() });
    for (const action of log) copia.dispatch(action);
    expect(contrato.selecionar(copia.getState())).toEqual(estado());
    expect(estado().context.falha).toBeNull();
    expect(log.map((a) => a.type).filter((t) => t.startsWith('contrato.'))).toEqual([
      'contrato.iniciar',
      'contrato.preenchido',
      'contrato.avancar',
      'contrato.escolherEmpresa',
      'contrato.avancar',
      ...termos.map(() => 'contrato.editar'),
      'contrato.avancar',
      'contrato.verificado',
      'contrato.confirmar',
      'contrato.falhou',
      'contrato.voltar',
      'contrato.verificado',
    ]);
  });
});
