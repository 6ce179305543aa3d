// The importacao feature's manifest: its routes with their titles, section, permission, lazy screen
// and menu entry. The app, the router, the menu and the browser suite read it
// (listed by src/app/manifestos.generated.ts, from the folders); nothing else names these routes.

import { definirManifesto } from '../../shared/navigation/manifesto';

export const manifesto = definirManifesto({
  rotas: [
    {
      path: '/aprendizes/importar',
      titulo: 'Importar aprendizes',
      secao: 'Aprendizes',
      permissao: 'aprendizes:escrever',
      tela: () =>
        import(/* webpackChunkName: "aprendizes-importar" */ './ImportacaoScreen').then(
          (m) => m.ImportacaoScreen,
        ),
    },
  ],
});

declare module '../../shared/navigation/manifesto' {
  interface ManifestosRegistrados {
    importacao: typeof manifesto;
  }
}
