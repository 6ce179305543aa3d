// The lgpd feature's manifest: its routes with their titles, section, permission, lazy screen
// and menu entry. The app, the router, the menu and the browser suite read it
// (listed by src/app/manifestos.generated.ts, from the folders); nothing else names these routes.
import PrivacyTipIcon from '@mui/icons-material/PrivacyTip';
import { definirManifesto } from '../../shared/navigation/manifesto';

export const manifesto = definirManifesto({
  rotas: [
    {
      path: '/admin/lgpd',
      titulo: 'Proteção de dados (LGPD)',
      secao: 'Administração',
      permissao: 'lgpd:titular',
      tela: () =>
        import(/* webpackChunkName: "admin-lgpd" */ './LgpdScreen').then((m) => m.LgpdScreen),
      menu: { grupo: 'Administração', ordem: 40, icone: PrivacyTipIcon },
    },
  ],
});

declare module '../../shared/navigation/manifesto' {
  interface ManifestosRegistrados {
    lgpd: typeof manifesto;
  }
}
