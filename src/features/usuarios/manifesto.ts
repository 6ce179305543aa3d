// The usuarios feature's manifest: its routes with their titles, section, permission, lazy screen
// and menu entry. The app, the router, the menu and the browser suite read it
// (listed by src/app/manifestos.generated.ts, from the folders); nothing else names these routes.
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { definirManifesto } from '../../shared/navigation/manifesto';

export const manifesto = definirManifesto({
  rotas: [
    {
      path: '/usuarios',
      titulo: 'Usuários',
      secao: 'Administração',
      permissao: 'usuarios:admin',
      tela: () =>
        import(/* webpackChunkName: "usuarios" */ './UsuariosScreen').then((m) => m.UsuariosScreen),
      menu: { grupo: 'Administração', ordem: 10, icone: ManageAccountsIcon },
    },
  ],
});

declare module '../../shared/navigation/manifesto' {
  interface ManifestosRegistrados {
    usuarios: typeof manifesto;
  }
}
