// The relatorios feature's manifest: its routes with their titles, section, permission, lazy screen
// and menu entry. The app, the router, the menu and the browser suite read it
// (listed by src/app/manifestos.generated.ts, from the folders); nothing else names these routes.
import AssessmentIcon from '@mui/icons-material/Assessment';
import { definirManifesto } from '../../shared/navigation/manifesto';

export const manifesto = definirManifesto({
  rotas: [
    {
      path: '/relatorios',
      titulo: 'Relatórios',
      secao: 'Relatórios',
      permissao: 'relatorios:ler',
      tela: () =>
        import(/* webpackChunkName: "relatorios" */ './RelatoriosScreen').then(
          (m) => m.RelatoriosScreen,
        ),
      menu: { grupo: 'Relatórios', ordem: 10, icone: AssessmentIcon },
    },
    {
      path: '/relatorios/aprendizes-afastados',
      titulo: 'Aprendizes afastados',
      secao: 'Relatórios',
      permissao: 'relatorios:ler',
      tela: () =>
        import(/* webpackChunkName: "relatorio-afastados" */ './AfastadosScreen').then(
          (m) => m.AfastadosScreen,
        ),
    },
    {
      path: '/relatorios/aprendizes-enturmacao',
      titulo: 'Enturmação dos aprendizes',
      secao: 'Relatórios',
      permissao: 'relatorios:ler',
      tela: () =>
        import(/* webpackChunkName: "relatorio-enturmacao" */ './EnturmacaoScreen').then(
          (m) => m.EnturmacaoScreen,
        ),
    },
    {
      path: '/relatorios/aprendizes-por-parceiro',
      titulo: 'Aprendizes por parceiro',
      secao: 'Relatórios',
      permissao: 'relatorios:ler',
      tela: () =>
        import(/* webpackChunkName: "relatorio-por-parceiro" */ './PorParceiroScreen').then(
          (m) => m.PorParceiroScreen,
        ),
    },
    {
      path: '/relatorios/aprendizes-por-turma',
      titulo: 'Aprendizes por turma',
      secao: 'Relatórios',
      permissao: 'relatorios:ler',
      tela: () =>
        import(/* webpackChunkName: "relatorio-por-turma" */ './PorTurmaScreen').then(
          (m) => m.PorTurmaScreen,
        ),
    },
    {
      path: '/relatorios/aprendizes-sem-enturmacao',
      titulo: 'Aprendizes sem enturmação',
      secao: 'Relatórios',
      permissao: 'relatorios:ler',
      tela: () =>
        import(/* webpackChunkName: "relatorio-sem-enturmacao" */ './SemEnturmacaoScreen').then(
          (m) => m.SemEnturmacaoScreen,
        ),
    },
    {
      path: '/relatorios/frequencia',
      titulo: 'Relatório de frequência',
      secao: 'Relatórios',
      permissao: 'relatorios:ler',
      tela: () =>
        import(/* webpackChunkName: "relatorio-frequencia" */ './FrequenciaScreen').then(
          (m) => m.FrequenciaScreen,
        ),
    },
  ],
});

declare module '../../shared/navigation/manifesto' {
  interface ManifestosRegistrados {
    relatorios: typeof manifesto;
  }
}
