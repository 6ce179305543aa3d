import { CONFIG_TELEMETRIA } from './config';
import { lerConnectionString } from './config';
import { caminhoSemDados, mensagemSemDados } from './sanitizar';
import { AVISO_BLOQUEADA, telemetria } from './telemetria';

const CONEXAO = 'InstrumentationKey=0000-1111;IngestionEndpoint=https://coleta.exemplo.com/';
const ENDPOINT = 'https://coleta.exemplo.com/v2/track';

interface Envelope {
  name: string;
  data: { baseType: string; baseData: Record<string, unknown> };
}

function fetchGravando(opcoes: { bloqueado?: boolean } = {}) {
  const enviados: Envelope[] = [];
  const f = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url === ENDPOINT) {
      if (opcoes.bloqueado) return Promise.reject(new TypeError('Failed to fetch'));
      enviados.push(...(JSON.parse(init?.body as string) as Envelope[]));
      return Promise.resolve(new Response(null, { status: 200 }));
    }
    return Promise.resolve(new Response('{}', { status: 200 }));
  });
  window.fetch = f as typeof fetch;
  return { enviados, f };
}

afterEach(() => {
  telemetria.reiniciar();
  jest.restoreAllMocks();
});

describe('telemetria', () => {
  it('segue as configurações da especificação', () => {
    expect(CONFIG_TELEMETRIA).toMatchObject({
      enableAutoRouteTracking: true,
      disableAjaxTracking: false,
      maxAjaxCallsPerView: 500,
      enableRequestHeaderTracking: false,
      disableExceptionTracking: false,
      disableFetchTracking: false,
      autoTrackPageVisitTime: true,
      enableCorsCorrelation: false,
      enableDebug: false,
      disableInstrumentationKeyValidation: true,
      loggingLevelConsole: 0,
    });
  });

  it('sem connection string no build fica desligada e não chama nada', async () => {
    const { f } = fetchGravando();
    expect(await telemetria.iniciar('')).toBe(false);
    telemetria.paginaVista('/aprendizes');
    telemetria.excecao(new Error('x'));
    expect(telemetria.ativa).toBe(false);
    expect(f).not.toHaveBeenCalled();
  });

  it('bloqueada por extensão: avisa em português que não foi inicializada', async () => {
    fetchGravando({ bloqueado: true });
    const aviso = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await telemetria.iniciar(CONEXAO)).toBe(false);
    expect(aviso).toHaveBeenCalledWith(AVISO_BLOQUEADA);
    expect(AVISO_BLOQUEADA).toMatch(/não inicializada/);
  });

  it('envia visualizações, tempo na página, chamadas e exceções sem dados pessoais', async () => {
    const { enviados } = fetchGravando();
    window.history.pushState({}, '', '/aprendizes/123?q=Maria');
    await telemetria.iniciar(CONEXAO);
    await fetch('/api/aprendiz?q=maria.silva@exemplo.com');
    telemetria.paginaVista('/turmas/9');
    telemetria.excecao(new Error('Falhou para joao@exemplo.com CPF 123.456.789-09'));
    telemetria.descarregar();

    const tipos = enviados.map((e) => e.data.baseType);
    expect(tipos).toEqual([
      'PageviewData',
      'RemoteDependencyData',
      'MetricData',
      'PageviewData',
      'ExceptionData',
    ]);
    const texto = JSON.stringify(enviados);
    expect(texto).toContain('/aprendizes/:id');
    expect(texto).toContain('GET /api/aprendiz');
    for (const pessoal of ['Maria', 'maria', 'joao@', '123.456.789-09', '/123'])
      expect(texto).not.toContain(pessoal);
  });

  it('registra no máximo 500 chamadas por visualização de página', async () => {
    const { enviados } = fetchGravando();
    await telemetria.iniciar(CONEXAO);
    for (let i = 0; i < 520; i++) await fetch('/api/x');
    telemetria.descarregar();
    expect(enviados.filter((e) => e.data.baseType === 'RemoteDependencyData')).toHaveLength(500);
    telemetria.paginaVista('/outra');
    await fetch('/api/x');
    telemetria.descarregar();
    expect(enviados.filter((e) => e.data.baseType === 'RemoteDependencyData')).toHaveLength(501);
  });
});

describe('sanitização', () => {
  it('tira query, fragmento e ids', () => {
    expect(caminhoSemDados('/empresas/12/unidades/3?x=1#y')).toBe('/empresas/:id/unidades/:id');
    expect(caminhoSemDados('https://api.exemplo.com/a/5')).toBe('https://api.exemplo.com/a/:id');
    expect(mensagemSemDados('erro de a@b.com em 11987654321\nstack')).toBe(
      'erro de [email] em [número]',
    );
  });

  it('lê a connection string', () => {
    expect(lerConnectionString(CONEXAO)).toEqual({ chave: '0000-1111', endpoint: ENDPOINT });
    expect(lerConnectionString('IngestionEndpoint=https://x')).toBeUndefined();
  });
});
