// The conta feature's manifest: its routes with their titles, section, permission, lazy screen
// and menu entry. The app, the router, the menu and the browser suite read it
// (listed by src/app/manifestos.generated.ts, from the folders); nothing else names these routes.

import { definirManifesto } from '../../shared/navigation/manifesto';

export const manifesto = definirManifesto({
  rotas: [
    {
      path: '/perfil',
      titulo: 'Meu perfil',
      secao: 'Perfil',
      tela: () =>
        import(/* webpackChunkName: "perfil" */ './PerfilScreen').then((m) => m.PerfilScreen),
    },
  ],
});

declare module '../../shared/navigation/manifesto' {
  interface ManifestosRegistrados {
    conta: typeof manifesto;
  }
}
