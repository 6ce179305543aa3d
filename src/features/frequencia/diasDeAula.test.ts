import {
  diaDaSemanaIso,
  diaDeAulaVizinho,
  diasDeAulaDoMes,
  ehDiaDeAula,
  somarDias,
  ultimoDiaDeAula,
} from './diasDeAula';

// Mondays and Wednesdays from 02/02/2026 to 30/06/2026.
const turma = { diasTeoria: [1, 3], dataInicio: '2026-02-02', dataFim: '2026-06-30' };
const semFeriados = new Set<string>();
// Carnaval (16-17/02/2026) and Corpus Christi (04/06/2026, a Thursday: not a class weekday anyway).
const feriados = new Set(['2026-02-16', '2026-02-17']);

describe('dias de aula', () => {
  test('conta os dias do calendário sem fuso horário', () => {
    expect(somarDias('2026-02-28', 1)).toBe('2026-03-01');
    expect(somarDias('2028-02-28', 1)).toBe('2028-02-29');
    expect(somarDias('2026-01-01', -1)).toBe('2025-12-31');
    expect(diaDaSemanaIso('2026-11-21')).toBe(6); // sábado
    expect(diaDaSemanaIso('2026-11-22')).toBe(7); // domingo
    expect(diaDaSemanaIso('2026-11-23')).toBe(1); // segunda-feira
  });

  test('um dia de aula está no período, num dia de teoria, e não é feriado', () => {
    expect(ehDiaDeAula('2026-02-02', turma, semFeriados)).toBe(true);
    expect(ehDiaDeAula('2026-02-03', turma, semFeriados)).toBe(false); // terça
    expect(ehDiaDeAula('2026-01-26', turma, semFeriados)).toBe(false); // antes do início
    expect(ehDiaDeAula('2026-07-01', turma, semFeriados)).toBe(false); // depois do fim
    expect(ehDiaDeAula('2026-02-16', turma, feriados)).toBe(false); // Carnaval
    expect(ehDiaDeAula('2026-02-30', turma, semFeriados)).toBe(false);
  });

  test('o anterior e o próximo saltam os dias sem aula e os feriados', () => {
    expect(diaDeAulaVizinho('2026-02-11', turma, feriados, -1)).toBe('2026-02-09');
    expect(diaDeAulaVizinho('2026-02-11', turma, feriados, 1)).toBe('2026-02-18');
    // From the holiday Monday, Wednesday 18 (17 is Tuesday and a holiday too).
    expect(diaDeAulaVizinho('2026-02-16', turma, feriados, 1)).toBe('2026-02-18');
    expect(diaDeAulaVizinho('2026-02-18', turma, feriados, -1)).toBe('2026-02-11');
    // From a Saturday.
    expect(diaDeAulaVizinho('2026-02-14', turma, semFeriados, -1)).toBe('2026-02-11');
  });

  test('não passa do período nem do limite', () => {
    expect(diaDeAulaVizinho('2026-02-02', turma, semFeriados, -1)).toBeUndefined();
    expect(diaDeAulaVizinho('2026-06-29', turma, semFeriados, 1)).toBeUndefined();
    expect(diaDeAulaVizinho('2026-02-04', turma, semFeriados, 1, '2026-02-08')).toBeUndefined();
    expect(diaDeAulaVizinho('2026-02-04', turma, semFeriados, 1, '2026-02-09')).toBe('2026-02-09');
    // Outside the period, the first step goes to its nearest class day.
    expect(diaDeAulaVizinho('2026-01-10', turma, semFeriados, 1)).toBe('2026-02-02');
    expect(diaDeAulaVizinho('2026-08-10', turma, semFeriados, -1)).toBe('2026-06-29');
    expect(diaDeAulaVizinho('2026-02-04', { ...turma, diasTeoria: [] }, semFeriados, 1)).toBe(
      undefined,
    );
  });

  test('o último dia de aula até hoje', () => {
    expect(ultimoDiaDeAula('2026-02-11', turma, semFeriados)).toBe('2026-02-11');
    expect(ultimoDiaDeAula('2026-02-14', turma, semFeriados)).toBe('2026-02-11');
    expect(ultimoDiaDeAula('2026-01-14', turma, semFeriados)).toBeUndefined();
  });

  test('os dias de aula do mês são as colunas da grade', () => {
    expect(diasDeAulaDoMes('2026-02', turma, feriados)).toEqual([
      '2026-02-02',
      '2026-02-04',
      '2026-02-09',
      '2026-02-11',
      '2026-02-18',
      '2026-02-23',
      '2026-02-25',
    ]);
    expect(diasDeAulaDoMes('2026-07', turma, feriados)).toEqual([]);
  });
});
