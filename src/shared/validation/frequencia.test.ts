import { MENSAGENS_FREQUENCIA as M } from './frequencia';

describe('mensagens da frequência', () => {
  it('diz o dia sem aula com o artigo e o plural do português', () => {
    expect(M.diaSemAula('sábado')).toBe(
      'A turma não tem aula teórica aos sábados: escolha um dia de aula da turma.',
    );
    expect(M.diaSemAula('domingo')).toMatch(/aos domingos:/);
    expect(M.diaSemAula('segunda-feira')).toMatch(/às segundas-feiras:/);
  });
});
