// Which screen each route shows, each in its own chunk (webpackChunkName). A route not listed here
// shows the shared "Em construção" screen until its issue builds it: add one line here then. Keys
// are the route table's paths (CaminhoApp), so a screen for a route that does not exist, or under
// a misspelt path, does not compile. This table is itself a chunk (carregadores.ts loads it with
// the layout): with a hundred screens its loaders weighed ~3 KB gzip that /login never needs.
import type { CaminhoApp } from '../../shared/navigation';
import { carregarTela, type CarregarTela } from './carregarTela';

export const carregarEmConstrucao = carregarTela('em-construcao', () =>
  import(/* webpackChunkName: "em-construcao" */ '../screens/EmConstrucaoScreen').then(
    (m) => m.EmConstrucaoScreen,
  ),
);

const TELAS: { readonly [Caminho in CaminhoApp]?: CarregarTela } = {
  '/dashboard': carregarTela('dashboard', () =>
    import(/* webpackChunkName: "dashboard" */ '../../features/dashboard/DashboardScreen').then(
      (m) => m.DashboardScreen,
    ),
  ),
  '/perfil': carregarTela('perfil', () =>
    import(/* webpackChunkName: "perfil" */ '../../features/conta/PerfilScreen').then(
      (m) => m.PerfilScreen,
    ),
  ),
  '/configuracoes': carregarTela('configuracoes', () =>
    import(
      /* webpackChunkName: "configuracoes" */ '../../features/configuracoes/ConfiguracoesScreen'
    ).then((m) => m.ConfiguracoesScreen),
  ),
  '/turmas/:id': carregarTela('turma-detalhe', () =>
    import(/* webpackChunkName: "turma-detalhe" */ '../../features/turmas/TurmaDetalheScreen').then(
      (m) => m.TurmaDetalheScreen,
    ),
  ),
  '/cadastros': carregarTela('cadastros', () =>
    import(/* webpackChunkName: "cadastros" */ '../../features/cadastros/CadastrosScreen').then(
      (m) => m.CadastrosScreen,
    ),
  ),
  '/cadastros/conceitos': carregarTela('cadastro-conceitos', () =>
    import(
      /* webpackChunkName: "cadastro-conceitos" */ '../../features/cadastros/ConceitosScreen'
    ).then((m) => m.ConceitosScreen),
  ),
  '/cadastros/estado-civil': carregarTela('cadastro-estado-civil', () =>
    import(
      /* webpackChunkName: "cadastro-estado-civil" */ '../../features/cadastros/EstadoCivilScreen'
    ).then((m) => m.EstadoCivilScreen),
  ),
  '/cadastros/genero': carregarTela('cadastro-genero', () =>
    import(/* webpackChunkName: "cadastro-genero" */ '../../features/cadastros/GeneroScreen').then(
      (m) => m.GeneroScreen,
    ),
  ),
  '/cadastros/grau-escolaridade': carregarTela('cadastro-grau-escolaridade', () =>
    import(
      /* webpackChunkName: "cadastro-grau-escolaridade" */ '../../features/cadastros/GrauEscolaridadeScreen'
    ).then((m) => m.GrauEscolaridadeScreen),
  ),
  '/cadastros/motivos-afastamento': carregarTela('cadastro-motivos-afastamento', () =>
    import(
      /* webpackChunkName: "cadastro-motivos-afastamento" */ '../../features/cadastros/MotivosAfastamentoScreen'
    ).then((m) => m.MotivosAfastamentoScreen),
  ),
  '/cadastros/nacionalidade': carregarTela('cadastro-nacionalidade', () =>
    import(
      /* webpackChunkName: "cadastro-nacionalidade" */ '../../features/cadastros/NacionalidadeScreen'
    ).then((m) => m.NacionalidadeScreen),
  ),
  '/cadastros/regiao': carregarTela('cadastro-regiao', () =>
    import(/* webpackChunkName: "cadastro-regiao" */ '../../features/cadastros/RegiaoScreen').then(
      (m) => m.RegiaoScreen,
    ),
  ),
  '/cadastros/tipos-contato': carregarTela('cadastro-tipos-contato', () =>
    import(
      /* webpackChunkName: "cadastro-tipos-contato" */ '../../features/cadastros/TiposContatoScreen'
    ).then((m) => m.TiposContatoScreen),
  ),
  '/frequencia': carregarTela('frequencia', () =>
    import(/* webpackChunkName: "frequencia" */ '../../features/frequencia/FrequenciaScreen').then(
      (m) => m.FrequenciaScreen,
    ),
  ),
  '/aprendiz/:id/calendario': carregarTela('aprendiz-calendario', () =>
    import(
      /* webpackChunkName: "aprendiz-calendario" */ '../../features/frequencia/calendario/CalendarioScreen'
    ).then((m) => m.CalendarioScreen),
  ),
  '/cadastros/feriados': carregarTela('cadastro-feriados', () =>
    import(
      /* webpackChunkName: "cadastro-feriados" */ '../../features/cadastros/feriados/FeriadosScreen'
    ).then((m) => m.FeriadosScreen),
  ),
  '/aprendizes': carregarTela('aprendizes', () =>
    import(/* webpackChunkName: "aprendizes" */ '../../features/aprendizes/AprendizesScreen').then(
      (m) => m.AprendizesScreen,
    ),
  ),
  '/aprendizes/novo': carregarTela('aprendiz-novo', () =>
    import(
      /* webpackChunkName: "aprendiz-novo" */ '../../features/aprendizes/NovoAprendizScreen'
    ).then((m) => m.NovoAprendizScreen),
  ),
  '/aprendizes/importar': carregarTela('aprendizes-importar', () =>
    import(
      /* webpackChunkName: "aprendizes-importar" */ '../../features/importacao/ImportacaoScreen'
    ).then((m) => m.ImportacaoScreen),
  ),
  '/aprendizes/situacoes': carregarTela('aprendizes-situacoes', () =>
    import(
      /* webpackChunkName: "aprendizes-situacoes" */ '../../features/aprendizes/SituacoesScreen'
    ).then((m) => m.SituacoesScreen),
  ),
  '/aprendizes/:id': carregarTela('aprendiz-detalhe', () =>
    import(
      /* webpackChunkName: "aprendiz-detalhe" */ '../../features/aprendizes/AprendizDetalheScreen'
    ).then((m) => m.AprendizDetalheScreen),
  ),
  '/usuarios': carregarTela('usuarios', () =>
    import(/* webpackChunkName: "usuarios" */ '../../features/usuarios/UsuariosScreen').then(
      (m) => m.UsuariosScreen,
    ),
  ),
  '/admin/funcoes': carregarTela('admin-funcoes', () =>
    import(/* webpackChunkName: "admin-funcoes" */ '../../features/admin/FuncoesScreen').then(
      (m) => m.FuncoesScreen,
    ),
  ),
  '/admin/auditoria': carregarTela('admin-auditoria', () =>
    import(/* webpackChunkName: "admin-auditoria" */ '../../features/admin/AuditoriaScreen').then(
      (m) => m.AuditoriaScreen,
    ),
  ),
  '/documentos': carregarTela('documentos', () =>
    import(/* webpackChunkName: "documentos" */ '../../features/documentos/DocumentosScreen').then(
      (m) => m.DocumentosScreen,
    ),
  ),
  '/admin/salario-minimo': carregarTela('admin-salario-minimo', () =>
    import(
      /* webpackChunkName: "admin-salario-minimo" */ '../../features/admin/SalarioMinimoScreen'
    ).then((m) => m.SalarioMinimoScreen),
  ),
  '/admin/emails': carregarTela('admin-emails', () =>
    import(/* webpackChunkName: "admin-emails" */ '../../features/admin/EmailsScreen').then(
      (m) => m.EmailsScreen,
    ),
  ),
  '/admin/lgpd': carregarTela('admin-lgpd', () =>
    import(/* webpackChunkName: "admin-lgpd" */ '../../features/lgpd/LgpdScreen').then(
      (m) => m.LgpdScreen,
    ),
  ),
  '/empresas': carregarTela('empresas', () =>
    import(/* webpackChunkName: "empresas" */ '../../features/empresas/EmpresasScreen').then(
      (m) => m.EmpresasScreen,
    ),
  ),
  '/empresas/novo': carregarTela('empresa-nova', () =>
    import(/* webpackChunkName: "empresa-nova" */ '../../features/empresas/NovaEmpresaScreen').then(
      (m) => m.NovaEmpresaScreen,
    ),
  ),
  '/empresas/:parceiroId/unidades': carregarTela('empresa-unidades', () =>
    import(
      /* webpackChunkName: "empresa-unidades" */ '../../features/empresas/UnidadesScreen'
    ).then((m) => m.UnidadesScreen),
  ),
  '/empresas/:parceiroId/unidades/:unidadeId': carregarTela('empresa-unidade', () =>
    import(/* webpackChunkName: "empresa-unidade" */ '../../features/empresas/UnidadeScreen').then(
      (m) => m.UnidadeScreen,
    ),
  ),
  '/empresas/:parceiroId/unidades/:unidadeId/aprendizes': carregarTela(
    'empresa-unidade-aprendizes',
    () =>
      import(
        /* webpackChunkName: "empresa-unidade-aprendizes" */ '../../features/empresas/UnidadeAprendizesScreen'
      ).then((m) => m.UnidadeAprendizesScreen),
  ),
  '/educadores': carregarTela('educadores', () =>
    import(/* webpackChunkName: "educadores" */ '../../features/educadores/EducadoresScreen').then(
      (m) => m.EducadoresScreen,
    ),
  ),
  '/educadores/novo': carregarTela('educador-novo', () =>
    import(
      /* webpackChunkName: "educador-novo" */ '../../features/educadores/NovoEducadorScreen'
    ).then((m) => m.NovoEducadorScreen),
  ),
  '/educadores/:id': carregarTela('educador', () =>
    import(/* webpackChunkName: "educador" */ '../../features/educadores/EducadorScreen').then(
      (m) => m.EducadorScreen,
    ),
  ),
  '/educadores/:id/editar': carregarTela('educador-editar', () =>
    import(
      /* webpackChunkName: "educador-editar" */ '../../features/educadores/EditarEducadorScreen'
    ).then((m) => m.EditarEducadorScreen),
  ),
  '/educadores/:id/turmas': carregarTela('educador-turmas', () =>
    import(
      /* webpackChunkName: "educador-turmas" */ '../../features/educadores/EducadorTurmasScreen'
    ).then((m) => m.EducadorTurmasScreen),
  ),
  '/educadores/:id/aprendizes': carregarTela('educador-aprendizes', () =>
    import(
      /* webpackChunkName: "educador-aprendizes" */ '../../features/educadores/EducadorAprendizesScreen'
    ).then((m) => m.EducadorAprendizesScreen),
  ),
  '/turmas': carregarTela('turmas', () =>
    import(/* webpackChunkName: "turmas" */ '../../features/turmas/TurmasScreen').then(
      (m) => m.TurmasScreen,
    ),
  ),
  '/turmas/novo': carregarTela('turma-nova', () =>
    import(/* webpackChunkName: "turma-nova" */ '../../features/turmas/NovaTurmaScreen').then(
      (m) => m.NovaTurmaScreen,
    ),
  ),
  '/turmas/:id/aprendizes': carregarTela('turma-aprendizes', () =>
    import(
      /* webpackChunkName: "turma-aprendizes" */ '../../features/turmas/TurmaAprendizesScreen'
    ).then((m) => m.TurmaAprendizesScreen),
  ),
  '/modulos': carregarTela('modulos', () =>
    import(/* webpackChunkName: "modulos" */ '../../features/modulos/ModulosScreen').then(
      (m) => m.ModulosScreen,
    ),
  ),
  '/modulos/disciplinas': carregarTela('modulos-disciplinas', () =>
    import(
      /* webpackChunkName: "modulos-disciplinas" */ '../../features/modulos/DisciplinasScreen'
    ).then((m) => m.DisciplinasScreen),
  ),
  '/modulos/planos': carregarTela('modulos-planos', () =>
    import(/* webpackChunkName: "modulos-planos" */ '../../features/modulos/PlanosScreen').then(
      (m) => m.PlanosScreen,
    ),
  ),
  '/modulos/planos/:planoId/curriculo': carregarTela('modulos-curriculo', () =>
    import(
      /* webpackChunkName: "modulos-curriculo" */ '../../features/modulos/curriculo/CurriculoScreen'
    ).then((m) => m.CurriculoScreen),
  ),
  '/modulos/cursos': carregarTela('modulos-cursos', () =>
    import(/* webpackChunkName: "modulos-cursos" */ '../../features/modulos/CursosScreen').then(
      (m) => m.CursosScreen,
    ),
  ),
  '/contratos': carregarTela('contratos', () =>
    import(/* webpackChunkName: "contratos" */ '../../features/contratos/ContratosScreen').then(
      (m) => m.ContratosScreen,
    ),
  ),
  '/avaliacoes': carregarTela('avaliacoes', () =>
    import(/* webpackChunkName: "avaliacoes" */ '../../features/avaliacoes/AvaliacoesScreen').then(
      (m) => m.AvaliacoesScreen,
    ),
  ),
  '/avaliacoes/nova': carregarTela('avaliacao-nova', () =>
    import(
      /* webpackChunkName: "avaliacoes" */ '../../features/avaliacoes/editor/NovaAvaliacaoScreen'
    ).then((m) => m.NovaAvaliacaoScreen),
  ),
  '/avaliacoes/notas': carregarTela('avaliacao-notas', () =>
    import(/* webpackChunkName: "notas" */ '../../features/avaliacoes/notas/NotasScreen').then(
      (m) => m.NotasScreen,
    ),
  ),
  '/avaliacoes/notas-por-aprendiz': carregarTela('avaliacao-notas-por-aprendiz', () =>
    import(
      /* webpackChunkName: "notas" */ '../../features/avaliacoes/notas/NotasPorAprendizScreen'
    ).then((m) => m.NotasPorAprendizScreen),
  ),
  '/avaliacoes/consulta-notas': carregarTela('avaliacao-consulta-notas', () =>
    import(
      /* webpackChunkName: "notas" */ '../../features/avaliacoes/notas/ConsultaNotasScreen'
    ).then((m) => m.ConsultaNotasScreen),
  ),
  '/avaliacoes/boletins': carregarTela('avaliacao-boletins', () =>
    import(
      /* webpackChunkName: "notas" */ '../../features/avaliacoes/boletins/BoletinsScreen'
    ).then((m) => m.BoletinsScreen),
  ),
  '/avaliacoes/boletim-aprendiz': carregarTela('avaliacao-boletim-aprendiz', () =>
    import(
      /* webpackChunkName: "notas" */ '../../features/avaliacoes/boletins/BoletimAprendizScreen'
    ).then((m) => m.BoletimAprendizScreen),
  ),
  '/aprendizes/:id/avaliacoes': carregarTela('aprendiz-avaliacoes', () =>
    import(
      /* webpackChunkName: "avaliacoes" */ '../../features/avaliacoes/AvaliacoesDoAprendizScreen'
    ).then((m) => m.AvaliacoesDoAprendizScreen),
  ),
  '/avaliacoes-aplicadas/:id/responder': carregarTela('avaliacao-responder', () =>
    import(
      /* webpackChunkName: "avaliacoes" */ '../../features/avaliacoes/responder/ResponderAvaliacaoScreen'
    ).then((m) => m.ResponderAvaliacaoScreen),
  ),
  '/contratos/novo': carregarTela('contrato-novo', () =>
    import(
      /* webpackChunkName: "contrato-novo" */ '../../features/contratos/NovoContratoScreen'
    ).then((m) => m.NovoContratoScreen),
  ),
  '/contratos/:id': carregarTela('contrato', () =>
    import(
      /* webpackChunkName: "contrato" */ '../../features/contratos/ContratoDetalheScreen'
    ).then((m) => m.ContratoDetalheScreen),
  ),
  '/contratos/prorrogacoes': carregarTela('contratos-prorrogacoes', () =>
    import(
      /* webpackChunkName: "contratos-prorrogacoes" */ '../../features/contratos/ProrrogacoesScreen'
    ).then((m) => m.ProrrogacoesScreen),
  ),
  '/vagas': carregarTela('vagas', () =>
    import(/* webpackChunkName: "vagas" */ '../../features/vagas/VagasScreen').then(
      (m) => m.VagasScreen,
    ),
  ),
  '/vagas/novo': carregarTela('vaga-nova', () =>
    import(/* webpackChunkName: "vaga-nova" */ '../../features/vagas/NovaVagaScreen').then(
      (m) => m.NovaVagaScreen,
    ),
  ),
  '/vagas/:id': carregarTela('vaga', () =>
    import(/* webpackChunkName: "vaga" */ '../../features/vagas/VagaDetalheScreen').then(
      (m) => m.VagaDetalheScreen,
    ),
  ),
  '/vagas/:id/editar': carregarTela('vaga-editar', () =>
    import(/* webpackChunkName: "vaga-editar" */ '../../features/vagas/EditarVagaScreen').then(
      (m) => m.EditarVagaScreen,
    ),
  ),
  '/vagas/:id/candidatos': carregarTela('vaga-candidatos', () =>
    import(
      /* webpackChunkName: "vaga-candidatos" */ '../../features/vagas/VagaCandidatosScreen'
    ).then((m) => m.VagaCandidatosScreen),
  ),
  '/vagas/:id/encaminhamentos': carregarTela('vaga-encaminhamentos', () =>
    import(
      /* webpackChunkName: "encaminhamentos" */ '../../features/vagas/EncaminhamentosScreen'
    ).then((m) => m.VagaEncaminhamentosScreen),
  ),
  '/encaminhamentos': carregarTela('encaminhamentos', () =>
    import(
      /* webpackChunkName: "encaminhamentos" */ '../../features/vagas/EncaminhamentosScreen'
    ).then((m) => m.EncaminhamentosScreen),
  ),
  '/contratos/rescisoes': carregarTela('contratos-rescisoes', () =>
    import(
      /* webpackChunkName: "contratos-rescisoes" */ '../../features/contratos/RescisoesScreen'
    ).then((m) => m.RescisoesScreen),
  ),
  '/beneficios': carregarTela('beneficios', () =>
    import(/* webpackChunkName: "beneficios" */ '../../features/beneficios/BeneficiosScreen').then(
      (m) => m.BeneficiosScreen,
    ),
  ),
  '/beneficios/pagamentos': carregarTela('beneficios-pagamentos', () =>
    import(
      /* webpackChunkName: "beneficios-pagamentos" */ '../../features/beneficios/PagamentosScreen'
    ).then((m) => m.PagamentosScreen),
  ),
  '/beneficios/vale-transporte': carregarTela('beneficios-vale-transporte', () =>
    import(
      /* webpackChunkName: "beneficios-vale-transporte" */ '../../features/beneficios/ValeTransporteScreen'
    ).then((m) => m.ValeTransporteScreen),
  ),
  '/beneficios/vale-alimentacao': carregarTela('beneficios-vale-alimentacao', () =>
    import(
      /* webpackChunkName: "beneficios-vale-alimentacao" */ '../../features/beneficios/ValeAlimentacaoScreen'
    ).then((m) => m.ValeAlimentacaoScreen),
  ),
  '/beneficios/relatorios': carregarTela('beneficios-relatorios', () =>
    import(
      /* webpackChunkName: "beneficios-relatorios" */ '../../features/beneficios/RelatoriosScreen'
    ).then((m) => m.RelatoriosScreen),
  ),
  '/relatorios': carregarTela('relatorios', () =>
    import(/* webpackChunkName: "relatorios" */ '../../features/relatorios/RelatoriosScreen').then(
      (m) => m.RelatoriosScreen,
    ),
  ),
  '/relatorios/aprendizes-afastados': carregarTela('relatorio-afastados', () =>
    import(
      /* webpackChunkName: "relatorio-afastados" */ '../../features/relatorios/AfastadosScreen'
    ).then((m) => m.AfastadosScreen),
  ),
  '/relatorios/aprendizes-enturmacao': carregarTela('relatorio-enturmacao', () =>
    import(
      /* webpackChunkName: "relatorio-enturmacao" */ '../../features/relatorios/EnturmacaoScreen'
    ).then((m) => m.EnturmacaoScreen),
  ),
  '/relatorios/aprendizes-por-parceiro': carregarTela('relatorio-por-parceiro', () =>
    import(
      /* webpackChunkName: "relatorio-por-parceiro" */ '../../features/relatorios/PorParceiroScreen'
    ).then((m) => m.PorParceiroScreen),
  ),
  '/relatorios/aprendizes-por-turma': carregarTela('relatorio-por-turma', () =>
    import(
      /* webpackChunkName: "relatorio-por-turma" */ '../../features/relatorios/PorTurmaScreen'
    ).then((m) => m.PorTurmaScreen),
  ),
  '/relatorios/aprendizes-sem-enturmacao': carregarTela('relatorio-sem-enturmacao', () =>
    import(
      /* webpackChunkName: "relatorio-sem-enturmacao" */ '../../features/relatorios/SemEnturmacaoScreen'
    ).then((m) => m.SemEnturmacaoScreen),
  ),
  '/relatorios/frequencia': carregarTela('relatorio-frequencia', () =>
    import(
      /* webpackChunkName: "relatorio-frequencia" */ '../../features/relatorios/FrequenciaScreen'
    ).then((m) => m.FrequenciaScreen),
  ),
  // The statistics are one chunk (~25 KB gzip with the five screens): every chunk name is an entry
  // of the runtime's map that /login pays for, and the charts library is a chunk of its own anyway.
  '/estatisticas': carregarTela('estatisticas', () =>
    import(
      /* webpackChunkName: "estatisticas" */ '../../features/estatisticas/EstatisticasScreen'
    ).then((m) => m.EstatisticasScreen),
  ),
  '/estatisticas/geral-aprendizes': carregarTela('estatistica-geral-aprendizes', () =>
    import(
      /* webpackChunkName: "estatisticas" */ '../../features/estatisticas/GeralAprendizesScreen'
    ).then((m) => m.GeralAprendizesScreen),
  ),
  '/estatisticas/participantes-situacao': carregarTela('estatistica-participantes-situacao', () =>
    import(
      /* webpackChunkName: "estatisticas" */ '../../features/estatisticas/ParticipantesSituacaoScreen'
    ).then((m) => m.ParticipantesSituacaoScreen),
  ),
  '/estatisticas/aprendizes-parceiro': carregarTela('estatistica-aprendizes-parceiro', () =>
    import(
      /* webpackChunkName: "estatisticas" */ '../../features/estatisticas/AprendizesParceiroScreen'
    ).then((m) => m.AprendizesParceiroScreen),
  ),
  '/estatisticas/faltas-aprendizes': carregarTela('estatistica-faltas-aprendizes', () =>
    import(
      /* webpackChunkName: "estatisticas" */ '../../features/estatisticas/FaltasAprendizesScreen'
    ).then((m) => m.FaltasAprendizesScreen),
  ),
};

export const telaDaRota = (path: CaminhoApp): CarregarTela => TELAS[path] ?? carregarEmConstrucao;
