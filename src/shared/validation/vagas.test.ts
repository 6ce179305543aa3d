import { dataHoraValida } from './datas';
import {
  formatarEntrevista,
  MENSAGENS_VAGA as M,
  motivosDaSugestao,
  TEXTO_MAXIMO,
  TRANSICOES_ENCAMINHAMENTO,
  turnosConflitam,
  validarEncaminhamento,
  validarVaga,
  type FatosDaSugestao,
} from './vagas';

const valida = {
  parceiroId: 1,
  unidadeId: 2,
  titulo: 'Auxiliar administrativo',
  profissaoId: 3,
  quantidade: 2,
  turno: 'tarde',
  cargaHoraria: 20,
  valorBolsa: 690,
  dataAbertura: '2026-11-01',
};

const fatos = (f: Partial<FatosDaSugestao> = {}): FatosDaSugestao => ({
  idade: 18,
  idadeMinima: 16,
  idadeMaxima: 22,
  pcd: false,
  turnoEscolar: 'manha',
  turnoVaga: 'tarde',
  mesmoMunicipio: true,
  mesmaUf: true,
  municipioUnidade: 'São Paulo/SP',
  escolaridadeOrdem: 7,
  escolaridadeExigidaOrdem: 5,
  escolaridadeExigida: 'Ensino médio cursando',
  ...f,
});

describe('validarVaga', () => {
  it('aceita uma vaga completa e recusa cada regra com a sua mensagem', () => {
    expect(validarVaga(valida)).toEqual({});
    expect(validarVaga({ ...valida, quantidade: 0 }).quantidade).toBe(M.quantidadeInvalida);
    expect(validarVaga({ ...valida, cargaHoraria: 45 }).cargaHoraria).toBe(
      M.cargaHorariaForaDaFaixa,
    );
    expect(validarVaga({ ...valida, valorBolsa: 1.005 }).valorBolsa).toBe(M.valorInvalido);
    expect(validarVaga({ ...valida, dataEncerramento: '2026-10-31' }).dataEncerramento).toBe(
      M.encerramentoAntesDaAbertura,
    );
    expect(validarVaga({ ...valida, dataEncerramento: '2026-11-01' })).toEqual({});
    expect(validarVaga({ ...valida, idadeMinima: 20, idadeMaxima: 18 }).idadeMaxima).toBe(
      M.idadeMaximaMenor,
    );
    expect(validarVaga({ ...valida, idadeMinima: 13 }).idadeMinima).toBe(M.idadeInvalida);
    expect(validarVaga({ ...valida, turno: 'madrugada' }).turno).toBe(M.selecioneTurno);
  });

  it('um formulário vazio recebe todas as mensagens de uma vez', () => {
    expect(Object.keys(validarVaga({})).sort()).toEqual(
      [
        'cargaHoraria',
        'dataAbertura',
        'parceiroId',
        'profissaoId',
        'quantidade',
        'titulo',
        'turno',
        'unidadeId',
        'valorBolsa',
      ].sort(),
    );
  });
});

describe('motivosDaSugestao', () => {
  it('quem atende tudo só tem motivos a favor', () => {
    const m = motivosDaSugestao(fatos());
    expect(m.contra).toEqual([]);
    expect(m.aFavor).toEqual([
      '18 anos, dentro da faixa da vaga (16 a 22)',
      'Estuda no turno manhã, livre no turno da vaga',
      'Mora no município da unidade (São Paulo/SP)',
      'Escolaridade atende (Ensino médio cursando)',
    ]);
  });

  it('cada critério vira um motivo contra em palavras', () => {
    const m = motivosDaSugestao(
      fatos({
        idade: 23,
        turnoEscolar: 'tarde',
        mesmoMunicipio: false,
        mesmaUf: false,
        escolaridadeOrdem: 1,
      }),
    );
    expect(m.aFavor).toEqual([]);
    expect(m.contra).toEqual([
      '23 anos, fora da faixa da vaga (16 a 22)',
      'Estuda no turno tarde, que conflita com o da vaga',
      'Mora em outro estado que a unidade (São Paulo/SP)',
      'Escolaridade abaixo da exigida (Ensino médio cursando)',
    ]);
  });

  it('PcD não tem idade máxima; outro município do estado conta a favor; sem exigência, sem motivo de escolaridade', () => {
    const m = motivosDaSugestao(
      fatos({ idade: 30, pcd: true, mesmoMunicipio: false, escolaridadeExigidaOrdem: null }),
    );
    expect(m.aFavor).toContain('30 anos, dentro da faixa da vaga (a partir de 16)');
    expect(m.aFavor).toContain('Mora em outro município do estado da unidade (São Paulo/SP)');
    expect(m.aFavor.concat(m.contra).some((t) => t.includes('Escolaridade'))).toBe(false);
  });

  it('o que não foi informado pesa contra', () => {
    const m = motivosDaSugestao(
      fatos({ turnoEscolar: null, mesmoMunicipio: null, escolaridadeOrdem: null }),
    );
    expect(m.contra).toEqual([
      'Turno escolar não informado',
      'Município não informado',
      'Escolaridade não informada',
    ]);
  });
});

describe('turnos, entrevistas e transições', () => {
  it('turnos iguais ou integral conflitam', () => {
    expect(turnosConflitam('manha', 'tarde')).toBe(false);
    expect(turnosConflitam('tarde', 'tarde')).toBe(true);
    expect(turnosConflitam('integral', 'noite')).toBe(true);
    expect(turnosConflitam('noite', 'integral')).toBe(true);
  });

  it('data e hora da entrevista no formato do campo, mostrada em pt-BR', () => {
    expect(dataHoraValida('2026-11-25T14:30')).toBe(true);
    expect(dataHoraValida('2026-02-30T14:30')).toBe(false);
    expect(dataHoraValida('2026-11-25T24:00')).toBe(false);
    expect(dataHoraValida('25/11/2026 14:30')).toBe(false);
    expect(formatarEntrevista('2026-11-25T14:30')).toBe('25/11/2026 às 14:30');
    expect(formatarEntrevista(null)).toBe('');
  });

  it('encaminhamento: entrevista e observações pelas regras declaradas; agendada pede a data', () => {
    expect(validarEncaminhamento({})).toEqual({});
    expect(
      validarEncaminhamento({
        dataEntrevista: '2026-11-25T24:00',
        observacoes: 'x'.repeat(TEXTO_MAXIMO + 1),
      }),
    ).toEqual({ dataEntrevista: M.dataEntrevistaInvalida, observacoes: M.observacoesLongas });
    expect(validarEncaminhamento({ dataEntrevista: '' }, 'entrevista agendada')).toEqual({
      dataEntrevista: M.informeDataEntrevista,
    });
    expect(
      validarEncaminhamento({ dataEntrevista: '2026-11-25T14:30' }, 'entrevista agendada'),
    ).toEqual({});
  });

  it('reprovado e desistente são finais; aprovado só desiste', () => {
    expect(TRANSICOES_ENCAMINHAMENTO.reprovado).toEqual([]);
    expect(TRANSICOES_ENCAMINHAMENTO.desistente).toEqual([]);
    expect(TRANSICOES_ENCAMINHAMENTO.aprovado).toEqual(['desistente']);
    expect(TRANSICOES_ENCAMINHAMENTO.encaminhado).toContain('entrevista agendada');
  });
});
