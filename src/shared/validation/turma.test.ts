import { errosSupervisor, MENSAGENS_PORTAL as MP } from './portal';
import { MENSAGENS_TURMA as M, validarTurma, type DadosTurma } from './turma';

const valida: DadosTurma = {
  codigo: 'ADM-2026/1',
  nome: 'Administração Manhã',
  cursoId: 3,
  turno: 'manha',
  diasTeoria: [1, 3],
  dataInicio: '2026-02-02',
  dataFim: '2026-12-18',
  capacidade: 30,
  status: 'planejada',
};

describe('validarTurma (CAMPOS_TURMA e as regras da turma)', () => {
  it('uma turma completa passa; local e plano são opcionais', () => {
    expect(validarTurma(valida)).toEqual({});
    expect(validarTurma({ ...valida, local: '  ', planoId: null, educadorId: null })).toEqual({});
  });

  it('código: obrigatório, até 30 caracteres, só letras, números e - . / _', () => {
    expect(validarTurma({ ...valida, codigo: ' ' }).codigo).toBe(M.informeCodigo);
    expect(validarTurma({ ...valida, codigo: 'A'.repeat(31) }).codigo).toBe(M.codigoInvalido);
    expect(validarTurma({ ...valida, codigo: 'ADM#1' }).codigo).toBe(M.codigoInvalido);
    expect(validarTurma({ ...valida, codigo: '  Ação-1  ' })).toEqual({});
  });

  it('cada campo declarado com as suas palavras', () => {
    expect(
      validarTurma({
        ...valida,
        nome: 'N'.repeat(151),
        cursoId: null,
        turno: 'madrugada',
        dataInicio: '2026-02-30',
        capacidade: 201,
        local: 'L'.repeat(201),
      }),
    ).toEqual({
      nome: M.nomeLongo,
      cursoId: M.selecioneCurso,
      turno: M.selecioneTurno,
      dataInicio: M.dataInvalida,
      capacidade: M.capacidadeInvalida,
      local: M.localLongo,
    });
    expect(validarTurma({ ...valida, nome: 'AB', capacidade: undefined })).toEqual({
      nome: M.nomeCurto,
      capacidade: M.informeCapacidade,
    });
  });

  it('dias, período e situação são regras da turma', () => {
    expect(
      validarTurma({ ...valida, diasTeoria: [2, 2], dataFim: '2026-01-01', status: 'aberta' }),
    ).toEqual({
      diasTeoria: M.diasInvalidos,
      dataFim: M.dataFimAntesDoInicio,
      status: M.selecioneStatus,
    });
  });
});

describe('errosSupervisor (CAMPOS_SUPERVISOR)', () => {
  it('nome de 3 a 150 caracteres, e-mail obrigatório e válido, telefone opcional', () => {
    expect(errosSupervisor({ nome: 'Marta', email: 'marta@empresa.local' })).toEqual({});
    expect(errosSupervisor({})).toEqual({ nome: MP.informeNome, email: MP.informeEmail });
    expect(errosSupervisor({ nome: 'N'.repeat(151), email: 'x@', telefone: '123' })).toEqual({
      nome: MP.nomeLongo,
      email: MP.emailInvalido,
      telefone: MP.telefoneInvalido,
    });
  });
});
