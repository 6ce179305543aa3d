// The aprendizes feature's manifest: its routes with their titles, section, permission, lazy screen
// and menu entry. The app, the router, the menu and the browser suite read it
// (listed by src/app/manifestos.generated.ts, from the folders); nothing else names these routes.
import FlagIcon from '@mui/icons-material/Flag';
import SchoolIcon from '@mui/icons-material/School';
import { definirManifesto } from '../../shared/navigation/manifesto';

export const manifesto = definirManifesto({
  rotas: [
    {
      path: '/aprendizes',
      titulo: 'Aprendizes',
      secao: 'Aprendizes',
      permissao: 'aprendizes:ler',
      tela: () =>
        import(/* webpackChunkName: "aprendizes" */ './AprendizesScreen').then(
          (m) => m.AprendizesScreen,
        ),
      menu: { grupo: 'Cadastro de pessoas', ordem: 10, icone: SchoolIcon },
    },
    {
      path: '/aprendizes/novo',
      titulo: 'Novo aprendiz',
      secao: 'Aprendizes',
      permissao: 'aprendizes:escrever',
      tela: () =>
        import(/* webpackChunkName: "aprendiz-novo" */ './NovoAprendizScreen').then(
          (m) => m.NovoAprendizScreen,
        ),
    },
    {
      path: '/aprendizes/situacoes',
      titulo: 'Situações dos aprendizes',
      secao: 'Aprendizes',
      permissao: 'aprendizes:ler',
      tela: () =>
        import(/* webpackChunkName: "aprendizes-situacoes" */ './SituacoesScreen').then(
          (m) => m.SituacoesScreen,
        ),
      menu: { grupo: 'Cadastro de pessoas', ordem: 20, icone: FlagIcon },
    },
    {
      path: '/aprendizes/:id',
      titulo: 'Aprendiz',
      secao: 'Aprendizes',
      permissao: 'aprendizes:ler',
      tela: () =>
        import(/* webpackChunkName: "aprendiz-detalhe" */ './AprendizDetalheScreen').then(
          (m) => m.AprendizDetalheScreen,
        ),
    },
  ],
});

declare module '../../shared/navigation/manifesto' {
  interface ManifestosRegistrados {
    aprendizes: typeof manifesto;
  }
}
