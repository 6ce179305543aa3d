import {
  MENSAGENS_CURRICULO as M,
  validarCurso,
  validarDisciplina,
  validarHoras,
  validarModulo,
  validarPlano,
} from './curriculo';

describe('as regras declaradas do currículo (CAMPOS_*)', () => {
  it('o nome: em branco, curto e longo, contado sem os espaços das pontas', () => {
    expect(validarModulo({ nome: '   ', cargaHoraria: 10 })).toEqual({ nome: M.informeNome });
    expect(validarModulo({ nome: ' Ab ', cargaHoraria: 10 })).toEqual({ nome: M.nomeCurto });
    expect(validarModulo({ nome: ` ${'x'.repeat(150)} `, cargaHoraria: 10 })).toEqual({});
    expect(validarModulo({ nome: 'x'.repeat(151), cargaHoraria: 10 })).toEqual({
      nome: M.nomeLongo,
    });
  });

  it('as horas: inteiras de 1 a 4000, com as palavras de validarHoras', () => {
    for (const horas of [undefined, null, 0, -1, 2.5]) {
      expect(validarCurso({ nome: 'Curso', cargaHorariaTotal: horas })).toEqual({
        cargaHorariaTotal: M.horasInvalidas,
      });
      expect(validarHoras(horas)).toBe(M.horasInvalidas);
    }
    expect(validarCurso({ nome: 'Curso', cargaHorariaTotal: 4001 })).toEqual({
      cargaHorariaTotal: M.horasDemais,
    });
    expect(validarHoras(4001)).toBe(M.horasDemais);
    expect(validarCurso({ nome: 'Curso', cargaHorariaTotal: 4000 })).toEqual({});
  });

  it('a disciplina pede o módulo; a descrição e a ementa têm até 5000 caracteres', () => {
    expect(validarDisciplina({ nome: 'Disciplina', cargaHoraria: 4 })).toEqual({
      moduloId: M.selecioneModulo,
    });
    expect(
      validarDisciplina({
        moduloId: 1,
        nome: 'Disciplina',
        cargaHoraria: 4,
        ementa: 'e'.repeat(5001),
      }),
    ).toEqual({ ementa: M.ementaLonga });
    expect(
      validarCurso({ nome: 'Curso', cargaHorariaTotal: 4, descricao: 'd'.repeat(5001) }),
    ).toEqual({ descricao: M.descricaoLonga });
  });

  it('o plano: curso, início obrigatório, datas válidas e fim não anterior ao início', () => {
    expect(validarPlano({ nome: 'Plano' })).toEqual({
      cursoId: M.selecioneCurso,
      vigenciaInicio: M.informeVigenciaInicio,
    });
    expect(
      validarPlano({ cursoId: 1, nome: 'Plano', vigenciaInicio: '2026-02-30', vigenciaFim: 'x' }),
    ).toEqual({ vigenciaInicio: M.dataInvalida, vigenciaFim: M.dataInvalida });
    expect(
      validarPlano({
        cursoId: 1,
        nome: 'Plano',
        vigenciaInicio: '2026-05-01',
        vigenciaFim: '2026-04-30',
      }),
    ).toEqual({ vigenciaFim: M.vigenciaFimAntesDoInicio });
    expect(
      validarPlano({ cursoId: 1, nome: 'Plano', vigenciaInicio: '2026-05-01', vigenciaFim: '' }),
    ).toEqual({});
  });
});
