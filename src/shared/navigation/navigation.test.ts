import { menuPara, MENU, podeAcessar, rotaDoCaminho, ROTAS, trilhaDe } from '.';

describe('tabela de rotas', () => {
  it('cobre todas as rotas autenticadas da especificação, sem repetir', () => {
    const paths = ROTAS.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    // the seed's 78, /modulos/cursos (issue 10), /cadastros/feriados (issue 11), /admin/lgpd and
    // /aprendizes/importar (issue 17), /admin/salario-minimo (issue 34), /documentos (issue 35),
    // /admin/emails (issue 36)
    expect(paths).toHaveLength(85);
    for (const p of [
      '/aprendiz/:id/calendario',
      '/avaliacoes-aplicadas/:id/responder',
      '/admin/funcoes',
      '/admin/auditoria',
    ])
      expect(paths).toContain(p);
  });

  it('literais vencem parâmetros: /turmas/novo não é a turma "novo"', () => {
    expect(rotaDoCaminho('/turmas/novo')?.titulo).toBe('Nova turma');
    expect(rotaDoCaminho('/turmas/7')?.titulo).toBe('Turma');
    expect(rotaDoCaminho('/nada')).toBeUndefined();
  });

  it('todo item do menu é uma rota', () => {
    for (const item of MENU.flatMap((g) => g.itens)) expect(rotaDoCaminho(item.path)).toBeDefined();
  });
});

describe('permissões', () => {
  it('esconde o que a pessoa não pode usar e grupos que ficam vazios', () => {
    const menu = menuPara(['frequencia:ler', 'avaliacoes:ler']);
    expect(menu.map((g) => g.titulo)).toEqual(['Início', 'Acompanhamento']);
    expect(menu[1]?.itens.map((i) => i.rotulo)).toEqual(['Frequência', 'Avaliações', 'Boletins']);
  });

  it('rotas sem permissão valem para todos', () => {
    expect(podeAcessar([], rotaDoCaminho('/perfil')!)).toBe(true);
    expect(podeAcessar(undefined, rotaDoCaminho('/usuarios')!)).toBe(false);
  });
});

describe('trilha', () => {
  it('monta as migalhas a partir do caminho', () => {
    expect(trilhaDe('/turmas/7/aprendizes')).toEqual([
      { titulo: 'Painel', para: '/dashboard' },
      { titulo: 'Turmas', para: '/turmas' },
      { titulo: 'Turma', para: '/turmas/7' },
      { titulo: 'Aprendizes da turma' },
    ]);
    expect(trilhaDe('/dashboard')).toEqual([{ titulo: 'Painel' }]);
    // The evaluation editor with a saved model says what its heading says (issue 32).
    expect(trilhaDe('/avaliacoes/nova', '?id=4').at(-1)).toEqual({ titulo: 'Editar avaliação' });
    expect(trilhaDe('/avaliacoes/nova').at(-1)).toEqual({ titulo: 'Nova avaliação' });
    expect(trilhaDe('/aprendiz/3/calendario').map((m) => m.titulo)).toEqual([
      'Painel',
      'Calendário do aprendiz',
    ]);
  });
});
