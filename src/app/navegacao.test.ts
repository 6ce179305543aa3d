// The route table and the menu derived from the features' manifests: what the central tables
// (rotas.ts, menu.ts, icones.tsx, telas.ts) used to promise, now promised by the derivation.
import { menuPara, podeAcessar, rotaDoCaminho, trilhaDe } from '../shared/navigation';
import { NAVEGACAO, ROTAS } from './navegacao';

const rota = (p: string) => rotaDoCaminho(ROTAS, p);

describe('tabela de rotas', () => {
  it('cobre todas as rotas autenticadas da especificação, sem repetir', () => {
    const paths = ROTAS.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    // the seed's 78, /modulos/cursos (issue 10), /cadastros/feriados (issue 11), /admin/lgpd and
    // /aprendizes/importar (issue 17), /admin/salario-minimo (issue 34), /documentos (issue 35),
    // /admin/emails (issue 36); a new domain's manifest adds more without an edit here.
    expect(paths.length).toBeGreaterThanOrEqual(85);
    for (const p of [
      '/aprendiz/:id/calendario',
      '/avaliacoes-aplicadas/:id/responder',
      '/admin/funcoes',
      '/admin/auditoria',
    ])
      expect(paths).toContain(p);
  });

  it('literais vencem parâmetros: /turmas/novo não é a turma "novo"', () => {
    expect(rota('/turmas/novo')?.titulo).toBe('Nova turma');
    expect(rota('/turmas/7')?.titulo).toBe('Turma');
    expect(rota('/nada')).toBeUndefined();
  });

  it('o menu segue a ordem dos grupos e, dentro deles, a ordem das entradas', () => {
    expect(NAVEGACAO.menu.map((g) => g.titulo)).toEqual([
      'Início',
      'Cadastro de pessoas',
      'Turmas e ensino',
      'Empresas e contratos',
      'Acompanhamento',
      'Benefícios',
      'Relatórios',
      'Administração',
    ]);
    const beneficios = NAVEGACAO.menu.find((g) => g.titulo === 'Benefícios');
    expect(beneficios?.itens.map((i) => i.rotulo)).toEqual([
      'Visão geral',
      'Vale-transporte',
      'Vale-alimentação',
      'Pagamentos',
    ]);
    for (const item of NAVEGACAO.menu.flatMap((g) => g.itens)) {
      expect(rota(item.path)).toBeDefined();
      expect(typeof item.icone).not.toBe('undefined');
    }
  });
});

describe('permissões', () => {
  it('esconde o que a pessoa não pode usar e grupos que ficam vazios', () => {
    const menu = menuPara(NAVEGACAO.menu, ['frequencia:ler', 'avaliacoes:ler']);
    expect(menu.map((g) => g.titulo)).toEqual(['Início', 'Acompanhamento']);
    expect(menu[1]?.itens.map((i) => i.rotulo)).toEqual(['Frequência', 'Avaliações', 'Boletins']);
  });

  it('rotas sem permissão valem para todos', () => {
    expect(podeAcessar([], rota('/perfil')!)).toBe(true);
    expect(podeAcessar(undefined, rota('/usuarios')!)).toBe(false);
  });
});

describe('trilha', () => {
  it('monta as migalhas a partir do caminho', () => {
    expect(trilhaDe(ROTAS, '/turmas/7/aprendizes')).toEqual([
      { titulo: 'Painel', para: '/dashboard' },
      { titulo: 'Turmas', para: '/turmas' },
      { titulo: 'Turma', para: '/turmas/7' },
      { titulo: 'Aprendizes da turma' },
    ]);
    expect(trilhaDe(ROTAS, '/dashboard')).toEqual([{ titulo: 'Painel' }]);
    // The evaluation editor with a saved model says what its heading says (issue 32).
    expect(trilhaDe(ROTAS, '/avaliacoes/nova', '?id=4').at(-1)).toEqual({
      titulo: 'Editar avaliação',
    });
    expect(trilhaDe(ROTAS, '/avaliacoes/nova').at(-1)).toEqual({ titulo: 'Nova avaliação' });
    expect(trilhaDe(ROTAS, '/aprendiz/3/calendario').map((m) => m.titulo)).toEqual([
      'Painel',
      'Calendário do aprendiz',
    ]);
  });
});
