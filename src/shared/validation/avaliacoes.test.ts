// The evaluations' pure rules: the bimesters of a class, a grade's validity, a conceito's number,
// an answer's validity, the required questions left and a discipline's result.
import {
  CRITERIOS_APROVACAO_TEXTO,
  erroDaResposta,
  MENSAGENS_AVALIACAO,
  formatarNota,
  media,
  notaDoConceito,
  notaValida,
  obrigatoriasSemResposta,
  periodosDaTurma,
  resultadoDaDisciplina,
  validarAvaliacao,
  type PerguntaAvaliacao,
} from './avaliacoes';

const escala: PerguntaAvaliacao = {
  id: 1,
  enunciado: 'Pontualidade',
  tipo: 'escala',
  obrigatoria: true,
};
const multipla: PerguntaAvaliacao = {
  id: 2,
  enunciado: 'Comunicação',
  tipo: 'multipla',
  obrigatoria: true,
  opcoes: ['Bem', 'Mal'],
};
const texto: PerguntaAvaliacao = {
  id: 3,
  enunciado: 'Comentários',
  tipo: 'texto',
  obrigatoria: false,
};

describe('bimestres da turma', () => {
  it('quatro partes de dias iguais, contíguas, do início ao fim', () => {
    const p = periodosDaTurma('2026-01-05', '2026-12-18');
    expect(p).toEqual([
      { periodo: 1, inicio: '2026-01-05', fim: '2026-04-01' },
      { periodo: 2, inicio: '2026-04-02', fim: '2026-06-27' },
      { periodo: 3, inicio: '2026-06-28', fim: '2026-09-22' },
      { periodo: 4, inicio: '2026-09-23', fim: '2026-12-18' },
    ]);
  });
  it('uma turma de oito dias tem bimestres de dois dias', () => {
    expect(periodosDaTurma('2026-03-01', '2026-03-08').map((p) => [p.inicio, p.fim])).toEqual([
      ['2026-03-01', '2026-03-02'],
      ['2026-03-03', '2026-03-04'],
      ['2026-03-05', '2026-03-06'],
      ['2026-03-07', '2026-03-08'],
    ]);
  });
});

describe('notas', () => {
  it('de 0 a 10 com no máximo uma casa', () => {
    expect([0, 10, 7.5, 6.1, 9.9].every(notaValida)).toBe(true);
    expect([-0.1, 10.1, 7.25, Number.NaN].some(notaValida)).toBe(false);
  });
  it('o conceito vale o meio da sua faixa, com uma casa', () => {
    expect(notaDoConceito({ notaMinima: 9, notaMaxima: 10 })).toBe(9.5);
    expect(notaDoConceito({ notaMinima: 7, notaMaxima: 8.99 })).toBe(8);
    expect(notaDoConceito({ notaMinima: 0, notaMaxima: 4.99 })).toBe(2.5);
  });
  it('média das notas dadas, uma casa; vírgula decimal', () => {
    expect(media([8, 7, 6.5, 8])).toBe(7.4);
    expect(media([null, null])).toBeNull();
    expect(formatarNota(7.4)).toBe('7,4');
    expect(formatarNota(null)).toBe('—');
    expect(CRITERIOS_APROVACAO_TEXTO).toContain('6,0');
    expect(CRITERIOS_APROVACAO_TEXTO).toContain('75%');
  });
});

describe('resultado da disciplina', () => {
  const r = (notas: (number | null)[], frequencia: number | null, turmaEncerrada = false) =>
    resultadoDaDisciplina({ notas, frequencia, turmaEncerrada });
  it('em curso enquanto faltam bimestres e a turma não encerrou', () => {
    expect(r([8, 8, 8, null], 1)).toBe('em curso');
  });
  it('falta antes de nota; 75% e 6,0 exatos aprovam', () => {
    expect(r([3, 3, 3, 3], 0.5)).toBe('reprovado por falta');
    expect(r([5, 5, 5, 5], 0.9)).toBe('reprovado por nota');
    expect(r([6, 6, 6, 6], 0.75)).toBe('aprovado');
    expect(r([6, 6, 6, 6], null)).toBe('aprovado');
  });
  it('turma encerrada: final com as notas que houver; sem nota, reprovado por nota', () => {
    expect(r([7, null, null, null], 0.8, true)).toBe('aprovado');
    expect(r([null, null, null, null], 0.8, true)).toBe('reprovado por nota');
  });
});

describe('respostas', () => {
  it('escala de 1 a 5 inteira, uma das opções, texto', () => {
    expect(erroDaResposta(escala, 5)).toBeUndefined();
    expect(erroDaResposta(escala, 6)).toBe('Escolha um valor de 1 a 5');
    expect(erroDaResposta(escala, 2.5)).toBe('Escolha um valor de 1 a 5');
    expect(erroDaResposta(multipla, 'Bem')).toBeUndefined();
    expect(erroDaResposta(multipla, 'bem')).toBe('Escolha uma das opções da pergunta');
    expect(erroDaResposta(texto, 3)).toBe('Escreva a resposta em texto');
  });
  it('as obrigatórias sem resposta, na ordem (texto em branco não conta)', () => {
    const obrigatorioTexto = { ...texto, obrigatoria: true };
    expect(
      obrigatoriasSemResposta([escala, multipla, obrigatorioTexto], { '1': 4, '3': '   ' }).map(
        (p) => p.id,
      ),
    ).toEqual([2, 3]);
  });
});

describe('o título e a descrição do modelo (CAMPOS_AVALIACAO)', () => {
  it('título de 1 a 200 caracteres sem os espaços das pontas; descrição até 2000', () => {
    const M = MENSAGENS_AVALIACAO;
    expect(validarAvaliacao({})).toEqual({ titulo: M.informeTitulo });
    expect(validarAvaliacao({ titulo: '   ', descricao: null })).toEqual({
      titulo: M.informeTitulo,
    });
    expect(validarAvaliacao({ titulo: ` ${'t'.repeat(200)} `, descricao: '' })).toEqual({});
    expect(validarAvaliacao({ titulo: 't'.repeat(201), descricao: 'd'.repeat(2001) })).toEqual({
      titulo: M.informeTitulo,
      descricao: M.descricaoLonga,
    });
  });
});
