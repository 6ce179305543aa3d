// The dashboard feature's manifest: its routes with their titles, section, permission, lazy screen
// and menu entry. The app, the router, the menu and the browser suite read it
// (listed by src/app/manifestos.generated.ts, from the folders); nothing else names these routes.
import DashboardIcon from '@mui/icons-material/Dashboard';
import { definirManifesto } from '../../shared/navigation/manifesto';

export const manifesto = definirManifesto({
  rotas: [
    {
      path: '/dashboard',
      titulo: 'Painel',
      secao: 'Painel',
      tela: () =>
        import(/* webpackChunkName: "dashboard" */ './DashboardScreen').then(
          (m) => m.DashboardScreen,
        ),
      menu: { grupo: 'Início', ordem: 10, icone: DashboardIcon },
    },
  ],
});

declare module '../../shared/navigation/manifesto' {
  interface ManifestosRegistrados {
    dashboard: typeof manifesto;
  }
}
