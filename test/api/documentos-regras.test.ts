// The pure rules of the issued documents (issue 35): the hours' formulas, the percentage that is
// never rounded up to the minimum, the public page's abbreviated name and the code's shape.
import { gerarCodigo } from '../../server/modules/documentos/codigo';
import {
  diasDaSemanaNoPeriodo,
  formatarPercentual,
  horasDePratica,
  horasPorDiaDeTeoria,
} from '../../server/modules/documentos/horas';
import {
  nomeAbreviado,
  normalizarCodigo,
  PADRAO_CODIGO,
} from '../../src/shared/validation/documentos-emitidos';

describe('horas dos documentos', () => {
  it('conta os dias da semana do período, inclusive as pontas', () => {
    // 03/03/2025 is a Monday; to Friday 14/03: two Mondays and two Wednesdays.
    expect(diasDaSemanaNoPeriodo('2025-03-03', '2025-03-14', [1, 3])).toBe(4);
    expect(diasDaSemanaNoPeriodo('2025-03-03', '2025-03-03', [1])).toBe(1);
    expect(diasDaSemanaNoPeriodo('2025-03-04', '2025-03-04', [1])).toBe(0);
  });

  it('um dia de teoria vale as horas do plano divididas pelos dias do calendário da turma', () => {
    const turma = { dataInicio: '2025-03-03', dataFim: '2025-03-14', diasTeoria: [1, 3] };
    expect(horasPorDiaDeTeoria(100, turma)).toBe(25);
  });

  it('prática: dias de prática × horas do dia; sem a semana registrada, carga semanal − teoria', () => {
    const base = { dataInicio: '2025-03-03', dataFim: '2025-03-16', cargaHoraria: 20 };
    const comSemana = { ...base, diasPratica: [2, 4, 5], horaEntrada: '08:00', horaSaida: '12:00' };
    expect(horasDePratica(comSemana, 4)).toBe(24);
    const semSemana = { ...base, diasPratica: null, horaEntrada: null, horaSaida: null };
    // Two weeks of (20 − 4) hours.
    expect(horasDePratica(semSemana, 4)).toBe(32);
  });

  it('a frequência é truncada: 74,96% não aparece como 75,0%', () => {
    expect(formatarPercentual(0.7496)).toBe('74,9%');
    expect(formatarPercentual(0.75)).toBe('75,0%');
    expect(formatarPercentual(1)).toBe('100,0%');
  });
});

describe('página pública e código', () => {
  it('abrevia os nomes do meio e deixa as partículas de fora', () => {
    expect(nomeAbreviado('Maria Aparecida da Silva Santos')).toBe('Maria A. S. Santos');
    expect(nomeAbreviado('Ana Souza')).toBe('Ana Souza');
    expect(nomeAbreviado('  João  Pedro   Lima ')).toBe('João P. Lima');
  });

  it('aceita o código digitado com espaços, minúsculas ou sem hífens; recusa letras ambíguas', () => {
    expect(normalizarCodigo('abcd efgh-jkmn')).toBe('ABCD-EFGH-JKMN');
    expect(normalizarCodigo('ABCDEFGHJKMN')).toBe('ABCD-EFGH-JKMN');
    expect(normalizarCodigo('ABCD-EFGH-JKM0')).toBeNull();
    expect(normalizarCodigo('ABCD-EFGH-JKMI')).toBeNull();
    expect(normalizarCodigo('ABCD-EFGH')).toBeNull();
  });

  it('gera códigos no formato, do alfabeto sem ambíguos, sem repetir', () => {
    const codigos = Array.from({ length: 2000 }, gerarCodigo);
    for (const c of codigos) expect(c).toMatch(new RegExp(PADRAO_CODIGO));
    expect(new Set(codigos).size).toBe(codigos.length);
  });
});
