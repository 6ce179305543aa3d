// The admin feature's manifest: its routes with their titles, section, permission, lazy screen
// and menu entry. The app, the router, the menu and the browser suite read it
// (listed by src/app/manifestos.generated.ts, from the folders); nothing else names these routes.
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import EmailIcon from '@mui/icons-material/Email';
import HistoryIcon from '@mui/icons-material/History';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { definirManifesto } from '../../shared/navigation/manifesto';

export const manifesto = definirManifesto({
  rotas: [
    {
      path: '/admin/funcoes',
      titulo: 'Funções',
      secao: 'Administração',
      permissao: 'usuarios:admin',
      tela: () =>
        import(/* webpackChunkName: "admin-funcoes" */ './FuncoesScreen').then(
          (m) => m.FuncoesScreen,
        ),
      menu: { grupo: 'Administração', ordem: 20, icone: AdminPanelSettingsIcon },
    },
    {
      path: '/admin/auditoria',
      titulo: 'Auditoria',
      secao: 'Administração',
      permissao: 'usuarios:admin',
      tela: () =>
        import(/* webpackChunkName: "admin-auditoria" */ './AuditoriaScreen').then(
          (m) => m.AuditoriaScreen,
        ),
      menu: { grupo: 'Administração', ordem: 30, icone: HistoryIcon },
    },
    {
      path: '/admin/salario-minimo',
      titulo: 'Salário mínimo',
      secao: 'Administração',
      permissao: 'salario-minimo:escrever',
      tela: () =>
        import(/* webpackChunkName: "admin-salario-minimo" */ './SalarioMinimoScreen').then(
          (m) => m.SalarioMinimoScreen,
        ),
      menu: { grupo: 'Administração', ordem: 50, icone: RequestQuoteIcon },
    },
    {
      path: '/admin/emails',
      titulo: 'E-mails',
      secao: 'Administração',
      permissao: 'emails:admin',
      tela: () =>
        import(/* webpackChunkName: "admin-emails" */ './EmailsScreen').then((m) => m.EmailsScreen),
      menu: { grupo: 'Administração', ordem: 60, icone: EmailIcon },
    },
  ],
});

declare module '../../shared/navigation/manifesto' {
  interface ManifestosRegistrados {
    admin: typeof manifesto;
  }
}
