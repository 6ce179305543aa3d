// The estatisticas feature's manifest: its routes with their titles, section, permission, lazy screen
// and menu entry. The app, the router, the menu and the browser suite read it
// (listed by src/app/manifestos.generated.ts, from the folders); nothing else names these routes.
import BarChartIcon from '@mui/icons-material/BarChart';
import { definirManifesto } from '../../shared/navigation/manifesto';

export const manifesto = definirManifesto({
  rotas: [
    {
      path: '/estatisticas',
      titulo: 'Estatísticas',
      secao: 'Estatísticas',
      permissao: 'relatorios:ler',
      tela: () =>
        import(/* webpackChunkName: "estatisticas" */ './EstatisticasScreen').then(
          (m) => m.EstatisticasScreen,
        ),
      menu: { grupo: 'Relatórios', ordem: 20, icone: BarChartIcon },
    },
    {
      path: '/estatisticas/aprendizes-parceiro',
      titulo: 'Aprendizes por parceiro',
      secao: 'Estatísticas',
      permissao: 'relatorios:ler',
      tela: () =>
        import(/* webpackChunkName: "estatisticas" */ './AprendizesParceiroScreen').then(
          (m) => m.AprendizesParceiroScreen,
        ),
    },
    {
      path: '/estatisticas/faltas-aprendizes',
      titulo: 'Faltas dos aprendizes',
      secao: 'Estatísticas',
      permissao: 'relatorios:ler',
      tela: () =>
        import(/* webpackChunkName: "estatisticas" */ './FaltasAprendizesScreen').then(
          (m) => m.FaltasAprendizesScreen,
        ),
    },
    {
      path: '/estatisticas/geral-aprendizes',
      titulo: 'Panorama dos aprendizes',
      secao: 'Estatísticas',
      permissao: 'relatorios:ler',
      tela: () =>
        import(/* webpackChunkName: "estatisticas" */ './GeralAprendizesScreen').then(
          (m) => m.GeralAprendizesScreen,
        ),
    },
    {
      path: '/estatisticas/participantes-situacao',
      titulo: 'Participantes por situação',
      secao: 'Estatísticas',
      permissao: 'relatorios:ler',
      tela: () =>
        import(/* webpackChunkName: "estatisticas" */ './ParticipantesSituacaoScreen').then(
          (m) => m.ParticipantesSituacaoScreen,
        ),
    },
  ],
});

declare module '../../shared/navigation/manifesto' {
  interface ManifestosRegistrados {
    estatisticas: typeof manifesto;
  }
}
