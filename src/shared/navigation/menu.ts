// The side navigation: every section, grouped the way the programme's staff think about their
// work. Permissions come from rotas.ts (one map), never from here.
import { podeAcessar, rotaDoCaminho } from './acesso';

export interface ItemMenu {
  path: string;
  rotulo: string;
}

export interface GrupoMenu {
  titulo: string;
  itens: readonly ItemMenu[];
}

export const MENU: readonly GrupoMenu[] = [
  { titulo: 'Início', itens: [{ path: '/dashboard', rotulo: 'Painel' }] },
  {
    titulo: 'Cadastro de pessoas',
    itens: [
      { path: '/aprendizes', rotulo: 'Aprendizes' },
      { path: '/aprendizes/situacoes', rotulo: 'Situações dos aprendizes' },
      { path: '/educadores', rotulo: 'Educadores' },
    ],
  },
  {
    titulo: 'Turmas e ensino',
    itens: [
      { path: '/turmas', rotulo: 'Turmas' },
      { path: '/modulos', rotulo: 'Módulos' },
      { path: '/modulos/disciplinas', rotulo: 'Disciplinas' },
      { path: '/modulos/planos', rotulo: 'Planos de curso' },
    ],
  },
  {
    titulo: 'Empresas e contratos',
    itens: [
      { path: '/empresas', rotulo: 'Empresas' },
      { path: '/vagas', rotulo: 'Vagas' },
      { path: '/encaminhamentos', rotulo: 'Encaminhamentos' },
      { path: '/contratos', rotulo: 'Contratos' },
      { path: '/contratos/prorrogacoes', rotulo: 'Prorrogações' },
      { path: '/contratos/rescisoes', rotulo: 'Rescisões' },
    ],
  },
  {
    titulo: 'Acompanhamento',
    itens: [
      { path: '/frequencia', rotulo: 'Frequência' },
      { path: '/avaliacoes', rotulo: 'Avaliações' },
      { path: '/avaliacoes/notas', rotulo: 'Lançamento de notas' },
      { path: '/avaliacoes/boletins', rotulo: 'Boletins' },
    ],
  },
  {
    titulo: 'Benefícios',
    itens: [
      { path: '/beneficios', rotulo: 'Visão geral' },
      { path: '/beneficios/vale-transporte', rotulo: 'Vale-transporte' },
      { path: '/beneficios/vale-alimentacao', rotulo: 'Vale-alimentação' },
      { path: '/beneficios/pagamentos', rotulo: 'Pagamentos' },
    ],
  },
  {
    titulo: 'Relatórios',
    itens: [
      { path: '/relatorios', rotulo: 'Relatórios' },
      { path: '/estatisticas', rotulo: 'Estatísticas' },
    ],
  },
  {
    titulo: 'Administração',
    itens: [
      { path: '/usuarios', rotulo: 'Usuários' },
      { path: '/admin/funcoes', rotulo: 'Funções' },
      { path: '/admin/auditoria', rotulo: 'Auditoria' },
      { path: '/cadastros', rotulo: 'Cadastros auxiliares' },
    ],
  },
];

/** The menu as one person sees it: items they may not use, and groups left empty, disappear. */
export function menuPara(permissoes: readonly string[] | undefined): GrupoMenu[] {
  return MENU.map((g) => ({
    ...g,
    itens: g.itens.filter((i) => {
      const rota = rotaDoCaminho(i.path);
      return rota !== undefined && podeAcessar(permissoes, rota);
    }),
  })).filter((g) => g.itens.length > 0);
}
