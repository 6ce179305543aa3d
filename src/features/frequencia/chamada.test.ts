import {
  chamadaAlterada,
  chamadaInicial,
  chamadaReducer,
  contagemDaChamada,
  INFORME_JUSTIFICATIVA,
  problemasDaChamada,
  registrosDaChamada,
  teclaDaChamada,
  type AcaoDaChamada,
  type EstadoDaChamada,
  type Linha,
} from './chamada';

const linha = (aprendizId: number, nome: string, extra: Partial<Linha> = {}): Linha => ({
  aprendizId,
  nome,
  status: null,
  justificativa: '',
  afastado: false,
  ...extra,
});

const ROSTER = [
  linha(1, 'Ana'),
  linha(2, 'Bruno'),
  linha(3, 'Carla', { afastado: true }),
  linha(4, 'Davi'),
];

const aplicar = (estado: EstadoDaChamada, ...acoes: AcaoDaChamada[]) =>
  acoes.reduce(chamadaReducer, estado);
const tecla = (indice: number, t: string): AcaoDaChamada => ({ tipo: 'tecla', indice, tecla: t });
const status = (e: EstadoDaChamada) => e.linhas.map((l) => l.status);

describe('chamada pelo teclado', () => {
  test('P e F marcam e seguem para a próxima pessoa, pulando quem está afastado', () => {
    const e = aplicar(chamadaInicial(ROSTER), tecla(0, 'p'), tecla(1, 'F'));
    expect(status(e)).toEqual(['presente', 'falta', null, null]);
    expect(e.foco).toMatchObject({ indice: 3, alvo: 'status' });
    const fim = aplicar(e, tecla(3, 'p'));
    // On the last person the focus stays there.
    expect(fim.foco).toMatchObject({ indice: 3, alvo: 'status' });
    expect(status(fim)).toEqual(['presente', 'falta', null, 'presente']);
  });

  test('J marca falta justificada e leva ao campo da justificativa da mesma pessoa', () => {
    const e = aplicar(chamadaInicial(ROSTER), tecla(1, 'j'));
    expect(status(e)).toEqual([null, 'falta-justificada', null, null]);
    expect(e.foco).toMatchObject({ indice: 1, alvo: 'justificativa' });
  });

  test('setas, Home e End movem o foco sem marcar; cada movimento é um novo pedido', () => {
    const inicio = chamadaInicial(ROSTER);
    const baixo = aplicar(inicio, tecla(1, 'ArrowDown'));
    expect(baixo.foco.indice).toBe(3);
    expect(aplicar(baixo, tecla(3, 'ArrowUp')).foco.indice).toBe(1);
    expect(aplicar(inicio, tecla(0, 'ArrowUp')).foco.indice).toBe(0);
    expect(aplicar(inicio, tecla(1, 'End')).foco.indice).toBe(3);
    expect(aplicar(inicio, tecla(3, 'Home')).foco.indice).toBe(0);
    expect(status(baixo)).toEqual([null, null, null, null]);
    const duas = aplicar(inicio, tecla(0, 'ArrowUp'), tecla(0, 'ArrowUp'));
    expect(duas.foco.pedido).toBe(2);
  });

  test('outras teclas não fazem nada; quem está afastado não é marcado', () => {
    const inicio = chamadaInicial(ROSTER);
    expect(aplicar(inicio, tecla(0, 'x'))).toBe(inicio);
    expect(
      aplicar(inicio, tecla(2, 'p'), { tipo: 'marcar', indice: 2, status: 'falta' }).linhas[2]
        ?.status,
    ).toBeNull();
    expect(teclaDaChamada('ArrowDown')).toBe(true);
    expect(teclaDaChamada('J')).toBe(true);
    expect(teclaDaChamada('ArrowLeft')).toBe(false);
    expect(teclaDaChamada('Tab')).toBe(false);
  });
});

describe('chamada: marcar, justificar, salvar', () => {
  test('"Marcar todos presentes" só marca quem não tem marcação', () => {
    const e = aplicar(
      chamadaInicial(ROSTER),
      { tipo: 'marcar', indice: 1, status: 'falta-justificada' },
      { tipo: 'justificar', indice: 1, texto: 'Atestado médico' },
      { tipo: 'marcarTodosPresentes' },
    );
    expect(status(e)).toEqual(['presente', 'falta-justificada', null, 'presente']);
    expect(e.linhas[1]?.justificativa).toBe('Atestado médico');
  });

  test('trocar a marcação de uma falta justificada descarta a justificativa', () => {
    const e = aplicar(
      chamadaInicial(ROSTER),
      { tipo: 'marcar', indice: 0, status: 'falta-justificada' },
      { tipo: 'justificar', indice: 0, texto: 'Consulta' },
      { tipo: 'marcar', indice: 0, status: 'falta' },
    );
    expect(e.linhas[0]).toMatchObject({ status: 'falta', justificativa: '' });
  });

  test('falta justificada sem justificativa e pessoas sem marcação impedem salvar', () => {
    const e = aplicar(chamadaInicial(ROSTER), tecla(0, 'j'), tecla(1, 'p'));
    const p = problemasDaChamada(e);
    expect(p.semMarcacao).toBe(1);
    expect([...p.justificativas]).toEqual([[0, INFORME_JUSTIFICATIVA]]);
    const ok = aplicar(
      e,
      { tipo: 'justificar', indice: 0, texto: '  Atestado ' },
      { tipo: 'marcarTodosPresentes' },
    );
    expect(problemasDaChamada(ok)).toEqual({ semMarcacao: 0, justificativas: new Map() });
    expect(registrosDaChamada(ok.linhas)).toEqual([
      { aprendizId: 1, status: 'falta-justificada', justificativa: 'Atestado' },
      { aprendizId: 2, status: 'presente' },
      { aprendizId: 4, status: 'presente' },
    ]);
    expect(contagemDaChamada(ok.linhas)).toEqual({
      presente: 2,
      falta: 0,
      'falta-justificada': 1,
      semMarcacao: 0,
      afastados: 1,
    });
  });

  test('alterada compara com o que o servidor tem; descartar volta a ele', () => {
    const salvo = [linha(1, 'Ana', { status: 'presente' }), linha(2, 'Bruno', { status: 'falta' })];
    const inicio = chamadaInicial(salvo, 7, 'Frações');
    expect(chamadaAlterada(inicio)).toBe(false);
    const mudou = aplicar(inicio, tecla(1, 'p'));
    expect(chamadaAlterada(mudou)).toBe(true);
    expect(chamadaAlterada(aplicar(mudou, tecla(1, 'f')))).toBe(false);
    expect(chamadaAlterada(aplicar(inicio, { tipo: 'conteudo', texto: 'Frações ' }))).toBe(false);
    expect(chamadaAlterada(aplicar(inicio, { tipo: 'disciplina', disciplinaId: null }))).toBe(true);
    const descartado = aplicar(mudou, { tipo: 'conteudo', texto: 'x' }, { tipo: 'descartar' });
    expect(chamadaAlterada(descartado)).toBe(false);
    expect(descartado.conteudo).toBe('Frações');
    const recarregado = aplicar(mudou, {
      tipo: 'carregar',
      linhas: mudou.linhas,
      disciplinaId: 7,
      conteudo: 'Frações',
    });
    expect(chamadaAlterada(recarregado)).toBe(false);
  });
});
