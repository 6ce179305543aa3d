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

/**
 * One section's routes, in menu order: each takes the section's permission unless it names its
 * own (writing, or another module's reading).
 */
function secao<const Caminho extends string>(
  secao: string,
  permissao: string | undefined,
  rotas: readonly (readonly [path: Caminho, titulo: string, permissao?: string])[],
): RotaApp<Caminho>[] {
  return rotas.map(([path, titulo, propria]) => {
    const p = propria ?? permissao;
    return p ? { path, titulo, secao, permissao: p } : { path, titulo, secao };
  });
}

const TABELA = [
  ...secao('Painel', undefined, [['/dashboard', 'Painel']]),
  ...secao('Configurações', undefined, [['/configuracoes', 'Configurações']]),
  ...secao('Perfil', undefined, [['/perfil', 'Meu perfil']]),
  ...secao('Administração', 'usuarios:admin', [
    ['/usuarios', 'Usuários'],
    ['/admin/funcoes', 'Funções'],
    ['/admin/auditoria', 'Auditoria'],
    // Not in the seed's routes (issue 17): retention and bulk anonymisation.
    ['/admin/lgpd', 'Proteção de dados (LGPD)', 'lgpd:titular'],
    // Issue 34: the salário mínimo per year, which every apprenticeship bolsa is checked against.
    ['/admin/salario-minimo', 'Salário mínimo', 'salario-minimo:escrever'],
    // Issue 36: the e-mail outbox (recipients and contents are personal data: emails:admin).
    ['/admin/emails', 'E-mails', 'emails:admin'],
  ]),
  ...secao('Frequência', 'frequencia:ler', [['/frequencia', 'Frequência']]),
  ...secao('Vagas', 'vagas:ler', [['/encaminhamentos', 'Encaminhamentos']]),
  ...secao('Cadastros', 'cadastros:ler', [
    ['/cadastros', 'Cadastros auxiliares'],
    ['/cadastros/conceitos', 'Conceitos'],
    ['/cadastros/estado-civil', 'Estado civil'],
    ['/cadastros/genero', 'Gênero'],
    ['/cadastros/grau-escolaridade', 'Grau de escolaridade'],
    ['/cadastros/motivos-afastamento', 'Motivos de afastamento'],
    ['/cadastros/nacionalidade', 'Nacionalidade'],
    ['/cadastros/regiao', 'Região'],
    ['/cadastros/tipos-contato', 'Tipos de contato'],
    // Not in the seed's routes (issue 11): the organisation's municipal holidays and recessos.
    ['/cadastros/feriados', 'Feriados e recessos'],
  ]),
  ...secao('Aprendizes', 'aprendizes:ler', [
    ['/aprendizes', 'Aprendizes'],
    ['/aprendizes/novo', 'Novo aprendiz', 'aprendizes:escrever'],
    // Not in the seed's routes (issue 17): the spreadsheet import.
    ['/aprendizes/importar', 'Importar aprendizes', 'aprendizes:escrever'],
    ['/aprendizes/situacoes', 'Situações dos aprendizes'],
    ['/aprendizes/:id', 'Aprendiz'],
    ['/aprendizes/:id/avaliacoes', 'Avaliações do aprendiz', 'avaliacoes:ler'],
    ['/aprendiz/:id/calendario', 'Calendário do aprendiz'],
  ]),
  ...secao('Avaliações', 'avaliacoes:ler', [
    ['/avaliacoes', 'Avaliações'],
    ['/avaliacoes/nova', 'Nova avaliação', 'avaliacoes:escrever'],
    ['/avaliacoes/notas', 'Lançamento de notas', 'avaliacoes:escrever'],
    ['/avaliacoes/notas-por-aprendiz', 'Notas por aprendiz'],
    ['/avaliacoes/consulta-notas', 'Consulta de notas'],
    ['/avaliacoes/boletins', 'Boletins'],
    ['/avaliacoes/boletim-aprendiz', 'Boletim do aprendiz'],
    ['/avaliacoes-aplicadas/:id/responder', 'Responder avaliação', 'avaliacoes:escrever'],
  ]),
  ...secao('Benefícios', 'beneficios:ler', [
    ['/beneficios', 'Benefícios'],
    ['/beneficios/pagamentos', 'Pagamentos'],
    ['/beneficios/relatorios', 'Relatórios de benefícios'],
    ['/beneficios/vale-alimentacao', 'Vale-alimentação'],
    ['/beneficios/vale-transporte', 'Vale-transporte'],
  ]),
  ...secao('Contratos', 'contratos:ler', [
    ['/contratos', 'Contratos'],
    ['/contratos/novo', 'Novo contrato', 'contratos:escrever'],
    ['/contratos/prorrogacoes', 'Prorrogações'],
    ['/contratos/rescisoes', 'Rescisões'],
    ['/contratos/:id', 'Contrato'],
  ]),
  ...secao('Educadores', 'educadores:ler', [
    ['/educadores', 'Educadores'],
    ['/educadores/novo', 'Novo educador', 'educadores:escrever'],
    ['/educadores/:id', 'Educador'],
    ['/educadores/:id/editar', 'Editar educador', 'educadores:escrever'],
    ['/educadores/:id/turmas', 'Turmas do educador', 'turmas:ler'],
    ['/educadores/:id/aprendizes', 'Aprendizes do educador', 'aprendizes:ler'],
  ]),
  ...secao('Empresas', 'parceiros:ler', [
    ['/empresas', 'Empresas'],
    ['/empresas/novo', 'Nova empresa', 'parceiros:escrever'],
    ['/empresas/:parceiroId/unidades', 'Unidades da empresa'],
    ['/empresas/:parceiroId/unidades/:unidadeId', 'Unidade'],
    ['/empresas/:parceiroId/unidades/:unidadeId/aprendizes', 'Aprendizes da unidade'],
  ]),
  ...secao('Estatísticas', 'relatorios:ler', [
    ['/estatisticas', 'Estatísticas'],
    ['/estatisticas/aprendizes-parceiro', 'Aprendizes por parceiro'],
    ['/estatisticas/faltas-aprendizes', 'Faltas dos aprendizes'],
    ['/estatisticas/geral-aprendizes', 'Panorama dos aprendizes'],
    ['/estatisticas/participantes-situacao', 'Participantes por situação'],
  ]),
  ...secao('Módulos', 'modulos:ler', [
    ['/modulos', 'Módulos'],
    ['/modulos/disciplinas', 'Disciplinas'],
    ['/modulos/planos', 'Planos de curso'],
    ['/modulos/planos/:planoId/curriculo', 'Currículo do plano'],
    ['/modulos/cursos', 'Cursos'],
  ]),
  ...secao('Relatórios', 'relatorios:ler', [
    ['/relatorios', 'Relatórios'],
    ['/relatorios/aprendizes-afastados', 'Aprendizes afastados'],
    ['/relatorios/aprendizes-enturmacao', 'Enturmação dos aprendizes'],
    ['/relatorios/aprendizes-por-parceiro', 'Aprendizes por parceiro'],
    ['/relatorios/aprendizes-por-turma', 'Aprendizes por turma'],
    ['/relatorios/aprendizes-sem-enturmacao', 'Aprendizes sem enturmação'],
    ['/relatorios/frequencia', 'Relatório de frequência'],
  ]),
  // Issue 35: the register of issued certificates and declarations (its rows follow the
  // apprentice's record rule; issuing is on the apprentice's and the class's pages).
  ...secao('Documentos', 'aprendizes:ler', [['/documentos', 'Documentos emitidos']]),
  ...secao('Turmas', 'turmas:ler', [
    ['/turmas', 'Turmas'],
    ['/turmas/novo', 'Nova turma', 'turmas:escrever'],
    ['/turmas/:id', 'Turma'],
    ['/turmas/:id/aprendizes', 'Aprendizes da turma'],
  ]),
  ...secao('Vagas', 'vagas:ler', [
    ['/vagas', 'Vagas'],
    ['/vagas/novo', 'Nova vaga', 'vagas:escrever'],
    ['/vagas/:id', 'Vaga'],
    ['/vagas/:id/editar', 'Editar vaga', 'vagas:escrever'],
    ['/vagas/:id/candidatos', 'Candidatos da vaga'],
    ['/vagas/:id/encaminhamentos', 'Encaminhamentos da vaga'],
  ]),
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
