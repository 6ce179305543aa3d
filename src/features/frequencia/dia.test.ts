// The class day's reducer: a new day from the server replaces the roster only when nothing unsaved
// would be lost; a save waiting on this device keeps its marks until it is sent or dropped.
import type { DiaDeFrequencia } from './api';
import { diaInicial, diaReducer, type AcaoDoDia, type EstadoDoDia } from './dia';
import type { DiaPendente } from './offline/fila';

const aprendiz = (
  aprendizId: number,
  nome: string,
  status: 'presente' | 'falta' | null = null,
) => ({
  aprendizId,
  nome,
  nomeSocial: null,
  status,
  justificativa: null,
  afastado: false,
  alocado: true,
});

const dia = (statusDaAna: 'presente' | 'falta' | null = null, versao = 1): DiaDeFrequencia => ({
  turma: {
    id: 3,
    codigo: 'T-01',
    nome: 'Administrativo manhã',
    educador: { id: 2, nome: 'Rita' },
    diasTeoria: [1, 3, 5],
    dataInicio: '2026-02-02',
    dataFim: '2026-12-18',
    planoId: null,
    municipio: { id: 3550308, nome: 'São Paulo', uf: 'SP' },
  },
  data: '2026-11-20',
  diaDeAula: true,
  motivo: null,
  feriado: null,
  diaAnterior: null,
  proximoDia: null,
  registro:
    statusDaAna === null
      ? null
      : {
          versao,
          disciplina: null,
          conteudo: '',
          salvoEm: '2026-11-20T12:00:00Z',
          salvoPor: null,
        },
  aprendizes: [aprendiz(1, 'Ana', statusDaAna), aprendiz(2, 'Bruno')],
  totais: { alocados: 2, afastados: 0, presentes: 0, faltas: 0, justificadas: 0, semMarcacao: 2 },
  podeAlterar: true,
  bloqueio: null,
});

const pendente: DiaPendente = {
  chave: '3|2026-11-20',
  usuarioId: 7,
  corpo: {
    turmaId: 3,
    data: '2026-11-20',
    registros: [
      { aprendizId: 1, status: 'falta' },
      { aprendizId: 2, status: 'presente' },
    ],
  },
  guardadoEm: '2026-11-20T12:00:00Z',
  estado: 'pendente',
};

const aplicar = (estado: EstadoDoDia, ...acoes: AcaoDoDia[]) => acoes.reduce(diaReducer, estado);
const statusDe = (e: EstadoDoDia) => e.chamada.linhas.map((l) => l.status);

describe('diaReducer', () => {
  test('a refetch with nothing unsaved replaces the roster', () => {
    const novo = dia('presente');
    const e = aplicar(diaInicial({ dia: dia() }), {
      tipo: 'servidor',
      dia: novo,
      pendente: undefined,
    });
    expect(e.base).toBe(novo);
    expect(statusDe(e)).toEqual(['presente', null]);
  });

  test('a refetch while marks are unsaved keeps them, and Recarregar adopts the server day', () => {
    const novo = dia('falta', 2);
    let e = aplicar(
      diaInicial({ dia: dia() }),
      { tipo: 'marcar', indice: 1, status: 'presente' },
      { tipo: 'servidor', dia: novo, pendente: undefined },
    );
    expect(statusDe(e)).toEqual([null, 'presente']);
    expect(e.recebido).toBe(novo);
    e = aplicar(e, { tipo: 'outraVersao' });
    expect(e.desatualizado).toBe(true);
    e = aplicar(e, { tipo: 'recarregar' });
    expect(e.desatualizado).toBe(false);
    expect(e.base).toBe(novo);
    expect(statusDe(e)).toEqual(['falta', null]);
  });

  test("a save waiting on this device shows its marks until it is sent, then the server's day", () => {
    const servidor = dia();
    let e = diaInicial({ dia: servidor, pendente });
    expect(statusDe(e)).toEqual(['falta', 'presente']);
    e = aplicar(e, { tipo: 'servidor', dia: dia('presente'), pendente });
    expect(statusDe(e)).toEqual(['falta', 'presente']);
    const enviado = dia('falta', 2);
    e = aplicar(e, { tipo: 'servidor', dia: enviado, pendente: undefined });
    expect(e.pendente).toBeUndefined();
    expect(e.base).toBe(enviado);
  });

  test('Salvar refused, then kept on the device, leaves nothing unsaved and no error shown', () => {
    let e = aplicar(diaInicial({ dia: dia() }), { tipo: 'marcar', indice: 0, status: 'falta' });
    e = aplicar(e, { tipo: 'tentar', erro: 'Marque a frequência de todos antes de salvar.' });
    expect(e.tentouSalvar).toBe(true);
    expect(e.erro).toMatch(/Marque/);
    e = aplicar(e, { tipo: 'guardadoAqui' });
    expect(e.tentouSalvar).toBe(false);
    expect(e.chamada.salvo.linhas).toBe(e.chamada.linhas);
  });

  test('Descartar clears the error and the attempt with the marks', () => {
    const e = aplicar(
      diaInicial({ dia: dia() }),
      { tipo: 'marcar', indice: 0, status: 'falta' },
      { tipo: 'tentar', erro: 'x' },
      { tipo: 'descartar' },
    );
    expect(statusDe(e)).toEqual([null, null]);
    expect(e.erro).toBeNull();
    expect(e.tentouSalvar).toBe(false);
  });
});
