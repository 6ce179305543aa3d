import {
  bolsaMinimaCentavos,
  conferirLegislacao,
  errosLegais,
  formatarHoras,
  MENSAGENS_LEGISLACAO as M,
  trabalhaANoite,
  turmaColideComEscola,
  turnoVedadoAMenores,
  avisoTurmaNoTurnoEscolar,
  validarJornada,
  type ContextoLegal,
  type JornadaContrato,
} from './legislacao';

const SM_2025 = { ano: 2025, valorCentavos: 151_800, decreto: 'Decreto 12.342/2024' };

/** 18 on 2025-03-03 (an adult), ensino médio completed, no school to overlap. */
const adulto: ContextoLegal = {
  aprendiz: { dataNascimento: '2005-01-10', escolaridade: 'medio-completo', turnoEscolar: null },
  diasTeoria: [],
  salarioMinimo: SM_2025,
};

/** Five practice days 08:00 to `saida`, 30 h a week, bolsa at the 30 h minimum of 2025. */
function contrato(extra: JornadaContrato = {}): JornadaContrato {
  return {
    Con_TipoContrato: 'A',
    Con_DataInicio: '2025-03-03',
    Con_CargaHoraria: 30,
    Con_ValorBolsa: 1035,
    Con_ValorEncargos: 20.7,
    Con_DiasPratica: [1, 2, 3, 4, 5],
    Con_HoraEntrada: '08:00',
    Con_HoraSaida: '14:00',
    ...extra,
  };
}

const comAprendiz = (a: Partial<NonNullable<ContextoLegal['aprendiz']>>, extra = {}) => ({
  ...adulto,
  aprendiz: { ...adulto.aprendiz!, ...a },
  ...extra,
});

describe('daily hours (CLT art. 432)', () => {
  it('6h a day passes; 6h01 blocks someone without ensino fundamental', () => {
    const fundamental = comAprendiz({ escolaridade: 'fundamental-cursando' });
    expect(conferirLegislacao(contrato(), fundamental).bloqueios).toEqual([]);
    const r = conferirLegislacao(
      contrato({ Con_HoraSaida: '14:01', Con_CargaHoraria: 31, Con_ValorBolsa: 1069.5 }),
      fundamental,
    );
    expect(r.bloqueios).toEqual([{ campo: 'Con_HoraSaida', mensagem: M.jornadaAcimaDe6('6h01') }]);
    expect(r.jornadaMaximaMinutos).toBe(361);
  });

  it('8h with ensino fundamental completed and the theory counted passes; without it blocks', () => {
    const oito = contrato({ Con_HoraSaida: '16:00', Con_CargaHoraria: 44, Con_ValorBolsa: 1518 });
    expect(
      conferirLegislacao(oito, comAprendiz({ escolaridade: 'fundamental-completo' })).bloqueios,
    ).toEqual([]);
    expect(
      errosLegais(
        conferirLegislacao(oito, comAprendiz({ escolaridade: 'fundamental-incompleto' })),
      ),
    ).toEqual({ Con_HoraSaida: M.jornadaAcimaDe6('8h') });
    expect(errosLegais(conferirLegislacao(oito, comAprendiz({ escolaridade: null })))).toEqual({
      Con_HoraSaida: M.jornadaSemEscolaridade('8h'),
    });
  });

  it('8h with no hours left for the theory blocks even with ensino fundamental', () => {
    const semTeoria = contrato({
      Con_HoraSaida: '16:00',
      Con_CargaHoraria: 40,
      Con_ValorBolsa: 1380,
    });
    expect(errosLegais(conferirLegislacao(semTeoria, adulto))).toEqual({
      Con_CargaHoraria: M.jornadaSemTeoria('8h'),
    });
  });

  it('above 8h blocks everyone, and a theory day adds its share to that day', () => {
    const r = conferirLegislacao(
      contrato({ Con_HoraSaida: '16:01', Con_CargaHoraria: 44, Con_ValorBolsa: 1518 }),
      adulto,
    );
    expect(r.bloqueios).toEqual([{ campo: 'Con_HoraSaida', mensagem: M.jornadaAcimaDe8('8h01') }]);
    // 4 practice days of 6h + 20h of theory on Friday (the class's day): Friday holds 20h.
    const teoria = conferirLegislacao(
      contrato({ Con_DiasPratica: [1, 2, 3, 4], Con_CargaHoraria: 44, Con_ValorBolsa: 1518 }),
      { ...adulto, diasTeoria: [5] },
    );
    expect(teoria.jornadaMaximaMinutos).toBe(20 * 60);
    expect(errosLegais(teoria).Con_HoraSaida).toBe(M.jornadaAcimaDe8('20h'));
  });

  it('practice beyond the weekly workload blocks on Con_CargaHoraria', () => {
    expect(
      errosLegais(conferirLegislacao(contrato({ Con_CargaHoraria: 20 }), adulto)),
    ).toMatchObject({
      Con_CargaHoraria: M.praticaAcimaDaCarga('30h', 20),
    });
  });

  it('without the layout, a week whose hours over 6 days pass 6h a day blocks, and it asks for the layout', () => {
    const semJornada = contrato({
      Con_DiasPratica: null,
      Con_HoraEntrada: null,
      Con_HoraSaida: null,
    });
    const r = conferirLegislacao(
      { ...semJornada, Con_CargaHoraria: 44, Con_ValorBolsa: null },
      comAprendiz({ escolaridade: 'fundamental-cursando', dataNascimento: '2010-01-01' }),
    );
    expect(r.bloqueios).toEqual([
      { campo: 'Con_CargaHoraria', mensagem: M.cargaSemanalMedia(44) },
      { campo: 'Con_ValorBolsa', mensagem: M.semBolsa(151_800, 2025) },
    ]);
    expect(r.avisos[0]).toEqual({ campo: 'Con_DiasPratica', mensagem: M.semJornada });
    expect(
      conferirLegislacao(
        { ...semJornada, Con_CargaHoraria: 36, Con_ValorBolsa: 1242 },
        comAprendiz({ escolaridade: null }),
      ).bloqueios,
    ).toEqual([]);
  });
});

describe('night work of a minor (CLT art. 404)', () => {
  const tarde = { Con_HoraEntrada: '16:00', Con_CargaHoraria: 30 };
  const aos = (anos: number) => comAprendiz({ dataNascimento: `${2025 - anos}-01-10` });

  it('a 17-year-old may work until 21h59 and not at 22h; an 18-year-old may', () => {
    expect(
      conferirLegislacao(contrato({ ...tarde, Con_HoraSaida: '21:59' }), aos(17)).bloqueios,
    ).toEqual([]);
    expect(
      errosLegais(conferirLegislacao(contrato({ ...tarde, Con_HoraSaida: '22:00' }), aos(17))),
    ).toEqual({
      Con_HoraSaida: M.noturnoMenor,
    });
    expect(
      conferirLegislacao(contrato({ ...tarde, Con_HoraSaida: '22:00' }), aos(18)).bloqueios,
    ).toEqual([]);
  });

  it('the night runs from 22h to 5h, across midnight', () => {
    expect(trabalhaANoite(5 * 60, 11 * 60)).toBe(false);
    expect(trabalhaANoite(4 * 60 + 59, 10 * 60)).toBe(true);
    expect(trabalhaANoite(20 * 60, 60)).toBe(true);
    expect(turnoVedadoAMenores('noite')).toBe(true);
    expect(turnoVedadoAMenores('tarde')).toBe(false);
  });
});

describe('school (CLT arts. 403 and 428 § 1º)', () => {
  it('practice overlapping the school shift blocks whoever has not completed ensino médio', () => {
    const manha = comAprendiz({ escolaridade: 'medio-cursando', turnoEscolar: 'manha' });
    expect(errosLegais(conferirLegislacao(contrato(), manha))).toEqual({
      Con_HoraEntrada: M.turnoEscolar('manhã, 7h às 12h'),
    });
    expect(
      conferirLegislacao(contrato({ Con_HoraEntrada: '12:00', Con_HoraSaida: '18:00' }), manha)
        .bloqueios,
    ).toEqual([]);
    // Saturday practice never meets a weekday school.
    expect(
      conferirLegislacao(
        contrato({ Con_DiasPratica: [6], Con_CargaHoraria: 6, Con_ValorBolsa: 207 }),
        manha,
      ).bloqueios,
    ).toEqual([]);
    // Ensino médio completed: no school to attend.
    expect(
      conferirLegislacao(contrato(), comAprendiz({ turnoEscolar: 'manha' })).bloqueios,
    ).toEqual([]);
  });

  it('no school shift recorded is a warning asking for it', () => {
    const r = conferirLegislacao(contrato(), comAprendiz({ escolaridade: 'medio-cursando' }));
    expect(r.bloqueios).toEqual([]);
    expect(r.avisos).toContainEqual({ campo: 'Con_HoraEntrada', mensagem: M.semTurnoEscolar });
  });
});

describe("a class's shift against the school shift (allocation, issue 32)", () => {
  it('a morning class collides with a morning or full-day school, not with an afternoon one', () => {
    expect(turmaColideComEscola('manha', 'manha')).toBe(true);
    expect(turmaColideComEscola('manha', 'integral')).toBe(true);
    expect(turmaColideComEscola('integral', 'tarde')).toBe(true);
    expect(turmaColideComEscola('manha', 'tarde')).toBe(false);
    expect(turmaColideComEscola('tarde', 'noite')).toBe(false);
    expect(turmaColideComEscola('noite', 'noite')).toBe(true);
    // Nothing recorded: nothing to compare.
    expect(turmaColideComEscola('manha', null)).toBe(false);
    expect(turmaColideComEscola('manha', '')).toBe(false);
  });

  it('the warning names both shifts in Portuguese', () => {
    expect(avisoTurmaNoTurnoEscolar('manha', 'integral')).toBe(
      'A turma é do turno da manhã e o aprendiz estuda no turno integral: as aulas coincidem com o horário da escola (CLT, art. 403). Confira com o aprendiz antes de alocar.',
    );
  });
});

describe('bolsa and salário mínimo (CLT art. 428 § 2º), FGTS (Lei 8.036 art. 15 § 7º)', () => {
  it('the least bolsa is the salário mínimo hora times weekly × 5 hours', () => {
    expect(bolsaMinimaCentavos(151_800, 44)).toBe(151_800);
    expect(bolsaMinimaCentavos(151_800, 30)).toBe(103_500);
    expect(bolsaMinimaCentavos(141_200, 20)).toBe(64_182); // 64181.8… rounded up
  });

  it('one cent below the minimum blocks, showing it in R$; at the minimum passes', () => {
    expect(errosLegais(conferirLegislacao(contrato({ Con_ValorBolsa: 1034.99 }), adulto))).toEqual({
      Con_ValorBolsa:
        'A bolsa não pode ser menor que o salário mínimo hora de 2025 pelas horas do mês: R$ 1.035,00 (CLT, art. 428, § 2º).',
    });
    const r = conferirLegislacao(contrato({ Con_ValorBolsa: 1035 }), adulto);
    expect(r.bloqueios).toEqual([]);
    expect(r.bolsaMinimaCentavos).toBe(103_500);
  });

  it('a start year without a salário mínimo is a warning naming the year', () => {
    const r = conferirLegislacao(contrato({ Con_DataInicio: '2026-02-02' }), adulto);
    expect(r.bloqueios).toEqual([]);
    expect(r.avisos).toContainEqual({
      campo: 'Con_ValorBolsa',
      mensagem: M.semSalarioMinimo(2026),
    });
    expect(M.semSalarioMinimo(2026)).toContain('2026');
  });

  it('FGTS is 2% of the bolsa, offered when Con_ValorEncargos is empty', () => {
    const r = conferirLegislacao(contrato({ Con_ValorEncargos: null }), adulto);
    expect(r.fgtsCentavos).toBe(2070);
    expect(r.avisos).toContainEqual({ campo: 'Con_ValorEncargos', mensagem: M.fgts(2070) });
    expect(M.fgts(2070)).toContain('R$ 20,70');
  });

  it('an estágio is not held to these rules', () => {
    expect(
      conferirLegislacao(contrato({ Con_TipoContrato: 'E', Con_ValorBolsa: 1 }), adulto).bloqueios,
    ).toEqual([]);
  });
});

describe('the layout fields', () => {
  it('all three or none, each in its format', () => {
    expect(validarJornada({})).toEqual({});
    expect(validarJornada({ Con_HoraEntrada: '8h' })).toEqual({
      Con_DiasPratica: M.horarioIncompleto,
      Con_HoraEntrada: M.horarioInvalido,
      Con_HoraSaida: M.horarioIncompleto,
    });
    expect(
      validarJornada({ Con_DiasPratica: [1, 1], Con_HoraEntrada: '08:00', Con_HoraSaida: '08:00' }),
    ).toEqual({
      Con_DiasPratica: M.diasPraticaInvalidos,
      Con_HoraSaida: M.horarioIgual,
    });
    expect(
      validarJornada({
        Con_DiasPratica: [1, 2, 3, 4, 5, 6, 7],
        Con_HoraEntrada: '08:00',
        Con_HoraSaida: '12:00',
      }),
    ).toEqual({
      Con_DiasPratica: M.diasPraticaDemais,
    });
    expect(formatarHoras(361)).toBe('6h01');
  });
});
