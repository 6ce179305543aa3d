// Every signed-in route of seed-spec.md section 2 with its title, its section and the permission
// it needs: THE single route -> permission map. The router, the menu, the breadcrumbs, the page
// titles and the dashboard shortcuts all read it. Permission keys are the API's
// (server/modules/auth/permissoes.ts); a route without one is open to every signed-in user.
//
// The other facts about a route live beside what uses them, in tables keyed by CaminhoApp (the
// union of these paths), so a misspelt or forgotten route is a type error: its screen in
// app/router/telas.ts, its menu entry in menu.ts, its icon in icones.tsx.
import { generatePath } from 'react-router-dom';

export interface RotaApp<Caminho extends string = CaminhoApp> {
  path: Caminho;
  titulo: string;
  /** The section the screen belongs to (named by the "Em construção" screen and the menu). */
  secao: string;
  permissao?: string;
}

const r = <Caminho extends string>(
  path: Caminho,
  titulo: string,
  secao: string,
  permissao?: string,
): RotaApp<Caminho> => (permissao ? { path, titulo, secao, permissao } : { path, titulo, secao });

const TABELA = [
  r('/dashboard', 'Painel', 'Painel'),
  r('/configuracoes', 'Configurações', 'Configurações'),
  r('/perfil', 'Meu perfil', 'Perfil'),
  r('/usuarios', 'Usuários', 'Administração', 'usuarios:admin'),
  r('/admin/funcoes', 'Funções', 'Administração', 'usuarios:admin'),
  r('/admin/auditoria', 'Auditoria', 'Administração', 'usuarios:admin'),
  // Not in the seed's routes (issue 17): retention and bulk anonymisation.
  r('/admin/lgpd', 'Proteção de dados (LGPD)', 'Administração', 'lgpd:titular'),
  r('/frequencia', 'Frequência', 'Frequência', 'frequencia:ler'),
  r('/encaminhamentos', 'Encaminhamentos', 'Vagas', 'vagas:ler'),

  r('/cadastros', 'Cadastros auxiliares', 'Cadastros', 'cadastros:ler'),
  r('/cadastros/conceitos', 'Conceitos', 'Cadastros', 'cadastros:ler'),
  r('/cadastros/estado-civil', 'Estado civil', 'Cadastros', 'cadastros:ler'),
  r('/cadastros/genero', 'Gênero', 'Cadastros', 'cadastros:ler'),
  r('/cadastros/grau-escolaridade', 'Grau de escolaridade', 'Cadastros', 'cadastros:ler'),
  r('/cadastros/motivos-afastamento', 'Motivos de afastamento', 'Cadastros', 'cadastros:ler'),
  r('/cadastros/nacionalidade', 'Nacionalidade', 'Cadastros', 'cadastros:ler'),
  r('/cadastros/regiao', 'Região', 'Cadastros', 'cadastros:ler'),
  r('/cadastros/tipos-contato', 'Tipos de contato', 'Cadastros', 'cadastros:ler'),
  // Not in the seed's routes (issue 11): the organisation's municipal holidays and recessos.
  r('/cadastros/feriados', 'Feriados e recessos', 'Cadastros', 'cadastros:ler'),

  r('/aprendizes', 'Aprendizes', 'Aprendizes', 'aprendizes:ler'),
  r('/aprendizes/novo', 'Novo aprendiz', 'Aprendizes', 'aprendizes:escrever'),
  // Not in the seed's routes (issue 17): the spreadsheet import.
  r('/aprendizes/importar', 'Importar aprendizes', 'Aprendizes', 'aprendizes:escrever'),
  r('/aprendizes/situacoes', 'Situações dos aprendizes', 'Aprendizes', 'aprendizes:ler'),
  r('/aprendizes/:id', 'Aprendiz', 'Aprendizes', 'aprendizes:ler'),
  r('/aprendizes/:id/avaliacoes', 'Avaliações do aprendiz', 'Aprendizes', 'avaliacoes:ler'),
  r('/aprendiz/:id/calendario', 'Calendário do aprendiz', 'Aprendizes', 'aprendizes:ler'),

  r('/avaliacoes', 'Avaliações', 'Avaliações', 'avaliacoes:ler'),
  r('/avaliacoes/nova', 'Nova avaliação', 'Avaliações', 'avaliacoes:escrever'),
  r('/avaliacoes/notas', 'Lançamento de notas', 'Avaliações', 'avaliacoes:escrever'),
  r('/avaliacoes/notas-por-aprendiz', 'Notas por aprendiz', 'Avaliações', 'avaliacoes:ler'),
  r('/avaliacoes/consulta-notas', 'Consulta de notas', 'Avaliações', 'avaliacoes:ler'),
  r('/avaliacoes/boletins', 'Boletins', 'Avaliações', 'avaliacoes:ler'),
  r('/avaliacoes/boletim-aprendiz', 'Boletim do aprendiz', 'Avaliações', 'avaliacoes:ler'),
  r(
    '/avaliacoes-aplicadas/:id/responder',
    'Responder avaliação',
    'Avaliações',
    'avaliacoes:escrever',
  ),

  r('/beneficios', 'Benefícios', 'Benefícios', 'beneficios:ler'),
  r('/beneficios/pagamentos', 'Pagamentos', 'Benefícios', 'beneficios:ler'),
  r('/beneficios/relatorios', 'Relatórios de benefícios', 'Benefícios', 'beneficios:ler'),
  r('/beneficios/vale-alimentacao', 'Vale-alimentação', 'Benefícios', 'beneficios:ler'),
  r('/beneficios/vale-transporte', 'Vale-transporte', 'Benefícios', 'beneficios:ler'),

  r('/contratos', 'Contratos', 'Contratos', 'contratos:ler'),
  r('/contratos/novo', 'Novo contrato', 'Contratos', 'contratos:escrever'),
  r('/contratos/prorrogacoes', 'Prorrogações', 'Contratos', 'contratos:ler'),
  r('/contratos/rescisoes', 'Rescisões', 'Contratos', 'contratos:ler'),
  r('/contratos/:id', 'Contrato', 'Contratos', 'contratos:ler'),

  r('/educadores', 'Educadores', 'Educadores', 'educadores:ler'),
  r('/educadores/novo', 'Novo educador', 'Educadores', 'educadores:escrever'),
  r('/educadores/:id', 'Educador', 'Educadores', 'educadores:ler'),
  r('/educadores/:id/editar', 'Editar educador', 'Educadores', 'educadores:escrever'),
  r('/educadores/:id/turmas', 'Turmas do educador', 'Educadores', 'turmas:ler'),
  r('/educadores/:id/aprendizes', 'Aprendizes do educador', 'Educadores', 'aprendizes:ler'),

  r('/empresas', 'Empresas', 'Empresas', 'parceiros:ler'),
  r('/empresas/novo', 'Nova empresa', 'Empresas', 'parceiros:escrever'),
  r('/empresas/:parceiroId/unidades', 'Unidades da empresa', 'Empresas', 'parceiros:ler'),
  r('/empresas/:parceiroId/unidades/:unidadeId', 'Unidade', 'Empresas', 'parceiros:ler'),
  r(
    '/empresas/:parceiroId/unidades/:unidadeId/aprendizes',
    'Aprendizes da unidade',
    'Empresas',
    'parceiros:ler',
  ),

  r('/estatisticas', 'Estatísticas', 'Estatísticas', 'relatorios:ler'),
  r(
    '/estatisticas/aprendizes-parceiro',
    'Aprendizes por parceiro',
    'Estatísticas',
    'relatorios:ler',
  ),
  r('/estatisticas/faltas-aprendizes', 'Faltas dos aprendizes', 'Estatísticas', 'relatorios:ler'),
  r('/estatisticas/geral-aprendizes', 'Panorama dos aprendizes', 'Estatísticas', 'relatorios:ler'),
  r(
    '/estatisticas/participantes-situacao',
    'Participantes por situação',
    'Estatísticas',
    'relatorios:ler',
  ),

  r('/modulos', 'Módulos', 'Módulos', 'modulos:ler'),
  r('/modulos/disciplinas', 'Disciplinas', 'Módulos', 'modulos:ler'),
  r('/modulos/planos', 'Planos de curso', 'Módulos', 'modulos:ler'),
  r('/modulos/planos/:planoId/curriculo', 'Currículo do plano', 'Módulos', 'modulos:ler'),
  r('/modulos/cursos', 'Cursos', 'Módulos', 'modulos:ler'),

  r('/relatorios', 'Relatórios', 'Relatórios', 'relatorios:ler'),
  r('/relatorios/aprendizes-afastados', 'Aprendizes afastados', 'Relatórios', 'relatorios:ler'),
  r(
    '/relatorios/aprendizes-enturmacao',
    'Enturmação dos aprendizes',
    'Relatórios',
    'relatorios:ler',
  ),
  r(
    '/relatorios/aprendizes-por-parceiro',
    'Aprendizes por parceiro',
    'Relatórios',
    'relatorios:ler',
  ),
  r('/relatorios/aprendizes-por-turma', 'Aprendizes por turma', 'Relatórios', 'relatorios:ler'),
  r(
    '/relatorios/aprendizes-sem-enturmacao',
    'Aprendizes sem enturmação',
    'Relatórios',
    'relatorios:ler',
  ),
  r('/relatorios/frequencia', 'Relatório de frequência', 'Relatórios', 'relatorios:ler'),

  r('/turmas', 'Turmas', 'Turmas', 'turmas:ler'),
  r('/turmas/novo', 'Nova turma', 'Turmas', 'turmas:escrever'),
  r('/turmas/:id', 'Turma', 'Turmas', 'turmas:ler'),
  r('/turmas/:id/aprendizes', 'Aprendizes da turma', 'Turmas', 'turmas:ler'),

  r('/vagas', 'Vagas', 'Vagas', 'vagas:ler'),
  r('/vagas/novo', 'Nova vaga', 'Vagas', 'vagas:escrever'),
  r('/vagas/:id', 'Vaga', 'Vagas', 'vagas:ler'),
  r('/vagas/:id/editar', 'Editar vaga', 'Vagas', 'vagas:escrever'),
  r('/vagas/:id/candidatos', 'Candidatos da vaga', 'Vagas', 'vagas:ler'),
  r('/vagas/:id/encaminhamentos', 'Encaminhamentos da vaga', 'Vagas', 'vagas:ler'),
] as const;

/** Every signed-in path of the seed ('/turmas/:id' with its parameter names). */
export type CaminhoApp = (typeof TABELA)[number]['path'];

export const ROTAS: readonly RotaApp[] = TABELA;

/** A route by its path, for code that names one (the menu, links to a record). */
export const ROTA = Object.fromEntries(ROTAS.map((rota) => [rota.path, rota])) as Record<
  CaminhoApp,
  RotaApp
>;

/** A concrete address of a route: caminhoDe('/turmas/:id', { id: 7 }) -> '/turmas/7'. */
export const caminhoDe = (rota: CaminhoApp, params: Record<string, string | number> = {}) =>
  generatePath<string>(
    rota,
    Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
  );
