import { lerDinheiro } from '../format/dinheiro';
import {
  aniversarioDe,
  diasRestantes,
  duracaoEntre,
  MENSAGENS_CONTRATO as M,
  mensagemDuracaoNaoConfere,
  paraCentavos,
  paraReais,
  rotuloTipoContrato,
  ROTULOS_STATUS_CONTRATO,
  statusEfetivo,
  terminoPorDuracao,
  validarContrato,
  validarProrrogacao,
  validarRescisao,
  valorValido,
  type DadosContrato,
} from './contratos';
import { somarMesesNaData } from './datas';

const valido: DadosContrato = {
  Con_CodAprendiz: 1,
  Con_CodParceiro: 2,
  Con_TipoContrato: 'A',
  Con_DataInicio: '2026-02-02',
  Con_DataTermino: '2027-02-01',
  Con_Duracao: 12,
  Con_CargaHoraria: 30,
};
/** 17 on 2026-02-02; turns 24 on 2032-06-10. */
const aprendiz = { dataNascimento: '2008-06-10', pcd: false };

describe('the seed messages, character for character, under the seed field names', () => {
  it('an empty form gets the seven seed messages', () => {
    expect(validarContrato({})).toEqual({
      Con_CodAprendiz: 'Selecione um aprendiz',
      Con_CodParceiro: 'Selecione uma empresa',
      Con_TipoContrato: 'Selecione o tipo de contrato',
      Con_DataInicio: 'Data de início obrigatória',
      Con_DataTermino: 'Data de término obrigatória',
      Con_Duracao: 'Duração entre 1 e 36 meses',
      Con_CargaHoraria: 'Carga horária entre 1 e 44h',
    });
  });

  it('a valid contract has no errors', () => {
    expect(validarContrato(valido)).toEqual({});
    expect(validarContrato(valido, { aprendiz })).toEqual({});
  });

  it('codes must be positive integers; the type A or E', () => {
    expect(validarContrato({ ...valido, Con_CodAprendiz: 0 }).Con_CodAprendiz).toBe(
      'Selecione um aprendiz',
    );
    expect(validarContrato({ ...valido, Con_CodParceiro: -3 }).Con_CodParceiro).toBe(
      'Selecione uma empresa',
    );
    expect(validarContrato({ ...valido, Con_TipoContrato: 'X' }).Con_TipoContrato).toBe(
      'Selecione o tipo de contrato',
    );
  });

  it('duration 1..36 whole months; hours 1..44', () => {
    for (const Con_Duracao of [0, 37, 1.5]) {
      expect(validarContrato({ ...valido, Con_Duracao }).Con_Duracao).toBe(
        'Duração entre 1 e 36 meses',
      );
    }
    for (const Con_CargaHoraria of [0, 45]) {
      expect(validarContrato({ ...valido, Con_CargaHoraria }).Con_CargaHoraria).toBe(
        'Carga horária entre 1 e 44h',
      );
    }
    expect(validarContrato({ ...valido, Con_CargaHoraria: 44 })).toEqual({});
  });
});

describe('dates and duration', () => {
  it('término = the day before the same day n months later; the month end is kept', () => {
    expect(terminoPorDuracao('2026-01-05', 12)).toBe('2027-01-04');
    expect(terminoPorDuracao('2026-03-01', 1)).toBe('2026-03-31');
    expect(somarMesesNaData('2026-01-31', 1)).toBe('2026-02-28');
    expect(somarMesesNaData('2027-12-31', 2)).toBe('2028-02-29');
  });

  it('duracaoEntre is the inverse of terminoPorDuracao, a started month counting whole', () => {
    for (const inicio of ['2026-01-05', '2026-01-31', '2026-02-28', '2027-12-31']) {
      for (let n = 1; n <= 36; n += 1) {
        expect(duracaoEntre(inicio, terminoPorDuracao(inicio, n))).toBe(n);
      }
    }
    expect(duracaoEntre('2026-01-05', '2026-01-20')).toBe(1);
    expect(duracaoEntre('2026-01-05', '2026-02-05')).toBe(2);
    expect(duracaoEntre('2026-01-05', '2026-01-04')).toBe(0);
  });

  it('término after início', () => {
    expect(validarContrato({ ...valido, Con_DataTermino: '2026-02-02' }).Con_DataTermino).toBe(
      M.terminoAntesDoInicio,
    );
    expect(validarContrato({ ...valido, Con_DataTermino: '2026-01-01' }).Con_DataTermino).toBe(
      M.terminoAntesDoInicio,
    );
  });

  it('invalid dates are said so', () => {
    expect(validarContrato({ ...valido, Con_DataInicio: '2026-02-30' }).Con_DataInicio).toBe(
      M.dataInvalida,
    );
  });

  it('the duration must agree with the dates, and says what they measure', () => {
    expect(validarContrato({ ...valido, Con_Duracao: 11 }).Con_Duracao).toBe(
      mensagemDuracaoNaoConfere(12),
    );
    expect(mensagemDuracaoNaoConfere(1)).toBe(
      'A duração não confere com as datas: de início a término são 1 mês',
    );
  });

  it('dates longer than 36 months fail on término with the seed message', () => {
    const erros = validarContrato({ ...valido, Con_DataTermino: '2029-02-02', Con_Duracao: 36 });
    expect(erros).toEqual({ Con_DataTermino: 'Duração entre 1 e 36 meses' });
  });

  it('days left and the 24th birthday (29/02 on 01/03, like idadeEm)', () => {
    expect(diasRestantes('2026-03-01', '2026-02-27')).toBe(2);
    expect(diasRestantes('2026-02-27', '2026-02-27')).toBe(0);
    expect(diasRestantes('2026-02-26', '2026-02-27')).toBe(-1);
    expect(aniversarioDe('2004-02-29', 24)).toBe('2028-02-29');
    expect(aniversarioDe('2004-02-29', 23)).toBe('2027-03-01');
  });
});

describe('age and PcD', () => {
  it('14 to 24 on the start date', () => {
    const novo = { dataNascimento: '2012-03-01', pcd: false }; // 13 on 2026-02-02
    expect(validarContrato(valido, { aprendiz: novo }).Con_DataInicio).toBe(M.idadeForaDaFaixa);
    const velho = { dataNascimento: '2001-01-01', pcd: false }; // 25
    expect(validarContrato(valido, { aprendiz: velho }).Con_DataInicio).toBe(M.idadeForaDaFaixa);
    expect(validarContrato(valido, { aprendiz: { ...velho, pcd: true } })).toEqual({});
    expect(validarContrato(valido, { aprendiz: { ...novo, pcd: true } }).Con_DataInicio).toBe(
      M.idadeMinimaPcd,
    );
  });

  it('without a birth date the apprentice cannot be hired', () => {
    expect(
      validarContrato(valido, { aprendiz: { dataNascimento: null, pcd: false } }).Con_CodAprendiz,
    ).toBe(M.semDataNascimento);
  });

  it('A ends before the 24th birthday unless PcD; E does not care', () => {
    const quase = { dataNascimento: '2003-01-15', pcd: false }; // 23 on start, 24 on 2027-01-15
    const erros = validarContrato(valido, { aprendiz: quase });
    expect(erros).toEqual({
      Con_DataTermino:
        'O contrato de aprendizagem deve terminar antes de o aprendiz completar 24 anos (15/01/2027)',
    });
    expect(validarContrato(valido, { aprendiz: { ...quase, pcd: true } })).toEqual({});
    expect(validarContrato({ ...valido, Con_TipoContrato: 'E' }, { aprendiz: quase })).toEqual({});
    // Ending the day before the birthday is fine.
    const ate = { ...valido, Con_DataTermino: '2027-01-14', Con_Duracao: 12 };
    expect(validarContrato(ate, { aprendiz: quase })).toEqual({});
  });

  it('E: at most 30 h a week and 24 months, unless PcD', () => {
    const estagio = { ...valido, Con_TipoContrato: 'E', Con_CargaHoraria: 31 };
    expect(validarContrato(estagio).Con_CargaHoraria).toBe(M.estagioCargaHoraria);
    const longo = {
      ...valido,
      Con_TipoContrato: 'E',
      Con_DataTermino: terminoPorDuracao('2026-02-02', 25),
      Con_Duracao: 25,
    };
    expect(validarContrato(longo).Con_Duracao).toBe(M.estagioDuracao);
    const pcd = { ...aprendiz, pcd: true };
    expect(validarContrato(estagio, { aprendiz: pcd })).toEqual({});
    expect(validarContrato(longo, { aprendiz: pcd })).toEqual({});
    // A is allowed 44 h.
    expect(validarContrato({ ...estagio, Con_TipoContrato: 'A' })).toEqual({});
  });
});

describe('money, CBO and notes', () => {
  it('reais with at most two decimals, 0 to 1 million', () => {
    expect(valorValido(0)).toBe(true);
    expect(valorValido(1234.56)).toBe(true);
    expect(valorValido(0.1 + 0.2)).toBe(true);
    expect(valorValido(1.005)).toBe(false);
    expect(valorValido(-1)).toBe(false);
    expect(valorValido(1_000_000.01)).toBe(false);
    expect(validarContrato({ ...valido, Con_ValorBolsa: 10.123 }).Con_ValorBolsa).toBe(
      M.valorInvalido,
    );
    expect(validarContrato({ ...valido, Con_ValorTaxa: null })).toEqual({});
  });

  it('what the money field reads (lerDinheiro) is what the API takes, and cents round-trip', () => {
    for (const texto of ['R$ 1.234,56', '0,01', '99999999', 'R$ 0,10']) {
      const reais = lerDinheiro(texto);
      expect(reais).not.toBeNull();
      expect(valorValido(reais!)).toBe(true);
      expect(paraReais(paraCentavos(reais!))).toBe(reais);
    }
    expect(paraCentavos(0.1 + 0.2)).toBe(30);
  });

  it('CBO and notes have limits', () => {
    expect(validarContrato({ ...valido, Con_CBO: '4110-05' })).toEqual({});
    expect(validarContrato({ ...valido, Con_CBO: '12345678901' }).Con_CBO).toBe(M.cboLongo);
    expect(
      validarContrato({ ...valido, Con_ObservacoesGerais: 'x'.repeat(2001) }).Con_ObservacoesGerais,
    ).toBe(M.observacoesLongas);
  });
});

describe('labels and the effective status', () => {
  it('types and statuses in words', () => {
    expect(rotuloTipoContrato('A')).toBe('Aprendizagem');
    expect(rotuloTipoContrato('E')).toBe('Estágio');
    expect(ROTULOS_STATUS_CONTRATO.prorrogado).toBe('Prorrogado');
  });

  it('a running contract past its término shows as encerrado; the término day still runs', () => {
    expect(statusEfetivo('vigente', '2026-05-10', '2026-05-10')).toBe('vigente');
    expect(statusEfetivo('vigente', '2026-05-10', '2026-05-11')).toBe('encerrado');
    expect(statusEfetivo('prorrogado', '2026-05-10', '2026-06-01')).toBe('encerrado');
    expect(statusEfetivo('rescindido', '2026-05-10', '2026-06-01')).toBe('rescindido');
  });
});

describe('extensions', () => {
  const contrato = {
    Con_TipoContrato: 'A',
    Con_DataInicio: '2026-02-02',
    Con_DataTermino: '2027-02-01',
    status: 'vigente',
  };
  const hoje = '2026-06-01';

  it('a later end with a reason is accepted; up to exactly 36 months', () => {
    const ate36 = terminoPorDuracao('2026-02-02', 36);
    expect(
      validarProrrogacao({ novaDataTermino: ate36, motivo: 'Bom desempenho' }, { contrato, hoje }),
    ).toEqual({});
  });

  it('past 36 months in total: the seed message under novaDataTermino', () => {
    const erros = validarProrrogacao(
      { novaDataTermino: somarMesesNaData('2026-02-02', 36), motivo: 'x' },
      { contrato, hoje },
    );
    expect(erros).toEqual({ novaDataTermino: 'Duração entre 1 e 36 meses' });
  });

  it('the new end after the current one; a reason required', () => {
    expect(validarProrrogacao({ novaDataTermino: '2027-02-01' }, { contrato, hoje })).toEqual({
      novaDataTermino: M.novaDataNaoPosterior('2027-02-01'),
      motivo: M.informeMotivoProrrogacao,
    });
    expect(M.novaDataNaoPosterior('2027-02-01')).toContain('01/02/2027');
  });

  it('A: within the 24th birthday unless PcD; E: within 24 months unless PcD', () => {
    const quase = { dataNascimento: '2004-01-15', pcd: false }; // 24 on 2028-01-15
    const d = { novaDataTermino: '2028-01-20', motivo: 'x' };
    expect(validarProrrogacao(d, { contrato, hoje, aprendiz: quase }).novaDataTermino).toBe(
      M.terminoAposIdadeMaxima('2028-01-15'),
    );
    expect(validarProrrogacao(d, { contrato, hoje, aprendiz: { ...quase, pcd: true } })).toEqual(
      {},
    );
    const estagio = { ...contrato, Con_TipoContrato: 'E' };
    const longa = { novaDataTermino: terminoPorDuracao('2026-02-02', 25), motivo: 'x' };
    expect(validarProrrogacao(longa, { contrato: estagio, hoje }).novaDataTermino).toBe(
      M.estagioDuracao,
    );
  });

  it('a terminated or ended contract cannot be extended', () => {
    const rescindido = { ...contrato, status: 'rescindido' };
    expect(validarProrrogacao({}, { contrato: rescindido, hoje })).toEqual({
      contrato: M.naoProrrogavel('rescindido'),
    });
    expect(validarProrrogacao({}, { contrato, hoje: '2027-02-02' })).toEqual({
      contrato: M.naoProrrogavel('encerrado'),
    });
  });
});

describe('terminations', () => {
  const contrato = {
    Con_TipoContrato: 'A',
    Con_DataInicio: '2026-02-02',
    Con_DataTermino: '2027-02-01',
    status: 'prorrogado',
  };

  it('a date within the period and a reason', () => {
    expect(validarRescisao({ data: '2026-05-01', motivoDesligamentoId: 3 }, { contrato })).toEqual(
      {},
    );
    expect(validarRescisao({ data: '2027-02-01', motivoDesligamentoId: 3 }, { contrato })).toEqual(
      {},
    );
    expect(validarRescisao({ data: '2026-02-01' }, { contrato })).toEqual({
      data: 'A data da rescisão deve estar dentro do período do contrato (02/02/2026 a 01/02/2027)',
      motivoDesligamentoId: M.selecioneMotivoDesligamento,
    });
    expect(validarRescisao({}, { contrato }).data).toBe(M.informeDataRescisao);
  });

  it('only a running contract', () => {
    expect(validarRescisao({}, { contrato: { ...contrato, status: 'encerrado' } })).toEqual({
      contrato: M.naoRescindivel('encerrado'),
    });
  });
});
