// The configuracoes feature's manifest: its routes with their titles, section, permission, lazy screen
// and menu entry. The app, the router, the menu and the browser suite read it
// (listed by src/app/manifestos.generated.ts, from the folders); nothing else names these routes.

import { definirManifesto } from '../../shared/navigation/manifesto';

export const manifesto = definirManifesto({
  rotas: [
    {
      path: '/configuracoes',
      titulo: 'Configurações',
      secao: 'Configurações',
      tela: () =>
        import(/* webpackChunkName: "configuracoes" */ './ConfiguracoesScreen').then(
          (m) => m.ConfiguracoesScreen,
        ),
    },
  ],
});

declare module '../../shared/navigation/manifesto' {
  interface ManifestosRegistrados {
    configuracoes: typeof manifesto;
  }
}
