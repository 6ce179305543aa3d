import { mesesEntre, semanasDoMes } from './dias';

describe('dias do calendário', () => {
  test('um mês em semanas de segunda a domingo', () => {
    // 01/11/2026 is a Sunday: six empty cells before it; 30/11 is a Monday.
    const semanas = semanasDoMes('2026-11', new Map(), '2026-11-03', '2026-12-31');
    expect(semanas).toHaveLength(6);
    expect(semanas[0]?.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(semanas[0]?.[6]).toEqual({ data: '2026-11-01', dia: undefined, foraDoPeriodo: true });
    expect(semanas[1]?.[1]?.data).toBe('2026-11-03');
    expect(semanas[1]?.[1]?.foraDoPeriodo).toBe(false);
    expect(semanas[5]?.[0]?.data).toBe('2026-11-30');
    expect(semanas[5]?.slice(1)).toEqual([null, null, null, null, null, null]);
  });

  test('os meses de um período, atravessando o ano', () => {
    expect(mesesEntre('2026-11-15', '2027-02-01')).toEqual([
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
    ]);
    expect(mesesEntre('2026-11-15', '2026-11-20')).toEqual(['2026-11']);
  });
});
