// The documentos feature's manifest: its routes with their titles, section, permission, lazy screen
// and menu entry. The app, the router, the menu and the browser suite read it
// (listed by src/app/manifestos.generated.ts, from the folders); nothing else names these routes.
import VerifiedIcon from '@mui/icons-material/Verified';
import { definirManifesto } from '../../shared/navigation/manifesto';

export const manifesto = definirManifesto({
  rotas: [
    {
      path: '/documentos',
      titulo: 'Documentos emitidos',
      secao: 'Documentos',
      permissao: 'aprendizes:ler',
      tela: () =>
        import(/* webpackChunkName: "documentos" */ './DocumentosScreen').then(
          (m) => m.DocumentosScreen,
        ),
      menu: { grupo: 'Cadastro de pessoas', ordem: 40, icone: VerifiedIcon },
    },
  ],
});

declare module '../../shared/navigation/manifesto' {
  interface ManifestosRegistrados {
    documentos: typeof manifesto;
  }
}
