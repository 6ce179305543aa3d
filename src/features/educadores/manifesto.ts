// The educadores feature's manifest: its routes with their titles, section, permission, lazy screen
// and menu entry. The app, the router, the menu and the browser suite read it
// (listed by src/app/manifestos.generated.ts, from the folders); nothing else names these routes.
import CoPresentIcon from '@mui/icons-material/CoPresent';
import { definirManifesto } from '../../shared/navigation/manifesto';

export const manifesto = definirManifesto({
  rotas: [
    {
      path: '/educadores',
      titulo: 'Educadores',
      secao: 'Educadores',
      permissao: 'educadores:ler',
      tela: () =>
        import(/* webpackChunkName: "educadores" */ './EducadoresScreen').then(
          (m) => m.EducadoresScreen,
        ),
      menu: { grupo: 'Cadastro de pessoas', ordem: 30, icone: CoPresentIcon },
    },
    {
      path: '/educadores/novo',
      titulo: 'Novo educador',
      secao: 'Educadores',
      permissao: 'educadores:escrever',
      tela: () =>
        import(/* webpackChunkName: "educador-novo" */ './NovoEducadorScreen').then(
          (m) => m.NovoEducadorScreen,
        ),
    },
    {
      path: '/educadores/:id',
      titulo: 'Educador',
      secao: 'Educadores',
      permissao: 'educadores:ler',
      tela: () =>
        import(/* webpackChunkName: "educador" */ './EducadorScreen').then((m) => m.EducadorScreen),
    },
    {
      path: '/educadores/:id/editar',
      titulo: 'Editar educador',
      secao: 'Educadores',
      permissao: 'educadores:escrever',
      tela: () =>
        import(/* webpackChunkName: "educador-editar" */ './EditarEducadorScreen').then(
          (m) => m.EditarEducadorScreen,
        ),
    },
    {
      path: '/educadores/:id/turmas',
      titulo: 'Turmas do educador',
      secao: 'Educadores',
      permissao: 'turmas:ler',
      tela: () =>
        import(/* webpackChunkName: "educador-turmas" */ './EducadorTurmasScreen').then(
          (m) => m.EducadorTurmasScreen,
        ),
    },
    {
      path: '/educadores/:id/aprendizes',
      titulo: 'Aprendizes do educador',
      secao: 'Educadores',
      permissao: 'aprendizes:ler',
      tela: () =>
        import(/* webpackChunkName: "educador-aprendizes" */ './EducadorAprendizesScreen').then(
          (m) => m.EducadorAprendizesScreen,
        ),
    },
  ],
});

declare module '../../shared/navigation/manifesto' {
  interface ManifestosRegistrados {
    educadores: typeof manifesto;
  }
}
