// The side navigation: every section, grouped the way the programme's staff think about their
// work. An item is a route of rotas.ts and reads as that route's title unless the menu names it
// otherwise; permissions come from rotas.ts (one map), never from here.
import { podeAcessar } from './acesso';
import { ROTA, type CaminhoApp } from './rotas';

/** A route, or a route with the name it has in the menu ('/beneficios' is the 'Visão geral'). */
type EntradaDoMenu = CaminhoApp | readonly [CaminhoApp, string];

const GRUPOS = [
  { titulo: 'Início', itens: ['/dashboard'] },
  {
    titulo: 'Cadastro de pessoas',
    itens: ['/aprendizes', '/aprendizes/situacoes', '/educadores', '/documentos'],
  },
  {
    titulo: 'Turmas e ensino',
    itens: ['/turmas', '/modulos', '/modulos/disciplinas', '/modulos/planos', '/modulos/cursos'],
  },
  {
    titulo: 'Empresas e contratos',
    itens: [
      '/empresas',
      '/vagas',
      '/encaminhamentos',
      '/contratos',
      '/contratos/prorrogacoes',
      '/contratos/rescisoes',
    ],
  },
  {
    titulo: 'Acompanhamento',
    itens: ['/frequencia', '/avaliacoes', '/avaliacoes/notas', '/avaliacoes/boletins'],
  },
  {
    titulo: 'Benefícios',
    itens: [
      ['/beneficios', 'Visão geral'],
      '/beneficios/vale-transporte',
      '/beneficios/vale-alimentacao',
      '/beneficios/pagamentos',
    ],
  },
  { titulo: 'Relatórios', itens: ['/relatorios', '/estatisticas'] },
  {
    titulo: 'Administração',
    itens: [
      '/usuarios',
      '/admin/funcoes',
      '/admin/auditoria',
      '/admin/lgpd',
      '/admin/salario-minimo',
      '/admin/emails',
      '/cadastros',
      '/cadastros/feriados',
    ],
  },
] as const satisfies readonly { titulo: string; itens: readonly EntradaDoMenu[] }[];

type Entrada = (typeof GRUPOS)[number]['itens'][number];

/** The routes the menu shows: icones.tsx must give each one an icon (and only these). */
export type CaminhoNoMenu = Extract<Entrada, string> | Extract<Entrada, readonly unknown[]>[0];

export interface ItemMenu {
  path: CaminhoNoMenu;
  rotulo: string;
}

export interface GrupoMenu {
  titulo: string;
  itens: readonly ItemMenu[];
}

function item(entrada: Entrada): ItemMenu {
  if (typeof entrada !== 'string') return { path: entrada[0], rotulo: entrada[1] };
  return { path: entrada, rotulo: ROTA[entrada].titulo };
}

export const MENU: readonly GrupoMenu[] = GRUPOS.map((g) => ({
  titulo: g.titulo,
  itens: g.itens.map(item),
}));

/** The menu as one person sees it: items they may not use, and groups left empty, disappear. */
export function menuPara(permissoes: readonly string[] | undefined): GrupoMenu[] {
  return MENU.map((g) => ({
    ...g,
    itens: g.itens.filter((i) => podeAcessar(permissoes, ROTA[i.path])),
  })).filter((g) => g.itens.length > 0);
}
